import GRDB

extension UpsertOperation.Prepared {
    /// The batch's three statements, prepared once (and cached by GRDB across batches).
    struct Statements {
        /// Inserts a row not stored yet; does nothing for a stored one.
        let insert: Statement
        /// Writes every column but the id, and the sync time.
        let update: Statement
        /// Writes the sync time only.
        let stamp: Statement
        /// How many columns the entity has.
        let columnCount: Int

        init(_ type: E.Type, stamped: Bool, in db: Database) throws {
            let columns = E.columns.map(\.name)
            columnCount = columns.count
            let table = E.tableName.quotedDatabaseIdentifier
            let names = (columns + (stamped ? ["_synced_at"] : [])).map(\.quotedDatabaseIdentifier).joined(separator: ", ")
            let marks = Array(repeating: "?", count: columns.count + (stamped ? 1 : 0)).joined(separator: ", ")
            insert = try db.cachedStatement(sql: "INSERT OR IGNORE INTO \(table) (\(names)) VALUES (\(marks))")
            let assignments = (columns.dropFirst() + ["_synced_at"]).map { "\($0.quotedDatabaseIdentifier) = ?" }.joined(separator: ", ")
            update = try db.cachedStatement(sql: "UPDATE \(table) SET \(assignments) WHERE id = ?")
            stamp = try db.cachedStatement(sql: "UPDATE \(table) SET _synced_at = ? WHERE id = ?")
        }
    }
}
