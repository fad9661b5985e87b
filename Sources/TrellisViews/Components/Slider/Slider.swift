/// A value chosen along a track: UIKit's `UISlider`, AppKit's `NSSlider`. It draws
/// itself as `━━━━●──── 30 minutes`, the filled part in ``fillStyle``, the rest in
/// ``trackStyle``, the value's text (``format``) after it.
///
/// ←/→ (and -/+) move a step, Page Up/Down ten, Home/End to the ends; a click on the track
/// puts the value there and a drag moves it. Values stay in ``range`` on a ``step``; a
/// NaN or infinite ``value`` set by the app is ignored. Each user's change calls
/// ``onChange`` and is announced (a drag's once, when it ends).
///
/// ```swift
/// let stale = theme.slider(range: 5...120, step: 5, value: 30)
/// stale.accessibilityLabel = "Stale after"
/// stale.format = { "\(Int($0)) minutes" }
/// stale.onChange = { reactor.send(.setStaleAfter(minutes: $0)) }
/// ```
public final class Slider: View, SteppedValueControl {
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

    /// Called with the new value after the user changed it (a key, a click, each step of a
    /// drag), never after setting ``value``.
    public var onChange: (@MainActor (Double) -> Void)?

    /// The value's text, drawn after the track and said by a screen reader (`30 minutes`);
    /// the plain number by default.
    public var format: @MainActor (Double) -> String = SteppedRange.plainText {
        didSet { contentDidChange() }
    }

    /// Whether the value's text is drawn after the track.
    public var showsValue = true {
        didSet { if showsValue != oldValue { contentDidChange() } }
    }

    /// The filled part of the track and the thumb (a theme's `.progressFill`).
    public var fillStyle = Style(bold: true) { didSet { setNeedsDisplay() } }
    /// The rest of the track (a theme's `.progressTrack`).
    public var trackStyle = Style(dim: true) { didSet { setNeedsDisplay() } }
    /// The thumb while the slider has focus (a theme's `.focused`), over ``fillStyle``.
    public var focusedStyle = Style(reverse: true) { didSet { setNeedsDisplay() } }
    /// The value's text (a theme's `.body`).
    public var valueStyle = Style() { didSet { setNeedsDisplay() } }

    /// A slider over `range` by `step`, at `value` (snapped; the lower bound for NaN).
    ///
    /// - Precondition: The range's bounds are finite, and `step` is finite and positive.
    public init(range: ClosedRange<Double>, step: Double = 1, value: Double, file: StaticString = #fileID, line: UInt = #line) {
        steppedValue = SteppedValue(range, step: step, value: value, file: file, line: line)
        super.init()
        bindStepKeys(scope: Self.keymapScope)
    }

    /// The keymap scope of a slider's keys.
    public nonisolated static let keymapScope = "slider"
    /// ←/→ and -/+ a step, Page Up/Down ten, Home/End the ends.
    public nonisolated static var keyBindings: KeyBindings<StepCommand> { StepCommand.keyBindings }

    /// Sliders take focus.
    public override var canBecomeFocused: Bool { true }

    /// "Stale after, slider, 30 minutes".
    public override var accessibilityFocusDescription: String? {
        steppedDescription(role: "slider")
    }

    /// As wide as layout makes it (the track stretches); one row.
    public override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 1) }

    /// A click on the track puts the value under it; a click on the value's text does nothing.
    public override func handleClick(at point: Point) -> Bool {
        if isOnTrack(point) { userSet(value(atColumn: point.x), announces: true) }
        return true
    }

    /// A press on the track takes the drag; each move puts the value under the pointer
    /// (wherever it is, clamped to the track), and the release announces it.
    public override func handleDrag(_ drag: DragEvent) -> Bool {
        switch drag.phase {
        case .began:
            guard isOnTrack(drag.location) else { return false }
            userSet(value(atColumn: drag.location.x), announces: false)
        case .moved: userSet(value(atColumn: drag.location.x), announces: false)
        case .ended:
            userSet(value(atColumn: drag.location.x), announces: false)
            announce(format(value))
        }
        return true
    }

    /// Draws the track and the thumb, then the value's text.
    public override func draw(_ context: inout DrawingContext) {
        drawTrack(&context)
    }

    /// Shows the focus on the thumb.
    public override func didUpdateFocus(_ update: FocusUpdate) {
        setNeedsDisplay()
    }

    /// `value=30 range=5...120 step=5`.
    public override var debugDetails: String? { steppedDebugDetails }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
