import CatsAPI
import Foundation
import GRDB
import Logging
import TrellisData

/// The server's data in its own SQLite file through GRDB: the catalog and its sightings
/// (seeded on first run), users, their bearer tokens and their favorites in order.
///
/// A file is opened as a `DatabasePool` (WAL: readers never wait for the writer); the
/// in-memory location is a `DatabaseQueue`. A file's log is checkpointed off the writer
/// (``WALCheckpointer``), so no commit waits for the copy. The schema comes from
/// ``ServerSchema``'s migrations, so a file from an older build is brought up to date when
/// opened.
///
/// ```swift
/// let store = try ServerStore(location: .file("cats-server.sqlite"), catalog: BreedCatalog.load())
/// let breeds = try await store.breeds()
/// ```
public struct ServerStore: Sendable {
    let database: any DatabaseWriter
    /// Where the database is: a file's nonce log lives beside it (``ServerNonceLedger``).
    let location: ServerDatabaseLocation
    /// Where a damaged row is reported; lists skip it rather than fail the request.
    let logger: Logger
    /// `GET /breeds` encoded, until a favorite write changes a count.
    let catalog = CatalogCache()
    /// Each breed's first page of sightings encoded, until a sighting is reported.
    let sightingPages = SightingPageCache()
    /// The file's lock, held while any copy of this store lives (nil in memory).
    let lock: StoreFileLock?
    /// What copies the file's write-ahead log back into it, off the writer (nil in memory).
    let checkpointer: WALCheckpointer?

    /// Opens (creating, migrating and seeding if needed) the database at `location`;
    /// `catalog` and its generated sightings seed it when it has no breeds yet.
    ///
    /// - Parameter logger: where a row that cannot be read (a blob or a NULL where text
    ///   belongs, a dropped column) is reported; a list skips it, a single read throws.
    /// - Throws: ``ServerStoreError/cannotOpen(_:reason:)``, naming the file, when it cannot
    ///   be opened or migrated (missing folder, a directory, not SQLite, corrupt, another
    ///   program's database); ``ServerStoreError/databaseInUse(path:holder:)`` when another
    ///   server holds the file (TrellisData's `StoreFileLock`).
    public init(location: ServerDatabaseLocation, catalog: [Breed], logger: Logger = Logger(label: "cats-server.store")) throws {
        self.logger = logger
        self.location = location
        // A file is locked, and its log copied back into it off the writer.
        let checkpointer: WALCheckpointer?
        if case .file(let path) = location {
            do { lock = try StoreFileLock(databasePath: path) } catch { throw ServerStoreError(error, location: location) }
            checkpointer = WALCheckpointer(path: path, logger: logger)
        } else {
            lock = nil
            checkpointer = nil
        }
        self.checkpointer = checkpointer
        var configuration = Configuration()
        // WAL with synchronous NORMAL: a commit survives the process being killed without an
        // fsync per commit; a power cut may lose the last commits.
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            checkpointer?.install(on: db)
        }
        do {
            switch location {
            case .file(let path): database = try DatabasePool(path: path, configuration: configuration)
            case .inMemory: database = try DatabaseQueue(configuration: configuration)
            }
            try ServerSchema.migrator(catalog: catalog).migrate(database)
        } catch {
            throw ServerStoreError.cannotOpen(location, reason: "\(error)")
        }
    }

    /// A breed's columns and its favorite count: how many users have it among their
    /// favorites, counted from the `favorite` table when asked, so every add and removal
    /// (and a whole list replaced) is in the next answer.
    static let breedWithCount = """
        SELECT breed.*, (SELECT COUNT(*) FROM favorite WHERE favorite.breed_id = breed.id) AS favorite_count FROM breed
        """

    /// Every breed, by id, each with its favorite count.
    public func breeds() async throws -> [Breed] {
        try await database.read { [logger] db in
            try Self.readable(Row.fetchAll(db, sql: Self.breedWithCount + " ORDER BY id"), as: Breed.self, logger: logger)
        }
    }

    /// Every breed with its count as `GET /breeds` answers it, encoded once and kept until
    /// a favorite is added or removed (``CatalogCache``).
    public func catalogBody() async throws -> CatalogCache.Body {
        try await catalog.body { CatsAPI.encode(try await breeds()) }
    }

    /// The breed with `id` and its favorite count, or nil.
    public func breed(_ id: Int64) async throws -> Breed? {
        try await database.read { db in
            try Row.fetchOne(db, sql: Self.breedWithCount + " WHERE breed.id = ?", arguments: [id]).map(Breed.init(row:))
        }
    }

    /// Signs `userID` in: makes the user on first sign-in, stores and returns a new token
    /// valid until `expiry` (Unix seconds), and drops every token expired by `now`.
    ///
    /// - Returns: the user, and whether this sign-in created the account.
    public func signIn(_ userID: String, token: String, expiry: Int64, now: Int64) async throws -> (user: CatsUser, created: Bool) {
        try await database.write { db in
            let user = CatsUser(id: userID, name: Self.displayName(userID))
            try db.execute(sql: "DELETE FROM token WHERE expires_at < ?", arguments: [now])
            try db.execute(sql: "INSERT INTO user (id, name) VALUES (?, ?) ON CONFLICT (id) DO NOTHING", arguments: [user.id, user.name])
            let created = db.changesCount > 0
            try db.execute(sql: "INSERT INTO token (token, user_id, expires_at) VALUES (?, ?, ?)", arguments: [token, userID, expiry])
            let stored = try Row.fetchOne(db, sql: "SELECT id, name FROM user WHERE id = ?", arguments: [userID]).map(Self.user(row:))
            return (stored ?? user, created)
        }
    }

    /// What a bearer token is worth at `now` (Unix seconds).
    public enum TokenLookup: Sendable, Equatable {
        /// Issued to this user, and still valid.
        case valid(CatsUser)
        /// Issued, but its lifetime ended.
        case expired
        /// Never issued (or expired and since dropped).
        case unknown
    }

    /// The user `token` was issued to, if it is still valid at `now`.
    public func user(forToken token: String, at now: Int64) async throws -> TokenLookup {
        try await database.read { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql:
                        "SELECT user.id, user.name, token.expires_at FROM token JOIN user ON user.id = token.user_id WHERE token.token = ?",
                    arguments: [token])
            else { return .unknown }
            let expiry: Int64 = try row.decode(forColumn: "expires_at")
            return expiry < now ? .expired : .valid(try Self.user(row: row))
        }
    }

    /// The name shown for an account id: `ada-lovelace` → "Ada Lovelace".
    static func displayName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
