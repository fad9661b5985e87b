import CatsAPI
import Foundation
import GRDB
import TrellisData

/// The signed-in user, kept in SQLite so the app opens signed in as it was left. One row
/// (id `"current"`); no row means nobody is signed in.
struct SavedAccount: Entity, Equatable {
    static let entityName = "cats_account"
    static let columns: [EntityColumn] = [EntityColumn("id", .text), EntityColumn("user_id", .text), EntityColumn("name", .text)]
    /// The id of the one row.
    static let current = "current"

    let id: String
    let user: CatsUser

    init(_ user: CatsUser) {
        id = Self.current
        self.user = user
    }

    var databaseValues: [DatabaseValue] { [id.databaseValue, user.id.databaseValue, user.name.databaseValue] }

    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        user = CatsUser(id: try row.decode(forColumn: "user_id"), name: try row.decode(forColumn: "name"))
    }

    init(network object: NetworkObject) throws(EntityDecodingError) {
        id = try object.id()
        user = CatsUser(id: try object.string("user_id"), name: try object.string("name"))
    }
}

/// A change the server has not acknowledged yet: an entry of the outbox (the offline
/// queue), in SQLite so it survives a restart. Favorites and their order, and the sightings
/// the user reported. (Its table keeps the name it had when it held favorites alone,
/// `cats_pending_favorite`, so databases written before still open.)
/// Sent oldest (lowest id) first; a newer change to the same breed, or a newer order,
/// replaces the older one (PUT and DELETE are idempotent, and an order is the whole list),
/// so nothing is sent twice and the server ends where the user left off. A sighting is
/// never replaced: each report is its own target, and its `report_id` makes a resend one
/// sighting on the server.
struct OutboxEntry: OutboxMessage, Equatable {
    static let entityName = "cats_pending_favorite"
    static let columns: [EntityColumn] = [
        EntityColumn("id", .integer), EntityColumn("user_id", .text, indexed: true),
        EntityColumn("breed_id", .integer, optional: true), EntityColumn("is_favorite", .boolean, optional: true),
        EntityColumn("breed_order", .text, optional: true), EntityColumn("sighting_report", .text, optional: true),
    ]

    /// What the user did.
    enum Change: Equatable, Sendable {
        /// Made a breed a favorite, or not: `PUT` / `DELETE /favorites/{id}`.
        case favorite(breedID: Int64, isFavorite: Bool)
        /// Put the favorites in this order: `PUT /favorites`.
        case order([Int64])
        /// Reported a sighting of a breed: `POST /breeds/{id}/sightings`.
        case sighting(breedID: Int64, report: SightingReport)

        /// What a newer change replaces: the same breed, or any order.
        var target: String {
            switch self {
            case .favorite(let breedID, _): "breed \(breedID)"
            case .order: "order"
            case .sighting(_, let report): "sighting \(report.reportID)"
            }
        }

        /// The request that makes the server hold this favorite change; nil for a sighting,
        /// whose request answers the stored sighting (``Endpoint/reportSighting(_:of:)``).
        var endpoint: Endpoint<Empty>? {
            switch self {
            case .favorite(let breedID, true): .addFavorite(breedID)
            case .favorite(let breedID, false): .removeFavorite(breedID)
            case .order(let ids): .setFavorites(FavoriteList(breedIDs: ids))
            case .sighting: nil
            }
        }
    }

    let id: Int64
    let userID: String
    let change: Change

    var owner: String { userID }
    var coalescingKey: String { change.target }

    init(id: Int64, userID: String, change: Change) {
        self.id = id
        self.userID = userID
        self.change = change
    }

    var databaseValues: [DatabaseValue] {
        switch change {
        case .favorite(let breedID, let isFavorite):
            [id.databaseValue, userID.databaseValue, breedID.databaseValue, isFavorite.databaseValue, .null, .null]
        case .order(let ids):
            [id.databaseValue, userID.databaseValue, .null, .null, ids.map(String.init).joined(separator: ",").databaseValue, .null]
        case .sighting(let breedID, let report):
            [
                id.databaseValue, userID.databaseValue, breedID.databaseValue, .null, .null,
                String(decoding: CatsAPI.encode(report), as: UTF8.self).databaseValue,
            ]
        }
    }

    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        userID = try row.decode(forColumn: "user_id")
        if let report: String = try row.decode(forColumn: "sighting_report"), let breedID: Int64 = try row.decode(forColumn: "breed_id") {
            change = .sighting(breedID: breedID, report: try Self.report(report, id: id))
        } else if let breedID: Int64 = try row.decode(forColumn: "breed_id"),
            let isFavorite: Bool = try row.decode(forColumn: "is_favorite")
        {
            change = .favorite(breedID: breedID, isFavorite: isFavorite)
        } else if let order: String = try row.decode(forColumn: "breed_order") {
            change = .order(try Self.order(order))
        } else {
            throw EntityDecodingError(entity: Self.entityName, id: "\(id)", field: "breed_id", problem: .missing)
        }
    }

    /// A stored sighting report (its JSON), checked again as it is read.
    static func report(_ text: String, id: Int64) throws(EntityDecodingError) -> SightingReport {
        do { return try JSONDecoder().decode(SightingReport.self, from: Data(text.utf8)) } catch {
            throw EntityDecodingError(entity: entityName, id: "\(id)", field: "sighting_report", problem: .invalid("\(error)"))
        }
    }

    /// The ids of a stored order (`"3,1,2"`; empty for no favorites).
    static func order(_ text: String) throws(EntityDecodingError) -> [Int64] {
        guard !text.isEmpty else { return [] }
        var ids: [Int64] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let id = Int64(part) else {
                throw EntityDecodingError(
                    entity: entityName, id: nil, field: "breed_order", problem: .invalid("\"\(part)\" is not a breed id"))
            }
            ids.append(id)
        }
        return ids
    }
}

/// The tables of the Cats database.
enum CatsStore {
    /// The tables; `breed.favorite_count` came in version 2 (a database from before it is
    /// migrated, its breeds counted 0 until the next catalog sync), and the queue's
    /// `sighting_report` after it; the catalog's tag (``CatalogTag``) last, its table made by
    /// its own first migration in a database from before it.
    static let schema = StoreSchema(Breed.self, Sighting.self, SavedAccount.self, OutboxEntry.self, CatalogTag.self)
        .addingColumn(FavoriteCount.field, to: Breed.self, default: 0.databaseValue, migration: "breed.v2-favorite-count")
        .addingColumn("sighting_report", to: OutboxEntry.self, migration: "pending.v2-sighting-report")

    /// The collection holding a user's favorites in order.
    static func favorites(of userID: String) -> String { "favorites.\(userID)" }
}
