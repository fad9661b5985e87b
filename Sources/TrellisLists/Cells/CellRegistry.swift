/// Maps items to the cells that show them: Nimbus's `NICellFactory`, with typed
/// registrations in the shape of UIKit's `UICollectionView.CellRegistration`.
///
/// ```swift
/// let registry = CellRegistry()
/// registry.register(BreedCell.self, for: BreedRow.self) { cell, row, context in   // typed
///     cell.nameLabel.text = row.name
/// }
/// registry.register(CatCell.self, for: Cat.self)                  // Nimbus's: the cell's update(with:)
/// registry.register(AnimalCell.self, for: (any Animal).self)      // a protocol: any conforming item
/// let cell = try registry.cell(for: cat, context: context, from: pool)   // dequeued or made, then configured
/// ```
///
/// Lookup order, the same for both kinds of registration: a registration for the item's
/// exact type, then the cell type the item declares (``CellItem``), then the nearest
/// registered superclass, then registered protocols in the order they were registered.
/// The fallback answer is cached per item type (misses too) until the next registration.
/// An item nothing maps, or a cell its registration cannot configure, is a
/// ``CellRegistryError`` naming them, never a blank cell.
@MainActor
public final class CellRegistry {
    /// One registration: the cell type, and how it shows an item. Typed registrations
    /// cast the item and the cell back here, once, so app code never does.
    struct Registration {
        var cellType: any ListCell.Type
        var isTyped: Bool
        var configure: @MainActor (any ListCell, Any, CellContext) throws(CellRegistryError) -> Void
    }

    private var table = TypeTable<Registration>()

    /// Makes an empty registry; register cell types before the first lookup.
    public init() {}

    /// Shows items of `itemType` (and its subclasses, or conforming types for a protocol)
    /// with `cellType`, which shows each item in its ``ListCell/update(with:)``: Nimbus's
    /// `NICellFactory` mapping. Prefer the typed ``register(_:for:file:line:configure:)``.
    public func register<Item>(_ cellType: any ListCell.Type, for itemType: Item.Type) {
        table.set(Registration(cellType: cellType, isTyped: false) { cell, item, _ in cell.update(with: item) }, for: itemType)
    }

    func set<Item>(_ registration: Registration, for itemType: Item.Type) {
        table.set(registration, for: itemType)
    }

    /// The registration that shows `item`, in the lookup order above.
    func registration(for item: Any) throws(CellRegistryError) -> Registration {
        if let exact = table.exactValue(for: item) { return exact }
        if let declared = item as? any CellItem {
            return Registration(cellType: declared.cellType, isTyped: false) { cell, item, context in
                cell.update(with: item, context: context)
            }
        }
        if let fallback = table.fallbackValue(for: item) { return fallback }
        throw .noCellType(itemType: String(describing: type(of: item)), registered: registrations)
    }

    /// The cell type for `item`.
    ///
    /// - Throws: ``CellRegistryError/noCellType(itemType:registered:)`` when nothing maps it.
    public func cellType(for item: Any) throws(CellRegistryError) -> any ListCell.Type {
        try registration(for: item).cellType
    }

    /// The reuse identifier for `item`: the cell type's fully qualified name, plus
    /// `.ItemType` (qualified too) when the cell type asks for it.
    ///
    /// Qualified names keep nested types apart: `A.Cell` and `B.Cell` are
    /// `"Module.A.Cell"` and `"Module.B.Cell"`, where their bare names (what Nimbus's
    /// `NSStringFromClass` gave) would both be `"Cell"` and let the pool hand an `A.Cell`
    /// to an item that needs a `B.Cell`.
    public func reuseIdentifier(for item: Any) throws(CellRegistryError) -> String {
        let cellType = try cellType(for: item)
        let name = String(reflecting: cellType)
        return cellType.appendsItemTypeToReuseIdentifier ? "\(name).\(String(reflecting: type(of: item)))" : name
    }

    /// A cell showing `item`: reused from `pool` when one waits, made otherwise, then
    /// configured with the item and `context` (a typed registration's closure, or the
    /// cell's ``ListCell/update(with:)``).
    ///
    /// - Throws: ``CellRegistryError`` when nothing maps `item`, or its registration
    ///   cannot configure the cell.
    public func cell(for item: Any, context: CellContext = CellContext(), from pool: ReusePool) throws(CellRegistryError)
        -> any ListCell
    {
        let registration = try registration(for: item)
        let identifier = try reuseIdentifier(for: item)
        let cell: any ListCell
        if let reused = pool.dequeue(identifier) {
            cell = reused
        } else {
            cell = registration.cellType.init(reuseIdentifier: identifier)
            pool.noteCreated()
        }
        try registration.configure(cell, item, context)
        return cell
    }

    /// Configures `cell`, which already shows `item` or is about to, again: what a list
    /// does when the item changes or its context does (focus, selection, theme).
    ///
    /// - Throws: ``CellRegistryError/mismatch(cellType:itemType:registration:)`` when
    ///   `item`'s typed registration is for another cell type;
    ///   ``CellRegistryError/noCellType(itemType:registered:)`` when nothing maps `item`.
    public func configure(_ cell: any ListCell, with item: Any, context: CellContext) throws(CellRegistryError) {
        try registration(for: item).configure(cell, item, context)
    }

    /// `ItemType → CellType` for every registration, in order; typed ones say so.
    public var registrations: [String] {
        table.descriptions { String(describing: $0.cellType) + ($0.isTyped ? " (typed)" : "") }
    }

    var cachedTypeCount: Int { table.cachedTypeCount }
}
