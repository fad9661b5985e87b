import TrellisViews

/// How the status line is laid out and written.
public struct StatusLineMetrics: ComponentMetrics {
    /// Space at the line's left and right ends.
    public var horizontalPadding: Double = 1
    /// The least space between the message and the connectivity.
    public var gap: Double = 2
    /// Between one key hint and the next ("? help  q quit").
    public var hintSeparator = "  "
    /// Between "offline" and the number of changes waiting.
    public var connectivitySeparator = " · "

    public init() {}
}

/// The line at the bottom of every screen: the latest message from ``StatusLine`` (an
/// info in `.statusMessage`, an error in `.statusError`), or else the current screen's
/// short key hints (`.statusHint`, as many whole hints as fit, `? help` always); and on
/// the right, in `.statusConnectivity`, the connectivity when the app is offline
/// ("offline · 2 waiting").
///
/// It follows the status line's model (``StatusLine``) and the sync service's connectivity (a replayed value)
/// for as long as it lives, and asks the host to draw after each change. The sync's refusals
/// (a queued change the server refused for good, and why) are posted to the status line
/// as errors, so the user hears which change was dropped.
///
/// ```swift
/// let statusLine = StatusLineView(context: context)
/// statusLine.hints = [KeyHelp("?", "help"), KeyHelp("q", "quit")]
/// context.status.show("★ Korat is a favorite")      // the line shows it
/// context.status.clear()                            // the hints again
/// ```
@MainActor
public final class StatusLineView: View {
    /// The message, or the hints.
    public let messageLabel = Label()
    /// The connectivity, when offline.
    public let connectivityLabel = Label()
    /// The short key hints shown when there is no message (set by the shell for each screen).
    public var hints: [KeyHelp] = [] { didSet { if hints != oldValue { refresh() } } }
    /// The message shown, if any.
    public private(set) var message: StatusMessage?
    /// The connectivity last heard.
    public private(set) var connectivity: Connectivity
    /// How the line is laid out.
    public let metrics: StatusLineMetrics
    private let context: CatsContext
    private var statusObservation: StatusLine.Observation?
    private var connectivityTask: Task<Void, Never>?
    private var noticesTask: Task<Void, Never>?

    /// A status line for `context`: it shows the current message and connectivity at once.
    public init(context: CatsContext, metrics: StatusLineMetrics = StatusLineMetrics()) {
        self.context = context
        self.metrics = metrics
        message = context.status.current
        connectivity = context.services.sync.connectivity.current
        super.init()
        key = "statusLine"
        messageLabel.key = "message"
        connectivityLabel.key = "connectivity"
        connectivityLabel.alignment = .right
        connectivityLabel.style = context.theme[.statusConnectivity]
        addSubview(messageLabel)
        addSubview(connectivityLabel)
        refresh()
        statusObservation = context.status.observe { [weak self] message in
            self?.message = message
            self?.refresh()
        }
        let values = context.services.sync.connectivity.values
        connectivityTask = Task { [weak self] in
            for await value in values {
                guard let self else { return }
                // Back online: "Can't reach the server…" on the line is no longer true.
                if value == .online { self.context.status.serverIsReachable() }
                if value != self.connectivity {
                    self.connectivity = value
                    self.refresh()
                }
            }
        }
        let notices = context.services.sync.refusals.subscribe()
        let status = context.status
        noticesTask = Task {
            do {
                for try await notice in notices { status.show(StatusMessage(notice.description, kind: .error)) }
            } catch {
                // The stream ends only with the app.
            }
        }
    }

    isolated deinit {
        connectivityTask?.cancel()
        noticesTask?.cancel()
    }

    /// The hints as one line: "? help  q quit".
    public var hintText: String { hints.line(separator: metrics.hintSeparator) }

    /// The hints that fit in `width` cells, as one line: whole hints in their order, those
    /// that do not fit left out rather than cut mid-word ("q q…"). The help hint (`?`)
    /// stays whatever the width: it leads to all the others.
    ///
    public func hintText(fitting width: Double) -> String {
        let separator = metrics.hintSeparator
        return hints.fitting(width: width, separator: separator, keeping: { $0.keys == "?" }).line(separator: separator)
    }

    /// What the right end says: nothing online or without a server, else "offline",
    /// with the changes waiting.
    public var connectivityText: String {
        guard case let .offline(_, pending) = connectivity else { return "" }
        return pending == 0 ? "offline" : "offline\(metrics.connectivitySeparator)\(pending) waiting"
    }

    private func refresh() {
        if let message {
            messageLabel.text = message.text
            messageLabel.style = context.theme[message.kind == .error ? .statusError : .statusMessage]
        } else {
            messageLabel.text = hintText(fitting: messageLabel.frame.width)
            messageLabel.style = context.theme[.statusHint]
        }
        connectivityLabel.text = connectivityText
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The message from the left, the connectivity at the right end.
    public override func layoutSubviews() {
        let padding = metrics.horizontalPadding
        let width = max(0, bounds.width - 2 * padding)
        let right = connectivityLabel.text.isEmpty ? 0 : min(width, connectivityLabel.intrinsicContentSize.width)
        let height = min(1, bounds.height)
        connectivityLabel.frame = Rect(x: padding + width - right, y: 0, width: right, height: height)
        let left = right == 0 ? width : max(0, width - right - metrics.gap)
        messageLabel.frame = Rect(x: padding, y: 0, width: left, height: height)
        if message == nil { messageLabel.text = hintText(fitting: left) }
    }
}
