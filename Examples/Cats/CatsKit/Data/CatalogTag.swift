import CatsAPI
import GRDB
import TrellisData

/// The entity tag of the catalog the store holds, as cats-server gave it with `GET /breeds`,
/// and how many breeds that catalog had: the next catalog sync sends it as `If-None-Match`,
/// and a 304 answer (no body) means the stored breeds are the server's still.
///
/// Saved only after the catalog it names is stored, so a crash between the two leaves no
/// tag (the next sync fetches the whole catalog), never a tag for breeds not stored. A store
/// holding another number of breeds than the tag's (rows lost or unreadable) does not send it.
struct CatalogTag: Entity, Equatable {
    static let entityName = "cats_catalog_tag"
    static let columns: [EntityColumn] = [EntityColumn("id", .text), EntityColumn("etag", .text), EntityColumn("breeds", .integer)]
    /// The one row: the tag of `GET /breeds`.
    static let breeds = "breeds"

    let id: String
    /// The server's `ETag`, quotes included.
    let etag: String
    /// How many breeds the tagged catalog had.
    let count: Int

    init(etag: String, count: Int) {
        id = Self.breeds
        self.etag = etag
        self.count = count
    }

    var databaseValues: [DatabaseValue] { [id.databaseValue, etag.databaseValue, Int64(count).databaseValue] }

    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        etag = try row.decode(forColumn: "etag")
        let stored: Int64 = try row.decode(forColumn: "breeds")
        guard (0...Int64(FavoriteCount.maximum)).contains(stored) else {
            throw EntityDecodingError(entity: Self.entityName, id: id, field: "breeds", problem: .invalid("\(stored) breeds"))
        }
        count = Int(stored)
    }

    init(network object: NetworkObject) throws(EntityDecodingError) {
        id = try object.id()
        etag = try object.string("etag")
        let raw = try object.int("breeds")
        guard (0...Int64(FavoriteCount.maximum)).contains(raw) else { throw object.invalid("breeds", "\(raw) breeds") }
        count = Int(raw)
    }
}
