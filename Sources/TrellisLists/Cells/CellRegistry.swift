/// Maps items to the cells that show them: Nimbus's `NICellFactory`, with typed
/// registrations in the shape of UIKit's `UICollectionView.CellRegistration`.
///
/// ```swift
/// let registry = CellRegistry()
/// registry.register(BreedCell.self, for: BreedRow.self) { cell, row, context in   // a closure
///     cell.nameLabel.text = row.name
/// }
/// registry.register(CatCell.self)                         // an ItemCell: its own update(with:context:)
/// registry.register(AnimalCell.self, for: (any Animal).self) { cell, animal, _ in cell.show(animal) }
/// let cell = try registry.cell(for: cat, context: context, from: pool)   // dequeued or made, then configured
/// ```
///
/// Lookup order, the same for every kind of registration: a registration for the item's
/// exact type, then the cell type the item declares (``CellItem``), then the nearest
/// registered superclass, then registered protocols in the order they were registered.
/// The fallback answer is cached per item type (misses too) until the next registration.
/// An item nothing maps, or a cell its registration cannot configure, is a
/// ``CellRegistryError`` naming them, never a blank cell; a ``CollectionView`` checks its
/// items' types against its registry as it binds them, and reports a type nothing maps
/// (``CollectionView/registrationErrorHandler``) instead of stopping.
@MainActor
public final class CellRegistry {
    /// One registration: the cell type, and how it shows an item. The item arrives erased
    /// (a composed data source's children hold items of several types); the registration
    /// casts it, and the cell, back to the types it was registered with, once, so app code
    /// never does.
    struct Registration {
        var cellType: any ListCell.Type
        var configure: @MainActor (any ListCell, Any, CellContext) throws(CellRegistryError) -> Void
    }

    private var table = TypeTable<Registration>()
    /// Whether a type alone is known to be shown (see ``canShow(_:)``), per type, until the
    /// next registration.
    private var shownTypes: [ObjectIdentifier: Bool] = [:]
    /// Bumped by every registration: a list checks its items again when it changed.
    private(set) var generation = 0

    /// Makes an empty registry; register cell types before the first lookup.
    public init() {}

    /// Shows items of `Cell.Item` (and its subclasses, or conforming types for a protocol)
    /// with `cellType`, configured by the cell's own ``ItemCell/update(with:context:)``:
    /// Nimbus's `NICellFactory` mapping, typed.
    ///
    /// ```swift
    /// registry.register(BreedCell.self)   // BreedCell: ItemCell<Breed>
    /// ```
    public func register<Cell: ItemCell>(_ cellType: Cell.Type) {
        register(CellRegistration(cellType))
    }

    /// Shows items of `itemType` (and its subclasses, or conforming types for a protocol)
    /// as `registration` says: UIKit's way, a registration made once and used by the list.
    ///
    /// ```swift
    /// registry.register(CellRegistration<Breed>(BreedCell.self) { cell, breed, _ in cell.show(breed) })
    /// ```
    public func register<Item>(_ registration: CellRegistration<Item>, for itemType: Item.Type = Item.self) {
        set(Self.erased(registration), for: itemType)
    }

    /// `registration`, taking the item erased: the cast back to `Item` happens here, once.
    static func erased<Item>(_ registration: CellRegistration<Item>) -> Registration {
        Registration(cellType: registration.cellType) { cell, item, context throws(CellRegistryError) in
            guard let typedItem = item as? Item else {
                throw .mismatch(
                    cellType: String(describing: type(of: cell)), itemType: String(describing: type(of: item)),
                    registration: "\(Item.self) → \(registration.cellType)")
            }
            try registration.configure(cell, typedItem, context)
        }
    }

    func set<Item>(_ registration: Registration, for itemType: Item.Type) {
        table.set(registration, for: itemType)
        shownTypes.removeAll()
        generation += 1
    }

    /// The registration that shows `item`, in the lookup order above.
    func registration(for item: Any) throws(CellRegistryError) -> Registration {
        if let exact = table.exactValue(for: item) { return exact }
        if let declared = item as? any CellItem { return Self.declaredRegistration(declared) }
        if let fallback = table.fallbackValue(for: item) { return fallback }
        throw .noCellType(itemType: String(describing: type(of: item)), registered: registrations)
    }

    /// The registration of a ``CellItem``: the one the item names.
    private static func declaredRegistration<Item: CellItem>(_ item: Item) -> Registration {
        erased(item.cellRegistration)
    }

    /// Whether every item of `type` is shown, known from the type alone: a registration
    /// for it or a superclass, or the type names its cells (``CellItem``). `false` says
    /// only that the type does not tell: its items may still be shown one by one (a
    /// protocol registration, subclasses registered each).
    func canShow<Item>(_ type: Item.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = shownTypes[key] { return known }
        let shown = table.covers(type) || type is any CellItem.Type
        shownTypes[key] = shown
        return shown
    }

    /// Whether some registration shows `item`.
    func canShow(item: Any) -> Bool {
        (try? registration(for: item)) != nil
    }

    /// The cell type for `item`.
    ///
    /// - Throws: ``CellRegistryError/noCellType(itemType:registered:)`` when nothing maps it.
    public func cellType<Item>(for item: Item) throws(CellRegistryError) -> any ListCell.Type {
        try registration(for: item).cellType
    }

    /// The reuse identifier for `item`: the cell type's fully qualified name, plus
    /// `.ItemType` (qualified too) when the cell type asks for it.
    ///
    /// Qualified names keep nested types apart: `A.Cell` and `B.Cell` are
    /// `"Module.A.Cell"` and `"Module.B.Cell"`, where their bare names (what Nimbus's
    /// `NSStringFromClass` gave) would both be `"Cell"` and let the pool hand an `A.Cell`
    /// to an item that needs a `B.Cell`.
    public func reuseIdentifier<Item>(for item: Item) throws(CellRegistryError) -> String {
        try reuseIdentifier(for: item, cellType: cellType(for: item))
    }

    private func reuseIdentifier(for item: Any, cellType: any ListCell.Type) -> String {
        let name = String(reflecting: cellType)
        return cellType.appendsItemTypeToReuseIdentifier ? "\(name).\(String(reflecting: type(of: item)))" : name
    }

    /// A cell showing `item`: reused from `pool` when one waits, made otherwise, then
    /// configured with the item and `context` (its registration's closure, or the cell's
    /// ``ItemCell/update(with:context:)``).
    ///
    /// - Throws: ``CellRegistryError`` when nothing maps `item`, or its registration
    ///   cannot configure the cell.
    public func cell<Item>(for item: Item, context: CellContext = CellContext(), from pool: ReusePool) throws(CellRegistryError)
        -> any ListCell
    {
        let registration = try registration(for: item)
        let identifier = reuseIdentifier(for: item, cellType: registration.cellType)
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
    ///   `item`'s registration is for another cell type;
    ///   ``CellRegistryError/noCellType(itemType:registered:)`` when nothing maps `item`.
    public func configure<Item>(_ cell: any ListCell, with item: Item, context: CellContext) throws(CellRegistryError) {
        try registration(for: item).configure(cell, item, context)
    }

    /// `ItemType → CellType` for every registration, in order.
    public var registrations: [String] {
        table.descriptions { String(describing: $0.cellType) }
    }

    var cachedTypeCount: Int { table.cachedTypeCount }
}
