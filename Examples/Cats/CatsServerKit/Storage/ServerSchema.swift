import CatsAPI
import GRDB

/// The server database's migrations, in order. A migration never changes once shipped; a
/// new table or column is a new migration.
///
/// - `v1 tables`: `breed`, `sighting`, `user`, `token`, `favorite` (ordered by `position`).
/// - `v1 seed catalog`: the catalog and its generated sightings (``CatsAPI/SightingGenerator``),
///   run once, on the first start.
/// - `v2 replay ledger and token expiry`: `nonce` (with its trigger-kept `nonce_count`) and
///   `token.expires_at` (Unix seconds; tokens issued before it get a day from their creation).
/// - `v3 favorite counts`: an index on `favorite.breed_id`, for the per-breed counts the
///   catalog routes compute (``ServerStore/breeds()``).
/// - `v4 reported sightings`: `sighting.report_id` (unique: one sighting per report, so a
///   resend is not a second one) and `sighting.user_id` (who reported it), both NULL for the
///   seeded sightings.
/// - `v5 confirmations`: `confirmation`, one row per user who confirmed a sighting ("I saw
///   it too").
/// - `v6 nonce count in memory`: drops `nonce_count` and its triggers; the ledger counts its
///   nonces itself (``ServerNonceLedger``), so accepting a nonce is one `INSERT`. The ledger
///   has since moved to a log beside the file (``NonceLog``); it empties `nonce` into the log
///   when the server opens the file.
/// - `v7 sightings by user`: an index on `sighting.user_id`, for the cap on one user's
///   sightings (``ServerLimits/maximumSightingsPerUser``).
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
            for entry in catalog {
                try breed.execute(arguments: [
                    entry.id, entry.name, entry.origin, entry.coat, entry.pattern, entry.lifespan, entry.description,
                ])
            }
            let sighting = try db.makeStatement(sql: "INSERT INTO sighting (id, breed_id, place, seen_on, note) VALUES (?, ?, ?, ?, ?)")
            for entry in SightingGenerator().sightings(for: catalog) {
                try sighting.execute(arguments: StatementArguments(entry.databaseValues))
            }
        }
        migrator.registerMigration("v2 replay ledger and token expiry") { db in
            // The nonces of accepted requests, each until its timestamp leaves the window, so a
            // restart forgets none; `nonce_count` is kept by triggers so the cap costs O(1).
            try db.execute(
                sql: """
                    CREATE TABLE nonce (nonce TEXT PRIMARY KEY NOT NULL, expires_at INTEGER NOT NULL) WITHOUT ROWID;
                    CREATE INDEX nonce_expiry ON nonce (expires_at);
                    CREATE TABLE nonce_count (id INTEGER PRIMARY KEY CHECK (id = 1), count INTEGER NOT NULL);
                    INSERT INTO nonce_count (id, count) VALUES (1, 0);
                    CREATE TRIGGER nonce_added AFTER INSERT ON nonce BEGIN UPDATE nonce_count SET count = count + 1; END;
                    CREATE TRIGGER nonce_removed AFTER DELETE ON nonce BEGIN UPDATE nonce_count SET count = count - 1; END;
                    ALTER TABLE token ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0;
                    UPDATE token SET expires_at = CAST(strftime('%s', created_at) AS INTEGER) + 86400;
                    CREATE INDEX token_expiry ON token (expires_at);
                    """)
        }
        migrator.registerMigration("v3 favorite counts") { db in
            // `GET /breeds` counts each breed's favorites; the primary key starts with the user.
            try db.create(index: "favorite_breed", on: "favorite", columns: ["breed_id"])
        }
        migrator.registerMigration("v4 reported sightings") { db in
            // SQLite's unique index lets NULLs repeat: the seeded sightings have no report.
            try db.execute(
                sql: """
                    ALTER TABLE sighting ADD COLUMN report_id TEXT;
                    ALTER TABLE sighting ADD COLUMN user_id TEXT REFERENCES user(id);
                    CREATE UNIQUE INDEX sighting_report ON sighting (report_id);
                    """)
        }
        migrator.registerMigration("v5 confirmations") { db in
            try db.execute(
                sql: """
                    CREATE TABLE confirmation (
                        sighting_id INTEGER NOT NULL REFERENCES sighting(id),
                        user_id TEXT NOT NULL REFERENCES user(id),
                        PRIMARY KEY (sighting_id, user_id)
                    ) WITHOUT ROWID;
                    """)
        }
        migrator.registerMigration("v6 nonce count in memory") { db in
            try db.execute(
                sql: """
                    DROP TRIGGER nonce_added;
                    DROP TRIGGER nonce_removed;
                    DROP TABLE nonce_count;
                    """)
        }
        migrator.registerMigration("v7 sightings by user") { db in
            try db.execute(sql: "CREATE INDEX sighting_user ON sighting (user_id)")
        }
        return migrator
    }
}
