import GRDB
import Logging

/// A query over one entity type that the store can run or observe.
///
/// ```swift
/// store.observe(.all(Breed.self))
/// store.observe(.children(of: 3, via: Sighting.breed))
/// store.observe(.collection("favorites", of: Breed.self))
/// ```
public struct EntityQuery<E: Entity>: Sendable, CustomStringConvertible {
    let sql: String
    let arguments: StatementArguments
    /// The query as it reads in logs: what it selects, and of which entity type.
    public let description: String

    /// Every entity of the type, in id order.
    public static func all(_ type: E.Type) -> EntityQuery {
        EntityQuery(
            sql: "SELECT * FROM \(E.tableName.quotedDatabaseIdentifier) ORDER BY id", arguments: [], description: "all \(E.entityName)")
    }

    /// The children of one parent along an edge, in id order.
    public static func children<Parent: Entity>(of parentID: Parent.ID, via edge: EntityEdge<Parent, E>) -> EntityQuery {
        EntityQuery(
            sql: "SELECT * FROM \(E.tableName.quotedDatabaseIdentifier) WHERE \(edge.column.quotedDatabaseIdentifier) = ? ORDER BY id",
            arguments: [parentID.databaseValue], description: "\(E.entityName) of \(Parent.entityName) \(parentID)")
    }

    /// The entities of a named collection, in the collection's order.
    public static func collection(_ name: String, of type: E.Type) -> EntityQuery {
        EntityQuery(
            sql: """
                SELECT e.* FROM trellis_collection c JOIN \(E.tableName.quotedDatabaseIdentifier) e ON e.id = c.entity_id
                WHERE c.name = ? ORDER BY c.position
                """,
            arguments: [name], description: "collection \(name) of \(E.entityName)")
    }

    /// Entities whose `column` equals `value`, in id order.
    public static func filter(_ type: E.Type, _ column: String, equals value: some DatabaseValueConvertible & Sendable) -> EntityQuery {
        precondition(E.columns.contains { $0.name == column }, "EntityQuery.filter: \(E.entityName) has no column \"\(column)\"")
        return EntityQuery(
            sql: "SELECT * FROM \(E.tableName.quotedDatabaseIdentifier) WHERE \(column.quotedDatabaseIdentifier) = ? ORDER BY id",
            arguments: [value.databaseValue], description: "\(E.entityName) where \(column) = \(value.databaseValue)")
    }

    /// The query's entities; a damaged row is logged and skipped (see ``EntityStore/all(_:)``).
    func fetch(_ db: Database, logger: Logger) throws -> [E] {
        try ReadRows<E>(db, sql: sql, arguments: arguments, logger: logger).values
    }
}
