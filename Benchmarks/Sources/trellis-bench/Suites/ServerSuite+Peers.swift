import Foundation
import GRDB
import Hummingbird
import NIOCore

/// The other sides of the `server` suite, in this process on 127.0.0.1, port 0, each on
/// the database file cats-server made (its WAL pool's readers beside cats-server's):
///
/// - `hummingbird-grdb-cached` (the peer): what a developer writes without Trellis for a
///   catalog that changes rarely: a Hummingbird router, a GRDB `DatabasePool`, a `Codable`
///   record fetched with the same favorite-count query cats-server runs, `JSONEncoder` with
///   sorted keys (the bytes cats-server sends), and the encoded catalog kept until a write
///   (``EncodedCatalogCache``: a `DatabaseRegionObservation` of `breed` and `favorite`
///   empties it when a write through the pool commits), as cats-server's `CatalogCache`
///   keeps its bytes until a favorite moves a count. Both answer every request with bytes
///   encoded once. No signature check, no replay ledger, no ETag.
/// - `hummingbird-grdb-uncached` (a second peer line): the same server without the cache,
///   querying and encoding on every request: the server a developer writes first. It does
///   more work per request than cats-server, so its ratio is what the cache buys, not what
///   the rest of cats-server costs.
/// - `constant-bytes` (the floor): the same Hummingbird answering the catalog's bytes, made
///   once: what any server on this stack spends on the connection and HTTP alone.
enum ServerPeer {
    /// One breed as the plain server reads and writes it (cats-server's wire names).
    struct BreedRecord: Codable, FetchableRecord {
        let id: Int64
        let name: String
        let origin: String
        let coat: String
        let pattern: String
        let lifespan: String
        let description: String
        let favoriteCount: Int

        enum CodingKeys: String, CodingKey {
            case id, name, origin, coat, pattern, lifespan, description
            case favoriteCount = "favorite_count"
        }
    }

    static let catalogQuery = """
        SELECT breed.*, (SELECT COUNT(*) FROM favorite WHERE favorite.breed_id = breed.id) AS favorite_count
        FROM breed ORDER BY id
        """

    /// The catalog as JSON: every breed with its favorite count, keys sorted.
    static func encodedCatalog(_ pool: DatabasePool) async throws -> ByteBuffer {
        let breeds = try await pool.read { db in try BreedRecord.fetchAll(db, sql: catalogQuery) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return ByteBuffer(bytes: try encoder.encode(breeds))
    }

    static func json(_ body: ByteBuffer) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: body))
    }

    /// Starts the plain Hummingbird + GRDB server on `databasePath`, querying and encoding
    /// on every request; returns its base URL and the task running it.
    static func startUncached(databasePath: String) throws -> (base: String, task: Task<Void, any Error>) {
        let pool = try DatabasePool(path: databasePath)
        let router = Router()
        router.get("breeds") { _, _ -> Response in json(try await encodedCatalog(pool)) }
        return try start(router)
    }

    /// Starts the plain server with the encoded catalog kept until a write
    /// (``EncodedCatalogCache``); returns its base URL and the task running it.
    static func startCached(databasePath: String) throws -> (base: String, task: Task<Void, any Error>) {
        let pool = try DatabasePool(path: databasePath)
        let cache = try EncodedCatalogCache(pool)
        let router = Router()
        router.get("breeds") { _, _ -> Response in json(try await cache.body { try await encodedCatalog(pool) }) }
        return try start(router)
    }

    /// Starts the constant-bytes server answering `body` to `GET /breeds`.
    static func startConstant(body: Data) throws -> (base: String, task: Task<Void, any Error>) {
        let buffer = ByteBuffer(bytes: body)
        let router = Router()
        router.get("breeds") { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: buffer))
        }
        return try start(router)
    }

    private static func start(_ router: Router<BasicRequestContext>) throws -> (base: String, task: Task<Void, any Error>) {
        let (port, task) = try LoopbackServer.serve(router, label: "trellis-bench-server-peer")
        return ("http://127.0.0.1:\(port)", task)
    }
}

/// The cached peer's cache: the encoded catalog, kept until a write to `breed` or
/// `favorite` through the pool commits (a `DatabaseRegionObservation` empties it). A body
/// encoded from a read that raced a write is answered but not kept.
final class EncodedCatalogCache: @unchecked Sendable {  // `state` is only used holding `lock`
    private let lock = NSLock()
    private var state: (generation: UInt64, body: ByteBuffer?) = (0, nil)
    private var observation: AnyDatabaseCancellable?

    init(_ pool: DatabasePool) throws {
        observation = DatabaseRegionObservation(tracking: Table("breed"), Table("favorite"))
            .start(
                in: pool, onError: { error in log("server peer: catalog observation failed: \(error)") },
                onChange: { [weak self] _ in
                    self?.forget()
                })
    }

    deinit { observation?.cancel() }

    /// The kept body, or one made by `make` (kept unless a write came meanwhile).
    func body(_ make: () async throws -> ByteBuffer) async throws -> ByteBuffer {
        let (generation, kept) = lock.withLock { state }
        if let kept { return kept }
        let made = try await make()
        lock.withLock { if state.generation == generation { state.body = made } }
        return made
    }

    private func forget() {
        lock.withLock { state = (state.generation &+ 1, nil) }
    }
}
