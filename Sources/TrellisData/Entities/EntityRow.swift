import Foundation
import GRDB
import GRDBSQLite

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
    ///
    /// Text (a `String`, or a `DatabaseValue` holding one) is bound from the string's own
    /// storage: GRDB's `bind(to:at:)` passes a string as a C string, which copies it into a
    /// new array first, about a tenth of an upsert. It ends at its first NUL, as it does
    /// through GRDB (SQLite reads a C string to its end).
    @inlinable
    public mutating func append(_ value: some DatabaseValueConvertible) {
        count += 1
        guard let statement else {
            values.append(value.databaseValue)
            return
        }
        // Specialized for a column's type, each cast is decided when compiling.
        let code: CInt
        if let text = value as? String {
            code = Self.bindText(text, to: statement, at: count)
        } else if let stored = value as? DatabaseValue, case .string(let text) = stored.storage {
            code = Self.bindText(text, to: statement, at: count)
        } else {
            code = value.bind(to: statement, at: count)
        }
        if code != 0, bindingFailure == 0 { bindingFailure = code }
    }

    @usableFromInline
    static func bindText(_ value: String, to statement: SQLiteStatement, at index: CInt) -> CInt {
        var value = value
        return value.withUTF8 { text in
            guard let base = text.baseAddress else { return sqlite3_bind_text(statement, index, "", 0, transient) }
            let length = memchr(base, 0, text.count).map { UnsafeRawPointer(base).distance(to: $0) } ?? text.count
            guard length <= CInt.max else { return SQLITE_TOOBIG }
            return base.withMemoryRebound(to: CChar.self, capacity: length) { characters in
                sqlite3_bind_text(statement, index, characters, CInt(length), transient)
            }
        }
    }

    /// SQLite's `SQLITE_TRANSIENT`: it copies the text before the call returns.
    private static var transient: sqlite3_destructor_type { unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self) }

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
