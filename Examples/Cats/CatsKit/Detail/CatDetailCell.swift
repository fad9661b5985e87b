import TrellisLists
import TrellisViews

/// A row of the detail screen: a key-value fact, the wrapped description or a sighting,
/// each in the styles its item carries (the theme's, chosen by its data source).
@MainActor
public final class CatDetailCell: CollectionViewCell {
    /// The key of a fact, or the date of a sighting.
    let leadingLabel = Label()
    /// The value of a fact, the description, or the place and note of a sighting.
    let bodyLabel = Label()
    private var item: CatDetailItem?

    /// The width of a fact's key column.
    static let keyWidth: Double = 10

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.isHidden = true
        leadingLabel.key = "leading"
        bodyLabel.key = "body"
        addSubview(leadingLabel)
        addSubview(bodyLabel)
    }

    public override func update(with item: Any) -> Bool {
        guard let item = item as? CatDetailItem else { return false }
        self.item = item
        switch item {
        case .fact(let fact):
            leadingLabel.text = fact.key
            leadingLabel.style = fact.keyStyle
            bodyLabel.text = fact.value
            bodyLabel.style = fact.valueStyle
            bodyLabel.lineLimit = 1
        case .text(let text):
            leadingLabel.text = ""
            bodyLabel.text = text.text
            bodyLabel.style = text.style
            bodyLabel.lineLimit = 0
        case .sighting(let row):
            leadingLabel.text = row.sighting.seenOn
            leadingLabel.style = row.dateStyle
            bodyLabel.text = row.sighting.note.isEmpty ? row.sighting.place : "\(row.sighting.place) — \(row.sighting.note)"
            bodyLabel.style = row.style
            bodyLabel.lineLimit = 1
        }
        setNeedsLayout()
        return true
    }

    /// The description wraps to as many rows as it needs; other rows are one row.
    public override func preferredHeight(forWidth width: Double) -> Double? {
        guard case .text(let text)? = item else { return 1 }
        let layout = TextLayout(text: text.text, measurer: bodyLabel.measurer, width: max(1, width - 2),
                                lineLimit: 0, truncation: .tail, alignment: .left)
        return max(1, layout.height)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentBounds
        let leading: Double
        switch item {
        case .fact?: leading = Self.keyWidth
        case .sighting?: leading = leadingLabel.intrinsicContentSize.width + 2
        default: leading = 0
        }
        leadingLabel.frame = Rect(x: 1, y: 0, width: max(0, leading - 1), height: min(1, content.height))
        bodyLabel.frame = Rect(x: leading + 1, y: 0, width: max(0, content.width - leading - 2), height: content.height)
    }
}
