import NIOConcurrencyHelpers

/// The time the sync's backoff and its retry loop run on: the monotonic clock in the app, a
/// hand-moved one in tests (so a test of a 30-second `Retry-After` takes no time, and a test
/// can see that nothing waits on the clock any more once the services are closed).
struct SyncClock: Sendable {
    /// The time since some fixed start.
    let now: @Sendable () -> Duration
    /// Suspends the caller for `duration` of this clock's time; throws when cancelled.
    let sleep: @Sendable (Duration) async throws -> Void

    /// `ContinuousClock`, from when the clock was made.
    static func continuous() -> SyncClock {
        let start = ContinuousClock.now
        return SyncClock(now: { ContinuousClock.now - start }, sleep: { try await Task.sleep(for: $0) })
    }
}

/// When the sync tries the server again after a transient failure: the server's
/// `Retry-After` when it sent one, else 1 s doubling per failure up to 30 s; a success
/// resets it. The user's own request (``CatsSync/sendPending()``) does not wait for it.
struct SyncBackoff: Sendable, Equatable {
    var base: Duration = .seconds(1)
    var maximum: Duration = .seconds(30)
    /// The longest `Retry-After` honoured.
    var longestRetryAfter: Duration = .seconds(3600)
    /// Transient failures in a row.
    private(set) var failures = 0
    /// When the next attempt is due, on the ``SyncClock``.
    private(set) var retryAt: Duration = .zero

    /// Notes a transient failure at `now`.
    ///
    /// - Returns: the delay before the next attempt.
    @discardableResult
    mutating func failed(at now: Duration, retryAfter: Duration?) -> Duration {
        failures += 1
        let delay = retryAfter.map { min($0, longestRetryAfter) } ?? min(base * (1 << min(failures - 1, 16)), maximum)
        retryAt = now + delay
        return delay
    }

    mutating func succeeded() {
        failures = 0
        retryAt = .zero
    }

    func isDue(at now: Duration) -> Bool { now >= retryAt }
}
