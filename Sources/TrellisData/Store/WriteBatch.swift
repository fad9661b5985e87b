import Foundation
import GRDB

/// The writes of one transaction: everything in a batch lands together or not at all.
///
/// ```swift
/// try await store.write { batch in
///     batch.upsert(breeds, syncedAt: now)
///     batch.delete(Sighting.self, ids: [7])
///     batch.setCollection("favorites", of: Breed.self, ids: [3, 1])
/// }
/// ```
public struct WriteBatch: Sendable {
    var operations: [any BatchOperation] = []

    /// An empty batch.
    public init() {}

    /// Inserts these entities, or updates the ones already stored; stamps them as synced at
    /// `syncedAt` when they came from the server (nil for local edits).
    public mutating func upsert<E: Entity>(_ entities: [E], syncedAt: Date? = nil) {
        operations.append(UpsertOperation(entities: entities, syncedAt: syncedAt))
    }

    /// Deletes the entities with these ids; missing ids are ignored.
    public mutating func delete<E: Entity>(_ type: E.Type, ids: [E.ID]) {
        operations.append(DeleteOperation<E>(ids: ids))
    }

    /// Replaces the named ordered collection (Facebook's `FBEntityCollection`) with these ids.
    public mutating func setCollection<E: Entity>(_ name: String, of type: E.Type, ids: [E.ID]) {
        operations.append(CollectionOperation<E>(name: name, ids: ids))
    }

    /// Edits the named ordered collection inside the transaction: `edit` gets the ids stored
    /// now and returns the new ones. A change, not a snapshot: whatever another writer (a
    /// second connection, another process) committed before this transaction is kept.
    public mutating func editCollection<E: Entity>(
        _ name: String, of type: E.Type, _ edit: @escaping @Sendable ([E.ID]) -> [E.ID]
    ) {
        operations.append(CollectionEditOperation<E>(name: name, edit: edit))
    }

    /// Whether the batch has no writes.
    public var isEmpty: Bool { operations.isEmpty }
}

/// One write of a batch. It first takes what it needs from the identity map (on the actor),
/// then runs inside the transaction on GRDB's queue touching only that snapshot, then, once
/// the transaction committed, updates the map and publishes its changes (on the actor).
protocol BatchOperation: Sendable {
    func prepare(store: isolated EntityStore) -> any PreparedOperation
}

/// An operation with its snapshot of the identity map, ready to run in a transaction.
protocol PreparedOperation: Sendable {
    func execute(in db: Database) throws -> any CommittedEffect
}

/// What an operation changes once its transaction committed.
protocol CommittedEffect: Sendable {
    func apply(to store: isolated EntityStore)
}
