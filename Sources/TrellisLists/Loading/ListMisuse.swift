/// A programmer error that the list machinery reports instead of corrupting state:
/// a loading token completed twice, or dropped without completing.
///
/// By default a report is written to standard error (never standard output, where a
/// terminal host draws) and, in debug builds, stops in `assertionFailure`, as AAPL's
/// `NSAssert` did. A data source's ``DataSource/misuseHandler`` can take reports
/// instead (tests do, to check them).
public struct ListMisuse: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Hashable, Sendable {
        /// A `LoadingToken` was completed a second time; the second completion was ignored.
        case tokenCompletedTwice
        /// The current `LoadingToken` was released without `ignore()`, `done()` or an update
        /// (a stale one, replaced by a newer load or a reset, may be dropped).
        case tokenNeverCompleted
        /// A data source reported a batch whose counts don't match its content (checked in
        /// debug builds); observers were told to reload instead.
        case invalidBatch
    }

    /// What went wrong.
    public var kind: Kind
    /// The data source involved, as it describes itself.
    public var dataSource: String
    /// What happened and how to fix it.
    public var message: String

    /// Describes a misuse of `kind` by `dataSource`.
    public init(kind: Kind, dataSource: String, message: String) {
        self.kind = kind
        self.dataSource = dataSource
        self.message = message
    }

    public var description: String { "\(kind.rawValue) (\(dataSource)): \(message)" }

    /// Writes the report to standard error, then stops in debug builds.
    public static let defaultHandler: @Sendable (ListMisuse) -> Void = { misuse in
        loggingHandler(misuse)
        assertionFailure("Trellis list misuse: \(misuse)")
    }

    /// Writes the report to standard error and goes on: for a release-like run in a debug
    /// build, or an app that collects reports in its own log.
    public static let loggingHandler: @Sendable (ListMisuse) -> Void = { misuse in
        StandardError.write("Trellis list misuse: \(misuse)")
    }
}
