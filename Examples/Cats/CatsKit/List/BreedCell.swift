import TrellisLists
import TrellisViews

/// A row of the cats list: ★, name, coat and the `›` that says Enter opens it, styled from
/// the list's theme in its ``TrellisLists/CellContext``, registered typed (UIKit's `CellRegistration`):
///
/// ```swift
/// registry.register(BreedCell.self) { cell, row, context in cell.show(row, context: context) }
/// ```
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
    }

    /// Shows `row`, styled from the list's theme in `context`.
    public func show(_ row: BreedRow, context: CellContext) {
        starLabel.text = row.isFavorite ? "★" : ""
        textLabel.text = row.name
        coatLabel.text = row.coat
        starLabel.style = context.theme[.favoriteStar]
        coatLabel.style = context.theme[.secondary]
        setNeedsLayout()
    }

    /// Star, name, and the coat on the right when there is room (the base class places the `›`).
    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentBounds.width
        let coatWidth = min(coatLabel.intrinsicContentSize.width, max(0, width - 22))
        starLabel.frame = Rect(x: 1, y: 0, width: min(1, width), height: 1)
        textLabel.frame = Rect(x: 3, y: 0, width: max(0, width - coatWidth - 4), height: 1)
        coatLabel.frame = Rect(x: width - coatWidth - 1, y: 0, width: coatWidth, height: 1)
        coatLabel.isHidden = coatWidth < 4
    }
}
