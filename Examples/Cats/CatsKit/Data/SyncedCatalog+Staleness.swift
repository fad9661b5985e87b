import CatsAPI
import Foundation
import TrellisData

extension SyncedCatalog {
    /// When `part` was last synced, from the store's sync times (`Synced/lastSyncTime`,
    /// set by each upsert with `syncedAt:`): a list's is its oldest entry's, so one entry
    /// written only locally (a favorite count not yet confirmed) or never synced makes the
    /// whole list stale. An empty or missing list, or a store that cannot be read, has none.
    ///
    /// - Complexity: O(n) identity-map reads for a list of n, after one query when cold.
    func lastSynced(_ part: CatalogPart) async -> Date? {
        do {
            switch part {
            case .breeds:
                return try await oldest(try await store.all(Breed.self).map(\.id), of: Breed.self)
            case .breed(let id):
                return try await store.entity(Breed.self, id: id)?.lastSyncTime
            case .sightings(let breedID):
                return try await oldest(try await store.children(of: breedID, via: Sighting.breed).map(\.id), of: Sighting.self)
            }
        } catch {
            return nil
        }
    }

    /// The oldest sync time of the entities `ids`; `nil` for none, or when one never synced.
    private func oldest<E: Entity>(_ ids: [E.ID], of type: E.Type) async throws(StoreError) -> Date? {
        var oldest: Date?
        for id in ids {
            guard let synced = try await store.entity(E.self, id: id)?.lastSyncTime else { return nil }
            oldest = min(oldest ?? synced, synced)
        }
        return oldest
    }
}

extension CatsCatalog {
    /// What showing `part` loads: the stored copy at once, and the server's only when the
    /// stored copy is stale under `staleness` (`load` is called with `cacheThenNetwork`
    /// then, `cacheOnly` while fresh).
    ///
    /// ```swift
    /// catalog.showing(.breeds, under: services.staleness) { catalog.breeds(policy: $0) }
    /// ```
    public func showing<Value: Sendable>(
        _ part: CatalogPart, under staleness: CatsStaleness,
        _ load: @escaping @Sendable (CachePolicy) -> AsyncThrowingStream<Fetched<Value>, any Error>
    ) -> AsyncThrowingStream<Fetched<Value>, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let policy = staleness.cachePolicy(lastSynced: await lastSynced(part))
                    for try await loaded in load(policy) { continuation.yield(loaded) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
