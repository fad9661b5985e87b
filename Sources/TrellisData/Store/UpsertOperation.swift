import Foundation
import GRDB

/// Inserts or updates entities of one type; reports each as inserted or updated with the
/// names of the fields that changed (unchanged entities only get their sync time stamped).
///
/// The sync time follows Facebook's `lastSyncTime`: a batch with `syncedAt` stamps every row;
/// without it, a row whose fields changed is a local edit, no longer what the server sent,
/// so its sync time becomes NULL on disk and `nil` in the identity map alike, and an unchanged
/// row keeps the time it had.
///
/// The identity map's values for these ids are taken before the transaction; ids it does not
/// hold are inserted with `INSERT OR IGNORE`, and only when that finds the row already
/// stored is the old row read back to name the changed fields. Changes are recorded only
/// when someone listens, the map holds the entity or a children list may change.
///
/// An insert binds the entity's row straight into one prepared statement
/// (``Entity/encode(to:)`` through an ``EntityRow``): no array and no `StatementArguments`
/// per entity. So a large sync into a store nobody reads costs about what the same inserts
/// cost through GRDB alone (suite `store` of `trellis-bench`).
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
            let statements = try Statements(E.self, stamped: syncedAt != nil, in: db)
            // Without a sync time the column keeps its NULL default, and rows go in as they are.
            let synced = syncedAt.map { $0.timeIntervalSince1970.databaseValue }
            // The map's values, overwritten as this batch writes the same ids again.
            var latest = known
            var changes: [Change] = []
            for entity in entities {
                var old = latest.isEmpty ? nil : latest[entity.id]
                if old == nil {
                    // The common case, a row not stored yet: bound in place, no array built.
                    try statements.insert.bindRow(of: entity, columnCount: statements.columnCount, then: synced)
                    try statements.insert.execute()
                    if db.changesCount == 1 {
                        if recordsInserts { changes.append(Change(entity: entity, old: nil, fields: nil)) }
                        continue
                    }
                    old = try Self.storedValues(of: entity.id, in: db)
                }
                let values = entity.databaseValues
                let fields = E.changedFields(from: old ?? [], to: values)
                if fields.isEmpty {
                    if let synced {
                        try statements.stamp.bindValues([synced, entity.id.databaseValue])
                        try statements.stamp.execute()
                    }
                } else {
                    try statements.update.bindValues(values.dropFirst() + [synced ?? .null, entity.id.databaseValue])
                    try statements.update.execute()
                }
                if known[entity.id] != nil { latest[entity.id] = values }
                if known[entity.id] != nil || !fields.isEmpty {
                    changes.append(Change(entity: entity, old: old, fields: fields))
                }
            }
            return Effect(changes: changes, syncedAt: syncedAt)
        }

        /// The stored row of an entity the identity map does not hold.
        static func storedValues(of id: E.ID, in db: Database) throws -> [DatabaseValue]? {
            let sql = "SELECT * FROM \(E.tableName.quotedDatabaseIdentifier) WHERE id = ?"
            guard let row = try Row.fetchOne(db, sql: sql, arguments: [id.databaseValue]) else { return nil }
            return try E.columns.map { column in try row.decode(DatabaseValue.self, forColumn: column.name) }
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
                // The map keeps entities that were read; a written one it holds is replaced, with
                // the sync time the row now has: a local edit that changed fields is unsynced
                // (`_synced_at` was set to NULL), an unchanged one keeps its time.
                if let held = cache.values[change.entity.id] {
                    let keeps = change.fields?.isEmpty == true
                    cache.values[change.entity.id] = Synced(change.entity, lastSyncTime: syncedAt ?? (keeps ? held.lastSyncTime : nil))
                }
                guard change.fields?.isEmpty != true else { continue }
                cache.invalidateEdges(old: change.old, new: change.entity.databaseValues)
                events.append(change.fields.map { .updated(change.entity, fields: $0) } ?? .inserted(change.entity))
            }
            if !events.isEmpty { store.events.changes(of: E.self).send(events) }
        }
    }
}
