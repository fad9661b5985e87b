import Foundation
import GRDB
import Testing
import TrellisTestSupport

@testable import TrellisData

/// A breed as version 1 of an app stored it: no lifespan yet.
struct BreedV1: Entity, Equatable {
    static let entityName = "breed"
    static let columns: [EntityColumn] = [EntityColumn("id", .integer), EntityColumn("name", .text)]

    let id: Int64
    var name: String

    var databaseValues: [DatabaseValue] { [id.databaseValue, name.databaseValue] }
    init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }
    init(row: Row) throws {
        id = row["id"]
        name = row["name"]
    }
    init(network object: NetworkObject) throws(EntityDecodingError) {
        id = try object.id()
        name = try object.string("name")
    }
}

/// The same breed in version 2, which added an optional, indexed lifespan column.
struct BreedV2: Entity, Equatable {
    static let entityName = "breed"
    static let columns: [EntityColumn] = [
        EntityColumn("id", .integer), EntityColumn("name", .text), EntityColumn("lifespan", .integer, optional: true, indexed: true),
    ]

    let id: Int64
    var name: String
    var lifespan: Int64?

    var databaseValues: [DatabaseValue] { [id.databaseValue, name.databaseValue, lifespan.databaseValue] }
    init(id: Int64, name: String, lifespan: Int64?) {
        self.id = id
        self.name = name
        self.lifespan = lifespan
    }
    init(row: Row) throws {
        id = row["id"]
        name = row["name"]
        lifespan = row["lifespan"]
    }
    init(network object: NetworkObject) throws(EntityDecodingError) {
        id = try object.id()
        name = try object.string("name")
        lifespan = nil
    }
}

/// Version 2's schema: the column is declared in `BreedV2.columns` and added by a migration.
let schemaV2 = StoreSchema(BreedV2.self).addingColumn("lifespan", to: BreedV2.self, migration: "breed.v2-lifespan")

/// A schema's migrations give the same tables to a fresh install and to an upgrade.
@Suite struct StoreSchemaTests {
    func columns(of store: EntityStore) async throws -> [String] {
        try await store.database.read { db in try db.columns(in: "breed").map(\.name) }
    }

    func indexes(of store: EntityStore) async throws -> [String] {
        try await store.database.read { db in try db.indexes(on: "breed").map(\.name).sorted() }
    }

    @Test func aFreshInstallOfVersion2HasEveryColumn() async throws {
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("fresh.sqlite").path
            let store = try EntityStore(location: .file(path: path), schema: schemaV2)
            try await store.upsert([BreedV2(id: 1, name: "Abyssinian", lifespan: 14)])
            #expect(try await store.all(BreedV2.self) == [BreedV2(id: 1, name: "Abyssinian", lifespan: 14)])
            #expect(try await columns(of: store) == ["id", "name", "_synced_at", "lifespan"])
            #expect(try await indexes(of: store) == ["breed_lifespan"])
        }
    }

    @Test func anUpgradeFromVersion1KeepsTheRowsAndAddsTheColumn() async throws {
        // given a file version 1 wrote, with rows
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("upgrade.sqlite").path
            let synced = Date(timeIntervalSince1970: 100)
            try await EntityStore(location: .file(path: path), schema: StoreSchema(BreedV1.self))
                .upsert([BreedV1(id: 1, name: "Abyssinian"), BreedV1(id: 2, name: "Bengal")], syncedAt: synced)
            // when version 2 opens it
            let store = try EntityStore(location: .file(path: path), schema: schemaV2)
            // then the rows are kept, with their sync times, and the new column is there, empty
            #expect(try await store.all(BreedV2.self).map(\.name) == ["Abyssinian", "Bengal"])
            #expect(try await store.entity(BreedV2.self, id: 2)?.value.lifespan == nil)
            #expect(try await store.entity(BreedV2.self, id: 2)?.lastSyncTime == synced)
            #expect(try await columns(of: store) == ["id", "name", "_synced_at", "lifespan"])
            #expect(try await indexes(of: store) == ["breed_lifespan"])
            try await store.upsert([BreedV2(id: 2, name: "Bengal", lifespan: 12)])
            #expect(try await store.entity(BreedV2.self, id: 2)?.value.lifespan == 12)
            // and version 1 cannot open the upgraded file: a typed error, the file untouched
            #expect(throws: StoreError.newerSchema(path: path, unknownMigrations: ["breed.v2-lifespan"])) {
                _ = try EntityStore(location: .file(path: path), schema: StoreSchema(BreedV1.self))
            }
        }
    }

    @Test func aNotNullColumnIsAddedWithItsDefault() async throws {
        struct Counted: Entity {
            static let entityName = "counted"
            static let columns: [EntityColumn] = [EntityColumn("id", .integer), EntityColumn("count", .integer)]
            let id: Int64
            var count: Int64
            var databaseValues: [DatabaseValue] { [id.databaseValue, count.databaseValue] }
            init(id: Int64, count: Int64) {
                self.id = id
                self.count = count
            }
            init(row: Row) throws {
                id = row["id"]
                count = row["count"]
            }
            init(network object: NetworkObject) throws(EntityDecodingError) {
                id = try object.id()
                count = try object.int("count")
            }
        }
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("counted.sqlite").path
            // version 1 had only ids
            try await EntityStore(location: .file(path: path), schema: StoreSchema()).database.write { db in
                try db.create(table: "counted") { table in
                    table.primaryKey("id", .integer)
                    table.column("_synced_at", .double)
                }
                try db.execute(sql: "INSERT INTO counted (id) VALUES (1)")
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('counted.v1')")
            }
            let schema = StoreSchema(Counted.self).addingColumn(
                "count", to: Counted.self, default: 0.databaseValue, migration: "counted.v2")
            let store = try EntityStore(location: .file(path: path), schema: schema)
            #expect(try await store.entity(Counted.self, id: 1)?.value.count == 0)
        }
    }
}
