import TrellisLists
import TrellisTerminal
import TrellisViews

/// One generated sighting: a date, a place and a number of confirmations, each a pure
/// function of its index, so a million of them cost nothing until a row is drawn.
public struct SightingRow: Identifiable, Hashable, Sendable {
    /// The places sightings happen in.
    public static let places = ["Oslo", "Lima", "Kyiv", "Pune", "Baku", "Rome", "Nice", "Quito", "Hanoi", "Perth"]

    /// The index, which is also the identity.
    public var id: Int
    /// Days since 2016-01-01, in a calendar of twelve months of 28 days.
    public var day: Int
    /// Where.
    public var place: String
    /// How many others confirmed it.
    public var confirmations: Int

    /// The sighting at `index`.
    public init(index: Int) {
        id = index
        day = (index &* 7_919) % 3_360
        place = Self.places[(index &* 7 &+ index / 10) % Self.places.count]
        confirmations = (index &* 13) % 17
    }

    /// `2026-11-02`.
    public var date: String {
        let year = 2016 + day / 336
        let month = day % 336 / 28 + 1
        let dayOfMonth = day % 28 + 1
        return "\(year)-" + (month < 10 ? "0" : "") + "\(month)-" + (dayOfMonth < 10 ? "0" : "") + "\(dayOfMonth)"
    }
}

/// AppKit's `NSTableView` and Textual's `DataTable`: a ``TrellisLists/DataTable`` of a
/// million generated sightings from a ``TrellisLists/GeneratedDataSource``, drawing only the
/// rows in view. Sort by the focused column with `s` (▲, ▼, off) or a click on a header;
/// ←/→ choose the column, `<`/`>` resize it (or drag a header's right edge), `h` hides it,
/// `H` shows every column; Enter opens a row (the info line says which).
///
/// The page's own keys run AAPL's loading through the data source: `r` starts a load (the
/// table shows its spinner and "Loading…" under the header), `c` completes it with the
/// million rows, `e` fails it (the error placeholder).
@MainActor
public final class DataTablePage: View, GalleryPageView, InfoLinePage {
    /// The generated sightings, a million on the gallery's page.
    public let sightings: GeneratedDataSource<SightingRow>
    /// How many sightings the page generates (and a completed load brings back).
    public let rowCount: Int
    /// The table.
    public let table: DataTable<SightingRow>
    /// What was opened last, and how to load.
    public let infoLabel = Label()
    /// The load `r` started, until `c` or `e` completes it.
    var pendingLoad: LoadingToken<GeneratedDataSource<SightingRow>>?

    /// The table's columns: Date, Place and Seen sort; Id does not.
    public static let columns: [DataTableColumn<SightingRow>] = [
        DataTableColumn("id", title: "#", width: 8, alignment: .right, text: { "\($0.id + 1)" }),
        DataTableColumn("date", title: "Date", width: 10, text: \.date, sortKey: \.day),
        DataTableColumn("place", title: "Place", width: 8, value: \.place),
        DataTableColumn("confirmations", title: "Seen", width: 6, alignment: .right, value: \.confirmations),
    ]

    /// The page, with the million rows loaded.
    /// A page of `rowCount` generated sightings (the gallery shows a million; a debug build's
    /// test sorts fewer, as sorting a million takes seconds there and under a second in release).
    public init(context: GalleryContext, rowCount: Int = 1_000_000) {
        self.rowCount = max(0, rowCount)
        sightings = GeneratedDataSource(count: self.rowCount) { SightingRow(index: $0) }
        sightings.setPlaceholders(noContent: "No Sightings", message: "Nobody has seen one yet.", error: "Unable To Load Sightings")
        table = context.theme.dataTable(dataSource: sightings, columns: Self.columns)
        super.init()
        key = "dataTable"
        table.key = "table"
        table.accessibilityLabel = "Sightings"
        table.onSelect = { [weak self] sighting in self?.show("Opened \(sighting.date) in \(sighting.place) (#\(sighting.id + 1))") }
        installInfoLine(theme: context.theme)
        installKeys()
        show("\(Self.grouped(self.rowCount)) sightings · r load · c content · e error")
    }

    /// `count` with a comma between each group of three digits (1,000,000).
    static func grouped(_ count: Int) -> String {
        var digits = String(count)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }

    /// The table, under the info line.
    var contentView: View { table }

    /// The info line over the table.
    public override func layoutSubviews() { layoutInfoLine() }

    public var preferredFocus: View? { table }
}

// MARK: - Keys

extension DataTablePage {
    /// What the page's own keys do; the raw values are the names a keymap file uses in its
    /// `[gallery.dataTable]` scope.
    public enum Command: String, KeyCommand, CaseIterable {
        case load, content, fail
    }

    /// The keymap scope of the page's keys.
    public nonisolated static let keymapScope = "gallery.dataTable"

    /// The page's keys, declared once.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.load, "r", summary: "load again (the loading placeholder)", showsInHints: true, hint: "load"),
        KeyBinding(.content, "c", summary: "complete the load with a million rows"),
        KeyBinding(.fail, "e", summary: "fail the load (the error placeholder)"),
    ]

    /// A load that the page's keys complete, as a slow server would.
    struct LoadFailure: Error {}

    func installKeys() {
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [weak self] command, _ in
            guard let self else { return false }
            switch command {
            case .load:
                pendingLoad?.ignore()
                sightings.resetContent()
                sightings.loadContent { self.pendingLoad = $0 }
                show("Loading… · c content · e error")
            case .content:
                guard let load = pendingLoad else { return false }
                pendingLoad = nil
                load.updateWithContent { [rowCount] in $0.setCount(rowCount) }
                show("\(Self.grouped(rowCount)) sightings")
            case .fail:
                guard let load = pendingLoad else { return false }
                pendingLoad = nil
                load.done(error: LoadFailure())
                show("The load failed · r to try again")
            }
            return true
        }
    }
}
