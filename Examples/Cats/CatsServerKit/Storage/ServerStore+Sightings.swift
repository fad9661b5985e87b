import CatsAPI
import GRDB

/// Why a sighting report was refused.
enum SightingRefusal: Error, Equatable {
    /// A breed id that is not in the catalog.
    case unknownBreed(Int64)
    /// The report id is already another user's report, or another breed's.
    case reportTaken(String)
    /// The user already has this many sightings stored, the most one user may.
    case tooManySightings(Int)
}

/// A reported sighting as stored, and whether this request stored it.
struct ReportedSighting: Equatable {
    /// The sighting, with the id the server gave it.
    let sighting: Sighting
    /// False when the report was already stored (a resend): nothing new was written.
    let created: Bool
}

extension ServerStore {
    /// Stores `report` as a sighting of `breed` by `user`, once: a report whose id is
    /// already stored (a resend after a lost answer) answers the stored sighting and writes
    /// nothing.
    ///
    /// - Throws: ``SightingRefusal/unknownBreed(_:)``; ``SightingRefusal/reportTaken(_:)``
    ///   when the report id belongs to another user's report or another breed's;
    ///   ``SightingRefusal/tooManySightings(_:)`` for a new report of a user who has `cap`.
    func addSighting(_ report: SightingReport, to breed: Int64, by user: String, cap: Int = .max) async throws -> ReportedSighting {
        let stored = try await database.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM breed WHERE id = ?)", arguments: [breed]) == true else {
                throw SightingRefusal.unknownBreed(breed)
            }
            let find = "SELECT * FROM sighting WHERE report_id = ?"
            if let row = try Row.fetchOne(db, sql: find, arguments: [report.reportID]) {
                let owner: String? = try row.decode(forColumn: "user_id")
                let stored = try Sighting(row: row)
                guard owner == user, stored.breedID == breed else { throw SightingRefusal.reportTaken(report.reportID) }
                return ReportedSighting(sighting: stored, created: false)
            }
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sighting WHERE user_id = ?", arguments: [user]) ?? 0
            guard count < cap else { throw SightingRefusal.tooManySightings(cap) }
            try db.execute(
                sql: "INSERT INTO sighting (breed_id, place, seen_on, note, report_id, user_id) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [breed, report.place, report.seenOn, report.note, report.reportID, user])
            return ReportedSighting(sighting: report.sighting(id: db.lastInsertedRowID, breedID: breed), created: true)
        }
        if stored.created { sightingPages.invalidate() }  // after the commit: see SightingPageCache
        return stored
    }
}
