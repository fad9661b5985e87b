import TrellisLists
import TrellisViews

/// A row of the settings table: its title in the titles' column, then a preference's
/// control (a ``TrellisViews/Checkbox`` drawn as a switch, or a ``TrellisViews/Select``)
/// and its value, or the value alone (Nimbus's form cells: `NISwitchFormElementCell`
/// beside `NITitleCellObject`'s read-only rows).
///
/// The control shows the row's state and never keeps its own: a switch flipped or an
/// option chosen (by a click on it, or through ``work()`` when Enter is pressed on the
/// row) goes to ``onToggle`` or ``onChoose``, the reactor stores and applies it, and the
/// table shows the new state.
@MainActor
public final class SettingsCell: CollectionViewCell {
    /// The row's value, after its control if it has one.
    public let valueLabel = Label()
    /// The switch of a ``SettingsRow/Control/toggle(_:)`` row.
    public let toggle = Checkbox(title: "", appearance: .switch)
    /// The pop-up list of a ``SettingsRow/Control/choice(_:selected:)`` row.
    public let select = Select<String>(options: [])
    /// Called when the user flips the switch.
    public var onToggle: (@MainActor (Bool) -> Void)?
    /// Called when the user chooses an option.
    public var onChoose: (@MainActor (String) -> Void)?
    /// The column layout.
    var metrics = TitleValueCellMetrics()
    private var control: SettingsRow.Control?

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        valueLabel.key = "value"
        toggle.key = "switch"
        select.key = "select"
        toggle.onChange = { [unowned self] isOn in onToggle?(isOn) }
        select.onChange = { [unowned self] value in onChoose?(value) }
        for view in [valueLabel, toggle, select] as [View] { addSubview(view) }
    }

    /// Shows `row` styled from the list's theme with `styles` (a row with an action or a
    /// control titled in the action style).
    func show(_ row: SettingsRow, context: CellContext, styles: TitleValueCellStyles, metrics: TitleValueCellMetrics) {
        self.metrics = metrics
        control = row.control
        textLabel.text = row.title
        valueLabel.text = row.value
        let theme = context.theme
        textLabel.style = theme[context.selectionStyle == .highlight ? styles.action : styles.title]
        valueLabel.style = theme[row.control == nil ? styles.value : .secondary]
        toggle.isHidden = true
        select.isHidden = true
        switch row.control {
        case .toggle(let isOn):
            toggle.isHidden = false
            toggle.isOn = isOn
            (toggle.onStyle, toggle.offStyle) = (theme[.controlOn], theme[.controlOff])
        case .choice(let options, let selected):
            select.isHidden = false
            select.options = options
            select.selection = selected
            (select.titleStyle, select.indicatorStyle) = (theme[styles.value], theme[.controlOn])
            (select.listHighlightStyle, select.listFilterStyle) = (theme[.focused], theme[.controlOff])
        case nil:
            break
        }
        setNeedsLayout()
    }

    /// Works the row's control as Enter on the row asks: flips the switch, or opens the
    /// select's list. Returns whether the row has a control.
    @discardableResult
    public func work() -> Bool {
        switch control {
        case .toggle: toggle.toggle()
        case .choice: select.open()
        case nil: return false
        }
        return true
    }

    /// The title in its column; the control after it, then the value; all cut, never
    /// negative, when the row is narrow.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentBounds
        let (title, valueX) = metrics.titleColumn(in: content)
        let height = title.height
        textLabel.frame = title
        var x = valueX
        for control in [toggle, select] as [View] where !control.isHidden {
            let width = min(control.intrinsicContentSize.width, max(0, content.width - x))
            control.frame = Rect(x: x, y: 0, width: width, height: height)
            x += width + 2
        }
        valueLabel.frame = Rect(x: min(x, content.width), y: 0, width: max(0, content.width - x), height: height)
    }
}
