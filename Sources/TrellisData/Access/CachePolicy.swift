/// Where a read through ``DataAccess`` may get its data.
public enum CachePolicy: Sendable, Equatable, CaseIterable {
    /// The store's value first (if any), then the server's; offline, the store's value stands
    /// and the network error comes with it.
    case cacheThenNetwork
    /// Only the server's value (saved to the store on the way); offline, an error.
    case networkOnly
    /// Only the store's value; never touches the network.
    case cacheOnly
}

/// One value delivered by ``DataAccess``, with where it came from.
///
/// Screens show ``value`` and need not know its origin; a status line may say "offline"
/// when ``networkError`` is set.
public struct Fetched<Value: Sendable>: Sendable {
    /// Where a loaded value came from.
    public enum Origin: Sendable, Equatable {
        /// The local store.
        case cache
        /// The server (already saved to the store).
        case network
    }

    /// The data.
    public let value: Value
    /// Where it came from.
    public let origin: Origin
    /// Set when the network was tried and failed, so this value is the store's.
    public let networkError: (any Error)?

    /// A loaded value.
    public init(value: Value, origin: Origin, networkError: (any Error)? = nil) {
        self.value = value
        self.origin = origin
        self.networkError = networkError
    }
}

/// Why ``DataAccess`` could not deliver anything.
public enum DataAccessError: Error, Sendable, CustomStringConvertible {
    /// `cacheOnly` and the store has nothing for the resource.
    case notCached(resource: String)
    /// The network failed and the store had nothing to fall back on.
    case unavailable(resource: String, networkError: any Error)
    /// The store failed.
    case store(StoreError)

    public var description: String {
        switch self {
        case .notCached(let resource): "nothing is stored for \(resource) yet, and the network may not be used"
        case .unavailable(let resource, let error): "\(resource) could not be loaded: \(error)"
        case .store(let error): "\(error)"
        }
    }
}
