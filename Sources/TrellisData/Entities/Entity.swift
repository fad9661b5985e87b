import Foundation
import GRDB

/// A value the app syncs from the server and keeps in the ``EntityStore``: a breed, a sighting.
///
/// Facebook's `FBEntity` has an id, a URL, a last-sync time, an "is data stale" flag, parent
/// collections and edges, and parses itself from a response with an error. Here an entity is
/// a `Sendable` value: it has an `id` (it is `Identifiable`) and a canonical link made from
/// it (``url(for:)``, ``url``), describes its table (``columns``, in a fixed order) and its row
/// (``encode(to:)`` and ``databaseValues``), decodes itself from the network representation
/// (``NetworkDecodable/init(network:)``), and reads itself back from a row (``init(reading:)``,
/// or by column name with ``init(row:)``). Its last-sync time
/// and staleness are kept by the store beside it (``Synced``), so the value stays immutable.
///
/// A row is described either way: ``databaseValues`` alone (``encode(to:)`` then appends that
/// array), or ``encode(to:)``, which the store binds straight into its statement, with
/// ``databaseValues`` derived from it by ``EntityRow/values(of:)``. Implement at least
/// ``databaseValues``, or both as below: deriving ``databaseValues`` from the default
/// ``encode(to:)`` would call itself forever.
///
/// ```swift
/// struct Breed: Entity {
///     static let entityName = "breed"
///     static let columns: [EntityColumn] = [.init("id", .integer), .init("name", .text), .init("origin", .text)]
///     static func url(for id: Int64) -> String? { "cats://cat/\(id)" }
///     let id: Int64; let name: String; let origin: String
///     func encode(to row: inout EntityRow) { row.append(id); row.append(name); row.append(origin) }
///     var databaseValues: [DatabaseValue] { EntityRow.values(of: self) }
///     init(reading row: inout EntityRowReader) throws {
///         id = try row.next(); name = try row.next(); origin = try row.next()
///     }
///     init(network object: NetworkObject) throws(EntityDecodingError) {
///         id = try object.id(); name = try object.string("name"); origin = try object.string("origin")
///     }
/// }
/// ```
public protocol Entity: NetworkDecodable, Identifiable where ID: EntityID {
    /// The table's columns in row order; the first is the primary key and is named `id`.
    static var columns: [EntityColumn] { get }

    /// The entity's canonical link, made from its id (Facebook's `FBEntity` URL): what a deep
    /// link, a change event or a log names the entity by, such as `cats://cat/12`. The default
    /// is `nil`: the entity has no link of its own.
    static func url(for id: ID) -> String?

    /// The row's values in ``columns`` order.
    var databaseValues: [DatabaseValue] { get }

    /// Appends the row's values to `row` in ``columns`` order, one per column.
    ///
    /// The store binds them straight into its prepared statement, so an upsert builds no array
    /// per entity. The default appends ``databaseValues``.
    func encode(to row: inout EntityRow)

    /// Reads an entity back from its row.
    ///
    /// Read every column with GRDB's throwing `row.decode(_:forColumn:)`, never the
    /// trapping `row["name"]` subscript: a file edited by hand, a blob in a text column,
    /// a NULL or a dropped column must be a thrown error, which the store reports with
    /// the table, the row and the column and then skips the row.
    ///
    /// The row may be the statement's current row, valid only during this call: read what
    /// you need from it, never keep it.
    ///
    /// The default reads the row's columns by position through ``init(reading:)``.
    init(row: Row) throws

    /// Reads an entity back from its row, one value per column in ``columns`` order: the
    /// mirror of ``encode(to:)``, and what the store calls for every row it reads.
    ///
    /// Each value is read by its index, where ``init(row:)`` finds each column by name
    /// (a hashed, case-insensitive look-up per column per row, half of a list read of a
    /// small entity). The same rules hold: the reader's `next()` throws what GRDB's
    /// `row.decode` throws, and the row is valid only during this call. The default
    /// calls ``init(row:)``. Implement at least one of the two: each default calls the
    /// other.
    init(reading row: inout EntityRowReader) throws
}

/// The kinds of id an entity may have: integers or strings, stored as they are.
public protocol EntityID: Hashable, Sendable, DatabaseValueConvertible, CustomStringConvertible {}
extension Int64: EntityID {}
extension Int: EntityID {}
extension String: EntityID {}

/// One column of an entity's table.
public struct EntityColumn: Sendable, Equatable {
    /// The column's name, which is also the field name in change events.
    public let name: String
    /// How SQLite stores it.
    public let type: Database.ColumnType
    /// Whether the column may hold NULL.
    public let isOptional: Bool
    /// Whether the column is indexed (edges index their parent column).
    public let isIndexed: Bool

    /// Describes a column; the first column of ``Entity/columns`` is the primary key.
    public init(_ name: String, _ type: Database.ColumnType, optional: Bool = false, indexed: Bool = false) {
        self.name = name
        self.type = type
        self.isOptional = optional
        self.isIndexed = indexed
    }
}

extension Entity {
    /// Reads the entity with ``init(row:)``, by column name.
    public init(reading row: inout EntityRowReader) throws {
        try self.init(row: row.row)
    }

    /// Reads the entity by position with ``init(reading:)``, the row's columns laid out once
    /// for this row.
    public init(row: Row) throws {
        var reader = EntityRowReader(row: row, layout: EntityRowLayout(Self.self, resultColumns: Array(row.columnNames)))
        try self.init(reading: &reader)
    }

    /// The table's name: the entity's name.
    public static var tableName: String { entityName }

    /// No link: an entity type has one when it says so.
    public static func url(for id: ID) -> String? { nil }

    /// This entity's canonical link (see ``url(for:)``).
    public var url: String? { Self.url(for: id) }

    /// The names of the columns whose values differ between `old` and `new`, in column order.
    ///
    /// - Complexity: O(*c*) for *c* columns.
    public static func changedFields(from old: Self, to new: Self) -> [String] {
        changedFields(from: old.databaseValues, to: new.databaseValues)
    }

    static func changedFields(from old: [DatabaseValue], to new: [DatabaseValue]) -> [String] {
        guard old.count == columns.count, new.count == columns.count else { return columns.map(\.name) }
        var fields: [String] = []
        for (index, column) in columns.enumerated() where old[index] != new[index] {
            fields.append(column.name)
        }
        return fields
    }
}
