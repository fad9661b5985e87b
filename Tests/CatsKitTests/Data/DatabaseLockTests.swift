import CatsAPI
import Foundation
import GRDB
import NIOConcurrencyHelpers
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

/// One copy of Cats per database file; another connection's short lock is waited for.
@Suite(.timeLimit(.minutes(1)))
struct DatabaseLockTests {
    @Test func aSecondCopyOnTheSameFileIsToldAnotherIsRunning() async throws {
        try await DataFixture.withDatabaseFile { path in
            let first = try await DataFixture.open(.file(path: path))
            await #expect(throws: CatsDataError.databaseInUse(path: path, holder: getpid())) {
                _ = try await DataFixture.open(.file(path: path))
            }
            #expect(
                CatsDataError.databaseInUse(path: path, holder: 42).description
                    == "another copy of cats (process 42) is using \(path); quit it, or pass --database PATH")
            await first.close()
            let second = try await DataFixture.open(.file(path: path))
            await second.close()
        }
    }

    @Test func startUpWaitsForAnotherConnectionsWriteLock() async throws {
        try await DataFixture.withDatabaseFile { path in
            await (try await DataFixture.open(.file(path: path))).close()
            let other = try DatabaseQueue(path: path)
            let (locked, opening) = (NIOLockedValueBox(false), DispatchSemaphore(value: 0))
            Thread {
                try? other.inDatabase { db in
                    try db.execute(sql: "BEGIN IMMEDIATE")
                    locked.withLockedValue { $0 = true }
                    opening.wait()
                    // The other program's transaction goes on for a while, in real time: what
                    // start-up waits out is SQLite's busy timeout, which no injected clock drives.
                    Thread.sleep(forTimeInterval: 0.3)
                    try db.execute(sql: "COMMIT")
                }
            }.start()
            #expect(await eventually { locked.withLockedValue { $0 } })
            opening.signal()
            let services = try await DataFixture.open(.file(path: path))
            try await services.favorites.setFavorite(3, true)
            #expect(await services.favorites.storedIDs() == [3])
            await services.close()
        }
    }
}
