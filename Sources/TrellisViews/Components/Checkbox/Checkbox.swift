/// A two-state control with a title: UIKit's `UISwitch`, AppKit's `NSButton` in its
/// checkbox style, huh's confirm field. It draws itself as a box (`[x] Dark theme`) or a
/// switch (`━● Dark theme`), toggles on Space, Enter or a click, and tells the app through
/// ``onChange``.
///
/// The app's state owns the value: ``isOn`` follows it one way and sends nothing, and a
/// user's toggle reaches the app through ``onChange`` (as ``TextField`` does):
///
/// ```swift
/// let dark = theme.checkbox(title: "Dark theme", appearance: .switch)
/// dark.onChange = { isOn in reactor.send(.setDarkTheme(isOn)) }
/// reactor.state.map(\.darkTheme).subscribe { dark.isOn = $0 }
/// ```
public final class Checkbox: View {
    /// How a checkbox draws its state.
    public enum Appearance: Hashable, Sendable {
        /// `[x] Title` and `[ ] Title`: AppKit's checkbox.
        case checkbox
        /// `━● Title` and `○━ Title`: UIKit's switch, its knob right when on.
        case `switch`
    }

    /// The text beside the box.
    public var title: String {
        didSet { if title != oldValue { contentDidChange() } }
    }

    /// Whether the box is checked. Setting it (the app's state flowing in) shows it and
    /// does not call ``onChange``.
    public var isOn: Bool {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }

    /// A box or a switch.
    public var appearance: Appearance {
        didSet { if appearance != oldValue { contentDidChange() } }
    }

    /// Called with the new value after the user toggled it (a key or a click), never
    /// after setting ``isOn``.
    public var onChange: (@MainActor (Bool) -> Void)?

    /// The box or switch while on (a theme's `.controlOn`).
    public var onStyle = Style(bold: true) { didSet { setNeedsDisplay() } }
    /// The box or switch while off (a theme's `.controlOff`).
    public var offStyle = Style(dim: true) { didSet { setNeedsDisplay() } }
    /// The title (a theme's `.body`).
    public var titleStyle = Style() { didSet { setNeedsDisplay() } }
    /// The title while the checkbox has focus (a theme's `.focused`), over ``titleStyle``.
    public var focusedStyle = Style(reverse: true) { didSet { setNeedsDisplay() } }

    /// A checkbox titled `title`, on or off, drawn as `appearance`.
    public init(title: String, isOn: Bool = false, appearance: Appearance = .checkbox) {
        self.title = title
        self.isOn = isOn
        self.appearance = appearance
        super.init()
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [unowned self] _, _ in
            toggle()
            return true
        }
    }

    /// Toggles the value as the user does: calls ``onChange`` with it and announces "on"
    /// or "off".
    public func toggle() {
        isOn.toggle()
        announce(isOn ? "on" : "off")
        onChange?(isOn)
    }

    /// The mark drawn before the title: `[x]`, `[ ]`, `━●` or `○━`.
    public var mark: String {
        switch appearance {
        case .checkbox: isOn ? "[x]" : "[ ]"
        case .switch: isOn ? "━●" : "○━"
        }
    }

    /// Checkboxes take focus; a focused one toggles on Space or Enter.
    public override var canBecomeFocused: Bool { true }

    /// The mark, a space and the title, on one row.
    public override var intrinsicContentSize: Size {
        Size(width: Double(CharacterWidth.of(mark) + 1 + CharacterWidth.of(title)), height: 1)
    }

    /// "Dark theme, switch, on" (or "checkbox"): its ``View/accessibilityLabel`` (else its
    /// title), its kind and its value.
    public override var accessibilityFocusDescription: String? {
        let kind = appearance == .checkbox ? "checkbox" : "switch"
        return [accessibilityLabel ?? title, kind, isOn ? "on" : "off"].joined(separator: ", ")
    }

    /// Draws the mark in ``onStyle`` or ``offStyle`` and the title after it.
    public override func draw(_ context: inout DrawingContext) {
        let mark = mark
        context.draw(mark, x: 0, y: 0, style: isOn ? onStyle : offStyle)
        let style = hasFocus ? focusedStyle.focus(over: titleStyle) : titleStyle
        context.draw(title, x: CharacterWidth.of(mark) + 1, y: 0, style: style)
    }

    /// A click on the mark or the title toggles the checkbox, as a click on an
    /// `NSButton` checkbox's title does.
    public override func handleClick(at point: Point) -> Bool {
        toggle()
        return true
    }

    /// Shows the focus on the title.
    public override func didUpdateFocus(_ update: FocusUpdate) {
        setNeedsDisplay()
    }

    /// `on title="Dark theme"`.
    public override var debugDetails: String? { "\(isOn ? "on" : "off") title=\"\(title)\"" }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
