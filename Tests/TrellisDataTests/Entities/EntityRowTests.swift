import Foundation
import GRDB
import GRDBSQLite
import Testing
import TrellisTestSupport

@testable import TrellisData

/// Rows bound in place (``Entity/encode(to:)``) and rows described as arrays (the default)
/// land in the same columns, on every path of an upsert.
@Suite struct EntityRowTests {
    @Test func aRowCollectsItsValuesInColumnOrder() {
        let breed = Breed(id: 7, name: "Korat", origin: "Thailand", isFavorite: true)
        let expected: [DatabaseValue] = [7.databaseValue, "Korat".databaseValue, "Thailand".databaseValue, true.databaseValue]
        #expect(EntityRow.values(of: breed) == expected)
        // the default encode(to:) appends databaseValues
        let sighting = Sighting(id: 3, breedID: 7, place: "Lisbon")
        #expect(EntityRow.values(of: sighting) == sighting.databaseValues)
    }

    /// Text (a `String` or a `DatabaseValue` holding one) is bound from the string's own
    /// storage, not through GRDB: what SQLite then holds (its bytes, their length, the
    /// storage class) is what GRDB's binding gives, empty, wide, long and cut at a NUL alike.
    @Test(arguments: ["", "Korat", "Chartreux ✓ 猫 🐈", "Ko\u{0}rat", String(repeating: "Sphynx ", count: 20_000)])
    func textBoundInPlaceIsWhatGRDBBinds(text: String) throws {
        let queue = try DatabaseQueue()
        try queue.read { db in
            let statement = try db.makeStatement(sql: "SELECT ?1, length(CAST(?1 AS BLOB)), typeof(?1)")
            let sqlite = statement.sqliteStatement
            func stepped() -> [String] {
                defer {
                    sqlite3_reset(sqlite)
                    sqlite3_clear_bindings(sqlite)
                }
                guard sqlite3_step(sqlite) == SQLITE_ROW else { return ["no row"] }
                return (0..<3).map { column in sqlite3_column_text(sqlite, column).map { String(cString: $0) } ?? "NULL" }
            }
            var row = EntityRow(binding: sqlite)
            row.append(text)
            #expect(row.bindingFailure == 0)
            let inPlace = stepped()
            var valueRow = EntityRow(binding: sqlite)
            valueRow.append(text.databaseValue)
            #expect(valueRow.bindingFailure == 0)
            let valueInPlace = stepped()
            #expect(text.bind(to: sqlite, at: 1) == SQLITE_OK)
            let throughGRDB = stepped()
            #expect(inPlace == throughGRDB)
            #expect(valueInPlace == throughGRDB)
            #expect(inPlace[2] == "text")
        }
    }

    @Test(arguments: [nil, Date(timeIntervalSince1970: 500)])
    func insertsUpdatesAndStampsLandInTheirColumns(syncedAt: Date?) async throws {
        // given a file store written through every path: insert, update of a stored row the
        // map has not seen, update of a row the map holds, and an unchanged row stamped
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("rows.sqlite").path
            let writer = try EntityStore(location: .file(path: path), schema: testSchema)
            let korat = Breed(id: 1, name: "Korat", origin: "Thailand")
            let sphynx = Breed(id: 2, name: "Sphynx", origin: "Canada")
            try await writer.upsert([korat, sphynx], syncedAt: syncedAt)
            try await writer.upsert([Sighting(id: 9, breedID: 1, place: "Lisbon")], syncedAt: syncedAt)
            _ = try await writer.entity(Breed.self, id: 2)  // the map holds sphynx, not korat
            var favorite = korat
            favorite.isFavorite = true
            var renamed = sphynx
            renamed.name = "Canadian Hairless"
            try await writer.upsert([favorite, renamed, Breed(id: 3, name: "Bengal", origin: "United States")], syncedAt: syncedAt)
            try await writer.upsert([Sighting(id: 9, breedID: 2, place: "Porto")], syncedAt: syncedAt)
            try await writer.upsert([favorite], syncedAt: syncedAt)  // unchanged: stamped only
            // when a second store reads the file (its map is empty)
            let reader = try EntityStore(location: .file(path: path), schema: testSchema)
            // then every column holds what was written, with the sync time
            #expect(try await reader.all(Breed.self) == [favorite, renamed, Breed(id: 3, name: "Bengal", origin: "United States")])
            #expect(try await reader.all(Sighting.self) == [Sighting(id: 9, breedID: 2, place: "Porto")])
            for id in [Int64(1), 2, 3] {
                #expect(try await reader.entity(Breed.self, id: id)?.lastSyncTime == syncedAt)
            }
        }
    }

    @Test func aLocalEditClearsTheSyncTime() async throws {
        let store = try makeStore()
        try await store.upsert([Breed(id: 1, name: "Korat", origin: "Thailand")], syncedAt: Date(timeIntervalSince1970: 500))
        try await store.upsert([Breed(id: 1, name: "Korat", origin: "Siam")])
        let rows = try await store.read { db in
            try Row.fetchAll(db, sql: "SELECT origin, _synced_at FROM breed").map { row in
                (row["origin"] as String, row["_synced_at"] as Double?)
            }
        }
        #expect(rows.map(\.0) == ["Siam"])
        #expect(rows.map(\.1) == [nil])
    }

    @Test func aRowWithAValueMissingTrapsNamingTheEntity() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let store = try EntityStore(location: .inMemory, schema: StoreSchema(ShortRow.self))
            try await store.upsert([ShortRow(id: 1)])
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("ShortRow.encode(to:) wrote 1 values for 2 columns"))
    }
}

/// An entity whose row forgets a column.
struct ShortRow: Entity {
    static let entityName = "short_row"
    static let columns: [EntityColumn] = [EntityColumn("id", .integer), EntityColumn("name", .text)]
    let id: Int64
    var databaseValues: [DatabaseValue] { [id.databaseValue, "name".databaseValue] }
    func encode(to row: inout EntityRow) { row.append(id) }
    init(id: Int64) { self.id = id }
    init(row: Row) throws { id = row["id"] }
    init(network object: NetworkObject) throws(EntityDecodingError) { id = try object.id() }
}
