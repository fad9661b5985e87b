import TrellisLists

/// A row of the lists page.
public struct DemoRow: Identifiable, Hashable, Sendable {
    /// The row's identity and text.
    public var id: String

    /// A row reading `id`.
    public init(_ id: String) { self.id = id }
}

/// A data source whose next load does what the person at the keyboard chose: AAPL's
/// `AAPLBasicDataSource` subclass with a `loadContent` that completes its ``TrellisLists/LoadingToken``
/// token with content, with nothing, with an error, or not yet.
///
/// ```swift
/// let fruits = DemoSource(title: "Fruits", rows: ["Apple", "Banana"])
/// fruits.load(.failing)     // the error placeholder covers its section
/// fruits.load(.content)     // the rows again
/// ```
@MainActor
public final class DemoSource: BasicDataSource<DemoRow> {
    /// How the next load ends.
    public enum Mode: String, Sendable, CaseIterable {
        /// With the rows.
        case content
        /// With no rows: the no-content placeholder.
        case empty
        /// With an error: the error placeholder.
        case failing
        /// Not until the next load: the content is reset first, so the loading
        /// placeholder shows meanwhile.
        case loading
    }

    /// The rows a load with content shows.
    public var rows: [DemoRow]
    /// How the last load was asked to end.
    public private(set) var mode = Mode.content
    /// The token of a load left waiting (``Mode/loading``); a newer load makes it stale.
    private var waiting: LoadingToken<DemoSource>?

    /// A source titled `title` that loads `rows`.
    public init(title: String, rows: [String]) {
        self.rows = rows.map(DemoRow.init)
        super.init()
        self.title = title
        noContentTitle = "No \(title)"
        noContentMessage = "This load came back empty (c loads the rows again)."
        errorTitle = "Unable to load \(title)"
        errorMessage = "\(title) failed on purpose (c loads the rows again)."
    }

    /// Starts a load that ends as `mode` says.
    public func load(_ mode: Mode) {
        self.mode = mode
        // The waiting token is dropped only once a newer load has made it stale: dropping
        // the current token without completing it is a misuse Trellis reports.
        let superseded = waiting
        if mode == .loading { resetContent() }
        loadContent()
        withExtendedLifetime(superseded) {}
    }

    /// Adds a row at the end (one insert, reported as one batch).
    public func addRow() {
        let row = DemoRow("\(title ?? "Row") \(items.count + 1)")
        rows.append(row)
        if loadingState == .contentLoaded || loadingState == .noContent { append(contentsOf: [row]) }
    }

    /// Completes the load as ``mode`` says.
    public override func loadContent() {
        loadContent { loading in
            switch mode {
            case .content: loading.updateWithContent { [rows] in $0.setItems(rows) }
            case .empty: loading.updateWithNoContent { $0.setItems([]) }
            case .failing: loading.done(error: DemoFailure(source: title ?? "?"))
            case .loading: waiting = loading
            }
            if mode != .loading { waiting = nil }
        }
    }
}

/// The error a ``DemoSource`` fails with when asked to.
public struct DemoFailure: Error, Equatable, CustomStringConvertible {
    /// The source that failed.
    public var source: String

    public var description: String { "\(source) failed on purpose" }
}
