import TrellisViews

/// A screen that shows a message: what ``Navigator/openShowingErrors(_:from:as:)``
/// presents for a URL it cannot open.
@MainActor
public final class MessageScreen: ViewScreen<MessageView> {
    /// A screen titled `title` showing `message`.
    public init(title: String, message: String) {
        super.init(title: title) { MessageView(message: message) }
    }

    /// The message shown.
    public var message: String { contentView.messageLabel.text }
}

/// A message wrapped to the view's width, a cell in from its edges, and a hint of how to
/// leave: ``MessageScreen``'s own view class.
public final class MessageView: View {
    /// The message.
    public let messageLabel = Label()
    /// "Esc to go back".
    public let hintLabel = Label("Esc to go back")

    /// A view showing `message`.
    public init(message: String) {
        super.init()
        messageLabel.text = message
        messageLabel.lineLimit = 0
        messageLabel.key = "message"
        hintLabel.key = "hint"
        hintLabel.style.dim = true
        addSubview(messageLabel)
        addSubview(hintLabel)
    }

    /// The message from the second row, the hint on the last.
    public override func layoutSubviews() {
        let width = max(0, bounds.width - 2)
        messageLabel.frame = Rect(x: 1, y: 1, width: width, height: max(0, bounds.height - 2))
        hintLabel.frame = Rect(x: 1, y: max(0, bounds.height - 1), width: width, height: 1)
    }
}
