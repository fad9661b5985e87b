import Dispatch
import Foundation
import GRDB
import Logging
import Testing
import TrellisTestSupport

@testable import CatsServerKit

/// The server's write-ahead log is copied back into its file off the writer: a commit past the
/// threshold asks for a checkpoint and returns, one at the hard limit checkpoints itself.
@Suite struct WALCheckpointerTests {
    static let quiet = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    /// A pool on `path` whose connections have `checkpointer` installed, as ServerStore's.
    static func pool(_ path: String, _ checkpointer: WALCheckpointer) throws -> DatabasePool {
        var configuration = Configuration()
        configuration.prepareDatabase { db in checkpointer.install(on: db) }
        let pool = try DatabasePool(path: path, configuration: configuration)
        try pool.write { db in try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, payload BLOB NOT NULL)") }
        return pool
    }

    /// One transaction writing `pages` new pages' worth of rows (each row fills most of a page).
    static func write(_ pool: DatabasePool, pages: Int) throws {
        try pool.write { db in
            for _ in 0..<pages {
                try db.execute(sql: "INSERT INTO t (payload) VALUES (zeroblob(3500))")
            }
        }
    }

    @Test func aCommitPastTheThresholdAsksAndReturnsACommitAtTheHardLimitCheckpointsItself() async throws {
        try await withDatabaseFile { path in
            let checkpointer = WALCheckpointer(path: path, threshold: 20, hardLimit: 120, logger: Self.quiet)
            let pool = try Self.pool(path, checkpointer)
            // Holds the checkpointer's queue: the checkpoint asked for cannot run yet.
            let held = Latch()
            let release = DispatchSemaphore(value: 0)
            checkpointer.queue.async {
                held.open()
                release.wait()
            }
            await held.wait()
            var lengths: [Int32] = []
            var rows = 0
            for _ in 0..<14 {
                try Self.write(pool, pages: 10)
                rows += 10
                lengths.append(checkpointer.pages)
            }
            // Past the threshold no commit checkpointed: the log only grew, until the commit
            // that took it past the hard limit checkpointed it, and the next started it again.
            let limit = try #require(lengths.firstIndex { $0 >= 120 }, "\(lengths)")
            try #require(limit + 1 < lengths.count, "\(lengths)")
            #expect(lengths[1] >= 20, "\(lengths)")
            #expect(zip(lengths[..<limit], lengths[1...limit]).allSatisfy { $0 < $1 }, "\(lengths)")
            #expect(lengths[limit + 1] < 20, "\(lengths)")
            #expect(checkpointer.counts.checkpoints == 0 && checkpointer.counts.inline == 1)

            // Let go, the checkpoint asked for runs on the checkpointer's connection, and the
            // commit after it starts the log again from its beginning.
            release.signal()
            #expect(await eventually { checkpointer.counts.checkpoints == 1 })
            try Self.write(pool, pages: 25)
            #expect(await eventually { checkpointer.counts.checkpoints == 2 })
            try Self.write(pool, pages: 1)
            rows += 26
            #expect(checkpointer.pages < 20)
            #expect(checkpointer.counts.inline == 1)
            #expect(checkpointer.lastFailure == nil)
            // Every row is there, read through a reader (not hooked: it never commits).
            #expect(try await pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM t") } == rows)
        }
    }

    /// A checkpoint that fails is reported, and the next commit past the threshold asks again.
    @Test func aFailedCheckpointIsAskedForAgain() async throws {
        try await withDatabaseFile { path in
            // Checkpoints a file in a folder that is not there: its connection cannot be opened.
            let missing = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("none/x.sqlite")
            let broken = WALCheckpointer(path: missing.path, threshold: 5, hardLimit: 1_000, logger: Self.quiet)
            let pool = try Self.pool(path, broken)
            try Self.write(pool, pages: 8)
            #expect(await eventually { broken.counts.failures == 1 })
            #expect(broken.lastFailure?.contains("x.sqlite") == true, "\(broken.lastFailure ?? "none")")
            try Self.write(pool, pages: 1)
            #expect(await eventually { broken.counts.failures == 2 })
            #expect(broken.counts.checkpoints == 0 && broken.counts.inline == 0)
        }
    }

    /// The server's store installs it on its file's writer; an in-memory store has none.
    @Test func aFileStoreCheckpointsOffTheWriter() async throws {
        try await withDatabaseFile { path in
            let store = try ServerStore(location: .file(path), catalog: [])
            let checkpointer = try #require(store.checkpointer)
            try await store.database.write { db in try db.execute(sql: "CREATE TABLE t (x)") }
            #expect(checkpointer.pages > 0)
            #expect(try ServerStore(location: .inMemory, catalog: []).checkpointer == nil)
        }
    }
}
