/// A value changed a step at a time: UIKit's `UIStepper` with its value shown beside it,
/// AppKit's `NSStepper` with its field. It draws itself as `− 5 +`; the ends are buttons.
///
/// ←/→ (and -/+) move a step, Page Up/Down ten, Home/End to the ends; a click on `−` or
/// `+` moves a step. Values stay in ``range`` on a ``step``; a NaN or infinite ``value``
/// set by the app is ignored. Each user's change calls ``onChange`` and is announced.
///
/// ```swift
/// let copies = theme.stepper(range: 1...10, value: 1)
/// copies.accessibilityLabel = "Copies"
/// copies.onChange = { reactor.send(.setCopies(Int($0))) }
/// ```
public final class Stepper: View, SteppedValueControl {
    /// The value and the values allowed.
    var steppedValue: SteppedValue

    /// The lowest and highest value.
    public var range: ClosedRange<Double> { stepped.bounds }
    /// The distance between two values.
    public var step: Double { stepped.step }

    /// The value, in ``range`` on a ``step``. Setting it (the app's state flowing in)
    /// snaps it there, ignores NaN and infinity, and does not call ``onChange``.
    public var value: Double {
        get { steppedValue.value }
        set { appSet(newValue) }
    }

    /// Called with the new value after the user changed it, never after setting ``value``.
    public var onChange: (@MainActor (Double) -> Void)?

    /// The value's text (`5`, `5 copies`); the plain number by default.
    public var format: @MainActor (Double) -> String = SteppedRange.plainText {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// `−` and `+` while they can move the value (a theme's `.controlOn`).
    public var buttonStyle = Style(bold: true) { didSet { setNeedsDisplay() } }
    /// `−` at the lowest value, `+` at the highest (a theme's `.controlOff`).
    public var disabledButtonStyle = Style(dim: true) { didSet { setNeedsDisplay() } }
    /// The value's text (a theme's `.body`).
    public var valueStyle = Style() { didSet { setNeedsDisplay() } }
    /// The value's text while the stepper has focus (a theme's `.focused`).
    public var focusedStyle = Style(reverse: true) { didSet { setNeedsDisplay() } }

    /// A stepper over `range` by `step`, at `value` (snapped; the lower bound for NaN).
    ///
    /// - Precondition: The range's bounds are finite, and `step` is finite and positive.
    public init(range: ClosedRange<Double>, step: Double = 1, value: Double, file: StaticString = #fileID, line: UInt = #line) {
        steppedValue = SteppedValue(range, step: step, value: value, file: file, line: line)
        super.init()
        bindStepKeys(scope: Self.keymapScope)
    }

    /// The keymap scope of a stepper's keys.
    public nonisolated static let keymapScope = "stepper"
    /// ←/→ and -/+ a step, Page Up/Down ten, Home/End the ends.
    public nonisolated static var keyBindings: KeyBindings<StepCommand> { StepCommand.keyBindings }

    /// Steppers take focus.
    public override var canBecomeFocused: Bool { true }

    /// "Copies, stepper, 5".
    public override var accessibilityFocusDescription: String? {
        steppedDescription(role: "stepper")
    }

    /// Columns the value's text takes: the widest of the ends' and the value's.
    var valueWidth: Int {
        [range.lowerBound, range.upperBound, value].map { CharacterWidth.of(format($0)) }.max() ?? 0
    }

    /// `−`, a space, the value's text, a space, `+`.
    public override var intrinsicContentSize: Size { Size(width: Double(valueWidth + 4), height: 1) }

    /// A click on `−` steps down, on `+` steps up; on the value, nothing.
    public override func handleClick(at point: Point) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return true }
        let column = Int(point.x.rounded(.down))
        if column == 0 { userSet(stepped.moved(value, by: -1)) }
        if column == valueWidth + 3 { userSet(stepped.moved(value, by: 1)) }
        return true
    }

    /// Draws `− 5 +`, the value right-aligned between its buttons, as numbers line up.
    public override func draw(_ context: inout DrawingContext) {
        let text = format(value)
        let width = valueWidth
        context.put("−", x: 0, y: 0, style: value > range.lowerBound ? buttonStyle : disabledButtonStyle)
        let style = hasFocus ? focusedStyle.focus(over: valueStyle) : valueStyle
        context.fill(CellRect(x: 2, y: 0, width: width, height: 1), style: style)
        context.draw(text, x: 2 + width - CharacterWidth.of(text), y: 0, style: style)
        context.put("+", x: width + 3, y: 0, style: value < range.upperBound ? buttonStyle : disabledButtonStyle)
    }

    /// Shows the focus on the value.
    public override func didUpdateFocus(_ update: FocusUpdate) {
        setNeedsDisplay()
    }

    /// `value=5 range=1...10 step=1`.
    public override var debugDetails: String? { steppedDebugDetails }

}
