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
public final class CatDetailCell: CollectionViewCell {
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

    /// Shows a fact from the list; `false` for any other item.
    public override func update(with item: Any, context: CellContext) -> Bool {
        guard let item = item as? CatDetailItem, !item.isDescription else { return false }
        show(item, theme: context.theme)
        return true
    }

    /// Shows a fact in `theme`'s styles.
    public func show(_ item: CatDetailItem, theme: Theme) {
        (leadingLabel.text, bodyLabel.text) = item.columns
        (leadingLabel.style, bodyLabel.style) = (theme[.key], theme[.value])
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
public final class CatDescriptionCell: CollectionViewCell {
    /// The description.
    let bodyLabel = Label()

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.isHidden = true
        bodyLabel.key = "body"
        bodyLabel.lineLimit = 0
        addSubview(bodyLabel)
    }

    /// Shows the description from the list; `false` for any other item.
    public override func update(with item: Any, context: CellContext) -> Bool {
        guard case .text(let text)? = item as? CatDetailItem else { return false }
        bodyLabel.text = text
        bodyLabel.style = context.theme[.body]
        setNeedsLayout()
        return true
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
