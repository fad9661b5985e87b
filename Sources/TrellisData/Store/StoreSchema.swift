import GRDB

/// The tables an ``EntityStore`` holds and the migrations that build them, in order.
///
/// Each entity type gets a migration `"<entity>.v1"` that creates its table from
/// ``Entity/columns`` (plus the store's `_synced_at` column); the store's own tables come
/// first (`"trellis.v1"`). Later changes are named migrations appended with
/// ``migration(_:_:)``: a released migration is never edited, only followed.
///
/// ```swift
/// let schema = StoreSchema(Breed.self, Sighting.self)
///     .migration("breed.v2-lifespan") { db in try db.alter(table: "breed") { $0.add(column: "lifespan", .integer) } }
/// ```
public struct StoreSchema: Sendable {
    struct Migration: Sendable {
        let identifier: String
        let body: @Sendable (Database) throws -> Void
    }

    var migrations: [Migration]

    /// A schema holding these entity types, each in its own table.
    public init(_ entities: any Entity.Type...) {
        self.init(entities)
    }

    /// A schema holding these entity types, each in its own table.
    public init(_ entities: [any Entity.Type]) {
        migrations = [
            Migration(identifier: "trellis.v1") { db in
                try db.create(table: "trellis_collection") { table in
                    table.column("name", .text).notNull()
                    table.column("position", .integer).notNull()
                    table.column("entity_id", .any).notNull()
                    table.primaryKey(["name", "position"])
                }
            }
        ]
        for entity in entities {
            migrations.append(
                Migration(identifier: "\(entity.entityName).v1") { db in
                    try Self.createTable(for: entity, in: db)
                })
        }
    }

    /// This schema followed by one more migration.
    public func migration(_ identifier: String, _ body: @escaping @Sendable (Database) throws -> Void) -> StoreSchema {
        var schema = self
        schema.migrations.append(Migration(identifier: identifier, body: body))
        return schema
    }

    /// The identifiers of every migration, in order.
    public var migrationIdentifiers: [String] { migrations.map(\.identifier) }

    var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in migrations {
            migrator.registerMigration(migration.identifier, migrate: migration.body)
        }
        return migrator
    }

    static func createTable(for entity: any Entity.Type, in db: Database) throws {
        let columns = entity.columns
        precondition(columns.first?.name == "id", "\(entity).columns must start with the primary key column \"id\"")
        try db.create(table: entity.tableName) { table in
            table.primaryKey("id", columns[0].type)
            for column in columns.dropFirst() {
                let definition = table.column(column.name, column.type)
                if !column.isOptional { definition.notNull() }
            }
            table.column("_synced_at", .double)
        }
        for column in columns.dropFirst() where column.isIndexed {
            try db.create(index: "\(entity.tableName)_\(column.name)", on: entity.tableName, columns: [column.name])
        }
    }
}
