/// A cell a list shows for an item: Nimbus's `NICell`.
///
/// A list dequeues a cell by reuse identifier (or makes one with
/// ``init(reuseIdentifier:)``), then configures it with its item: through the closure of
/// the cell's typed registration (``CellRegistry/register(_:for:file:line:configure:)``),
/// or, for an ``ItemCell``, through its own typed ``ItemCell/update(with:context:)``.
/// Hosts' cell views conform (the terminal host's, a UIKit adapter's).
@MainActor
public protocol ListCell: AnyObject {
    /// Makes a cell for a reuse identifier.
    init(reuseIdentifier: String)
    /// The identifier the cell is reused under.
    var reuseIdentifier: String { get }
    /// Called when the cell goes back to the reuse pool.
    func prepareForReuse()
    /// Whether the reuse identifier should include the item's type, for a cell class that
    /// shows several item types with different layouts
    /// (Nimbus's `shouldAppendObjectClassToReuseIdentifier`). A base cell class that lets
    /// subclasses choose declares it as a `class var` they override.
    static var appendsItemTypeToReuseIdentifier: Bool { get }
}

extension ListCell {
    public func prepareForReuse() {}
    public static var appendsItemTypeToReuseIdentifier: Bool { false }
}

/// A cell that shows items of one type itself: Nimbus's `NICell` with its
/// `shouldUpdateCellWithObject:` typed. Register it with
/// ``CellRegistry/register(_:)``, or name it from the item (``CellItem``).
///
/// ```swift
/// final class BreedCell: CollectionViewCell, ItemCell {
///     func update(with breed: Breed, context: CellContext) {
///         textLabel.text = breed.name
///         textLabel.style = context.theme[context.isFocused ? .selected : .body]
///     }
/// }
/// registry.register(BreedCell.self)       // for Breed: the cell's Item
/// ```
@MainActor
public protocol ItemCell<Item>: ListCell {
    /// The type of the items the cell shows.
    associatedtype Item
    /// Shows `item` in `context` (its place, focus, selection, the list's theme). A list
    /// calls it as it shows the cell and again whenever the context changes, so it sets
    /// everything it styles.
    func update(with item: Item, context: CellContext)
}

/// An item that names the cell that shows it: Nimbus's `NICellObject`, typed. A list with
/// no registration for the item's type shows it as its ``cellRegistration`` says, so each
/// value of one type can choose its own cell, configured with the typed item and the
/// list's ``CellContext`` like a registered one.
///
/// ```swift
/// enum DetailRow: CellItem {
///     case fact(String), text(String)
///     var cellRegistration: CellRegistration<DetailRow> {
///         switch self {
///         case .fact: CellRegistration(FactCell.self)      // FactCell: ItemCell<DetailRow>
///         case .text(let text): CellRegistration(CollectionViewCell.self) { cell, _, _ in cell.textLabel.text = text }
///         }
///     }
/// }
/// ```
public protocol CellItem {
    /// The cell that shows this item, and how it is configured.
    var cellRegistration: CellRegistration<Self> { get }
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
