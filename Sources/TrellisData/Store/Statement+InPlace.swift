import GRDB

/// Binding values in place: one prepared statement is reused for every row of a batch, and
/// each row's values are bound straight into it, so no `StatementArguments` (two arrays) is
/// built per row.
extension Statement {
    /// Binds `entity`'s row from parameter 1 on, then `extra` after it, ready for `execute()`.
    ///
    /// - Parameter columnCount: `E.columns.count`, read once per batch by the caller.
    /// - Throws: a `DatabaseError` when SQLite refuses a value (a string or blob over its
    ///   size limit, out of memory).
    func bindRow<E: Entity>(of entity: E, columnCount: Int, then extra: DatabaseValue?) throws {
        startBinding()
        var row = EntityRow(binding: sqliteStatement)
        entity.encode(to: &row)
        precondition(
            Int(row.count) == columnCount,
            "\(E.self).encode(to:) wrote \(row.count) values for \(columnCount) columns: append one value per column, in `columns` order")
        if let extra { row.append(extra) }
        try check(row.bindingFailure)
    }

    /// Binds `values` from parameter 1 on, ready for `execute()`.
    func bindValues(_ values: some Collection<DatabaseValue>) throws {
        startBinding()
        var row = EntityRow(binding: sqliteStatement)
        for value in values { row.append(value) }
        try check(row.bindingFailure)
    }

    /// Resets the statement and clears its bindings. GRDB's `setUncheckedArguments` with no
    /// arguments does exactly that, and marks the (now in-place) bindings as the ones
    /// `execute()` runs with.
    private func startBinding() {
        setUncheckedArguments(StatementArguments())
    }

    private func check(_ code: CInt) throws {
        guard code != 0 else { return }
        throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot bind a value", sql: sql)
    }
}
