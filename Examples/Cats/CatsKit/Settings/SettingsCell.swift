import TrellisLists
import TrellisViews

/// How the settings table is laid out.
public struct SettingsMetrics: ComponentMetrics {
    /// The width of the titles' column; values start after it.
    public var titleWidth: Double = 14
    /// Space before a title.
    public var leadingPadding: Double = 1

    public init() {}
}

/// A row of the settings table: its title in the theme's `.key` style, its value in
/// `.value` (a row with an action, "Log out", shows its title as a `.button`). Registered
/// typed; the theme and whether the row does something come from its
/// ``TrellisLists/CellContext``.
///
/// ```swift
/// registry.register(SettingsCell.self) { cell, row, context in cell.show(row, metrics: metrics, context: context) }
/// ```
@MainActor
public final class SettingsCell: CollectionViewCell {
    /// The row's value.
    public let valueLabel = Label()
    /// The row shown.
    public private(set) var row: SettingsRow?
    /// The column layout.
    public var metrics = SettingsMetrics() { didSet { setNeedsLayout() } }

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        valueLabel.key = "value"
        addSubview(valueLabel)
    }

    /// Shows `row` in `metrics`' columns, styled from the list's theme: `.key` and
    /// `.value`, or `.button` for a row that does something when selected (its selection
    /// highlights).
    public func show(_ row: SettingsRow, metrics: SettingsMetrics, context: CellContext) {
        self.row = row
        self.metrics = metrics
        textLabel.text = row.title
        valueLabel.text = row.value
        textLabel.style = context.theme[context.selectionStyle == .highlight ? .button : .key]
        valueLabel.style = context.theme[.value]
    }

    /// The title in its column, the value after it.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentBounds
        let titleWidth = min(metrics.titleWidth, max(0, content.width - metrics.leadingPadding))
        textLabel.frame = Rect(x: metrics.leadingPadding, y: 0, width: titleWidth, height: min(1, content.height))
        let valueX = metrics.leadingPadding + titleWidth
        valueLabel.frame = Rect(x: valueX, y: 0, width: max(0, content.width - valueX), height: min(1, content.height))
    }
}
