import NIOConcurrencyHelpers
import TrellisData

@testable import CatsKit

/// A `SyncClock` that moves only when told: ``advance(_:)`` wakes the sleepers whose time
/// came; ``sleepers`` says how many wait.
final class ManualSyncClock: Sendable {
    private struct State {
        var now: Duration = .zero
        var nextID = 0
        var sleepers: [Int: (until: Duration, continuation: CheckedContinuation<Void, any Error>)] = [:]
    }
    private let state = NIOLockedValueBox(State())

    /// The clock to hand to the sync.
    var clock: SyncClock {
        SyncClock(now: { [state] in state.withLockedValue { $0.now } }, sleep: { [self] duration in try await sleep(for: duration) })
    }

    /// How many callers are asleep on the clock.
    var sleepers: Int { state.withLockedValue { $0.sleepers.count } }

    /// Moves the clock by `step` and wakes every sleeper whose time has come.
    @Sendable func advance(_ step: Duration) {
        let woken = state.withLockedValue { state in
            state.now += step
            let due = state.sleepers.filter { $0.value.until <= state.now }
            for id in due.keys { state.sleepers[id] = nil }
            return due.values.map(\.continuation)
        }
        for continuation in woken { continuation.resume() }
    }

    private func sleep(for duration: Duration) async throws {
        let id = state.withLockedValue { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: (any Error)?? = state.withLockedValue { state in
                    if Task.isCancelled { return .some(CancellationError()) }
                    if duration <= .zero { return .some(nil) }
                    state.sleepers[id] = (state.now + duration, continuation)
                    return nil
                }
                switch resumeNow {
                case .some(.some(let error)): continuation.resume(throwing: error)
                case .some(.none): continuation.resume()
                case .none: break
                }
            }
        } onCancel: {
            let sleeper = state.withLockedValue { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }
}

extension SyncClock {
    /// A clock that moves only when told.
    static func manual() -> (SyncClock, advance: @Sendable (Duration) -> Void) {
        let manual = ManualSyncClock()
        return (manual.clock, manual.advance)
    }
}
