import TrellisLists
import TrellisViews

/// The detail's key-value rows: a leading column (a fact's key) and the value after it, on
/// one row. ``CatDetailItem`` names it (Nimbus's
/// `NICellObject`), and the list configures it with its `CellContext`, whose theme styles it.
///
/// ```swift
/// let cell = CatDetailCell(reuseIdentifier: "detail")
/// cell.update(with: CatDetailItem.fact(key: "Origin", value: "Thailand"), context: CellContext(theme: .cats))
/// ```
@MainActor
public final class CatDetailCell: CollectionViewCell, ItemCell {
    /// The leading column: a fact's key.
    let leadingLabel = Label()
    /// The body: a fact's value.
    let bodyLabel = Label()
    /// The leading column's width, its one-cell inset included.
    private let leadingWidth = 10.0

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.isHidden = true
        leadingLabel.key = "leading"
        bodyLabel.key = "body"
        addSubview(leadingLabel)
        addSubview(bodyLabel)
    }

    /// Shows a fact in the styles of the list's theme.
    public func update(with item: CatDetailItem, context: CellContext) {
        (leadingLabel.text, bodyLabel.text) = item.columns
        (leadingLabel.style, bodyLabel.style) = (context.theme[.key], context.theme[.value])
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentBounds
        let height = min(1, content.height)
        leadingLabel.frame = Rect(x: 1, y: 0, width: max(0, leadingWidth - 1), height: height)
        bodyLabel.frame = Rect(x: leadingWidth + 1, y: 0, width: max(0, content.width - leadingWidth - 2), height: height)
    }
}

/// The breed's description on the detail: its text wrapped to as many rows as it needs.
/// ``CatDetailItem/text(_:)`` names it.
@MainActor
public final class CatDescriptionCell: CollectionViewCell, ItemCell {
    /// The description.
    let bodyLabel = Label()

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.isHidden = true
        bodyLabel.key = "body"
        bodyLabel.lineLimit = 0
        addSubview(bodyLabel)
    }

    /// Shows the description from the list.
    public func update(with item: CatDetailItem, context: CellContext) {
        bodyLabel.text = item.columns.body
        bodyLabel.style = context.theme[.body]
        setNeedsLayout()
    }

    /// As many rows as the description wraps to at `width`.
    public override func preferredHeight(forWidth width: Double) -> Double? {
        let layout = TextLayout(
            text: bodyLabel.text, measurer: bodyLabel.measurer, width: max(1, width - 2),
            lineLimit: 0, truncation: .tail, alignment: .left)
        return max(1, layout.height)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentBounds
        bodyLabel.frame = Rect(x: 1, y: 0, width: max(0, content.width - 2), height: content.height)
    }
}
