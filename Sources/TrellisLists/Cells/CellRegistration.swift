/// A cell type and how it shows an `Item`: UIKit's `UICollectionView.CellRegistration`,
/// with the cell's type kept inside, so that one item type's values can choose between
/// cells (``CellItem``).
///
/// ```swift
/// let breeds = CellRegistration<Breed>(BreedCell.self) { cell, breed, context in cell.show(breed, context: context) }
/// registry.register(breeds)
/// let facts = CellRegistration<DetailRow>(FactCell.self)    // FactCell: ItemCell<DetailRow>
/// ```
public struct CellRegistration<Item> {
    /// The cell type; a list makes or reuses one of these for the item.
    public let cellType: any ListCell.Type
    /// Configures a cell of ``cellType`` with the item; a cell of another type is a
    /// ``CellRegistryError/mismatch(cellType:itemType:registration:)``.
    let configure: @MainActor (any ListCell, Item, CellContext) throws(CellRegistryError) -> Void

    /// Shows items in `cellType`, configured by `configure` with the cell, the item and
    /// its ``CellContext``, all typed.
    public init<Cell: ListCell>(_ cellType: Cell.Type, configure: @escaping @MainActor (Cell, Item, CellContext) -> Void) {
        self.cellType = cellType
        self.configure = { cell, item, context throws(CellRegistryError) in
            guard let typedCell = cell as? Cell else {
                throw .mismatch(
                    cellType: String(describing: type(of: cell)), itemType: String(describing: type(of: item as Any)),
                    registration: "\(Item.self) → \(Cell.self)")
            }
            configure(typedCell, item, context)
        }
    }

    /// Shows items in `cellType`, configured by the cell's own ``ItemCell/update(with:context:)``.
    public init<Cell: ItemCell>(_ cellType: Cell.Type) where Cell.Item == Item {
        self.init(cellType) { cell, item, context in cell.update(with: item, context: context) }
    }
}
