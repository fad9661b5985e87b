import TrellisLists
import TrellisViews

/// A row of the cat list: the favorite star, the breed's name and its coat.
@MainActor
public final class CatCell: CollectionViewCell {
    let coatLabel = Label()

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        coatLabel.style = Style(dim: true)
        coatLabel.alignment = .right
        addSubview(coatLabel)
    }

    public override func update(with item: Any) -> Bool {
        guard let row = item as? CatRow else { return false }
        textLabel.text = (row.isFavorite ? "★ " : "  ") + row.cat.name
        coatLabel.text = row.cat.coat
        return true
    }

    /// Name on the left, coat on the right when there is room for both, then the
    /// accessory (`›`: Enter opens the cat) that the base class places.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentBounds.width
        let coatWidth = min(coatLabel.intrinsicContentSize.width, max(0, width - 22))
        textLabel.frame = Rect(x: 1, y: 0, width: max(0, width - coatWidth - 2), height: 1)
        coatLabel.frame = Rect(x: width - coatWidth - 1, y: 0, width: coatWidth, height: 1)
        coatLabel.isHidden = coatWidth < 4
    }
}
