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
        let read = try await read { db in try ReadRows<E>(db, sql: sql, arguments: [id.databaseValue], logger: logger) }
        guard let synced = read.first else { return nil }
        // Another read may have filled the map meanwhile: the map's value is the one value for this id.
        if let held = cache.values[id] { return held }
        if generation == writeGeneration { cache.values[id] = synced }
        return synced
    }

    /// Every stored entity of this type, in id order; each joins the identity map.
    ///
    /// Inlinable, as GRDB's `fetchAll` is, so an app's read of its own entity type is
    /// specialized for it (the rows decoded with a direct call, not through the protocol).
    @inlinable
    public func all<E: Entity>(_ type: E.Type) async throws(StoreError) -> [E] {
        let logger = logger
        let generation = writeGeneration
        let rows = try await read { db in
            try ReadRows<E>(db, sql: "SELECT * FROM \(E.tableName.quotedDatabaseIdentifier) ORDER BY id", logger: logger)
        }
        return remember(rows, readAt: generation, isEveryRow: true)
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
        let rows = try await read { db in try ReadRows<Child>(db, sql: sql, arguments: [key], logger: logger) }
        let children = remember(rows, readAt: generation)
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
        let rows = try await read { db in try ReadRows<E>(db, sql: sql, arguments: [name], logger: logger) }
        return remember(rows, readAt: generation)
    }

    /// The values of a list read that began at write generation `generation`: the rows the
    /// identity map does not hold yet join it — unless a batch was written while the read was in
    /// flight, when the map is left alone (the read may be older than what the batch wrote).
    ///
    /// The values are returned as read: with no write in between, the map's value for an id it
    /// holds is the same row. Once a read of every row of the type filled the map, and no batch
    /// was written since, the map holds every row and list reads skip it (``EntityCache/completeAt``).
    @usableFromInline func remember<E: Entity>(_ rows: ReadRows<E>, readAt generation: UInt64, isEveryRow: Bool = false) -> [E] {
        guard generation == writeGeneration else { return rows.values }
        let cache = cache(E.self)
        if cache.completeAt != generation {
            for index in rows.values.indices where cache.values[rows.values[index].id] == nil {
                cache.values[rows.values[index].id] = rows.synced(at: index)
            }
            if isEveryRow { cache.completeAt = generation }
        }
        return rows.values
    }

    /// Runs `body` on one of GRDB's readers (side by side with other reads on a file), off
    /// the actor and off the cooperative pool's threads.
    @usableFromInline func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(StoreError) -> T {
        do {
            return try await database.read(body)
        } catch {
            throw StoreError.from(error, path: location.description, waited: busyTimeout)
        }
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
    ) async throws(DataAccessError) -> Fetched<E> {
        let stored: Synced<E>?
        do { stored = try await entity(type, id: id) } catch { throw .store(error) }
        if let stored, !stored.isStale(under: policy, at: now) {
            return Fetched(value: stored.value, origin: .cache)
        }
        let fresh: E
        do {
            fresh = try await fetch(id)
        } catch {
            guard let stored else { throw .unavailable(resource: "\(E.entityName) \(id)", networkError: error) }
            return Fetched(value: stored.value, origin: .cache, networkError: error)
        }
        do { try await upsert([fresh], syncedAt: now) } catch { throw .store(error) }
        return Fetched(value: fresh, origin: .network)
    }
}
