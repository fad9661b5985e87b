import Foundation
import GRDB
import Testing
import TrellisTestSupport

@testable import TrellisData

/// `EntityStore.idBounds(of:)`: the lowest and highest stored id in one query, without
/// reading the entities (Cats reads it at launch to number its local sightings).
@Suite struct EntityStoreIDBoundsTests {
    @Test func anEmptyTableHasNoBounds() async throws {
        let store = try EntityStore(location: .inMemory, schema: testSchema)
        #expect(try await store.idBounds(of: Breed.self) == nil)
    }

    @Test func theBoundsFollowWritesAndNegativeIds() async throws {
        let store = try EntityStore(location: .inMemory, schema: testSchema)
        try await store.upsert([
            Breed(id: 5, name: "Bengal", origin: "USA"), Breed(id: -3, name: "Local", origin: "Here"),
            Breed(id: 12, name: "Chartreux", origin: "France"),
        ])
        var bounds = try #require(try await store.idBounds(of: Breed.self))
        #expect(bounds.lowest == -3 && bounds.highest == 12)
        try await store.delete(Breed.self, ids: [-3, 12])
        bounds = try #require(try await store.idBounds(of: Breed.self))
        #expect(bounds.lowest == 5 && bounds.highest == 5)
        // Another type's table is its own.
        #expect(try await store.idBounds(of: Sighting.self) == nil)
    }

    /// No row is decoded: a row whose name is not UTF-8, which every entity read skips
    /// and logs, still counts for the bounds.
    @Test func noEntityIsDecoded() async throws {
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("cats.sqlite").path
            try await EntityStore(location: .file(path: path), schema: testSchema).upsert([
                Breed(id: 1, name: "Abyssinian", origin: "Egypt"), Breed(id: 2, name: "Bengal", origin: "USA"),
            ])
            try await DatabaseQueue(path: path).write { db in try db.execute(sql: "UPDATE breed SET name = X'FFFE00C3' WHERE id = 2") }
            let store = try EntityStore(location: .file(path: path), schema: testSchema)
            #expect(try await store.all(Breed.self).map(\.id) == [1])
            let bounds = try #require(try await store.idBounds(of: Breed.self))
            #expect(bounds.lowest == 1 && bounds.highest == 2)
        }
    }

    /// A file edited behind the store's back, with a text id in an integer-keyed table.
    @Test func anIdThatIsNotTheEntitysIdTypeIsAnUnreadableRow() async throws {
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("cats.sqlite").path
            try await EntityStore(location: .file(path: path), schema: testSchema).upsert([
                Breed(id: 1, name: "Abyssinian", origin: "Egypt"), Breed(id: 2, name: "Bengal", origin: "USA"),
            ])
            try await DatabaseQueue(path: path).write { db in
                try db.execute(
                    sql: "CREATE TABLE old AS SELECT * FROM breed; DROP TABLE breed; ALTER TABLE old RENAME TO breed;"
                        + "UPDATE breed SET id = 'two' WHERE id = 2")
            }
            let store = try EntityStore(location: .file(path: path), schema: testSchema)
            await #expect(throws: StoreError.unreadableRow(entity: "breed", id: "\"two\"", message: "its id cannot be read as Int64")) {
                try await store.idBounds(of: Breed.self)
            }
        }
    }
}
