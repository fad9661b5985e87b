import Foundation
import GRDB
import Logging

extension EntityStore {
    /// The entity with this id and its last-sync time, from the identity map or the database.
    ///
    /// A stored row that cannot be read is logged (``StoreError/unreadableRow(entity:id:message:)``)
    /// and reads as absent, as in a list: a refresh then replaces it, and an app does not
    /// refuse to start over one damaged row.
    ///
    /// - Complexity: O(1) once the entity was read or written (warm); one indexed query otherwise.
    public func entity<E: Entity>(_ type: E.Type, id: E.ID) throws(StoreError) -> Synced<E>? {
        let cache = cache(E.self)
        if let synced = cache.values[id] { return synced }
        let sql = "SELECT * FROM \(E.tableName.quotedDatabaseIdentifier) WHERE id = ?"
        let logger = logger
        let read: [Synced<E>] = try read { db in
            try Self.readable(Row.fetchAll(db, sql: sql, arguments: [id.databaseValue]), logger: logger)
        }
        guard let synced = read.first else { return nil }
        cache.values[id] = synced
        return synced
    }

    /// Every stored entity of this type, in id order; each joins the identity map.
    public func all<E: Entity>(_ type: E.Type) throws(StoreError) -> [E] {
        let logger = logger
        let synced = try read { db in
            try Self.readable(Row.fetchAll(db, sql: "SELECT * FROM \(E.tableName.quotedDatabaseIdentifier) ORDER BY id"), logger: logger)
                as [Synced<E>]
        }
        return remember(synced)
    }

    /// The children of a parent along an edge (a cat's sightings), in id order.
    ///
    /// - Complexity: O(1) once this parent's children were read (warm);
    ///   one indexed query otherwise. A write of any child of this parent forgets the list.
    public func children<Parent: Entity, Child: Entity>(
        of parentID: Parent.ID, via edge: EntityEdge<Parent, Child>
    ) throws(StoreError) -> [Child] {
        let cache = cache(Child.self)
        let key = parentID.databaseValue
        if let children = cache.edges[edge.column]?[key] { return children }
        let sql = "SELECT * FROM \(Child.tableName.quotedDatabaseIdentifier) WHERE \(edge.column.quotedDatabaseIdentifier) = ? ORDER BY id"
        let logger = logger
        let synced: [Synced<Child>] = try read { db in try Self.readable(Row.fetchAll(db, sql: sql, arguments: [key]), logger: logger) }
        let children = remember(synced)
        cache.edges[edge.column, default: [:]][key] = children
        return children
    }

    /// The entities of a named collection, in its order; ids with no stored entity are skipped.
    public func collection<E: Entity>(_ name: String, of type: E.Type) throws(StoreError) -> [E] {
        let sql = """
            SELECT e.* FROM trellis_collection c JOIN \(E.tableName.quotedDatabaseIdentifier) e ON e.id = c.entity_id
            WHERE c.name = ? ORDER BY c.position
            """
        let logger = logger
        let synced: [Synced<E>] = try read { db in try Self.readable(Row.fetchAll(db, sql: sql, arguments: [name]), logger: logger) }
        return remember(synced)
    }

    func remember<E: Entity>(_ synced: [Synced<E>]) -> [E] {
        let cache = cache(E.self)
        return synced.map { fresh in
            if let known = cache.values[fresh.value.id] { return known.value }
            cache.values[fresh.value.id] = fresh
            return fresh.value
        }
    }

    func read<T>(_ body: @Sendable (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try database.read(body)
        } catch {
            throw StoreError.from(error, path: location.description, waited: busyTimeout)
        }
    }

    /// Reads a row written by the store back as a synced entity.
    ///
    /// - Throws: ``StoreError/unreadableRow(entity:id:message:)`` for a damaged row.
    static func synced<E: Entity>(_ type: E.Type) -> @Sendable (Row) throws(StoreError) -> Synced<E> {
        { row throws(StoreError) in
            do {
                let synced = try row.decode(Double?.self, forColumn: "_synced_at")
                return Synced(try E(row: row), lastSyncTime: synced.map(Date.init(timeIntervalSince1970:)))
            } catch {
                throw StoreError.unreadable(row, entity: E.entityName, error: error)
            }
        }
    }

    /// The rows that read as entities; each damaged one is logged as a
    /// ``StoreError/unreadableRow(entity:id:message:)`` and skipped, so one bad row
    /// (a file edited by hand, an old build's leftovers) never hides the others.
    ///
    /// The rows are copied out of SQLite (`fetchAll`) before they are read: GRDB then
    /// decodes a `String` from its `DatabaseValue`, which refuses a blob that is not UTF-8,
    /// where a statement-backed row would let SQLite coerce it to text silently.
    static func readable<E: Entity>(_ rows: [Row], logger: Logger) -> [Synced<E>] {
        let read = synced(E.self)
        var entities: [Synced<E>] = []
        for row in rows {
            do {
                entities.append(try read(row))
            } catch {
                logger.error("skipped a damaged row: \(error)", metadata: ["table": "\(E.tableName)"])
            }
        }
        return entities
    }
}

extension EntityStore {
    /// The entity with this id, refreshed from the server first when it is missing or stale
    /// under `policy` (Facebook's `isDataStale` → sync).
    ///
    /// - Parameters:
    ///   - type: the entity type.
    ///   - id: the entity's id.
    ///   - policy: how long a synced value stays fresh.
    ///   - now: the current time (tests pass their own).
    ///   - fetch: fetches the entity from the server; the result is stored as synced now.
    /// - Returns: the fresh value from the network, or the stored one with the refresh error
    ///   when the network failed; `nil` origin never happens: missing and unfetchable throws.
    /// - Throws: ``DataAccessError/unavailable(resource:networkError:)`` when nothing is
    ///   stored and the fetch failed; ``DataAccessError/store(_:)`` when the store failed.
    public func entity<E: Entity>(
        _ type: E.Type, id: E.ID, refreshingIfStale policy: StalenessPolicy, now: Date = Date(),
        using fetch: @Sendable (E.ID) async throws -> E
    ) async throws(DataAccessError) -> Loaded<E> {
        let stored: Synced<E>?
        do { stored = try entity(type, id: id) } catch { throw .store(error) }
        if let stored, !stored.isStale(under: policy, at: now) {
            return Loaded(value: stored.value, origin: .cache)
        }
        let fresh: E
        do {
            fresh = try await fetch(id)
        } catch {
            guard let stored else { throw .unavailable(resource: "\(E.entityName) \(id)", networkError: error) }
            return Loaded(value: stored.value, origin: .cache, networkError: error)
        }
        do { try upsert([fresh], syncedAt: now) } catch { throw .store(error) }
        return Loaded(value: fresh, origin: .network)
    }
}
