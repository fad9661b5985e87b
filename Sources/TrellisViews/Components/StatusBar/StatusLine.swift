/// What an app's status line says, as a model with one owner: screens post messages and
/// errors to it, a ``StatusBar`` observes it, and tests read ``current`` and ``history``.
/// It outlives screens (and sessions), so a message posted as a screen closes ("Reported a
/// sighting") is still shown on the screen under it.
///
/// ```swift
/// status.show("★ Korat is a favorite")
/// status.show(error)                                  // as an error, described
/// status.show(StatusMessage("Can't reach the server", topic: "offline"))
/// status.clear(topic: "offline")                      // back online: only that one goes
/// ```
@MainActor
public final class StatusLine {
    /// The message shown now, if any.
    public private(set) var current: StatusMessage?
    /// Every message shown, oldest first, at most ``historyLimit``.
    public private(set) var history: [StatusMessage] = []
    /// How many messages ``history`` keeps.
    public let historyLimit: Int
    private var observers: [Int: @MainActor (StatusMessage?) -> Void] = [:]
    private var nextObserver = 0

    /// An empty line keeping the last `historyLimit` messages.
    public init(historyLimit: Int = 50) {
        self.historyLimit = max(0, historyLimit)
    }

    /// Shows `message` until the next one or ``clear()``.
    public func show(_ message: StatusMessage) {
        current = message
        history.append(message)
        if history.count > historyLimit { history.removeFirst(history.count - historyLimit) }
        for observer in observers.values { observer(message) }
    }

    /// Shows a line of information.
    public func show(_ text: String) { show(StatusMessage(text)) }

    /// Shows an error, described as a sentence (`String(describing:)`).
    public func show(_ error: any Error) { show(StatusMessage(String(describing: error), kind: .error)) }

    /// Shows an announcement of the accessible mode (a host's `onAnnouncement` passes them
    /// here; outside the accessible mode none arrive).
    public func announce(_ sentence: String) { show(StatusMessage(sentence, kind: .announcement)) }

    /// Clears the line.
    public func clear() {
        current = nil
        for observer in observers.values { observer(nil) }
    }

    /// Clears the line if its message is about `topic` (it stopped being true); any other
    /// message stays.
    public func clear(topic: String) {
        if current?.topic == topic { clear() }
    }

    /// Calls `observer` with each new message (`nil` when cleared) until the returned
    /// observation is cancelled or dropped.
    public func observe(_ observer: @escaping @MainActor (StatusMessage?) -> Void) -> Observation {
        nextObserver += 1
        let id = nextObserver
        observers[id] = observer
        return Observation { [weak self] in self?.observers[id] = nil }
    }

    /// A hold on ``StatusLine/observe(_:)``: cancelling or dropping it stops the observer.
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
