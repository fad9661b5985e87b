import TrellisLists
import TrellisTerminal
import TrellisViews

/// A row of the cats list: the favorite's ★, the breed's name, its coat, and the `›` that
/// says Enter opens it. Styles come from the Cats theme (`.favoriteStar`, `.secondary`) of
/// the list the cell is in.
///
/// A click on the row focuses and selects it, as Enter does: the collection view itself
/// takes clicks only on its section index, so the row handles its own.
@MainActor
public final class BreedCell: CollectionViewCell {
    let starLabel = Label()
    let coatLabel = Label()

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        starLabel.key = "star"
        textLabel.key = "name"
        coatLabel.key = "coat"
        coatLabel.alignment = .right
        addSubview(starLabel)
        addSubview(coatLabel)
        onAction(.click) { [weak self] _ in self?.selectFromClick() ?? false }
    }

    public override func update(with item: Any) -> Bool {
        guard let row = item as? BreedRow else { return false }
        starLabel.text = row.isFavorite ? "★" : ""
        textLabel.text = row.name
        coatLabel.text = row.coat
        return true
    }

    /// Star, name, and the coat on the right when there is room; the accessory is placed
    /// by the base class.
    public override func layoutSubviews() {
        super.layoutSubviews()
        applyTheme()
        let width = contentBounds.width
        let coatWidth = min(coatLabel.intrinsicContentSize.width, max(0, width - 22))
        starLabel.frame = Rect(x: 1, y: 0, width: min(1, width), height: 1)
        textLabel.frame = Rect(x: 3, y: 0, width: max(0, width - coatWidth - 4), height: 1)
        coatLabel.frame = Rect(x: width - coatWidth - 1, y: 0, width: coatWidth, height: 1)
        coatLabel.isHidden = coatWidth < 4
    }

    /// The theme of the ``CatsListView`` the cell is shown in (cells are made by the
    /// registry, which knows no theme).
    private func applyTheme() {
        var ancestor = superview
        while let view = ancestor, !(view is CatsListView) { ancestor = view.superview }
        guard let theme = (ancestor as? CatsListView)?.context.theme else { return }
        starLabel.style = theme[.favoriteStar]
        coatLabel.style = theme[.secondary]
    }

    /// Focuses the clicked row and selects it (its navigate action opens the breed).
    private func selectFromClick() -> Bool {
        var ancestor = superview
        while let view = ancestor, !(view is CollectionView) { ancestor = view.superview }
        guard let list = ancestor as? CollectionView,
            let path = list.visibleCells.first(where: { $0.value === self })?.key
        else { return false }
        list.focusItem(at: path)
        list.selectFocusedItem()
        return true
    }
}
