import AsyncHTTPClient
import Foundation
import GRDB
import Hummingbird
import Logging
import NIOCore
import TrellisData

/// The warm read: the same cats and sightings in a store (already read once) and in a
/// plain GRDB database behind the cache a GRDB user writes (``GRDBReadCache``, already
/// filled), both checked to give the same values before timing.
final class StoreReadBench: Sendable {
    let store: EntityStore
    let queue: DatabaseQueue
    let cache: GRDBReadCache
    let ids: [Int64]

    init(cats: Int, sightingsPerCat: Int) throws {
        let catValues = (0..<Int64(cats)).map { BenchCat(id: $0, name: "Cat \($0)", origin: "O", lifespan: 12) }
        let sightings = catValues.flatMap { cat in
            (0..<Int64(sightingsPerCat)).map { BenchSighting(id: cat.id * 100 + $0, catID: cat.id, place: "Place \($0)") }
        }
        store = try EntityStore(location: .inMemory, schema: StoreSchema(BenchCat.self, BenchSighting.self))
        queue = try DatabaseQueue()
        try queue.write { db in
            try StoreSchema.createBenchTables(db)
            try insertPlain(catValues, db)
            let statement = try db.makeStatement(sql: "INSERT INTO bench_sighting (id, cat_id, place) VALUES (?, ?, ?)")
            for sighting in sightings { try statement.execute(arguments: [sighting.id, sighting.catID, sighting.place]) }
        }
        cache = try GRDBReadCache(queue)
        ids = (0..<Int64(cats)).map { ($0 * 7919) % Int64(cats) }
        let store = store
        let ids = ids
        try blockingAwait {
            try await store.write { batch in
                batch.upsert(catValues)
                batch.upsert(sightings)
            }
            for id in ids {  // warm: every cat and its sightings read once
                _ = try await store.entity(BenchCat.self, id: id)
                _ = try await store.children(of: id, via: BenchSighting.cat)
            }
        }
        try checkCacheFollowsWrites()
        for id in ids { _ = try cache.cat(id) }  // warm: the cache holds every cat and its sightings
        try checkAgreement()
    }

    /// Both sides must read the same cat and sightings for every id; a difference fails the run.
    func checkAgreement() throws {
        let store = store
        let ids = ids
        let own = try blockingAwait {
            var read: [(BenchCat?, [BenchSighting])] = []
            for id in ids {
                read.append(
                    (try await store.entity(BenchCat.self, id: id)?.value, try await store.children(of: id, via: BenchSighting.cat)))
            }
            return read
        }
        for (id, own) in zip(ids, own) {
            let cached = try cache.cat(id)
            try requireAgreement(
                own.0 == cached.cat && own.1 == cached.sightings, suite: "store", case: "read-cat-20-sightings-warm",
                "cat \(id): the store read \(own.0.map { "\($0)" } ?? "nil") and \(own.1.count) sightings, "
                    + "the GRDB cache \(cached.cat.map { "\($0)" } ?? "nil") and \(cached.sightings.count)")
        }
    }

    /// The peer's cache must be what a user could ship: a committed write empties it, so the
    /// next read sees the write (the store's identity map promises the same).
    private func checkCacheFollowsWrites() throws {
        let before = try cache.cat(0).sightings
        try queue.write { db in try db.execute(sql: "UPDATE bench_sighting SET place = place || '!' WHERE cat_id = 0") }
        let after = try cache.cat(0).sightings
        try queue.write { db in
            try db.execute(sql: "UPDATE bench_sighting SET place = substr(place, 1, length(place) - 1) WHERE cat_id = 0")
        }
        let restored = try cache.cat(0).sightings
        try requireAgreement(
            !before.isEmpty && after.map(\.place) == before.map { $0.place + "!" } && restored == before,
            suite: "store", case: "read-cat-20-sightings-warm", "the GRDB cache kept sightings a committed write had changed")
    }

    /// Every cat with its sightings, through the identity map.
    func readThroughStore() throws -> Double {
        let store = store
        let ids = ids
        return try blockingAwait {
            try await Stopwatch.timeAsync {
                for id in ids {
                    blackHole(try await store.entity(BenchCat.self, id: id))
                    blackHole(try await store.children(of: id, via: BenchSighting.cat))
                }
            }
        }
    }

    /// Every cat with its sightings, through the GRDB user's cache (every read a hit).
    func readThroughGRDBCache() throws -> Double {
        try Stopwatch.time {
            for id in ids {
                let read = try cache.cat(id)
                blackHole(read.cat)
                blackHole(read.sightings)
            }
        }
    }
}

/// What a GRDB user writes to read a cat and its sightings again without asking SQLite: a
/// dictionary of what was read, filled on a miss (the two queries, decoded with the
/// entities' `init(row:)`), and emptied by a `DatabaseRegionObservation` of both tables
/// whenever a write to them commits, so a read after a write sees it, as it does through
/// the store's identity map. GRDB's own tool for "keep this value current" is a
/// `ValueObservation`, but that is one query per observed value: 1,000 cats would be 1,000
/// observations, each fetching again on every write; a keyed cache is what an app that
/// reads many of them by id writes. A lock, as the observation calls back on the writer's
/// queue; a read that raced a write is not kept (the generation moved).
final class GRDBReadCache: @unchecked Sendable {  // `cats`, `sightings` and `generation` are only used holding `lock`
    private let lock = NSLock()
    private var cats: [Int64: BenchCat] = [:]
    private var sightings: [Int64: [BenchSighting]] = [:]
    private var generation: UInt64 = 0
    private let writer: any DatabaseWriter
    private var observation: AnyDatabaseCancellable?

    init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        observation = DatabaseRegionObservation(tracking: Table("bench_cat"), Table("bench_sighting"))
            .start(
                in: writer, onError: { error in log("GRDB cache observation failed: \(error)") },
                onChange: { [weak self] _ in
                    self?.forget()
                })
    }

    deinit { observation?.cancel() }

    /// The cat with `id` and its sightings in id order: from the dictionary, or read and kept.
    func cat(_ id: Int64) throws -> (cat: BenchCat?, sightings: [BenchSighting]) {
        let (held, generation) = lock.withLock { (cats[id].map { ($0, sightings[id] ?? []) }, self.generation) }
        if let held { return held }
        let read = try writer.read { db in
            (
                try Row.fetchOne(db, sql: "SELECT * FROM bench_cat WHERE id = ?", arguments: [id]).map(BenchCat.init(row:)),
                try Row.fetchAll(db, sql: "SELECT * FROM bench_sighting WHERE cat_id = ? ORDER BY id", arguments: [id])
                    .map(BenchSighting.init(row:))
            )
        }
        if let cat = read.0 {
            lock.withLock {
                guard self.generation == generation else { return }
                cats[id] = cat
                sightings[id] = read.1
            }
        }
        return read
    }

    private func forget() {
        lock.withLock {
            generation &+= 1
            cats.removeAll()
            sightings.removeAll()
        }
    }
}

/// A Hummingbird server on 127.0.0.1 (a port the system picks), for the networker cases.
final class LoopbackServer: Sendable {
    let port: Int
    let hits: HitCount
    let task: Task<Void, any Error>

    actor HitCount {
        var identical = 0
        func hit() { identical += 1 }
        func reset() { identical = 0 }
    }

    private init(port: Int, hits: HitCount, task: Task<Void, any Error>) {
        self.port = port
        self.hits = hits
        self.task = task
    }

    static func start() throws -> LoopbackServer {
        let hits = HitCount()
        let router = Router()
        router.get("cats/:id") { _, context in
            "{\"id\": \(context.parameters.get("id") ?? "0"), \"name\": \"Cat\", \"origin\": \"O\", \"lifespan\": 12}"
        }
        router.get("identical") { _, _ in
            await hits.hit()
            try await Task.sleep(for: .milliseconds(50))
            return "{\"id\": 1, \"name\": \"Cat\", \"origin\": \"O\", \"lifespan\": 12}"
        }
        let (chosen, task) = try serve(router, label: "trellis-bench-server")
        return LoopbackServer(port: chosen, hits: hits, task: task)
    }

    /// Runs `router` on 127.0.0.1, port 0, logging only errors; returns the port it got
    /// and the task running it (cancel it to stop).
    static func serve(_ router: Router<BasicRequestContext>, label: String) throws -> (port: Int, task: Task<Void, any Error>) {
        let port = PortBox()
        var logger = Logger(label: label)
        logger.logLevel = .error
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in port.set(channel.localAddress?.port ?? 0) }, logger: logger)
        let task = Task { try await app.runService(gracefulShutdownSignals: []) }
        return (try port.wait(timeout: 30), task)
    }

    var base: String { "http://127.0.0.1:\(port)" }

    func distinctGETsThroughNetworker(rounds: Int) throws -> Double {
        let networker = Networker(
            transport: AsyncHTTPClientTransport(), server: APIServer(baseURL: base),
            configuration: .init(maximumConcurrentRequests: 100, retry: .none))
        return try blockingAwait {
            try await Stopwatch.timeAsync {
                for _ in 0..<rounds {
                    try await withThrowingTaskGroup(of: BenchCat.self) { group in
                        for id in 0..<100 { group.addTask { try await networker.send(.entity(BenchCat.self, path: "cats", "\(id)")) } }
                        for try await cat in group { blackHole(cat) }
                    }
                }
            }
        }
    }

    /// The peer's client: the very `HTTPClient` the networker's transport uses
    /// (`AsyncHTTPClientTransport.sharedClient`: `HTTPClient.shared`'s configuration with
    /// redirects refused and no no-op tracing span), so both sides lease the same
    /// connections from one pool. With a client of its own (the same configuration, another
    /// instance), each side's eight connections landed on the event loops in their own way
    /// for the whole run, next to the server's or not: the peer's median moved from 31 to
    /// 39 ms between runs of the same binary while the networker's stayed near 32, and a
    /// run's ratio from 0.78 to 1.05 with it (2026-12-05, issue 43).
    static var peerClient: HTTPClient { AsyncHTTPClientTransport.sharedClient }

    func distinctGETsThroughClient(rounds: Int) throws -> Double {
        let base = base
        let client = Self.peerClient
        return try blockingAwait {
            try await Stopwatch.timeAsync {
                for _ in 0..<rounds {
                    try await withThrowingTaskGroup(of: Int.self) { group in
                        for id in 0..<100 {
                            group.addTask {
                                let response = try await client.execute(HTTPClientRequest(url: "\(base)/cats/\(id)"), timeout: .seconds(30))
                                let body = try await response.body.collect(upTo: 1 << 20)
                                let value = try JSONDecoder().decode(JSONValue.self, from: Data(body.readableBytesView))
                                blackHole(try BenchCat.decode(value))
                                return body.readableBytes
                            }
                        }
                        for try await bytes in group { blackHole(bytes) }
                    }
                }
            }
        }
    }

    /// Sends 1,000 concurrent identical GETs through one networker; returns the server's count.
    /// Sends 1,000 concurrent identical GETs through one `Networker`: their time, and how
    /// many requests reached the server.
    func identicalGETs() throws -> (nanoseconds: Double, hits: Int) {
        let networker = Networker(
            transport: AsyncHTTPClientTransport(), server: APIServer(baseURL: base), configuration: .init(retry: .none))
        let hits = hits
        return try blockingAwait {
            await hits.reset()
            let nanoseconds = try await Stopwatch.timeAsync {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for _ in 0..<1000 { group.addTask { blackHole(try await networker.send(.entity(BenchCat.self, path: "identical"))) } }
                    try await group.waitForAll()
                }
            }
            return (nanoseconds, await hits.identical)
        }
    }
}

/// The port the server reports once it listens; set once, read after the semaphore.
final class PortBox: @unchecked Sendable {
    var port = 0
    let ready = DispatchSemaphore(value: 0)

    func set(_ port: Int) {
        self.port = port
        ready.signal()
    }

    struct Timeout: Error {}

    func wait(timeout seconds: Double) throws -> Int {
        guard ready.wait(timeout: .now() + seconds) == .success, port > 0 else { throw Timeout() }
        return port
    }
}
