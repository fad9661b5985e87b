/// Maps items to the cells that show them: Nimbus's `NICellFactory`.
///
/// ```swift
/// let registry = CellRegistry()
/// registry.register(CatCell.self, for: Cat.self)
/// registry.register(AnimalCell.self, for: (any Animal).self)   // a protocol: any conforming item
/// let cell = try registry.cell(for: cat, from: pool)            // dequeued or made, then updated
/// ```
///
/// Lookup order: a registration for the item's exact type, then the cell type the item
/// declares (``CellItem``), then the nearest registered superclass, then registered
/// protocols in the order they were registered. The fallback answer is cached per item
/// type (misses too) until the next registration. An item nothing maps is a
/// ``CellRegistryError`` naming it and what is registered, never a blank cell.
@MainActor
public final class CellRegistry {
    private var table = TypeTable<any ListCell.Type>()

    /// Makes an empty registry; register cell types before the first lookup.
    public init() {}

    /// Shows items of `itemType` (and its subclasses, or conforming types for a protocol)
    /// with `cellType`.
    public func register<Item>(_ cellType: any ListCell.Type, for itemType: Item.Type) {
        table.set(cellType, for: itemType)
    }

    /// The cell type for `item`.
    ///
    /// - Throws: ``CellRegistryError/noCellType(itemType:registered:)`` when nothing maps it.
    public func cellType(for item: Any) throws(CellRegistryError) -> any ListCell.Type {
        if let exact = table.exactValue(for: item) { return exact }
        if let declared = item as? any CellItem { return declared.cellType }
        if let fallback = table.fallbackValue(for: item) { return fallback }
        throw .noCellType(itemType: String(describing: type(of: item)), registered: registrations)
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
    /// updated with the item.
    public func cell(for item: Any, from pool: ReusePool) throws(CellRegistryError) -> any ListCell {
        let cellType = try cellType(for: item)
        let identifier = try reuseIdentifier(for: item)
        let cell: any ListCell
        if let reused = pool.dequeue(identifier) {
            cell = reused
        } else {
            cell = cellType.init(reuseIdentifier: identifier)
            pool.noteCreated()
        }
        cell.update(with: item)
        return cell
    }

    /// `ItemType → CellType` for every registration, in order.
    public var registrations: [String] {
        table.descriptions { String(describing: $0) }
    }

    var cachedTypeCount: Int { table.cachedTypeCount }
}

/// Why no cell could be found for an item.
public enum CellRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing maps `itemType` to a cell; `registered` lists what is registered.
    case noCellType(itemType: String, registered: [String])

    public var description: String {
        switch self {
        case let .noCellType(itemType, registered):
            "no cell type for \(itemType): register one with register(_:for:) or make \(itemType) a CellItem; registered: "
                + (registered.isEmpty ? "nothing" : registered.joined(separator: ", "))
        }
    }
}
