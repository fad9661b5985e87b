import AsyncHTTPClient
import Foundation
import GRDB
import Hummingbird
import Logging
import NIOCore
import TrellisData

/// The warm read: the same cats and sightings in a store (already read once) and in a
/// plain GRDB database.
final class StoreReadBench: Sendable {
    let store: EntityStore
    let queue: DatabaseQueue
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

    /// Every cat with its sightings, fetched and decoded with GRDB.
    func readWithGRDB() throws -> Double {
        try Stopwatch.time {
            try queue.read { db in
                for id in ids {
                    blackHole(try Row.fetchOne(db, sql: "SELECT * FROM bench_cat WHERE id = ?", arguments: [id]).map(BenchCat.init(row:)))
                    blackHole(
                        try Row.fetchAll(db, sql: "SELECT * FROM bench_sighting WHERE cat_id = ? ORDER BY id", arguments: [id]).map(
                            BenchSighting.init(row:)))
                }
            }
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

    func distinctGETsThroughClient(rounds: Int) throws -> Double {
        let base = base
        return try blockingAwait {
            try await Stopwatch.timeAsync {
                for _ in 0..<rounds {
                    try await withThrowingTaskGroup(of: Int.self) { group in
                        for id in 0..<100 {
                            group.addTask {
                                let response = try await HTTPClient.shared.execute(
                                    HTTPClientRequest(url: "\(base)/cats/\(id)"), timeout: .seconds(30))
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
