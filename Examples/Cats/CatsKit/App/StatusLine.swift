/// The status line at the bottom of every screen, as a model: screens post messages and
/// errors to it (a favorite toggled, a rollback, offline), the line's view
/// (`StatusLineView`) observes it, and tests read ``current``.
///
/// ```swift
/// context.status.show("★ Korat is a favorite")
/// context.status.show(error)          // a refused favorite, as an error
/// ```
@MainActor
public final class StatusLine {
    /// The message shown now, if any.
    public private(set) var current: StatusMessage?
    /// Every message shown, oldest first, at most ``historyLimit`` (for tests and `?`).
    public private(set) var history: [StatusMessage] = []
    /// How many messages ``history`` keeps.
    public let historyLimit = 50
    private var observers: [Int: @MainActor (StatusMessage?) -> Void] = [:]
    private var nextObserver = 0

    public init() {}

    /// Shows a message.
    public func show(_ message: StatusMessage) {
        current = message
        history.append(message)
        if history.count > historyLimit { history.removeFirst(history.count - historyLimit) }
        for observer in observers.values { observer(message) }
    }

    /// Shows a line of information.
    public func show(_ text: String) { show(StatusMessage(text)) }

    /// Shows an announcement of the accessible mode: a change in plain words, which a
    /// screen reader reads from the status line (the shell passes the terminal app's
    /// `onAnnouncement` here; outside the accessible mode none arrive).
    public func announce(_ sentence: String) { show(StatusMessage(sentence, kind: .announcement)) }

    /// Shows an error, described as a sentence.
    public func show(_ error: any Error) { show(StatusMessage(String(describing: error), kind: .error)) }

    /// The server answers again: an offline notice still shown is no longer true, so the
    /// line goes back to its hints. Any other message stays.
    public func serverIsReachable() {
        if current?.kind == .offline { clear() }
    }

    /// Clears the line.
    public func clear() {
        current = nil
        for observer in observers.values { observer(nil) }
    }

    /// Calls `observer` with each new message (`nil` when cleared) until the token is dropped.
    public func observe(_ observer: @escaping @MainActor (StatusMessage?) -> Void) -> StatusLine.Observation {
        nextObserver += 1
        let id = nextObserver
        observers[id] = observer
        return StatusLine.Observation { [weak self] in self?.observers[id] = nil }
    }
}

extension StatusLine {
    /// A hold on ``StatusLine/observe(_:)``: dropping or cancelling it stops the observer.
    @MainActor
    public final class Observation {
        private var stop: (@MainActor () -> Void)?

        init(stop: @escaping @MainActor () -> Void) { self.stop = stop }

        /// Stops observing; later calls do nothing.
        public func cancel() {
            stop?()
            stop = nil
        }

        isolated deinit { stop?() }
    }
}
