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
/// - No double rollback: a failure rolls back once, to the confirmed value (what the server
///   holds, never the value of an earlier intent it did not confirm), and only if what is
///   shown is the value it refused (if the user already went back, nothing is published;
///   if the user asked for a third value meanwhile, that one is sent).
/// - Every `set` returns: its caller is counted before the mutation waits for anything, so
///   an intent that arrives while the key settles is never left behind.
/// - The final state matches the server's: every caller returns (or throws) only when the
///   key is settled and every `apply` it caused has finished, and what is shown then is
///   what the server confirmed.
/// - A caller's cancellation does not reach the requests: the intent is already shown, so
///   the key is settled in a task of the mutation's own, and the caller still returns
///   when it is.
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
    /// One per key being settled; a slot goes away only after its waiters were answered.
    var slots: [Key: Slot] = [:]
    /// The last `apply` queued; each waits for the one before it.
    var lastApply: Task<Void, Never>?
    /// How many calls of ``set(_:to:confirmed:)`` have reached the actor: a test that plays
    /// steps against the mutation waits for each caller to arrive before the next step (a
    /// caller joining a key in flight changes nothing else it could see).
    var setsReceived = 0
    /// How many answers to requests (accepted or refused) the settling tasks have taken in: a
    /// test that must play a step after the mutation saw an answer waits for this count.
    var answersTaken = 0

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
        // Nothing below suspends until the caller is a waiter of the slot: whatever the
        // settling task does meanwhile, it answers this caller.
        setsReceived += 1
        if slots[key] == nil {
            guard value != confirmed else { return confirmed }
            slots[key] = Slot(shown: confirmed, confirmed: confirmed)
            Task { await self.settle(key) }
        }
        if slots[key]?.shown != value {
            slots[key]?.shown = value
            show(key, value)
        }
        return try await withCheckedThrowingContinuation { continuation in
            // Runs on this actor before any suspension (the continuation inherits its isolation).
            guard slots[key] != nil else { preconditionFailure("OptimisticMutation lost the slot of a caller") }
            slots[key]?.waiters.append(continuation)
        }
    }
}
