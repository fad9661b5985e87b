/// Something a screen reads, described once: how to read it from the store, how to fetch it
/// from the server, and how to save what was fetched.
///
/// ```swift
/// extension DataResource where Value == [Breed] {
///     static func breeds(store: EntityStore, networker: Networker, api: CatsAPI) -> Self {
///         DataResource(name: "breeds",
///             cached: { let all = try await store.all(Breed.self); return all.isEmpty ? nil : all },
///             fetch: { try await networker.entities(api.breeds(), as: Breed.self) },
///             save: { try await store.upsert($0, syncedAt: Date()) })
///     }
/// }
/// ```
public struct DataResource<Value: Sendable>: Sendable {
    /// The resource's name in errors.
    public let name: String
    let cached: @Sendable () async throws -> Value?
    let fetch: @Sendable () async throws -> Value
    /// Stores a fetched value and returns what the store now holds, which is what is delivered.
    let save: @Sendable (Value) async throws -> Value

    /// Describes a resource.
    ///
    /// - Parameters:
    ///   - name: for errors and logs.
    ///   - cached: the store's value, or `nil` when it has none.
    ///   - fetch: the server's value.
    ///   - save: stores a fetched value (so the next cached read and every observer see it).
    public init(
        name: String,
        cached: @escaping @Sendable () async throws -> Value?,
        fetch: @escaping @Sendable () async throws -> Value,
        save: @escaping @Sendable (Value) async throws -> Void
    ) {
        self.name = name
        self.cached = cached
        self.fetch = fetch
        self.save = { value in
            try await save(value)
            return value
        }
    }

    /// Describes a resource whose store merges what the server sent with what only this
    /// device knows yet, and delivers the merge rather than the server's value.
    ///
    /// Facebook's entity store hands screens the stored entity, not the response: when the
    /// store keeps local changes the server has not heard of (an optimistic favorite count),
    /// delivering the server's value would show the screen a number the store does not hold.
    ///
    /// ```swift
    /// DataResource(name: "breeds", cached: { try await store.all(Breed.self) },
    ///     fetch: { try await networker.send(.breeds()) },
    ///     merge: { try await ledger.takeCatalog($0) })   // the server's counts + queued changes
    /// ```
    ///
    /// - Parameters:
    ///   - name: for errors and logs.
    ///   - cached: the store's value, or `nil` when it has none.
    ///   - fetch: the server's value.
    ///   - merge: stores a fetched value and returns what the store now holds.
    public init(
        name: String,
        cached: @escaping @Sendable () async throws -> Value?,
        fetch: @escaping @Sendable () async throws -> Value,
        merge: @escaping @Sendable (Value) async throws -> Value
    ) {
        self.name = name
        self.cached = cached
        self.fetch = fetch
        self.save = merge
    }
}
