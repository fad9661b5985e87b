/// A message for the status line at the bottom of every screen.
public struct StatusMessage: Sendable, Hashable, CustomStringConvertible {
    /// How the message reads: information, something that went wrong, an announcement
    /// of the accessible mode (a change said in words: "Abyssinian, 2 of 68"), or a
    /// notice that the server could not be reached, which reads as information and is
    /// taken down once the app is back online (``StatusCenter/serverIsReachable()``).
    public enum Kind: Sendable, Hashable { case info, error, announcement, offline }

    public var text: String
    public var kind: Kind

    public init(_ text: String, kind: Kind = .info) {
        self.text = text
        self.kind = kind
    }

    public var description: String { kind == .error ? "error: \(text)" : text }

    /// The text in words alone, for a screen reader: symbols drawn as glyphs ("★", "☆")
    /// left out, spaces around them trimmed; an error starts "Error: ".
    public var spokenText: String {
        let words = String(text.filter { !$0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .otherSymbol } })
        let trimmed = words.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return kind == .error ? "Error: \(trimmed)" : trimmed
    }

    /// Whether it is an announcement of the accessible mode.
    public var isAnnouncement: Bool { kind == .announcement }
}

/// Where screens post messages and errors for the status line (a favorite toggled, a
/// rollback, offline). The app's status line observes it; tests read ``current``.
///
/// ```swift
/// context.status.show("★ Korat is a favorite")
/// context.status.show(error)          // a refused favorite, as an error
/// ```
@MainActor
public final class StatusCenter {
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
    public func observe(_ observer: @escaping @MainActor (StatusMessage?) -> Void) -> StatusObservation {
        nextObserver += 1
        let id = nextObserver
        observers[id] = observer
        return StatusObservation { [weak self] in self?.observers[id] = nil }
    }
}

/// A hold on ``StatusCenter/observe(_:)``: dropping or cancelling it stops the observer.
@MainActor
public final class StatusObservation {
    private var stop: (@MainActor () -> Void)?

    init(stop: @escaping @MainActor () -> Void) { self.stop = stop }

    /// Stops observing; later calls do nothing.
    public func cancel() {
        stop?()
        stop = nil
    }

    isolated deinit { stop?() }
}
