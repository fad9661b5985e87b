/// Optimistic updates with rollback (Drrrible's like/unlike): show the user's intent now,
/// ask the server, and put back what the server has if it refuses.
///
/// For each key (a cat's id) the mutation keeps what is shown and what the server last
/// confirmed. ``set(_:to:confirmed:)`` applies the new value at once (the `apply` closure
/// it was made with publishes the events), then sends requests until the server holds what is shown:
///
/// - Latest intent wins: a second `set` while a request for the same key is in flight
///   changes what is shown at once but starts no second request; when the first returns,
///   one more request is sent only if the shown value still differs from the confirmed one.
/// - No double rollback: a failure rolls back once, to the confirmed value, and only if what
///   is shown differs from it (if the user already toggled back, nothing is published).
/// - The final state matches the server's: every caller returns (or throws) only when the
///   key is settled, and what is shown then is what the server confirmed.
///
/// ```swift
/// let favorites = OptimisticMutation<Int64, Bool>(
///     apply: { id, isFavorite in try? await store.upsert([cat(id).with(isFavorite)]) },
///     request: { id, isFavorite in try await networker.send(.setFavorite(id, isFavorite)) })
/// try await favorites.set(3, to: true, confirmed: false)
/// ```
public actor OptimisticMutation<Key: Hashable & Sendable, Value: Equatable & Sendable> {
    struct Slot {
        var shown: Value
        var confirmed: Value
        var waiters: [CheckedContinuation<Value, any Error>] = []
    }

    let apply: @Sendable (Key, Value) async -> Void
    let request: @Sendable (Key, Value) async throws -> Void
    var slots: [Key: Slot] = [:]
    var lastApply: Task<Void, Never>?

    /// Makes a mutation.
    ///
    /// - Parameters:
    ///   - apply: shows a value: publishes the events (and writes the store) for `key` taking
    ///     `value`; called for the optimistic change and, with the confirmed value, for a rollback.
    ///   - request: asks the server to make `key` take `value`; throws if it refuses.
    public init(
        apply: @escaping @Sendable (Key, Value) async -> Void,
        request: @escaping @Sendable (Key, Value) async throws -> Void
    ) {
        self.apply = apply
        self.request = request
    }

    /// Whether a request for `key` is in flight.
    public func isInFlight(_ key: Key) -> Bool { slots[key] != nil }

    /// Shows `value` for `key` now and settles it with the server.
    ///
    /// - Parameters:
    ///   - key: what the value belongs to (a cat's id).
    ///   - value: the user's intent, shown at once.
    ///   - confirmed: what the server holds now, used when no request for `key` is in flight
    ///     (while one is, the mutation already knows).
    /// - Returns: the value the server confirmed, which is what is shown.
    /// - Throws: the request's error when the shown value had to be rolled back.
    @discardableResult
    public func set(_ key: Key, to value: Value, confirmed: Value) async throws -> Value {
        if let slot = slots[key] {
            if slot.shown != value {
                slots[key]?.shown = value
                await show(key, value)
            }
            return try await withCheckedThrowingContinuation { continuation in
                slots[key]?.waiters.append(continuation)
            }
        }
        guard value != confirmed else { return confirmed }
        slots[key] = Slot(shown: value, confirmed: confirmed)
        await show(key, value)
        return try await settle(key)
    }

    /// Runs `apply` after every earlier one finished, so what is shown follows call order
    /// even when `apply` suspends.
    func show(_ key: Key, _ value: Value) async {
        let previous = lastApply
        let apply = apply
        let task = Task {
            await previous?.value
            await apply(key, value)
        }
        lastApply = task
        await task.value
    }

    /// Sends requests until the server holds what is shown; on failure rolls back once and
    /// stops, unless a newer intent arrived during the rollback (then that one is sent).
    func settle(_ key: Key) async throws -> Value {
        var failure: (any Error)?
        while let slot = slots[key], slot.shown != slot.confirmed {
            do {
                try await request(key, slot.shown)
                slots[key]?.confirmed = slot.shown
                failure = nil
            } catch {
                failure = error
                guard let now = slots[key], now.shown != now.confirmed else {
                    failure = nil  // the user already went back to what the server holds
                    continue
                }
                slots[key]?.shown = now.confirmed
                await show(key, now.confirmed)
            }
        }
        guard let slot = slots.removeValue(forKey: key) else { preconditionFailure("OptimisticMutation lost its slot") }
        let outcome: Result<Value, any Error> = failure.map { .failure($0) } ?? .success(slot.confirmed)
        for waiter in slot.waiters { waiter.resume(with: outcome) }
        return try outcome.get()
    }
}
