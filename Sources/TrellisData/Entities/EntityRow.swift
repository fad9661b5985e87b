import GRDB

/// An entity's row as it is written: ``Entity/encode(to:)`` appends the values in
/// ``Entity/columns`` order.
///
/// When the ``EntityStore`` upserts, the row binds each value straight into its prepared
/// statement, so writing an entity builds no array and no `StatementArguments` (on a large
/// sync those allocations cost more than SQLite's insert itself). The same method also
/// collects the values into an array (``values(of:)``): an entity that implements
/// ``Entity/encode(to:)`` derives ``Entity/databaseValues`` from it, so the two never disagree.
///
/// ```swift
/// func encode(to row: inout EntityRow) {
///     row.append(id)
///     row.append(name)
///     row.append(origin)
/// }
/// var databaseValues: [DatabaseValue] { EntityRow.values(of: self) }
/// ```
public struct EntityRow {
    @usableFromInline let statement: SQLiteStatement?
    /// The values appended, when the row collects them rather than binding them.
    @usableFromInline var values: [DatabaseValue] = []
    /// How many values were appended.
    @usableFromInline var count: CInt = 0
    /// The first result code of an `sqlite3_bind_*` call that was not `SQLITE_OK` (0).
    @usableFromInline var bindingFailure: CInt = 0

    /// A row that binds its values to `statement`, from parameter 1 on.
    init(binding statement: SQLiteStatement) {
        self.statement = statement
    }

    /// A row that collects its values.
    init() {
        statement = nil
    }

    /// Appends the next column's value.
    @inlinable
    public mutating func append(_ value: some DatabaseValueConvertible) {
        count += 1
        if let statement {
            let code = value.bind(to: statement, at: count)
            if code != 0, bindingFailure == 0 { bindingFailure = code }
        } else {
            values.append(value.databaseValue)
        }
    }

    /// The values `entity` writes, in ``Entity/columns`` order.
    public static func values(of entity: some Entity) -> [DatabaseValue] {
        var row = EntityRow()
        row.values.reserveCapacity(type(of: entity).columns.count)
        entity.encode(to: &row)
        return row.values
    }
}

extension Entity {
    /// Appends ``databaseValues``: entities that only describe their row as an array still
    /// write through the store's in-place binding, at the cost of that array.
    public func encode(to row: inout EntityRow) {
        for value in databaseValues { row.append(value) }
    }
}
