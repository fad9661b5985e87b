import TrellisViews

/// A row of a key and its value: UIKit's `UITableViewCell` in its `value2` style (Nimbus's
/// `NITitleCellObject` with its subtitle beside it), the key in a column ``keyWidth`` cells
/// wide and the value after it, one cell in from each edge. For facts, settings and
/// properties: "Origin  Thailand".
///
/// ```swift
/// let facts = CellRegistration<Fact>(KeyValueCell.self) { cell, fact, context in
///     cell.show(key: fact.name, value: fact.value, keyStyle: context.theme[.caption])
/// }
/// ```
@MainActor
open class KeyValueCell: CollectionViewCell {
    /// The key, in its column.
    public let keyLabel = Label()
    /// The value, after the key's column.
    public let valueLabel = Label()
    /// The key's column width, in cells (9 by default); a longer key is cut.
    public var keyWidth: Double = 9 {
        didSet { if keyWidth != oldValue { setNeedsLayout() } }
    }

    /// A cell for `reuseIdentifier`, its labels keyed `key` and `value`.
    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        addColumns(["key": keyLabel, "value": valueLabel])
    }

    /// Shows `key` and `value` in their styles.
    public func show(key: String, value: String, keyStyle: Style = Style(), valueStyle: Style = Style()) {
        (keyLabel.text, valueLabel.text) = (key, value)
        (keyLabel.style, valueLabel.style) = (keyStyle, valueStyle)
        setNeedsLayout()
    }

    /// The key's column, then the value one cell after it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutColumns([RowColumn(keyLabel, .fixed(keyWidth)), RowColumn(valueLabel, .fill, spacing: 1)])
    }
}

/// Text wrapped to as many rows as it needs at the list's width, one cell in from each
/// edge: the self-sizing cell of UIKit (a label with `numberOfLines = 0`), for rows of
/// `.estimated` height, which the list measures with ``preferredHeight(forWidth:)``.
///
/// ```swift
/// source.defaultMetrics.rowHeight = .estimated(3)
/// registry.register(WrappingTextCell.self, for: String.self) { cell, text, _ in cell.show(text) }
/// ```
@MainActor
open class WrappingTextCell: CollectionViewCell {
    /// The text, wrapped.
    public let bodyLabel = Label()

    /// A cell for `reuseIdentifier`, its label keyed `body`.
    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        addColumns(["body": bodyLabel])
        bodyLabel.lineLimit = 0
    }

    /// Shows `text` in `style`.
    public func show(_ text: String, style: Style = Style()) {
        bodyLabel.text = text
        bodyLabel.style = style
        setNeedsLayout()
    }

    /// As many rows as the text wraps to at `width` (one at least, for no text).
    open override func preferredHeight(forWidth width: Double) -> Double? {
        let layout = TextLayout(
            text: bodyLabel.text, measurer: bodyLabel.measurer, width: max(1, width - 2), lineLimit: 0, truncation: .tail,
            alignment: .left)
        return max(1, layout.height)
    }

    /// The text across the row, one cell in from each edge, as tall as the row.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentBounds
        bodyLabel.frame = Rect(x: 1, y: 0, width: max(0, content.width - 2), height: content.height)
    }
}
