import TrellisDiff
import TrellisViews

/// What a list tells a cell as it configures it: where the item is, whether it is
/// selected or focused, the list's theme, and what the item's actions show. UIKit hands a
/// cell the same facts as `UICellConfigurationState` and the index path of a
/// `UICollectionView.CellRegistration` handler.
///
/// A ``CollectionView`` builds one each time it configures a cell, and configures a
/// visible cell again whenever its context changes (focus moves, the selection changes,
/// the list's ``CollectionView/theme`` or ``CollectionView/actions`` are set, a batch moves
/// the item): a cell styles itself from its context, and never walks up the view tree to
/// learn any of it.
///
/// ```swift
/// registry.register(BreedCell.self, for: BreedRow.self) { cell, row, context in
///     cell.nameLabel.text = row.name
///     cell.nameLabel.style = context.theme[context.isFocused ? .selected : .body]
/// }
/// ```
public struct CellContext: Hashable, Sendable {
    /// Where the item is in the list's data source.
    public var path: ItemPath
    /// Whether the item is selected.
    public var isSelected: Bool
    /// Whether keyboard focus is on the item.
    public var isFocused: Bool
    /// The list's theme (``CollectionView/theme``).
    public var theme: Theme
    /// The accessory the item's actions call for (`›` for navigate, `ⓘ` for detail).
    public var accessory: ItemActions.Accessory
    /// Whether selecting the item highlights it (only when a tap or navigate action is attached).
    public var selectionStyle: ItemActions.SelectionStyle

    /// A context for the item at `path`; the rest defaults to an unselected, unfocused
    /// item with no actions, in the standard theme.
    public init(
        path: ItemPath = ItemPath(section: 0, item: 0), isSelected: Bool = false, isFocused: Bool = false,
        theme: Theme = .standard, accessory: ItemActions.Accessory = .none,
        selectionStyle: ItemActions.SelectionStyle = .highlight
    ) {
        self.path = path
        self.isSelected = isSelected
        self.isFocused = isFocused
        self.theme = theme
        self.accessory = accessory
        self.selectionStyle = selectionStyle
    }
}
