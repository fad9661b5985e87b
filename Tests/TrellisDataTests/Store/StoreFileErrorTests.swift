import Foundation
import GRDB
import NIOConcurrencyHelpers
import Testing
import TrellisTestSupport

@testable import TrellisData

/// A bad file is a typed error naming it: never a crash, never silent data loss.
@Suite struct StoreFileErrorTests {
    @Test func aFileThatIsNotADatabaseIsCorrupt() throws {
        try withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("garbage.sqlite").path
            try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: path))
            let error = #expect(throws: StoreError.self) { _ = try EntityStore(location: .file(path: path), schema: testSchema) }
            guard case .corruptFile(let errorPath, _) = error else {
                Issue.record("expected corruptFile, got \(String(describing: error))")
                return
            }
            #expect(errorPath == path)
            // the file was left as it was, for the user to keep or move away
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(repeating: 0x5A, count: 8192))
        }
    }

    @Test func aDatabaseFromANewerSchemaIsRefusedAndUntouched() async throws {
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("cats.sqlite").path
            let newer = testSchema.migration("breed.v2-lifespan") { db in
                try db.alter(table: "breed") { $0.add(column: "lifespan", .integer) }
            }
            try await EntityStore(location: .file(path: path), schema: newer).upsert([Breed(id: 1, name: "A", origin: "B")])
            #expect(throws: StoreError.newerSchema(path: path, unknownMigrations: ["breed.v2-lifespan"])) {
                _ = try EntityStore(location: .file(path: path), schema: testSchema)
            }
            #expect(try await EntityStore(location: .file(path: path), schema: newer).all(Breed.self).count == 1)
        }
    }

    /// Another program's write transaction on `path`, on a thread of its own (GRDB wants a
    /// transaction to end within one access), held until `release` is signalled; returns once
    /// it holds the lock, with a flag set when it let go.
    func holdWriteLock(_ path: String, until release: DispatchSemaphore) async throws -> NIOLockedValueBox<Bool> {
        let other = try DatabaseQueue(path: path)
        let locked = NIOLockedValueBox(false)
        let done = NIOLockedValueBox(false)
        Thread {
            try? other.inDatabase { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                locked.withLockedValue { $0 = true }
                release.wait()
                try db.execute(sql: "ROLLBACK")
            }
            done.withLockedValue { $0 = true }
        }.start()
        #expect(await eventually { locked.withLockedValue { $0 } })
        return done
    }

    /// Calls `began` each time the store's connection begins a write transaction, the
    /// statement that waits for another program's lock.
    func onWriteBegin(_ store: EntityStore, _ began: @escaping @Sendable () -> Void) async throws {
        try await store.database.writeWithoutTransaction { db in
            db.trace { event in
                if case .statement(let statement) = event, statement.sql.hasPrefix("BEGIN IMMEDIATE") { began() }
            }
        }
    }

    @Test func anotherConnectionsShortWriteLockIsWaitedFor() async throws {
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("cats.sqlite").path
            let store = try EntityStore(location: .file(path: path), schema: testSchema, busyTimeout: .seconds(30))
            let release = DispatchSemaphore(value: 0)
            let done = try await holdWriteLock(path, until: release)
            // The other program lets go only once the store has begun its write, so the store
            // must have waited for the lock to write at all.
            try await onWriteBegin(store) { release.signal() }
            try await store.upsert([Breed(id: 1, name: "A", origin: "B")])
            #expect(await eventually { done.withLockedValue { $0 } })
            #expect(try await store.all(Breed.self).count == 1)
        }
    }

    @Test func aWriteLockThatLastsIsALockedErrorNamingTheFile() async throws {
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("cats.sqlite").path
            let store = try EntityStore(location: .file(path: path), schema: testSchema, busyTimeout: .milliseconds(100))
            let release = DispatchSemaphore(value: 0)
            let done = try await holdWriteLock(path, until: release)
            await #expect(throws: StoreError.locked(path: path, waited: .milliseconds(100))) {
                try await store.upsert([Breed(id: 1, name: "A", origin: "B")])
            }
            release.signal()
            #expect(await eventually { done.withLockedValue { $0 } })
            try await store.upsert([Breed(id: 1, name: "A", origin: "B")])
            #expect(
                StoreError.locked(path: path, waited: .milliseconds(100)).description
                    == "the database at \(path) is locked by another connection or program (waited 0.1 seconds); close it and try again")
        }
    }

    @Test func writingAReadOnlyFileIsReadOnly() async throws {
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("cats.sqlite").path
            try await EntityStore(location: .file(path: path), schema: testSchema).upsert([Breed(id: 1, name: "A", origin: "B")])
            let store = try EntityStore(location: .readOnlyFile(path: path), schema: testSchema)
            #expect(try await store.all(Breed.self).count == 1)
            await #expect(throws: StoreError.readOnly(path: path)) {
                try await store.upsert([Breed(id: 2, name: "C", origin: "D")])
            }
        }
    }

    @Test func aMissingFolderCannotBeOpened() throws {
        let path = "/nonexistent-\(UUID().uuidString)/cats.sqlite"
        let error = #expect(throws: StoreError.self) { _ = try EntityStore(location: .file(path: path), schema: testSchema) }
        guard case .cannotOpen(let errorPath, _) = error else {
            Issue.record("expected cannotOpen, got \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
    }

    @Test func aFullDiskRollsBackTheBatchAndKeepsWhatWasSaved() async throws {
        // given a store limited to a few pages holding one saved breed
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("small.sqlite").path
            let store = try EntityStore(location: .file(path: path), schema: testSchema, maximumPageCount: 16)
            try await store.upsert([Breed(id: 1, name: "Saved", origin: "Here")])
            // when a batch needs far more room than that
            let many = (2...2000).map { Breed(id: Int64($0), name: String(repeating: "n", count: 200), origin: "x") }
            await #expect(throws: StoreError.diskFull(path: path)) { try await store.upsert(many) }
            // then nothing of it landed, and the saved breed is still there after reopening
            let reopened = try EntityStore(location: .file(path: path), schema: testSchema)
            #expect(try await reopened.all(Breed.self).map(\.id) == [1])
        }
    }

    @Test func filesAreInWALMode() async throws {
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("wal.sqlite").path
            let store = try EntityStore(location: .file(path: path), schema: testSchema)
            try await store.upsert([Breed(id: 1, name: "A", origin: "B")])
            let mode = try await store.database.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
            #expect(mode == "wal")
        }
    }
}
