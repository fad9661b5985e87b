import Foundation
import Testing
import TrellisTestSupport

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

/// A database path in a fresh temporary directory, removed after `body` with everything
/// the server put beside the file (its WAL files, its lock).
func withDatabaseFile<T>(_ body: (String) async throws -> T) async throws -> T {
    try await withTemporaryDirectory(prefix: "cats-server") { directory in
        try await body(directory.appendingPathComponent("cats-server.sqlite").path)
    }
}
