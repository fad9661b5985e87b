/// The stores a session holds (Facebook's `apiSessionStore`, `sessionDiskStore`, `store`),
/// by type. The app puts its data layer's stores here; the shell never sees their module.
///
/// Stores that are ``Invalidating`` are invalidated when the session is.
public struct SessionStores: Sendable {
    var stores: [ObjectIdentifier: any Sendable] = [:]
    var names: [String] = []

    /// Makes an empty set of stores.
    public init() {}

    /// Adds (or replaces) the store of type `Store`.
    public mutating func insert<Store: Sendable>(_ store: Store) {
        if stores.updateValue(store, forKey: ObjectIdentifier(Store.self)) == nil { names.append(String(describing: Store.self)) }
    }

    /// The store of type `Store`, if the session has one.
    public func store<Store: Sendable>(_ type: Store.Type = Store.self) -> Store? {
        stores[ObjectIdentifier(type)] as? Store
    }

    /// The stores that need invalidating with the session.
    var invalidating: [any Invalidating] { stores.values.compactMap { $0 as? any Invalidating } }
}
