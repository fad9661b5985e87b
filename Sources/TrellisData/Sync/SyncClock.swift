/// The time an ``Outbox``'s backoff and an app's retry loop run on: the monotonic clock in
/// the app, a hand-moved one in tests (so a test of a 30-second `Retry-After` takes no time,
/// and a test can see that nothing waits on the clock any more once the app is closed).
public struct SyncClock: Sendable {
    /// The time since some fixed start.
    public let now: @Sendable () -> Duration
    /// Suspends the caller for `duration` of this clock's time; throws when cancelled.
    public let sleep: @Sendable (Duration) async throws -> Void

    /// A clock reading `now` and sleeping with `sleep`.
    public init(now: @escaping @Sendable () -> Duration, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.now = now
        self.sleep = sleep
    }

    /// `ContinuousClock`, from when the clock was made.
    public static func continuous() -> SyncClock {
        let start = ContinuousClock.now
        return SyncClock(now: { ContinuousClock.now - start }, sleep: { try await Task.sleep(for: $0) })
    }
}

/// Whether an app's server is reachable, as a status line shows it: an ``Outbox`` publishes
/// it (``Outbox/connectivity``) with the number of changes waiting.
public enum SyncConnectivity: Sendable, Hashable, CustomStringConvertible {
    /// No server configured: the local store is the only source.
    case local
    /// The server answers.
    case online
    /// The server does not answer; changes wait (`pending` of them).
    case offline(reason: String, pending: Int)

    public var description: String {
        switch self {
        case .local: "local data only"
        case .online: "online"
        case let .offline(reason, pending): "offline (\(reason)); \(pending) change\(pending == 1 ? "" : "s") waiting"
        }
    }
}
