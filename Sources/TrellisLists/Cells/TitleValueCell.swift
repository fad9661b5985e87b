import TrellisViews

/// How a ``TitleValueCell`` lays out its two columns.
public struct TitleValueCellMetrics: ComponentMetrics {
    /// The width of the titles' column; values start after it.
    public var titleWidth: Double = 14
    /// Space before a title.
    public var leadingPadding: Double = 1

    public init() {}

    /// Where the title goes in a row's `content`, and where what follows it (the value, a
    /// control) starts: both cut, never negative, when the row is narrow.
    public func titleColumn(in content: Rect) -> (title: Rect, valueX: Double) {
        let titleWidth = min(self.titleWidth, max(0, content.width - leadingPadding))
        return (Rect(x: leadingPadding, y: 0, width: titleWidth, height: min(1, content.height)), leadingPadding + titleWidth)
    }
}

/// The theme's style names a ``TitleValueCell`` draws with.
public struct TitleValueCellStyles: Sendable, Hashable {
    /// The title of a row that only shows something.
    public var title: Theme.StyleName = .caption
    /// The value.
    public var value: Theme.StyleName = .body
    /// The title of a row that does something when selected ("Log out").
    public var action: Theme.StyleName = .accent

    /// The standard names, changed by `changes`.
    public init(_ changes: (inout TitleValueCellStyles) -> Void = { _ in }) { changes(&self) }
}

/// A row of a table model showing a title and its value in two columns, as a settings
/// table's rows do (UIKit's `UITableViewCellStyleValue1`; Nimbus's `NITitleCellObject` and
/// the read-only rows of its form catalog). A row with an action (its selection
/// highlights: `ItemActions`) shows its title in the action style.
///
/// ```swift
/// registry.register(TitleValueCell.self) { cell, row, context in
///     cell.show(title: row.title, value: row.value, context: context)
/// }
/// ```
@MainActor
public final class TitleValueCell: CollectionViewCell {
    /// The row's value.
    public let valueLabel = Label()
    /// The column layout.
    public var metrics = TitleValueCellMetrics() { didSet { if metrics != oldValue { setNeedsLayout() } } }

    /// A cell for the pool `reuseIdentifier`, its value label added.
    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        valueLabel.key = "value"
        addSubview(valueLabel)
    }

    /// Shows `title` and `value` in `metrics`' columns, styled from the list's theme with
    /// `styles`: the action style for the title of a row that does something when selected.
    public func show(
        title: String, value: String, context: CellContext, styles: TitleValueCellStyles = TitleValueCellStyles(),
        metrics: TitleValueCellMetrics = TitleValueCellMetrics()
    ) {
        self.metrics = metrics
        textLabel.text = title
        valueLabel.text = value
        textLabel.style = context.theme[context.selectionStyle == .highlight ? styles.action : styles.title]
        valueLabel.style = context.theme[styles.value]
    }

    /// The title in its column, the value after it; both cut, never negative, when the row is narrow.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentBounds
        let (title, valueX) = metrics.titleColumn(in: content)
        textLabel.frame = title
        valueLabel.frame = Rect(x: valueX, y: 0, width: max(0, content.width - valueX), height: title.height)
    }
}
