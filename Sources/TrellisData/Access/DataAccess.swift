/// The one interface screens read data through (AAPL's `AAPLDataAccessManager`), so caching
/// can change underneath without any screen knowing where data came from.
///
/// A load delivers one or two ``Fetched`` values: with `cacheThenNetwork`, the store's value
/// (if any) and then the server's; offline, the store's value with the network error
/// attached. Tests substitute their own conformer.
///
/// ```swift
/// for try await loaded in access.load(.breeds(…), policy: .cacheThenNetwork) {
///     show(loaded.value)
///     if let error = loaded.networkError { status("offline: \(error)") }
/// }
/// ```
public protocol DataAccess: Sendable {
    /// Loads `resource` under `policy`.
    ///
    /// - Returns: the values as they arrive; the sequence throws ``DataAccessError`` when
    ///   nothing at all can be delivered.
    func load<Value: Sendable>(_ resource: DataResource<Value>, policy: CachePolicy) -> AsyncThrowingStream<Fetched<Value>, any Error>
}

/// ``DataAccess`` over a store and a network: the three cache policies, once.
public struct CachingDataAccess: DataAccess {
    /// Makes the data-access layer; the resources carry the store and network calls.
    public init() {}

    public func load<Value: Sendable>(
        _ resource: DataResource<Value>, policy: CachePolicy
    ) -> AsyncThrowingStream<Fetched<Value>, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    try await Self.run(resource, policy: policy) { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    static func run<Value: Sendable>(
        _ resource: DataResource<Value>, policy: CachePolicy, deliver: (Fetched<Value>) -> Void
    ) async throws {
        var cached: Value?
        if policy != .networkOnly {
            do { cached = try await resource.cached() } catch let error as StoreError { throw DataAccessError.store(error) }
            if let cached { deliver(Fetched(value: cached, origin: .cache)) }
        }
        switch policy {
        case .cacheOnly:
            if cached == nil { throw DataAccessError.notCached(resource: resource.name) }
        case .cacheThenNetwork, .networkOnly:
            let fetched: Value
            do {
                fetched = try await resource.fetch()
            } catch {
                if error is CancellationError || Task.isCancelled { throw error }
                guard let cached else { throw DataAccessError.unavailable(resource: resource.name, networkError: error) }
                deliver(Fetched(value: cached, origin: .cache, networkError: error))
                return
            }
            let stored: Value
            do { stored = try await resource.save(fetched) } catch let error as StoreError { throw DataAccessError.store(error) }
            deliver(Fetched(value: stored, origin: .network))
        }
    }
}
