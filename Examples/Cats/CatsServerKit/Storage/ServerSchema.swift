import CatsAPI
import GRDB

/// The server database's migrations, in order. A migration never changes once shipped; a
/// new table or column is a new migration.
///
/// - `v1 tables`: `breed`, `sighting`, `user`, `token`, `favorite` (ordered by `position`).
/// - `v1 seed catalog`: the catalog and its generated sightings (``CatsAPI/SightingGenerator``),
///   run once, on the first start.
enum ServerSchema {
    static func migrator(catalog: [Breed]) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 tables") { db in
            try db.create(table: "breed") { table in
                table.primaryKey("id", .integer)
                for column in ["name", "origin", "coat", "pattern", "lifespan", "description"] { table.column(column, .text).notNull() }
            }
            try db.create(table: "sighting") { table in
                table.primaryKey("id", .integer)
                table.column("breed_id", .integer).notNull().indexed().references("breed")
                for column in ["place", "seen_on", "note"] { table.column(column, .text).notNull() }
            }
            try db.create(table: "user") { table in
                table.primaryKey("id", .text)
                table.column("name", .text).notNull()
            }
            try db.create(table: "token") { table in
                table.primaryKey("token", .text)
                table.column("user_id", .text).notNull().indexed().references("user")
                table.column("created_at", .datetime).notNull().defaults(sql: "CURRENT_TIMESTAMP")
            }
            try db.create(table: "favorite") { table in
                table.column("user_id", .text).notNull().references("user")
                table.column("breed_id", .integer).notNull().references("breed")
                table.column("position", .integer).notNull()
                table.primaryKey(["user_id", "breed_id"])
            }
        }
        migrator.registerMigration("v1 seed catalog") { db in
            let breed = try db.makeStatement(
                sql: "INSERT INTO breed (id, name, origin, coat, pattern, lifespan, description) VALUES (?, ?, ?, ?, ?, ?, ?)")
            for entry in catalog { try breed.execute(arguments: StatementArguments(entry.databaseValues)) }
            let sighting = try db.makeStatement(sql: "INSERT INTO sighting (id, breed_id, place, seen_on, note) VALUES (?, ?, ?, ?, ?)")
            for entry in SightingGenerator().sightings(for: catalog) {
                try sighting.execute(arguments: StatementArguments(entry.databaseValues))
            }
        }
        return migrator
    }
}
