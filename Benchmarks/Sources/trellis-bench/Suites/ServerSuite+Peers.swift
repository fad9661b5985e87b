import Foundation
import GRDB
import Hummingbird
import NIOCore

/// The other sides of the `server` suite, in this process on 127.0.0.1, port 0, each on
/// the database file cats-server made (its WAL pool's readers beside cats-server's):
///
/// - `hummingbird-grdb` (the peer): what a developer writes without Trellis: a Hummingbird
///   router, a GRDB `DatabasePool`, a `Codable` record fetched with the same favorite-count
///   query cats-server runs, and `JSONEncoder` with sorted keys, the bytes cats-server sends.
///   No signature check, no replay ledger, no cache.
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

    /// Starts the plain Hummingbird + GRDB server on `databasePath`; returns its base URL
    /// and the task running it.
    static func startPlain(databasePath: String) throws -> (base: String, task: Task<Void, any Error>) {
        let pool = try DatabasePool(path: databasePath)
        let router = Router()
        router.get("breeds") { _, _ -> Response in
            let breeds = try await pool.read { db in try BreedRecord.fetchAll(db, sql: catalogQuery) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let body = try encoder.encode(breeds)
            return Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(bytes: body)))
        }
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
