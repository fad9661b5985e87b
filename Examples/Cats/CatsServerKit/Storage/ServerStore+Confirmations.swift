import CatsAPI
import GRDB

/// Why a confirmation was refused.
enum ConfirmationRefusal: Error, Equatable {
    /// A sighting id the server does not hold.
    case unknownSighting(Int64)
}

extension ServerStore {
    /// The confirmed sightings of breed `breed`, by sighting id, with whether `user`
    /// confirmed each; nil when there is no such breed.
    func confirmations(ofBreed breed: Int64, for user: String) async throws -> [SightingConfirmation]? {
        try await database.read { db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM breed WHERE id = ?)", arguments: [breed]) == true else {
                return nil
            }
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT confirmation.sighting_id AS id, COUNT(*) AS count, MAX(confirmation.user_id = ?) AS mine
                    FROM confirmation JOIN sighting ON sighting.id = confirmation.sighting_id
                    WHERE sighting.breed_id = ? GROUP BY confirmation.sighting_id ORDER BY confirmation.sighting_id
                    """, arguments: [user, breed])
            return try rows.map { row in
                SightingConfirmation(
                    sightingID: try row.decode(forColumn: "id"), count: try row.decode(forColumn: "count"),
                    mine: try row.decode(forColumn: "mine"))
            }
        }
    }

    /// Confirms sighting `sighting` for `user`, or takes the confirmation back; doing either
    /// twice is doing it once.
    ///
    /// - Returns: the sighting's confirmations after the change.
    /// - Throws: ``ConfirmationRefusal/unknownSighting(_:)``.
    func setConfirmed(_ sighting: Int64, _ confirmed: Bool, by user: String) async throws -> SightingConfirmation {
        try await database.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sighting WHERE id = ?)", arguments: [sighting]) == true else {
                throw ConfirmationRefusal.unknownSighting(sighting)
            }
            if confirmed {
                try db.execute(sql: "INSERT OR IGNORE INTO confirmation (sighting_id, user_id) VALUES (?, ?)", arguments: [sighting, user])
            } else {
                try db.execute(sql: "DELETE FROM confirmation WHERE sighting_id = ? AND user_id = ?", arguments: [sighting, user])
            }
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM confirmation WHERE sighting_id = ?", arguments: [sighting]) ?? 0
            return SightingConfirmation(sightingID: sighting, count: count, mine: confirmed)
        }
    }
}
