/// Which column a ``DataTable`` is sorted by, and which way: AppKit's `NSSortDescriptor`
/// as `NSTableView.sortDescriptors` holds it, for one column.
///
/// ```swift
/// table.sort = DataTableSort(column: "date", direction: .descending)
/// ```
public struct DataTableSort: Hashable, Sendable, CustomStringConvertible {
    /// Which way a column sorts.
    public enum Direction: String, Hashable, Sendable {
        /// Smallest first: the header shows ▲.
        case ascending
        /// Largest first: the header shows ▼.
        case descending

        /// The header's arrow: ▲ or ▼.
        public var indicator: Character { self == .ascending ? "▲" : "▼" }
    }

    /// The ``DataTableColumn/id`` of the column sorted by.
    public var column: String
    /// Which way.
    public var direction: Direction

    /// A sort by the column `column`, `direction` first.
    public init(column: String, direction: Direction = .ascending) {
        self.column = column
        self.direction = direction
    }

    /// The sort after this one when its column is chosen again: ascending, then
    /// descending, then none (the data source's own order).
    public var next: DataTableSort? {
        direction == .ascending ? DataTableSort(column: column, direction: .descending) : nil
    }

    /// `date ascending`.
    public var description: String { "\(column) \(direction.rawValue)" }
}
