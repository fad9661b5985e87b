import CatsKit
import Foundation
import NIOConcurrencyHelpers
import TrellisData

/// A wall clock a test moves by hand: the `now` of a ``CatsStaleness``.
final class ManualWallClock: Sendable {
    private let time: NIOLockedValueBox<Date>

    /// A clock at `start`.
    init(_ start: Date = Date(timeIntervalSince1970: 1_900_000_000)) { time = NIOLockedValueBox(start) }

    /// The current time.
    var now: Date { time.withLockedValue { $0 } }

    /// Moves the clock on by `seconds`.
    func advance(_ seconds: TimeInterval) { time.withLockedValue { $0 = $0.addingTimeInterval(seconds) } }

    /// A staleness policy of `timeToLive` on this clock.
    func staleness(_ timeToLive: Duration = .seconds(600)) -> CatsStaleness {
        CatsStaleness(policy: .ttl(timeToLive), now: { [self] in now })
    }
}
