import AsyncHTTPClient
import Dispatch
import Foundation
import GRDB
import Hummingbird
import NIOCore
import TrellisData

/// Suite `store`: TrellisData against plain GRDB and the bare HTTP client.
///
/// - `upsert-100k-one-transaction`: `EntityStore.upsert` (identity map, change detection,
///   events) against the same rows inserted with one GRDB prepared statement. Target ≤ 1.2.
/// - `upsert-100k-encode-to-row` (ablation): the same upsert with rows bound in place by
///   `encode(to:)` against rows described only as `databaseValues` arrays.
/// - `read-cat-20-sightings-warm`: a cat and its 20 sightings read through the store's
///   identity map (warm) against plain GRDB behind the cache a GRDB user writes for reads
///   that repeat (``GRDBReadCache``: a dictionary filled on a miss, emptied by a
///   `DatabaseRegionObservation` when a write commits; warm, so every read is a hit on both
///   sides). Fetching and decoding the rows on every read does more work than a map hit,
///   so it is not a peer of it.
/// - `read-8-concurrent-readers`: eight tasks reading a 1,000-row table on a file at once,
///   through `EntityStore.all` against GRDB's `DatabasePool` (``ConcurrentReadBench``). Target ≤ 1.2.
/// - `networker-100-distinct-gets`: 100 concurrent GETs to a loopback Hummingbird server
///   through the `Networker` against the bare `HTTPClient`: the networker's own client, so
///   both sides share one connection pool (no no-op tracing span: ``LoopbackServer/peerClient``),
///   each answer decoded into the same entity. Target ≤ 1.0.
/// - `networker-1000-identical-gets`: the time of 1,000 concurrent identical GETs, and
///   how many requests the server saw for them (`server_hits`; coalescing makes it 1).
let storeSuite = BenchmarkSuite(name: "store") { quick in
    let count = quick ? 10_000 : 100_000
    let cats = (0..<Int64(count)).map { BenchCat(id: $0, name: "Cat \($0)", origin: "Origin \($0 % 50)", lifespan: $0 % 20) }
    let arrayCats = cats.map(BenchArrayCat.init)
    let reads = try StoreReadBench(cats: 1_000, sightingsPerCat: 20)
    let readers = try ConcurrentReadBench(cats: 1_000, readsPerReader: quick ? 2 : 10)
    let server = try LoopbackServer.start()
    let networkRounds = quick ? 1 : 3
    let identical = try server.identicalGETs()
    log("  networker-1000-identical-gets: the server saw \(identical.hits) request(s)")

    return [
        BenchmarkCase(
            "upsert-\(count / 1000)k-one-transaction", kind: .peer, peer: "grdb-prepared-insert",
            trellis: {
                let store = try EntityStore(location: .inMemory, schema: StoreSchema(BenchCat.self))
                return try blockingAwait { try await Stopwatch.timeAsync { try await store.upsert(cats) } }
            },
            peerRun: {
                let queue = try DatabaseQueue()
                try queue.write { db in try StoreSchema.createBenchTables(db) }
                return try Stopwatch.time { try queue.write { db in try insertPlain(cats, db) } }
            }),
        BenchmarkCase(
            "upsert-\(count / 1000)k-encode-to-row", kind: .ablation, peer: "database-values-arrays",
            trellis: {
                let store = try EntityStore(location: .inMemory, schema: StoreSchema(BenchCat.self))
                return try blockingAwait { try await Stopwatch.timeAsync { try await store.upsert(cats) } }
            },
            peerRun: {
                let store = try EntityStore(location: .inMemory, schema: StoreSchema(BenchArrayCat.self))
                return try blockingAwait { try await Stopwatch.timeAsync { try await store.upsert(arrayCats) } }
            }),
        BenchmarkCase(
            "read-cat-20-sightings-warm", kind: .peer, peer: "grdb-fetch-behind-dictionary-cache",
            trellis: { try reads.readThroughStore() },
            peerRun: { try reads.readThroughGRDBCache() }),
        BenchmarkCase(
            "read-8-concurrent-readers", kind: .peer, peer: "grdb-pool",
            trellis: { try readers.readThroughStore() },
            peerRun: { try readers.readWithGRDB() }),
        BenchmarkCase(
            "networker-100-distinct-gets", kind: .peer, peer: "async-http-client-without-noop-tracer",
            trellis: { try server.distinctGETsThroughNetworker(rounds: networkRounds) },
            peerRun: { try server.distinctGETsThroughClient(rounds: networkRounds) }),
        BenchmarkCase(reportOnly: "networker-1000-identical-gets", counts: [(field: "server_hits", value: identical.hits)]) {
            try server.identicalGETs().nanoseconds
        },
    ]
}

/// A cat as the benchmark stores it.
struct BenchCat: Entity, Equatable {
    static let entityName = "bench_cat"
    static let columns: [EntityColumn] = [
        EntityColumn("id", .integer), EntityColumn("name", .text), EntityColumn("origin", .text), EntityColumn("lifespan", .integer),
    ]
    let id: Int64
    let name: String
    let origin: String
    let lifespan: Int64
    /// The row, bound in place by the store (as Cats' entities write theirs).
    func encode(to row: inout EntityRow) {
        row.append(id)
        row.append(name)
        row.append(origin)
        row.append(lifespan)
    }
    var databaseValues: [DatabaseValue] { EntityRow.values(of: self) }
    init(id: Int64, name: String, origin: String, lifespan: Int64) {
        self.id = id
        self.name = name
        self.origin = origin
        self.lifespan = lifespan
    }
    /// How a GRDB user reads the record (`FetchableRecord`, the peer's side).
    init(row: Row) throws {
        id = row["id"]
        name = row["name"]
        origin = row["origin"]
        lifespan = row["lifespan"]
    }
    /// The row, read back by position by the store (as Cats' entities read theirs).
    init(reading row: inout EntityRowReader) throws {
        id = try row.next()
        name = try row.next()
        origin = try row.next()
        lifespan = try row.next()
    }
    init(network object: NetworkObject) throws(EntityDecodingError) {
        id = try object.id()
        name = try object.string("name")
        origin = try object.string("origin")
        lifespan = try object.int("lifespan")
    }
}

/// The same cat with its row described only as an array (the default `encode(to:)`).
struct BenchArrayCat: Entity {
    static let entityName = "bench_array_cat"
    static let columns = BenchCat.columns
    let cat: BenchCat
    var id: Int64 { cat.id }
    var databaseValues: [DatabaseValue] {
        [cat.id.databaseValue, cat.name.databaseValue, cat.origin.databaseValue, cat.lifespan.databaseValue]
    }
    init(_ cat: BenchCat) { self.cat = cat }
    init(row: Row) throws { cat = try BenchCat(row: row) }
    init(network object: NetworkObject) throws(EntityDecodingError) { cat = try BenchCat(network: object) }
}

/// A sighting of a cat.
struct BenchSighting: Entity, Equatable {
    static let entityName = "bench_sighting"
    static let columns: [EntityColumn] = [
        EntityColumn("id", .integer), EntityColumn("cat_id", .integer, indexed: true), EntityColumn("place", .text),
    ]
    static let cat = EntityEdge<BenchCat, BenchSighting>(column: "cat_id")
    let id: Int64
    let catID: Int64
    let place: String
    var databaseValues: [DatabaseValue] { [id.databaseValue, catID.databaseValue, place.databaseValue] }
    init(id: Int64, catID: Int64, place: String) {
        self.id = id
        self.catID = catID
        self.place = place
    }
    init(row: Row) throws {
        id = row["id"]
        catID = row["cat_id"]
        place = row["place"]
    }
    init(network object: NetworkObject) throws(EntityDecodingError) {
        id = try object.id()
        catID = try object.int("cat_id")
        place = try object.string("place")
    }
}

extension StoreSchema {
    /// The peer's tables: the same columns the store creates (with `_synced_at`).
    static func createBenchTables(_ db: Database) throws {
        try db.execute(
            sql:
                "CREATE TABLE bench_cat (id INTEGER PRIMARY KEY, name TEXT NOT NULL, origin TEXT NOT NULL, lifespan INTEGER NOT NULL, _synced_at DOUBLE)"
        )
        try db.execute(
            sql: "CREATE TABLE bench_sighting (id INTEGER PRIMARY KEY, cat_id INTEGER NOT NULL, place TEXT NOT NULL, _synced_at DOUBLE)")
        try db.execute(sql: "CREATE INDEX bench_sighting_cat_id ON bench_sighting(cat_id)")
    }
}

/// The peer: one prepared statement, arguments set per row, in one transaction.
func insertPlain(_ cats: [BenchCat], _ db: Database) throws {
    let statement = try db.makeStatement(sql: "INSERT INTO bench_cat (id, name, origin, lifespan, _synced_at) VALUES (?, ?, ?, ?, ?)")
    for cat in cats {
        statement.setUncheckedArguments([cat.id, cat.name, cat.origin, cat.lifespan, nil])
        try statement.execute()
    }
}

extension Stopwatch {
    /// Times an async body.
    static func timeAsync(_ body: () async throws -> Void) async rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try await body()
        let elapsed = start.duration(to: clock.now)
        return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    }
}
