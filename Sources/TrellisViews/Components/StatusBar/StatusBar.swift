/// How a ``StatusBar`` is laid out and written.
public struct StatusBarMetrics: ComponentMetrics {
    /// Space at the bar's left and right ends.
    public var horizontalPadding: Double = 1
    /// The least space between the message and the accessory text.
    public var gap: Double = 2
    /// Between one key hint and the next ("? help  q quit").
    public var hintSeparator = "  "

    public init() {}
}

/// The line at the bottom of an app's screen (Textual's `Footer`, tig's status line): the
/// latest message of a ``StatusLine`` (in `.statusMessage`, an error in `.statusError`), or
/// else the key hints in effect (`.statusHint`), as many whole hints as fit and the ones it
/// keeps (the help key) always; and at the right end an accessory text the app sets (in
/// `.statusAccessory`: "offline · 2 waiting").
///
/// The hints come from the key bindings in effect (`View.keyBindingsInEffect`), never from
/// a hand-written list; the bar follows its status line for as long as it lives, and marks
/// itself for display on every change.
///
/// ```swift
/// let bar = StatusBar(status: status, theme: theme)
/// bar.hints = rootView.keyBindingsInEffect(from: focus).hints   // "? help  q quit"
/// status.show("★ Korat is a favorite")                          // the bar shows it
/// bar.accessoryText = "offline"
/// ```
@MainActor
open class StatusBar: View {
    /// The message, or the hints.
    public let messageLabel = Label()
    /// The accessory text, at the right end.
    public let accessoryLabel = Label()
    /// The status line the bar shows.
    public let status: StatusLine
    /// The key hints shown when there is no message, in order.
    public var hints: [KeyHelp] = [] { didSet { if hints != oldValue { refresh() } } }
    /// Which hints stay whatever the width (by default the help key's, which leads to all
    /// the others); room is kept for them.
    public var keepsHint: @MainActor (KeyHelp) -> Bool = { $0.summary == "help" } { didSet { setNeedsLayout() } }
    /// What the right end says; empty for nothing.
    public var accessoryText = "" { didSet { if accessoryText != oldValue { refresh() } } }
    /// The message shown, if any.
    public var message: StatusMessage? { status.current }
    /// How the bar is laid out.
    public let metrics: StatusBarMetrics
    /// The styles of the message, an error, the hints and the accessory; setting it (a
    /// theme chosen while the app runs) restyles the bar.
    public var theme: Theme {
        didSet {
            accessoryLabel.style = theme[.statusAccessory]
            refresh()
        }
    }
    private var observation: StatusLine.Observation?

    /// A bar showing `status` (and its current message at once), styled by `theme`.
    public init(status: StatusLine, theme: Theme = .standard, metrics: StatusBarMetrics = StatusBarMetrics()) {
        self.status = status
        self.theme = theme
        self.metrics = metrics
        super.init()
        key = "statusLine"
        messageLabel.key = "message"
        accessoryLabel.key = "accessory"
        accessoryLabel.alignment = .right
        accessoryLabel.style = theme[.statusAccessory]
        addSubview(messageLabel)
        addSubview(accessoryLabel)
        refresh()
        observation = status.observe { [weak self] _ in self?.refresh() }
    }

    /// The hints as one line: "? help  q quit".
    public var hintText: String { hints.line(separator: metrics.hintSeparator) }

    /// The hints that fit in `width` cells, as one line: whole hints in their order, those
    /// that do not fit left out rather than cut mid-word ("q q…"); those ``keepsHint``
    /// names stay whatever the width.
    public func hintText(fitting width: Double) -> String {
        let separator = metrics.hintSeparator
        return hints.fitting(width: width, separator: separator, keeping: keepsHint).line(separator: separator)
    }

    private func refresh() {
        if let message {
            messageLabel.text = message.text
            messageLabel.style = theme[message.kind == .error ? .statusError : .statusMessage]
        } else {
            messageLabel.text = hintText(fitting: messageLabel.frame.width)
            messageLabel.style = theme[.statusHint]
        }
        accessoryLabel.text = accessoryText
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The message from the left, the accessory at the right end.
    open override func layoutSubviews() {
        let padding = metrics.horizontalPadding
        let width = max(0, bounds.width - 2 * padding)
        let right = accessoryText.isEmpty ? 0 : min(width, accessoryLabel.intrinsicContentSize.width)
        let height = min(1, bounds.height)
        accessoryLabel.frame = Rect(x: padding + width - right, y: 0, width: right, height: height)
        let left = right == 0 ? width : max(0, width - right - metrics.gap)
        messageLabel.frame = Rect(x: padding, y: 0, width: left, height: height)
        if message == nil { messageLabel.text = hintText(fitting: left) }
    }
}
