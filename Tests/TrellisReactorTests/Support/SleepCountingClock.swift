import Foundation
import TrellisReactorTesting

/// A `TestClock` that counts the sleeps started on it, so a test can wait until an effect
/// is asleep before it advances the clock. Advancing first is a race: a sleep that starts
/// after the advance counts its deadline from the new time, and fires late.
final class SleepCountingClock: Clock, @unchecked Sendable {  // @unchecked: `started` is read and written under `lock`
    typealias Duration = Swift.Duration
    typealias Instant = TestClock<Duration>.Instant

    let base = TestClock()
    private let lock = NSLock()
    private var started = 0

    /// How many sleeps have begun (their deadline is fixed by then).
    var sleepsStarted: Int { lock.withLock { started } }
    var now: Instant { base.now }
    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        lock.withLock { started += 1 }
        try await base.sleep(until: deadline, tolerance: tolerance)
    }

    func advance(by duration: Duration) async { await base.advance(by: duration) }
}
