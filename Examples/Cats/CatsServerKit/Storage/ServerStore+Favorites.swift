import CatsAPI
import GRDB

/// Why a favorites write was refused.
enum FavoritesRefusal: Error, Equatable {
    /// A breed id that is not in the catalog.
    case unknownBreed(Int64)
    /// An id listed twice in a whole list.
    case repeated(Int64)
}

extension ServerStore {
    /// `user`'s favorites, first shown first.
    public func favorites(of user: String) async throws -> [Int64] {
        try await database.read { db in
            try Int64.fetchAll(db, sql: "SELECT breed_id FROM favorite WHERE user_id = ? ORDER BY position", arguments: [user])
        }
    }

    /// Makes `breed` a favorite of `user`, at the end of the order; a favorite already there
    /// keeps its place (adding twice is adding once).
    ///
    /// - Throws: ``FavoritesRefusal/unknownBreed(_:)``.
    func addFavorite(_ breed: Int64, for user: String) async throws {
        defer { catalog.invalidate() }  // after the commit: see CatalogCache
        try await database.write { db in
            try Self.requireBreeds([breed], db)
            try db.execute(
                sql: """
                    INSERT INTO favorite (user_id, breed_id, position)
                    VALUES (?1, ?2, (SELECT COALESCE(MAX(position), -1) + 1 FROM favorite WHERE user_id = ?1))
                    ON CONFLICT (user_id, breed_id) DO NOTHING
                    """,
                arguments: [user, breed])
        }
    }

    /// Removes `breed` from `user`'s favorites; removing one that is not there does nothing.
    ///
    /// - Throws: ``FavoritesRefusal/unknownBreed(_:)``.
    func removeFavorite(_ breed: Int64, for user: String) async throws {
        defer { catalog.invalidate() }
        try await database.write { db in
            try Self.requireBreeds([breed], db)
            try db.execute(sql: "DELETE FROM favorite WHERE user_id = ? AND breed_id = ?", arguments: [user, breed])
        }
    }

    /// Replaces `user`'s favorites with `breeds`, in that order, in one transaction.
    ///
    /// - Throws: ``FavoritesRefusal`` for a repeated or unknown id; nothing is changed then.
    func setFavorites(_ breeds: [Int64], for user: String) async throws {
        var seen = Set<Int64>()
        for breed in breeds where !seen.insert(breed).inserted { throw FavoritesRefusal.repeated(breed) }
        defer { catalog.invalidate() }
        try await database.write { db in
            try Self.requireBreeds(breeds, db)
            try db.execute(sql: "DELETE FROM favorite WHERE user_id = ?", arguments: [user])
            let insert = try db.cachedStatement(sql: "INSERT INTO favorite (user_id, breed_id, position) VALUES (?, ?, ?)")
            for (position, breed) in breeds.enumerated() { try insert.execute(arguments: [user, breed, position]) }
        }
    }

    /// Throws ``FavoritesRefusal/unknownBreed(_:)`` for the first id not in the catalog.
    static func requireBreeds(_ ids: [Int64], _ db: Database) throws {
        let exists = try db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM breed WHERE id = ?)")
        for id in ids {
            guard try Bool.fetchOne(exists, arguments: [id]) == true else { throw FavoritesRefusal.unknownBreed(id) }
        }
    }
}
