/// A titled control that sends an action up the responder chain when pressed: the
/// seed `000_…`'s favorite button, which reaches the screen through the chain rather
/// than through a delegate.
///
/// The button carries what it sends, untyped (an ``Action`` name and value) or typed (any
/// `Sendable` payload, received typed by the responder that accepts its type). A host
/// presses it: the terminal host on a left click over it, a screen from a key.
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
    private var makeAction: (@MainActor (Button) -> Action)?

    /// A button titled `title` that sends `action`, with `value`, when pressed.
    public init(title: String, action: Action.Name? = nil, value: (any Sendable)? = nil) {
        super.init()
        titleLabel.text = title
        titleLabel.alignment = .center
        titleLabel.key = "title"
        addSubview(titleLabel)
        if let action { setAction(action, value: value) }
    }

    /// A button titled `title` that sends the typed `payload` when pressed.
    public convenience init<Payload: Sendable>(title: String, payload: Payload) {
        self.init(title: title)
        setAction(payload)
    }

    /// From now on a press sends an action named `name` with `value`.
    public func setAction(_ name: Action.Name, value: (any Sendable)? = nil) {
        makeAction = { button in Action(name, value: value, sender: button) }
    }

    /// From now on a press sends the typed `payload` (named after its type).
    public func setAction<Payload: Sendable>(_ payload: Payload) {
        makeAction = { button in Action(payload: payload, sender: button) }
    }

    /// The style, passed on to the title.
    public override var style: Style {
        didSet { titleLabel.style = style }
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

    /// `title="☆ Favorite"`.
    public override var debugDetails: String? { "title=\"\(title)\"" + (isEnabled ? "" : " disabled") }
}
