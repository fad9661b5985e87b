import Foundation

/// A clock the test moves by hand, given to the server as `CatsServerConfiguration.clock`.
final class TestClock: @unchecked Sendable {  // @unchecked: every access holds `lock`
    private let lock = NSLock()
    private var _now: Date

    init(_ now: Date = Date()) { _now = now }

    var now: Date { lock.withLock { _now } }

    func advance(by seconds: TimeInterval) { lock.withLock { _now = _now.addingTimeInterval(seconds) } }

    /// As `CatsServerConfiguration.clock` takes it.
    var reader: @Sendable () -> Date { { self.now } }
}
