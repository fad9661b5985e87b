import Foundation
import GRDB
import TrellisData

/// Case `read-8-concurrent-readers`: eight tasks at once, each reading every cat of a
/// 1,000-row table on a file (WAL) several times, through `EntityStore.all` against a plain
/// GRDB `DatabasePool` fetching the same rows as a `FetchableRecord` — what a GRDB user writes.
/// Both sides read on a pool's readers side by side; the store also checks each row against
/// its identity map (warm: every cat was read once before).
final class ConcurrentReadBench: Sendable {
    static let readers = 8
    let store: EntityStore
    let pool: DatabasePool
    let readsPerReader: Int
    let directory: URL

    init(cats: Int, readsPerReader: Int) throws {
        self.readsPerReader = readsPerReader
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-readers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let values = (0..<Int64(cats)).map { BenchCat(id: $0, name: "Cat \($0)", origin: "Origin \($0 % 50)", lifespan: $0 % 20) }
        store = try EntityStore(
            location: .file(path: directory.appendingPathComponent("store.sqlite").path), schema: StoreSchema(BenchCat.self))
        pool = try DatabasePool(path: directory.appendingPathComponent("grdb.sqlite").path)
        try pool.write { db in
            try StoreSchema.createBenchTables(db)
            try insertPlain(values, db)
        }
        let store = store
        try blockingAwait {
            try await store.upsert(values)
            _ = try await store.all(BenchCat.self)  // warm: the map holds every cat
        }
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func readThroughStore() throws -> Double {
        let store = store
        return try timeReaders { try await store.all(BenchCat.self).count }
    }

    func readWithGRDB() throws -> Double {
        let pool = pool
        return try timeReaders {
            try await pool.read { db in try BenchCat.fetchAll(db, sql: "SELECT * FROM bench_cat ORDER BY id") }.count
        }
    }

    /// The time of ``readers`` tasks at once, each calling `read` ``readsPerReader`` times.
    func timeReaders(_ read: @escaping @Sendable () async throws -> Int) throws -> Double {
        let reads = readsPerReader
        return try blockingAwait {
            try await Stopwatch.timeAsync {
                try await withThrowingTaskGroup(of: Int.self) { group in
                    for _ in 0..<Self.readers {
                        group.addTask {
                            var count = 0
                            for _ in 0..<reads { count += try await read() }
                            return count
                        }
                    }
                    for try await count in group { blackHole(count) }
                }
            }
        }
    }
}

/// The peer reads cats the way a GRDB user does: a `FetchableRecord` (the entity's own `init(row:)`).
extension BenchCat: FetchableRecord {}
