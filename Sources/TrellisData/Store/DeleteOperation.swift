import GRDB

/// Deletes entities of one type by id; reports the ones that were there.
struct DeleteOperation<E: Entity>: BatchOperation {
    let ids: [E.ID]

    func prepare(store: isolated EntityStore) -> any PreparedOperation { self }

    struct Effect: CommittedEffect {
        let deleted: [(id: E.ID, values: [DatabaseValue])]

        func apply(to store: isolated EntityStore) {
            let cache = store.cache(E.self)
            for (id, values) in deleted {
                cache.values[id] = nil
                cache.invalidateEdges(old: values, new: nil)
            }
            store.events.changes(of: E.self).send(deleted.map { EntityChange<E>.deleted($0.id) })
        }
    }
}

extension DeleteOperation: PreparedOperation {
    func execute(in db: Database) throws -> any CommittedEffect {
        let table = E.tableName.quotedDatabaseIdentifier
        let delete = try db.cachedStatement(sql: "DELETE FROM \(table) WHERE id = ? RETURNING *")
        var deleted: [(id: E.ID, values: [DatabaseValue])] = []
        for id in ids {
            if let row = try Row.fetchOne(delete, arguments: [id.databaseValue]) {
                deleted.append((id, try E.columns.map { column in try row.decode(DatabaseValue.self, forColumn: column.name) }))
            }
        }
        return Effect(deleted: deleted)
    }
}

/// Replaces one named, ordered collection of entity ids.
struct CollectionOperation<E: Entity>: BatchOperation, PreparedOperation {
    let name: String
    let ids: [E.ID]

    func prepare(store: isolated EntityStore) -> any PreparedOperation { self }

    func execute(in db: Database) throws -> any CommittedEffect {
        try db.execute(sql: "DELETE FROM trellis_collection WHERE name = ?", arguments: [name])
        let insert = try db.cachedStatement(sql: "INSERT INTO trellis_collection (name, position, entity_id) VALUES (?, ?, ?)")
        for (position, id) in ids.enumerated() {
            try insert.execute(arguments: [name, position, id.databaseValue])
        }
        return NoEffect()
    }
}

/// Edits one named collection from the ids stored when the transaction runs.
struct CollectionEditOperation<E: Entity>: BatchOperation, PreparedOperation {
    let name: String
    let edit: @Sendable ([E.ID]) -> [E.ID]

    func prepare(store: isolated EntityStore) -> any PreparedOperation { self }

    func execute(in db: Database) throws -> any CommittedEffect {
        let values = try DatabaseValue.fetchAll(
            db, sql: "SELECT entity_id FROM trellis_collection WHERE name = ? ORDER BY position", arguments: [name])
        var current: [E.ID] = []
        for value in values {
            guard let id = E.ID.fromDatabaseValue(value) else {
                throw StoreError.unreadableRow(
                    entity: "collection \(name)", id: "\(value)", message: "\(value) is not a \(E.entityName) id")
            }
            current.append(id)
        }
        return try CollectionOperation<E>(name: name, ids: edit(current)).execute(in: db)
    }
}

/// Nothing to do after the commit: collections are read from the database, and observed
/// collections hear the change through GRDB's observation.
struct NoEffect: CommittedEffect {
    func apply(to store: isolated EntityStore) {}
}
