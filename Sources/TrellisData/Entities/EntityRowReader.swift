import GRDB

/// An entity's row as it is read back: ``Entity/init(reading:)`` takes the values in
/// ``Entity/columns`` order, as ``Entity/encode(to:)`` appended them to an ``EntityRow``.
///
/// GRDB's `row.decode(_:forColumn:)` finds a column by its name each time: a
/// case-insensitive dictionary look-up, a string hashed for every column of every row,
/// which was half of the time of a list read of a small entity. The reader is given
/// where each declared column sits in the query's result, worked out once per query, and
/// reads each value by its index, with GRDB's throwing `row.decode(_:atIndex:)`: the same
/// conversions and the same errors as by name. A column the table lacks (a file from an
/// older build) reads as GRDB reads a missing column by name: `nil` for an optional,
/// else an error naming it.
///
/// ```swift
/// init(reading row: inout EntityRowReader) throws {
///     id = try row.next()
///     name = try row.next()
///     origin = try row.next()
/// }
/// ```
///
/// Reading more values than ``Entity/columns`` declares is a programming error and traps.
public struct EntityRowReader {
    /// The row being read, for anything the declared columns do not cover. It may be the
    /// statement's current row, valid only while the entity reads it: never keep it.
    public let row: Row
    @usableFromInline let layout: EntityRowLayout
    /// The declared column the next value comes from.
    @usableFromInline var position = 0

    /// A reader of `row`, whose declared columns are where `layout` says.
    @inlinable
    init(row: Row, layout: EntityRowLayout) {
        self.row = row
        self.layout = layout
    }

    /// The next declared column's value.
    ///
    /// - Throws: GRDB's `RowDecodingError` when the value cannot be converted (a NULL for a
    ///   non-optional, a column the table lacks), as `row.decode(_:forColumn:)` would.
    @inlinable @inline(__always)
    public mutating func next<Value: DatabaseValueConvertible & StatementColumnConvertible>(
        _ type: Value.Type = Value.self
    ) throws -> Value {
        let column = advance()
        let index = layout.indexes[column]
        guard index >= 0 else { return try row.decode(Value.self, forColumn: layout.names[column]) }
        return try row.decode(Value.self, atIndex: index)
    }

    /// The next declared column's value, for a type that converts only from a
    /// `DatabaseValue` (a `Date`, a `UUID`, a type of the app's own).
    ///
    /// - Throws: GRDB's `RowDecodingError` when the value cannot be converted.
    @inlinable @inline(__always)
    public mutating func next<Value: DatabaseValueConvertible>(_ type: Value.Type = Value.self) throws -> Value {
        let column = advance()
        let index = layout.indexes[column]
        guard index >= 0 else { return try row.decode(Value.self, forColumn: layout.names[column]) }
        return try row.decode(Value.self, atIndex: index)
    }

    /// The declared column to read now; the reader moves on to the next.
    @inlinable @inline(__always)
    mutating func advance() -> Int {
        precondition(
            position < layout.indexes.count,
            "EntityRowReader: the entity read more values than the \(layout.indexes.count) columns it declares")
        defer { position += 1 }
        return position
    }
}

/// Where each of an entity's declared columns sits in a query's result columns: worked out
/// once per query, shared by the readers of its rows.
@usableFromInline
final class EntityRowLayout: Sendable {
    /// indexes[c]: the result column of declared column c, or -1 when the result lacks it.
    @usableFromInline let indexes: [Int]
    /// The declared columns' names, to report a missing one.
    @usableFromInline let names: [String]

    /// The layout of `E`'s columns among `resultColumns` (a statement's column names).
    /// Names match case-insensitively, the leftmost of equal names first, as GRDB's look-up
    /// by name does.
    @usableFromInline init<E: Entity>(_ type: E.Type, resultColumns: [String]) {
        var positions: [String: Int] = [:]
        for (index, name) in resultColumns.enumerated() where positions[name.lowercased()] == nil {
            positions[name.lowercased()] = index
        }
        names = E.columns.map(\.name)
        indexes = names.map { positions[$0.lowercased()] ?? -1 }
    }
}
