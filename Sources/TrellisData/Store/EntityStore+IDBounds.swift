import GRDB

extension EntityStore {
    /// The lowest and the highest id stored for `type`, in the order ``all(_:)`` reads
    /// them (SQLite's order of the `id` column), or `nil` when none is stored.
    ///
    /// One query (`SELECT MIN(id), MAX(id)`, answered from the primary key's index): no
    /// row is decoded and nothing joins the identity map. An app that numbers its own
    /// records past every stored id (a queue, local records with negative ids) reads this
    /// at launch instead of every entity of the type.
    ///
    /// ```swift
    /// let lowest = try await store.idBounds(of: Sighting.self)?.lowest ?? 0
    /// ```
    ///
    /// - Throws: ``StoreError/unreadableRow(entity:id:message:)`` when a stored id is not
    ///   an `E.ID` (a text id in an integer-keyed table), and the store's errors for a file
    ///   that cannot be read.
    public func idBounds<E: Entity>(of type: E.Type) async throws(StoreError) -> (lowest: E.ID, highest: E.ID)? {
        let sql = "SELECT MIN(id), MAX(id) FROM \(E.tableName.quotedDatabaseIdentifier)"
        let bounds = try await read { db -> (lowest: DatabaseValue, highest: DatabaseValue)? in
            try Row.fetchOne(db, sql: sql).map { row in (row[0], row[1]) }
        }
        guard let bounds, !bounds.lowest.isNull, !bounds.highest.isNull else { return nil }
        return (try Self.id(E.self, from: bounds.lowest), try Self.id(E.self, from: bounds.highest))
    }

    /// `value` as an id of `E`, or ``StoreError/unreadableRow(entity:id:message:)``.
    static func id<E: Entity>(_ type: E.Type, from value: DatabaseValue) throws(StoreError) -> E.ID {
        guard let id = E.ID.fromDatabaseValue(value) else {
            throw .unreadableRow(entity: E.entityName, id: "\(value)", message: "its id cannot be read as \(E.ID.self)")
        }
        return id
    }
}
