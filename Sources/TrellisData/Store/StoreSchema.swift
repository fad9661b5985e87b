import GRDB

/// The tables an ``EntityStore`` holds and the migrations that build them, in order.
///
/// Each entity type gets a migration `"<entity>.v1"` that creates its table from
/// ``Entity/columns`` (plus the store's `_synced_at` column); the store's own tables come
/// first (`"trellis.v1"`). Later changes are named migrations appended after them: a released
/// migration is never edited, only followed.
///
/// A column added in a later version is declared twice, as GRDB's migrations want: in
/// ``Entity/columns`` (the current shape) and with ``addingColumn(_:to:default:migration:)``,
/// which appends the migration that adds it *and* leaves it out of the entity's first
/// migration, so a fresh install (v1 without the column, then the addition) and an upgrade
/// (the addition only) end with the same table. A column added by a plain
/// ``migration(_:_:)`` must not be in ``Entity/columns``: the first migration would create it
/// and the addition would fail on every fresh install.
///
/// ```swift
/// let schema = StoreSchema(Breed.self, Sighting.self)
///     .addingColumn("lifespan", to: Breed.self, migration: "breed.v2-lifespan")
///     .migration("sighting.v2-backfill") { db in try db.execute(sql: "UPDATE sighting SET place = trim(place)") }
/// ```
public struct StoreSchema: Sendable {
    struct Migration: Sendable {
        let identifier: String
        let body: @Sendable (Database) throws -> Void
    }

    let entities: [any Entity.Type]
    /// The migrations after the first ones, in the order they were appended.
    var laterMigrations: [Migration] = []
    /// Table → the columns a later migration adds, which the table's first migration leaves out.
    var addedLater: [String: Set<String>] = [:]

    /// A schema holding these entity types, each in its own table.
    public init(_ entities: any Entity.Type...) {
        self.init(entities)
    }

    /// A schema holding these entity types, each in its own table.
    public init(_ entities: [any Entity.Type]) {
        self.entities = entities
    }

    /// Every migration, in order: the store's tables, each entity's first one, then the later ones.
    var migrations: [Migration] {
        var migrations = [
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
            let later = addedLater[entity.tableName] ?? []
            migrations.append(
                Migration(identifier: "\(entity.entityName).v1") { db in
                    try Self.createTable(for: entity, leavingOut: later, in: db)
                })
        }
        return migrations + laterMigrations
    }

    /// This schema followed by one more migration.
    public func migration(_ identifier: String, _ body: @escaping @Sendable (Database) throws -> Void) -> StoreSchema {
        var schema = self
        schema.laterMigrations.append(Migration(identifier: identifier, body: body))
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

    /// Creates `entity`'s table as its first version had it: every column but those a later
    /// migration adds.
    static func createTable(for entity: any Entity.Type, leavingOut later: Set<String>, in db: Database) throws {
        precondition(entity.columns.first?.name == "id", "\(entity).columns must start with the primary key column \"id\"")
        let columns = entity.columns.filter { !later.contains($0.name) }
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
