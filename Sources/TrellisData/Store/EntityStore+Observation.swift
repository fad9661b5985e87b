import GRDB

extension EntityStore {
    /// Follows a query: its results now, then again after every committed write that changes
    /// them, each as a ``QueryChange`` against the previous result.
    ///
    /// Built on GRDB's `ValueObservation`: a write from anywhere through this store (a sync,
    /// another screen) reaches every observer of a query it affects. Results that compare
    /// equal to the previous ones are not delivered. A slow observer gets the newest result,
    /// diffed against the last one it received.
    ///
    /// ```swift
    /// for try await change in store.observe(.collection("favorites", of: Breed.self)) {
    ///     apply(change.inserted, change.updated, change.deleted)
    /// }
    /// ```
    /// - Throws: (from the sequence) ``StoreError`` if the query cannot be read.
    public nonisolated func observe<E: Entity>(_ query: EntityQuery<E>) -> AsyncThrowingStream<QueryChange<E>, any Error> {
        let logger = logger
        let observation = ValueObservation.tracking { db in
            try query.fetch(db, logger: logger).map(RowValues.init)
        }.removeDuplicates()
        let results = observation.values(in: database, bufferingPolicy: .bufferingNewest(1))
        let path = location.description
        return AsyncThrowingStream { continuation in
            let task = Task {
                var previous: [E]?
                do {
                    for try await rows in results {
                        let current = rows.map(\.entity)
                        continuation.yield(QueryChange(previous: previous, current: current))
                        previous = current
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: StoreError.from(error, path: path))
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

/// An entity with its column values, so observations can drop results equal to the last.
struct RowValues<E: Entity>: Sendable, Equatable {
    let entity: E
    let values: [DatabaseValue]

    init(_ entity: E) {
        self.entity = entity
        values = entity.databaseValues
    }

    static func == (lhs: RowValues, rhs: RowValues) -> Bool { lhs.values == rhs.values }
}

extension EntityStore {
    /// Follows the query `query` makes of the current key, switching when `keys` changes
    /// (ReactiveX's `switchMap`): the values of the query for the key now, then after every
    /// committed write that changes them; when the key changes, the old observation is
    /// cancelled and the new key's values follow. A key with no query (`nil`: nobody signed
    /// in) shows an empty list. The stream ends when `keys` is finished.
    ///
    /// ```swift
    /// store.observe(following: session.currentUser) { user in
    ///     user.map { .collection("favorites.\($0.id)", of: Breed.self) }
    /// }
    /// ```
    /// - Throws: (from the sequence) ``StoreError`` if a query cannot be read.
    public nonisolated func observe<Key: Equatable & Sendable, E: Entity>(
        following keys: ReplayedValue<Key>, _ query: @escaping @Sendable (Key) -> EntityQuery<E>?
    ) -> AsyncThrowingStream<[E], any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                var following: Task<Void, Never>?
                var followed: Key?
                for await key in keys.values where followed != .some(key) {
                    followed = key
                    following?.cancel()
                    guard let query = query(key) else {
                        continuation.yield([])
                        continue
                    }
                    following = Task {
                        do {
                            for try await change in observe(query) { continuation.yield(change.values) }
                        } catch {
                            // A cancelled observation (the key changed) is not a failure.
                            if !Task.isCancelled { continuation.finish(throwing: error) }
                        }
                    }
                }
                following?.cancel()
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
