/// A modal question with a few answers, drawn as a bordered panel in the middle of the
/// screen: UIKit's `UIAlertController` in its `.alert` style, Textual's modal screens.
///
/// The panel is sized to its text (wrapped to at most ``maximumWidth`` cells, or the
/// screen), its buttons in a row at the bottom. The buttons take focus: Tab, Shift-Tab,
/// ← and → move between them, Enter or a click chooses one, and Esc chooses the
/// ``AlertAction/Role-swift.enum/cancel`` action (or just closes an alert that has none).
/// The host's overlay keeps focus inside the alert while it shows and gives it back when
/// it goes (``View/presentOverlay(_:placement:focus:)``).
///
/// ```swift
/// let alert = Alert.confirm(title: "Sign out?", message: "2 changes not sent yet: sign out anyway?", confirm: "Sign out")
/// alert.onChoose = { action in if action.role == .destructive { session.signOut() } }
/// alert.present(from: screen)
/// ```
///
/// Prefer ``Theme/alert(title:message:actions:)``, which applies the theme's `.alert`,
/// `.alertTitle`, `.focused` and `.error` styles.
public final class Alert: View {
    /// The question, in ``titleStyle``.
    public let titleLabel = Label()
    /// What the question is about, wrapped.
    public let messageLabel = Label()
    /// One button per action, in order.
    public private(set) var buttons: [Button] = []
    /// The answers, in the order their buttons show.
    public let actions: [AlertAction]
    /// Called with the action chosen, after the alert has closed itself.
    public var onChoose: (@MainActor (AlertAction) -> Void)?
    /// The widest the panel grows, border included, before its text wraps; 60 by default.
    public var maximumWidth: Double = 60 {
        didSet { if maximumWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The title's style (a theme's `.alertTitle`).
    public var titleStyle = Style(bold: true) { didSet { applyStyles() } }
    /// The focused button's style (a theme's `.focused`), over the panel's.
    public var focusedStyle = Style(reverse: true) { didSet { applyStyles() } }
    /// A destructive button's style (a theme's `.error`), over the panel's.
    public var destructiveStyle = Style(foreground: .red) { didSet { applyStyles() } }

    /// The host that shows the alert, while it does (``present(from:)``).
    weak var presenter: (any HostServices)?
    /// Whether the alert is shown by a host.
    public var isPresented: Bool { presenter != nil }

    /// An alert asking `title`, explaining with `message`, answered by `actions`; an alert
    /// given no actions gets a single "OK" that cancels.
    public init(title: String, message: String = "", actions: [AlertAction]) {
        self.actions = actions.isEmpty ? [AlertAction(title: "OK", role: .cancel)] : actions
        super.init()
        isFocusScope = true
        titleLabel.text = title
        titleLabel.lineLimit = 0
        titleLabel.key = "title"
        messageLabel.text = message
        messageLabel.lineLimit = 0
        messageLabel.key = "message"
        addSubview(titleLabel)
        addSubview(messageLabel)
        for (index, action) in self.actions.enumerated() {
            let button = Button(title: action.title, action: .alertButton, payload: index)
            button.key = "button\(index)"
            buttons.append(button)
            addSubview(button)
        }
        onAction(.alertButton) { [unowned self] index in
            choose(index)
            return true
        }
        installKeys()
        applyStyles()
    }

    /// The title.
    public var title: String { titleLabel.text }
    /// The message.
    public var message: String { messageLabel.text }

    /// The panel's colours, passed on to the buttons.
    public override var style: Style {
        didSet { applyStyles() }
    }

    /// The button that takes focus when the alert is shown: the first `.default` action's,
    /// else the cancel action's, else the first.
    public var preferredButton: Button {
        let index =
            actions.firstIndex { $0.role == .default } ?? actions.firstIndex { $0.role == .cancel } ?? 0
        return buttons[index]
    }

    /// The index of the cancel action, if the alert has one.
    var cancelIndex: Int? { actions.firstIndex { $0.role == .cancel } }

    /// "Sign out?, alert, 2 changes not sent yet": what a screen reader says for it.
    public override var accessibilityFocusDescription: String? {
        [accessibilityLabel ?? title, "alert", message.isEmpty ? nil : message].compactMap { $0 }.joined(separator: ", ")
    }

    /// The panel's own size when nothing limits it but ``maximumWidth``.
    public override var intrinsicContentSize: Size {
        fittingSize(in: Size(width: maximumWidth, height: .infinity))
    }

    /// Places the title, the message and the buttons inside the border (`Alert+Layout.swift`).
    public override func layoutSubviews() {
        layOutParts()
    }

    /// Draws the border in the panel's style.
    public override func draw(_ context: inout DrawingContext) {
        drawBorder(&context)
    }

    /// Restyles the buttons when focus moves among them.
    public override func didUpdateFocus(_ update: FocusUpdate) {
        applyStyles()
    }

    func applyStyles() {
        titleLabel.style = titleStyle.merged(over: style)
        messageLabel.style = style
        for (button, action) in zip(buttons, actions) {
            button.style = action.role == .destructive ? destructiveStyle.merged(over: style) : style
            button.focusedStyle = focusedStyle
        }
    }

    /// `title="Sign out?" actions=2`.
    public override var debugDetails: String? { "title=\"\(title)\" actions=\(actions.count)" }
}

extension ResponderAction.Name where Payload == Int {
    /// Sent by an ``Alert``'s button to the alert when pressed; the payload is its index.
    static var alertButton: Self { "alertButton" }
}
