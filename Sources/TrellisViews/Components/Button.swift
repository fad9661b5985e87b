/// A titled control that sends an action up the responder chain when pressed:
/// `AAPLCatDetailHeader`'s favorite button in Apple's Advanced Collection Views sample,
/// which reaches the screen through the chain (`aapl_sendAction:`) rather than through a
/// delegate.
///
/// The button carries what it sends: a ``ResponderAction`` name with the payload its name
/// promises, or a `Sendable` payload sent by type (received typed by the responder that
/// accepts its type). A host presses it: the terminal host on a left click over it, a
/// screen from a key.
///
/// ```swift
/// let favorite = Button(title: "☆ Favorite", payload: CatDetailReactor.Action.toggleFavorite)
/// favorite.style = theme[.button]
/// favorite.press()     // the screen's reactor receives .toggleFavorite
/// ```
///
/// The title is drawn by ``titleLabel``, which takes the button's style; the button is as
/// wide as its title plus ``titlePadding`` on each side, one row high.
public final class Button: View {
    /// Draws the title.
    public let titleLabel = Label()

    /// The title.
    public var title: String {
        get { titleLabel.text }
        set {
            guard newValue != titleLabel.text else { return }
            titleLabel.text = newValue
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Space left and right of the title, in points.
    public var titlePadding: Double = 1 {
        didSet {
            if titlePadding != oldValue {
                invalidateIntrinsicContentSize()
                setNeedsLayout()
            }
        }
    }

    /// Whether pressing sends anything; a disabled button ignores presses.
    public var isEnabled = true

    /// What a press sends; `nil` sends nothing.
    private var makeAction: (@MainActor (Button) -> ResponderAction)?

    /// A button titled `title` that sends nothing until given an action.
    public init(title: String) {
        super.init()
        titleLabel.text = title
        titleLabel.alignment = .center
        titleLabel.key = "title"
        addSubview(titleLabel)
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [unowned self] _, _ in
            press()
            return true
        }
    }

    /// A button titled `title` that sends `action`, which carries nothing, when pressed.
    public convenience init(title: String, action: ResponderAction.Name<Void>) {
        self.init(title: title)
        setAction(action)
    }

    /// A button titled `title` that sends `action` with `payload` when pressed.
    public convenience init<Payload>(title: String, action: ResponderAction.Name<Payload>, payload: Payload) {
        self.init(title: title)
        setAction(action, payload)
    }

    /// A button titled `title` that sends the typed `payload` (by its type) when pressed.
    public convenience init<Payload: Sendable>(title: String, payload: Payload) {
        self.init(title: title)
        setAction(payload)
    }

    /// From now on a press sends an action named `name`, which carries nothing.
    public func setAction(_ name: ResponderAction.Name<Void>) {
        setAction(name, ())
    }

    /// From now on a press sends an action named `name` with `payload`.
    public func setAction<Payload>(_ name: ResponderAction.Name<Payload>, _ payload: Payload) {
        makeAction = { button in ResponderAction(name, payload, sender: button) }
    }

    /// From now on a press sends the typed `payload` (named after its type).
    public func setAction<Payload: Sendable>(_ payload: Payload) {
        makeAction = { button in ResponderAction(payload: payload, sender: button) }
    }

    /// The style, passed on to the title (under ``focusedStyle`` while focused).
    public override var style: Style {
        didSet { applyStyle() }
    }

    /// Whether the button has keyboard focus (``View/hasFocus``, set by a
    /// ``FocusEngine``): its title is then drawn in ``focusedStyle`` over ``style``. A
    /// button is otherwise drawn in its style alone, so a theme's button need not be
    /// reverse video to look pressable, and never looks focused when it is not.
    public var isFocused: Bool { hasFocus }

    /// How the title looks while the button has focus (a theme's `.focused` style).
    public var focusedStyle = Style(reverse: true) {
        didSet { if isFocused { applyStyle() } }
    }

    /// Buttons take focus; a focused one is pressed from the keyboard (Enter or Space in
    /// the terminal host).
    public override var canBecomeFocused: Bool { true }

    /// "‹ Cats, button": its ``View/accessibilityLabel`` (else its title, trimmed), then
    /// "dimmed" when disabled, as VoiceOver says it.
    public override var accessibilityFocusDescription: String? {
        let name = accessibilityLabel ?? title.split(separator: " ").joined(separator: " ")
        return [name, "button", isEnabled ? nil : "dimmed"].compactMap { $0 }.joined(separator: ", ")
    }

    /// Restyles the title when focus comes or goes.
    public override func didUpdateFocus(_ update: FocusUpdate) {
        applyStyle()
    }

    private func applyStyle() {
        titleLabel.style = isFocused ? focusedStyle.focus(over: style) : style
    }

    /// Presses the button: sends its action up the responder chain from the button.
    ///
    /// - Returns: What happened to the action; `nil` when the button is disabled or has no action.
    @discardableResult
    public func press() -> ActionDelivery? {
        guard isEnabled, let makeAction else { return nil }
        return send(makeAction(self))
    }

    /// The title's size plus the padding; one row.
    public override var intrinsicContentSize: Size {
        let text = titleLabel.intrinsicContentSize
        return Size(width: text.width + 2 * titlePadding, height: max(1, text.height))
    }

    /// The title fills the button.
    public override func layoutSubviews() {
        titleLabel.frame = bounds
    }

    /// What a button's keys do (``Button/keyBindings``).
    public enum Command: String, KeyCommand, CaseIterable {
        /// Enter or Space: presses the button.
        case press
    }

    /// The keymap scope of a button's keys.
    public nonisolated static let keymapScope = "button"

    /// Enter and Space press the focused button (a disabled one takes them too, and does
    /// nothing), as AppKit's key view loop lets Space press it; other keys go on up the
    /// responder chain.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.press, "enter", "space", summary: "press the focused button")
    ]

    /// A click on the button (or on its title) presses it.
    public override func handleClick(at point: Point) -> Bool {
        press()
        return true
    }

    /// `title="☆ Favorite"`.
    public override var debugDetails: String? { "title=\"\(title)\"" + (isEnabled ? "" : " disabled") }
}
