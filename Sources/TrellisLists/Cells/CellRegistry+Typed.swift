// Registration with a closure: UIKit's `UICollectionView.CellRegistration`, on Nimbus's lookup.

extension CellRegistry {
    /// Shows items of `itemType` (and its subclasses, or conforming types for a protocol)
    /// with `cellType`, configured by `configure` with the cell, the item and its
    /// ``CellContext``, all typed: UIKit's `UICollectionView.CellRegistration`.
    ///
    /// ```swift
    /// registry.register(BreedCell.self, for: BreedRow.self) { cell, row, context in
    ///     cell.nameLabel.text = row.name
    ///     cell.nameLabel.style = context.theme[.body]
    /// }
    /// // One call that takes the item: its type is inferred, `for:` may go.
    /// registry.register(BreedCell.self) { cell, row, context in cell.show(row, context: context) }
    /// ```
    ///
    /// Swift infers `Item` from a closure whose body is a single expression passing the
    /// item where its type is known; a longer closure names it with `for:`. A closure that
    /// pins no type would register for every item: that stops, naming the caller's
    /// `file:line`, and asks for `for:` (a programmer's mistake, found on the first run).
    ///
    /// The registry casts the item and the cell back to their types once, inside the
    /// framework. A list calls `configure` as it shows the cell and again whenever the
    /// context changes, so it should set everything it styles (not only what differs from
    /// a fresh cell).
    ///
    /// - Parameters:
    ///   - cellType: The cell class; the reuse identifier is its qualified name.
    ///   - itemType: The item type; inferred from `configure` when left out.
    ///   - file: The caller's file, named when the item type could not be inferred.
    ///   - line: The caller's line, likewise.
    ///   - configure: Shows the item in the cell; called on the main actor.
    public func register<Cell: ListCell, Item>(
        _ cellType: Cell.Type, for itemType: Item.Type = Item.self, file: StaticString = #fileID, line: UInt = #line,
        configure: @escaping @MainActor (_ cell: Cell, _ item: Item, _ context: CellContext) -> Void
    ) {
        precondition(
            String(describing: itemType) != "Any",
            "CellRegistry.register(\(cellType)): the item type could not be inferred; name it: register(\(cellType).self, for: Item.self) { ... }",
            file: file, line: line)
        register(CellRegistration(cellType, configure: configure), for: itemType)
    }
}

/// Why no cell could be found for an item, or configured with it.
public enum CellRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing maps `itemType` to a cell; `registered` lists what is registered.
    case noCellType(itemType: String, registered: [String])
    /// A registration (`registration`, as `Item → Cell`) was asked to configure a
    /// `cellType` or an `itemType` it does not take: a cell made for another registration.
    case mismatch(cellType: String, itemType: String, registration: String)
    /// `cellType` is registered, but the list cannot show it: a ``CollectionView`` shows
    /// ``CollectionViewCell``s.
    case notACollectionViewCell(cellType: String)

    public var description: String {
        switch self {
        case let .noCellType(itemType, registered):
            "no cell type for \(itemType): register one with register(_:for:configure:), or make \(itemType) a CellItem; registered: "
                + (registered.isEmpty ? "nothing" : registered.joined(separator: ", "))
        case let .mismatch(cellType, itemType, registration):
            "the registration \(registration) cannot configure a \(cellType) with a \(itemType): "
                + "the cell was made for another registration; let the list dequeue a new one"
        case let .notACollectionViewCell(cellType):
            "\(cellType) is registered as a cell but is not a CollectionViewCell; subclass CollectionViewCell"
        }
    }
}
