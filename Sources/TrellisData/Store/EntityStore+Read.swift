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
    public func entity<E: Entity>(_ type: E.Type, id: E.ID) async throws(StoreError) -> Synced<E>? {
        let cache = cache(E.self)
        if let synced = cache.values[id] { return synced }
        let sql = "SELECT * FROM \(E.tableName.quotedDatabaseIdentifier) WHERE id = ?"
        let logger = logger
        let generation = writeGeneration
        let read: [Synced<E>] = try await read { db in
            try Self.readable(Row.fetchAll(db, sql: sql, arguments: [id.databaseValue]), logger: logger)
        }
        guard let synced = read.first else { return nil }
        // Another read may have filled the map meanwhile: the map's value is the one value for this id.
        if let held = cache.values[id] { return held }
        if generation == writeGeneration { cache.values[id] = synced }
        return synced
    }

    /// Every stored entity of this type, in id order; each joins the identity map.
    public func all<E: Entity>(_ type: E.Type) async throws(StoreError) -> [E] {
        let logger = logger
        let generation = writeGeneration
        let synced = try await read { db in
            try Self.readable(Row.fetchAll(db, sql: "SELECT * FROM \(E.tableName.quotedDatabaseIdentifier) ORDER BY id"), logger: logger)
                as [Synced<E>]
        }
        return remember(synced, readAt: generation)
    }

    /// The children of a parent along an edge (a cat's sightings), in id order.
    ///
    /// - Complexity: O(1) once this parent's children were read (warm);
    ///   one indexed query otherwise. A write of any child of this parent forgets the list.
    public func children<Parent: Entity, Child: Entity>(
        of parentID: Parent.ID, via edge: EntityEdge<Parent, Child>
    ) async throws(StoreError) -> [Child] {
        let cache = cache(Child.self)
        let key = parentID.databaseValue
        if let children = cache.edges[edge.column]?[key] { return children }
        let sql = "SELECT * FROM \(Child.tableName.quotedDatabaseIdentifier) WHERE \(edge.column.quotedDatabaseIdentifier) = ? ORDER BY id"
        let logger = logger
        let generation = writeGeneration
        let synced: [Synced<Child>] = try await read { db in try Self.readable(Row.fetchAll(db, sql: sql, arguments: [key]), logger: logger)
        }
        let children = remember(synced, readAt: generation)
        if generation == writeGeneration { cache.edges[edge.column, default: [:]][key] = children }
        return children
    }

    /// The entities of a named collection, in its order; ids with no stored entity are skipped.
    public func collection<E: Entity>(_ name: String, of type: E.Type) async throws(StoreError) -> [E] {
        let sql = """
            SELECT e.* FROM trellis_collection c JOIN \(E.tableName.quotedDatabaseIdentifier) e ON e.id = c.entity_id
            WHERE c.name = ? ORDER BY c.position
            """
        let logger = logger
        let generation = writeGeneration
        let synced: [Synced<E>] = try await read { db in try Self.readable(Row.fetchAll(db, sql: sql, arguments: [name]), logger: logger) }
        return remember(synced, readAt: generation)
    }

    /// The values of a list read that began at write generation `generation`: the identity
    /// map's for the ids it holds, and the rest join it — unless a batch was written while the
    /// read was in flight, when the read's own snapshot is returned as it is and the map is
    /// left alone (it may be older than what the batch wrote).
    func remember<E: Entity>(_ synced: [Synced<E>], readAt generation: UInt64) -> [E] {
        guard generation == writeGeneration else { return synced.map(\.value) }
        let cache = cache(E.self)
        return synced.map { fresh in
            if let known = cache.values[fresh.value.id] { return known.value }
            cache.values[fresh.value.id] = fresh
            return fresh.value
        }
    }

    /// Runs `body` on one of GRDB's readers (side by side with other reads on a file), off
    /// the actor and off the cooperative pool's threads.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(StoreError) -> T {
        do {
            return try await database.read(body)
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
        do { stored = try await entity(type, id: id) } catch { throw .store(error) }
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
        do { try await upsert([fresh], syncedAt: now) } catch { throw .store(error) }
        return Loaded(value: fresh, origin: .network)
    }
}
