import TrellisLists
import TrellisViews

/// A row of the cats list: ★, name, the favorite count (`♥ 12`), coat and the `›` that says
/// Enter opens it; a narrow row drops the count first, then the coat. Styled from
/// the list's theme in its ``TrellisLists/CellContext``; an ``TrellisLists/ItemCell`` of
/// ``BreedRow``, registered by its type alone: `registry.register(BreedCell.self)`.
@MainActor
public final class BreedCell: CollectionViewCell, ItemCell {
    let starLabel = Label()
    let coatLabel = Label()
    let countLabel = Label()

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        starLabel.key = "star"
        textLabel.key = "name"
        coatLabel.key = "coat"
        coatLabel.alignment = .right
        countLabel.key = "count"
        countLabel.alignment = .right
        addSubview(starLabel)
        addSubview(countLabel)
        addSubview(coatLabel)
    }

    /// Shows `row`, styled from the list's theme in `context`.
    public func update(with row: BreedRow, context: CellContext) {
        starLabel.text = row.isFavorite ? "★" : ""
        textLabel.text = row.name
        coatLabel.text = row.coat
        countLabel.text = row.countText
        starLabel.style = context.theme[.favoriteStar]
        coatLabel.style = context.theme[.secondary]
        countLabel.style = context.theme[.favoriteStar]
        setNeedsLayout()
    }

    /// Star, name, then on the right the count and the coat when there is room (the base
    /// class places the `›`): the count only when the whole coat fits beside it, so a
    /// narrowing row loses the count before the coat is cut.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentBounds.width
        let fullCoat = coatLabel.intrinsicContentSize.width
        let coatWidth = min(fullCoat, max(0, width - 22))
        let countWidth = countLabel.text.isEmpty ? 0 : countLabel.intrinsicContentSize.width
        let countSpace = countWidth > 0 && width - 22 - fullCoat - countWidth - 2 >= 0 ? countWidth + 2 : 0
        starLabel.frame = Rect(x: 1, y: 0, width: min(1, width), height: 1)
        textLabel.frame = Rect(x: 3, y: 0, width: max(0, width - coatWidth - 4 - countSpace), height: 1)
        countLabel.frame = Rect(x: width - coatWidth - 1 - countSpace, y: 0, width: countWidth, height: 1)
        countLabel.isHidden = countSpace == 0
        coatLabel.frame = Rect(x: width - coatWidth - 1, y: 0, width: coatWidth, height: 1)
        coatLabel.isHidden = coatWidth < 4
    }
}
