import GRDB

extension StoreSchema {
    /// This schema followed by a migration that adds `column` to `entity`'s table, which the
    /// table's first migration then leaves out.
    ///
    /// `entity.columns` must list the column (it is the current shape). It is added as it is
    /// declared there: its type, `NOT NULL` unless optional, and its index.
    ///
    /// ```swift
    /// let schema = StoreSchema(Breed.self)
    ///     .addingColumn("lifespan", to: Breed.self, migration: "breed.v2-lifespan")
    /// ```
    ///
    /// - Parameters:
    ///   - name: the column's name in ``Entity/columns``.
    ///   - entity: the entity type whose table gets the column.
    ///   - defaultValue: what rows stored before get; required for a column that is not optional
    ///     (SQLite cannot add a `NOT NULL` column without one).
    ///   - identifier: the migration's name, never changed once released (`"breed.v2-lifespan"`).
    /// - Returns: the schema with the migration appended.
    public func addingColumn<E: Entity>(
        _ name: String, to entity: E.Type, default defaultValue: DatabaseValue? = nil, migration identifier: String
    ) -> StoreSchema {
        guard let column = E.columns.first(where: { $0.name == name }), column.name != E.columns.first?.name else {
            preconditionFailure("\(E.self).columns has no column \"\(name)\" to add (list it there, and not as the first column)")
        }
        precondition(
            column.isOptional || defaultValue != nil,
            "the column \"\(name)\" of \(E.self) is not optional: give addingColumn a default for the rows stored before")
        precondition(
            entities.contains { $0.tableName == E.tableName }, "\(E.self) is not in this StoreSchema: pass it to StoreSchema(...) first")
        var schema = migration(identifier) { db in
            try db.alter(table: E.tableName) { table in
                let definition = table.add(column: column.name, column.type)
                if !column.isOptional { definition.notNull() }
                if let defaultValue { definition.defaults(to: defaultValue) }
            }
            if column.isIndexed {
                try db.create(index: "\(E.tableName)_\(column.name)", on: E.tableName, columns: [column.name])
            }
        }
        schema.addedLater[E.tableName, default: []].insert(column.name)
        return schema
    }
}
