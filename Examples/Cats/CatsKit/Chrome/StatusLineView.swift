import TrellisViews

/// Cats's status line: TrellisViews' `StatusBar` over the shell's `StatusLine`, with the
/// connectivity at the right end when the app is offline ("offline · 2 waiting").
///
/// It follows the sync service's connectivity (a replayed value) for as long as it lives:
/// back online, an offline notice still shown (a message with ``offlineTopic``) goes. The
/// sync's refusals (a queued change the server refused for good, and why) are posted to the
/// status line as errors, so the user hears which change was dropped.
///
/// ```swift
/// let statusLine = StatusLineView(context: context)
/// statusLine.hints = shell.keyBindingsInEffect.hints  // generated, never by hand
/// context.status.show("★ Korat is a favorite")      // the line shows it
/// ```
@MainActor
public final class StatusLineView: StatusBar {
    /// The topic of a notice that the server could not be reached, taken down once it answers.
    public nonisolated static let offlineTopic = "offline"
    /// The connectivity last heard.
    public private(set) var connectivity: Connectivity
    private var connectivityTask: Task<Void, Never>?
    private var refusalsTask: Task<Void, Never>?

    /// A status line for `context`: it shows the current message and connectivity at once.
    public init(context: CatsContext, metrics: StatusBarMetrics = StatusBarMetrics()) {
        let sync = context.services.sync
        connectivity = sync.connectivity.current
        super.init(status: context.status, theme: context.theme, metrics: metrics)
        accessoryText = connectivityText
        let (values, status) = (sync.connectivity.values, context.status)
        connectivityTask = Task { [weak self] in
            for await value in values {
                guard let self else { return }
                if value == .online { status.clear(topic: Self.offlineTopic) }
                connectivity = value
                accessoryText = connectivityText
            }
        }
        let refusals = sync.refusals.subscribe()
        refusalsTask = Task {
            // The stream ends only with the app.
            do {
                for try await refusal in refusals { status.show(StatusMessage(refusal.description, kind: .error)) }
            } catch {}
        }
    }

    isolated deinit {
        connectivityTask?.cancel()
        refusalsTask?.cancel()
    }

    /// What the right end says: nothing online or without a server, else "offline", with
    /// the changes waiting.
    public var connectivityText: String {
        guard case let .offline(_, pending) = connectivity else { return "" }
        return pending == 0 ? "offline" : "offline · \(pending) waiting"
    }
}

extension StatusMessage {
    /// A notice that the server could not be reached, taken down once it answers.
    public static func offline(_ text: String) -> StatusMessage { StatusMessage(text, topic: StatusLineView.offlineTopic) }
}
