import Foundation
import GRDB

/// Inserts or updates entities of one type; reports each as inserted or updated with the
/// names of the fields that changed (unchanged entities only get their sync time stamped).
///
/// The identity map's values for these ids are taken before the transaction; ids it does not
/// hold are inserted with `INSERT OR IGNORE`, and only when that finds the row already
/// stored is the old row read back to name the changed fields. Changes are recorded only
/// when someone listens, the map holds the entity or a children list may change, so a large sync into a store nobody
/// reads costs little more than the inserts themselves.
struct UpsertOperation<E: Entity>: BatchOperation {
    let entities: [E]
    let syncedAt: Date?

    func prepare(store: isolated EntityStore) -> any PreparedOperation {
        let cache = store.cache(E.self)
        var known: [E.ID: [DatabaseValue]] = [:]
        if !cache.values.isEmpty {
            for entity in entities {
                if let old = cache.values[entity.id] { known[entity.id] = old.value.databaseValues }
            }
        }
        // Inserts matter to listeners, and to cached children lists they join.
        let recordsInserts = store.events.changes(of: E.self).subscriberCount > 0 || !cache.edges.isEmpty
        return Prepared(entities: entities, syncedAt: syncedAt, known: known, recordsInserts: recordsInserts)
    }

    struct Prepared: PreparedOperation {
        let entities: [E]
        let syncedAt: Date?
        let known: [E.ID: [DatabaseValue]]
        let recordsInserts: Bool

        func execute(in db: Database) throws -> any CommittedEffect {
            let columns = E.columns.map(\.name)
            let table = E.tableName.quotedDatabaseIdentifier
            // Without a sync time the column keeps its NULL default, and rows go in as they are.
            let stamped = syncedAt != nil
            let names = (columns + (stamped ? ["_synced_at"] : [])).map(\.quotedDatabaseIdentifier).joined(separator: ", ")
            let marks = Array(repeating: "?", count: columns.count + (stamped ? 1 : 0)).joined(separator: ", ")
            let insert = try db.cachedStatement(sql: "INSERT OR IGNORE INTO \(table) (\(names)) VALUES (\(marks))")
            let assignments = (columns.dropFirst() + ["_synced_at"]).map { "\($0.quotedDatabaseIdentifier) = ?" }.joined(separator: ", ")
            let update = try db.cachedStatement(sql: "UPDATE \(table) SET \(assignments) WHERE id = ?")
            let stamp = try db.cachedStatement(sql: "UPDATE \(table) SET _synced_at = ? WHERE id = ?")
            let synced = syncedAt.map { $0.timeIntervalSince1970.databaseValue } ?? .null
            // The map's values, overwritten as this batch writes the same ids again.
            var latest = known
            var changes: [Change] = []
            for entity in entities {
                let values = entity.databaseValues
                var old = latest.isEmpty ? nil : latest[entity.id]
                if old == nil {
                    insert.setUncheckedArguments(Self.arguments(stamped ? values + [synced] : values))
                    try insert.execute()
                    if db.changesCount == 1 {
                        if recordsInserts { changes.append(Change(entity: entity, old: nil, fields: nil)) }
                        continue
                    }
                    old = try Self.storedValues(of: entity.id, in: db)
                }
                let fields = E.changedFields(from: old ?? [], to: values)
                if fields.isEmpty {
                    if syncedAt != nil {
                        stamp.setUncheckedArguments([synced, entity.id.databaseValue])
                        try stamp.execute()
                    }
                } else {
                    update.setUncheckedArguments(Self.arguments(Array(values.dropFirst()) + [synced, entity.id.databaseValue]))
                    try update.execute()
                }
                if known[entity.id] != nil { latest[entity.id] = values }
                if known[entity.id] != nil || !fields.isEmpty {
                    changes.append(Change(entity: entity, old: old, fields: fields))
                }
            }
            return Effect(changes: changes, syncedAt: syncedAt)
        }

        /// Statement arguments from database values. GRDB's `StatementArguments(_:)` for a
        /// sequence of concrete values maps through a key path that an unspecialized caller
        /// instantiates on every call (it dominated the upsert's profile); an array of optional
        /// existentials takes GRDB's path specialized for arrays instead.
        static func arguments(_ values: [DatabaseValue]) -> StatementArguments {
            let array: [(any DatabaseValueConvertible)?] = values.map { $0 }
            return StatementArguments(array)
        }

        /// The stored row of an entity the identity map does not hold.
        static func storedValues(of id: E.ID, in db: Database) throws -> [DatabaseValue]? {
            let sql = "SELECT * FROM \(E.tableName.quotedDatabaseIdentifier) WHERE id = ?"
            guard let row = try Row.fetchOne(db, sql: sql, arguments: [id.databaseValue]) else { return nil }
            return E.columns.map { row[$0.name] as DatabaseValue }
        }
    }

    struct Change: Sendable {
        let entity: E
        /// The values before this batch; nil for an insert.
        let old: [DatabaseValue]?
        /// The changed fields; nil for an insert.
        let fields: [String]?
    }

    struct Effect: CommittedEffect {
        let changes: [Change]
        let syncedAt: Date?

        func apply(to store: isolated EntityStore) {
            let cache = store.cache(E.self)
            var events: [EntityChange<E>] = []
            for change in changes {
                // The map keeps entities that were read; a written one it holds is replaced.
                if let held = cache.values[change.entity.id] {
                    cache.values[change.entity.id] = Synced(change.entity, lastSyncTime: syncedAt ?? held.lastSyncTime)
                }
                guard change.fields?.isEmpty != true else { continue }
                cache.invalidateEdges(old: change.old, new: change.entity.databaseValues)
                events.append(change.fields.map { .updated(change.entity, fields: $0) } ?? .inserted(change.entity))
            }
            if !events.isEmpty { store.events.changes(of: E.self).send(events) }
        }
    }
}
