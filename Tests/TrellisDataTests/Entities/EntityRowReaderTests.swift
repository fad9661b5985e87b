import Foundation
import GRDB
import Testing

@testable import TrellisData

/// Rows read back by position (``Entity/init(reading:)``) give what reading them by name
/// gives, wherever the columns sit in the result, and fail where it fails.
@Suite struct EntityRowReaderTests {
    /// The first row of `sql`, read as `E` with the default `init(row:)`, which lays the
    /// row's columns out and reads by position.
    private func read<E: Entity>(_ type: E.Type, _ sql: String) throws -> E {
        let queue = try DatabaseQueue()
        return try queue.read { db in
            let row = try #require(try Row.fetchOne(db, sql: sql), "no row for \(sql)")
            return try E(row: row)
        }
    }

    @Test func columnsAreFoundByNameWhereverTheResultPutsThem() throws {
        // declared: id, name, origin, isFavorite; the result has them in another order, with
        // another column between, a name in capitals and a duplicate (the leftmost counts)
        let breed = try read(
            Breed.self,
            "SELECT 'Thailand' AS origin, 'x' AS extra, 1 AS ISFAVORITE, 'Korat' AS Name, 7 AS id, 'other' AS name")
        #expect(breed == Breed(id: 7, name: "Korat", origin: "Thailand", isFavorite: true))
    }

    @Test func aMissingOptionalColumnReadsAsNilAndAMissingRequiredOneThrows() throws {
        let old = try read(Aged.self, "SELECT 3 AS id, 'Korat' AS name")
        #expect(old == Aged(id: 3, name: "Korat", age: nil))
        #expect(throws: RowDecodingError.self) { try read(Breed.self, "SELECT 7 AS id, 'Korat' AS name, 1 AS isFavorite") }
    }

    @Test func aValueThatDoesNotConvertThrowsAsByName() throws {
        // NULL where a String is required, through the fast path and the DatabaseValue path
        #expect(throws: RowDecodingError.self) {
            try read(Breed.self, "SELECT 7 AS id, NULL AS name, 'Thailand' AS origin, 0 AS isFavorite")
        }
        #expect(throws: RowDecodingError.self) { try read(Stamped.self, "SELECT 1 AS id, NULL AS seen") }
        let stamped = try read(Stamped.self, "SELECT 1 AS id, '2026-12-05 10:00:00.000' AS seen")
        #expect(stamped.seen == Date(timeIntervalSince1970: 1_796_464_800))
    }

    @Test func theStoreReadsByPositionAndByNameAlike() async throws {
        // Breed reads by position, Sighting by name (the default init(reading:) calls init(row:))
        let store = try EntityStore(location: .inMemory, schema: testSchema)
        let breeds = [Breed(id: 2, name: "Bengal", origin: "USA"), Breed(id: 1, name: "Korat", origin: "Thailand", isFavorite: true)]
        try await store.upsert(breeds)
        try await store.upsert([Sighting(id: 5, breedID: 1, place: "Lisbon")])
        #expect(try await store.all(Breed.self) == breeds.sorted { $0.id < $1.id })
        #expect(try await store.entity(Breed.self, id: 1)?.value == breeds[1])
        #expect(try await store.children(of: 1, via: Sighting.breed) == [Sighting(id: 5, breedID: 1, place: "Lisbon")])
    }

    @Test func readingMoreValuesThanTheColumnsDeclareTraps() async {
        await #expect(processExitsWith: .failure) {
            let queue = try DatabaseQueue()
            _ = try queue.read { db in try Row.fetchOne(db, sql: "SELECT 1 AS id").map { try Greedy(row: $0) } }
        }
    }
}

/// An entity whose second column came later and may be absent from an old file's rows.
private struct Aged: Entity, Equatable {
    static let entityName = "aged"
    static let columns: [EntityColumn] = [
        EntityColumn("id", .integer), EntityColumn("name", .text), EntityColumn("age", .integer, optional: true),
    ]
    let id: Int64
    var name: String
    var age: Int64?
    var databaseValues: [DatabaseValue] { [id.databaseValue, name.databaseValue, age.databaseValue] }
    init(id: Int64, name: String, age: Int64?) {
        self.id = id
        self.name = name
        self.age = age
    }
    init(reading row: inout EntityRowReader) throws {
        id = try row.next()
        name = try row.next()
        age = try row.next()
    }
    init(network object: NetworkObject) throws(EntityDecodingError) { throw object.invalid("id", "not from the network") }
}

/// An entity with a column of a type that converts only from a `DatabaseValue`.
private struct Stamped: Entity {
    static let entityName = "stamped"
    static let columns: [EntityColumn] = [EntityColumn("id", .integer), EntityColumn("seen", .datetime)]
    let id: Int64
    var seen: Date
    var databaseValues: [DatabaseValue] { [id.databaseValue, seen.databaseValue] }
    init(reading row: inout EntityRowReader) throws {
        id = try row.next()
        seen = try row.next(Date.self)
    }
    init(network object: NetworkObject) throws(EntityDecodingError) { throw object.invalid("id", "not from the network") }
}

/// An entity that reads one value more than it declares: a programming error.
private struct Greedy: Entity {
    static let entityName = "greedy"
    static let columns: [EntityColumn] = [EntityColumn("id", .integer)]
    let id: Int64
    var databaseValues: [DatabaseValue] { [id.databaseValue] }
    init(reading row: inout EntityRowReader) throws {
        id = try row.next()
        let _: Int64? = try row.next()
    }
    init(network object: NetworkObject) throws(EntityDecodingError) { throw object.invalid("id", "not from the network") }
}
