import TrellisLists
import TrellisViews

/// The detail's one cell: a leading column (a fact's key, a sighting's date; none for the
/// description) and the body after it, on one row, or for the description on as many as
/// it wraps to. The list configures it through a typed registration for
/// ``CatDetailItem``, with the theme of its `CellContext`.
///
/// ```swift
/// registry.register(CatDetailCell.self, for: CatDetailItem.self) { cell, item, context in
///     cell.show(item, theme: context.theme)
/// }
/// ```
@MainActor
public final class CatDetailCell: CollectionViewCell {
    /// The leading column: a fact's key, a sighting's date.
    let leadingLabel = Label()
    /// The body: a fact's value, the description, a sighting's place and note.
    let bodyLabel = Label()
    /// The leading column's width, its one-cell inset included: fixed for facts, as wide
    /// as the date for sightings.
    private var leadingWidth = 0.0

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.isHidden = true
        leadingLabel.key = "leading"
        bodyLabel.key = "body"
        addSubview(leadingLabel)
        addSubview(bodyLabel)
    }

    /// Shows `item` in `theme`'s styles.
    public func show(_ item: CatDetailItem, theme: Theme) {
        (leadingLabel.text, bodyLabel.text) = item.columns
        bodyLabel.lineLimit = 1
        switch item {
        case .fact: (leadingLabel.style, bodyLabel.style, leadingWidth) = (theme[.key], theme[.value], 10)
        case .sighting:
            (leadingLabel.style, bodyLabel.style, leadingWidth) = (
                theme[.secondary], theme[.value], leadingLabel.intrinsicContentSize.width + 2
            )
        case .text: (bodyLabel.style, bodyLabel.lineLimit, leadingWidth) = (theme[.body], 0, 0)
        }
        setNeedsLayout()
    }

    /// One row, or as many as the description wraps to at `width`.
    public override func preferredHeight(forWidth width: Double) -> Double? {
        guard bodyLabel.lineLimit == 0 else { return 1 }
        let layout = TextLayout(
            text: bodyLabel.text, measurer: bodyLabel.measurer, width: max(1, width - leadingWidth - 2),
            lineLimit: 0, truncation: .tail, alignment: .left)
        return max(1, layout.height)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentBounds
        let height = bodyLabel.lineLimit == 0 ? content.height : min(1, content.height)
        leadingLabel.frame = Rect(x: 1, y: 0, width: max(0, leadingWidth - 1), height: min(1, content.height))
        bodyLabel.frame = Rect(x: leadingWidth + 1, y: 0, width: max(0, content.width - leadingWidth - 2), height: height)
    }
}
