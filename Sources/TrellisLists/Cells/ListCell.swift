/// A cell a list shows for an item: Nimbus's `NICell`.
///
/// A list dequeues a cell by reuse identifier (or makes one with
/// ``init(reuseIdentifier:)``), then hands it the item with ``update(with:)``. Hosts'
/// cell views conform (the terminal host's, a UIKit adapter's).
@MainActor
public protocol ListCell: AnyObject {
    /// Makes a cell for a reuse identifier.
    init(reuseIdentifier: String)
    /// The identifier the cell is reused under.
    var reuseIdentifier: String { get }
    /// Shows `item`; returns whether the cell could (Nimbus's `shouldUpdateCellWithObject:`).
    @discardableResult func update(with item: Any) -> Bool
    /// Shows `item` in `context` (its place, focus, selection, the list's theme): how a list
    /// configures a cell that no typed registration configures, such as the cell a
    /// ``CellItem`` names. By default, ``update(with:)``.
    @discardableResult func update(with item: Any, context: CellContext) -> Bool
    /// Called when the cell goes back to the reuse pool.
    func prepareForReuse()
    /// Whether the reuse identifier should include the item's type, for a cell class that
    /// shows several item types with different layouts
    /// (Nimbus's `shouldAppendObjectClassToReuseIdentifier`). A base cell class that lets
    /// subclasses choose declares it as a `class var` they override.
    static var appendsItemTypeToReuseIdentifier: Bool { get }
}

extension ListCell {
    public func update(with item: Any, context: CellContext) -> Bool { update(with: item) }
    public func prepareForReuse() {}
    public static var appendsItemTypeToReuseIdentifier: Bool { false }
}

/// An item that names its own cell type: Nimbus's `NICellObject`. A list with no
/// registration for the item's type makes that cell and configures it with
/// ``ListCell/update(with:context:)``, so the cell styles itself from the list's theme and
/// the item's focus like a registered one.
public protocol CellItem {
    /// The cell type that shows this item.
    var cellType: any ListCell.Type { get }
}

/// Cells waiting to be reused, by reuse identifier.
@MainActor
public final class ReusePool {
    private var cells: [String: [any ListCell]] = [:]
    /// How many cells were made because none waited (a list that scrolls 10,000 rows makes
    /// about a screenful).
    public private(set) var createdCount = 0

    /// Makes an empty pool.
    public init() {}

    /// A waiting cell for `identifier`, or `nil`.
    public func dequeue(_ identifier: String) -> (any ListCell)? {
        cells[identifier]?.popLast()
    }

    /// Puts `cell` back for reuse.
    public func enqueue(_ cell: any ListCell) {
        cell.prepareForReuse()
        cells[cell.reuseIdentifier, default: []].append(cell)
    }

    /// How many cells wait, all identifiers together.
    public var waitingCount: Int { cells.values.reduce(0) { $0 + $1.count } }

    func noteCreated() { createdCount += 1 }
}
