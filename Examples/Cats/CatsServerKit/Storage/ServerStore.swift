import CatsAPI
import Foundation
import GRDB
import Logging

/// The server's data in its own SQLite file through GRDB: the catalog and its sightings
/// (seeded on first run), users, their bearer tokens and their favorites in order.
///
/// A file is opened as a `DatabasePool` (WAL: readers never wait for the writer); the
/// in-memory location is a `DatabaseQueue`. The schema comes from ``ServerSchema``'s
/// migrations, so a file from an older build is brought up to date when opened.
///
/// ```swift
/// let store = try ServerStore(location: .file("cats-server.sqlite"), catalog: BreedCatalog.load())
/// let breeds = try await store.breeds()
/// ```
public struct ServerStore: Sendable {
    let database: any DatabaseWriter
    /// Where a damaged row is reported; lists skip it rather than fail the request.
    let logger: Logger

    /// Opens (creating, migrating and seeding if needed) the database at `location`;
    /// `catalog` and its generated sightings seed it when it has no breeds yet.
    ///
    /// - Parameter logger: where a row that cannot be read (a blob or a NULL where text
    ///   belongs, a dropped column) is reported; a list skips it, a single read throws.
    /// - Throws: GRDB's `DatabaseError` when the file cannot be opened or migrated.
    public init(location: ServerDatabaseLocation, catalog: [Breed], logger: Logger = Logger(label: "cats-server.store")) throws {
        self.logger = logger
        switch location {
        case .file(let path): database = try DatabasePool(path: path)
        case .inMemory: database = try DatabaseQueue()
        }
        try ServerSchema.migrator(catalog: catalog).migrate(database)
    }

    /// Every breed, by id.
    public func breeds() async throws -> [Breed] {
        try await database.read { [logger] db in
            try Self.readable(Row.fetchAll(db, sql: "SELECT * FROM breed ORDER BY id"), as: Breed.self, logger: logger)
        }
    }

    /// The breed with `id`, or nil.
    public func breed(_ id: Int64) async throws -> Breed? {
        try await database.read { db in try Row.fetchOne(db, sql: "SELECT * FROM breed WHERE id = ?", arguments: [id]).map(Breed.init(row:))
        }
    }

    /// The sightings of breed `id`, by id; nil when there is no such breed.
    public func sightings(of id: Int64) async throws -> [Sighting]? {
        try await database.read { [logger] db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM breed WHERE id = ?)", arguments: [id]) == true else {
                return nil
            }
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM sighting WHERE breed_id = ? ORDER BY id", arguments: [id])
            return Self.readable(rows, as: Sighting.self, logger: logger)
        }
    }

    /// Signs `userID` in: makes the user on first sign-in, stores and returns a new token.
    public func signIn(_ userID: String, token: String) async throws -> CatsUser {
        try await database.write { db in
            let user = CatsUser(id: userID, name: Self.displayName(userID))
            try db.execute(sql: "INSERT INTO user (id, name) VALUES (?, ?) ON CONFLICT (id) DO NOTHING", arguments: [user.id, user.name])
            try db.execute(sql: "INSERT INTO token (token, user_id) VALUES (?, ?)", arguments: [token, userID])
            return try Row.fetchOne(db, sql: "SELECT id, name FROM user WHERE id = ?", arguments: [userID]).map(Self.user(row:)) ?? user
        }
    }

    /// The user `token` was issued to, or nil for a token the server never issued.
    public func user(forToken token: String) async throws -> CatsUser? {
        try await database.read { db in
            try Row.fetchOne(
                db, sql: "SELECT user.id, user.name FROM token JOIN user ON user.id = token.user_id WHERE token.token = ?",
                arguments: [token]
            )
            .map(Self.user(row:))
        }
    }

    /// The name shown for an account id: `ada-lovelace` → "Ada Lovelace".
    static func displayName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
