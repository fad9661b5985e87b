/// Work a reactor's `mutate(_:)` asks for: mutations now, mutations later, or both.
///
/// An effect is a description, not running work: the reactor's runtime interprets it.
/// Mutations from ``just(_:)`` (and from the synchronous start of ``merge(_:)-(Effect<Output>...)`` and
/// ``concat(_:)-(Effect<Output>...)``) are reduced before `send(_:)` returns; ``run(priority:operation:catch:)``
/// runs off the main actor and sends its mutations back onto it.
///
/// ```swift
/// func mutate(_ action: Action) -> Effect<Mutation> {
///     switch action {
///     case .toggleFavorite:
///         let liked = !currentState.isFavorite
///         let confirmed = currentState.confirmedFavorite           // what the server holds
///         return .concat(
///             .just(.setFavorite(liked)),                          // the count moves at once
///             .run { send in
///                 try await api.setFavorite(liked, cat: id)
///                 await send(.confirm(liked))
///             } catch: { _ in .rollback(to: confirmed) }           // not `!liked`: that like may never have landed
///         )
///         .cancellable(id: FavoriteRequest.self, cancelInFlight: true) // the latest intent wins
///     }
/// }
/// ```
public struct Effect<Output: Sendable>: Sendable {
    // `.just` and `.none`, the common answers of `mutate`, allocate nothing; the cases
    // that hold a resilient `TaskPriority` or an `EffectID`'s existential are `indirect`,
    // so that the enum is a word and a tag of fixed layout, and a specialized caller copies
    // and destroys an effect inline. Held in place, the priority left the layout unknown
    // until run time and the existential made it five words: either way every `send`
    // copied and destroyed its effect through the generic value witnesses (a third of a
    // one-observer action; `trellis-bench reactor`). The cancellable effect's inner effect
    // is held in a one-element array.
    @usableFromInline
    enum Operation: Sendable {
        case none
        case just(Output)
        indirect case run(TaskPriority?, @Sendable (Send<Output>) async throws -> Void, catch: (@Sendable (any Error) -> Output?)?)
        case merge([Effect])
        case concat([Effect])
        indirect case cancellable(id: EffectID, cancelInFlight: Bool, [Effect])
        indirect case cancel(id: EffectID)
    }

    @usableFromInline
    let operation: Operation

    @inlinable
    init(_ operation: Operation) { self.operation = operation }

    /// No work.
    public static var none: Effect { Effect(.none) }

    /// `mutation`, reduced before `send(_:)` returns.
    @inlinable
    public static func just(_ mutation: Output) -> Effect { Effect(.just(mutation)) }

    /// Async work off the main actor that sends mutations with `send`.
    ///
    /// An error it throws goes to `handler`, whose mutation (if any) is sent; without a
    /// handler, the error is reported to the reactor's ``ReactorRuntime/errorHandler``.
    /// Cancellation is not an error: a cancelled effect reports nothing and its late
    /// sends are dropped.
    ///
    /// - Parameters:
    ///   - priority: The task's priority.
    ///   - operation: The work; `send` hops to the main actor and applies a mutation.
    ///   - handler: Maps a thrown error to a mutation, or to `nil` to ignore it on purpose.
    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (Send<Output>) async throws -> Void,
        catch handler: (@Sendable (any Error) -> Output?)? = nil
    ) -> Effect {
        Effect(.run(priority, operation, catch: handler))
    }

    /// Runs `effects` side by side.
    public static func merge(_ effects: Effect...) -> Effect { merge(effects) }

    /// Runs `effects` side by side.
    public static func merge(_ effects: [Effect]) -> Effect {
        let work = effects.filter { if case .none = $0.operation { false } else { true } }
        return work.count == 1 ? work[0] : Effect(.merge(work))
    }

    /// Runs `effects` one after another, each when the one before has finished.
    public static func concat(_ effects: Effect...) -> Effect { concat(effects) }

    /// Runs `effects` one after another, each when the one before has finished.
    public static func concat(_ effects: [Effect]) -> Effect {
        let work = effects.filter { if case .none = $0.operation { false } else { true } }
        return work.count == 1 ? work[0] : Effect(.concat(work))
    }

    /// This effect, cancellable with ``cancel(id:)``; with `cancelInFlight`, work already
    /// running under `id` is cancelled first, so the latest one wins.
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
        Effect(.cancellable(id: EffectID(id), cancelInFlight: cancelInFlight, [self]))
    }

    /// Cancels the work running under `id`.
    public static func cancel(id: some Hashable & Sendable) -> Effect {
        Effect(.cancel(id: EffectID(id)))
    }
}

/// What a cancellable effect is known by: any hashable, sendable value.
public struct EffectID: Hashable, Sendable, CustomStringConvertible {
    let base: any Hashable & Sendable

    init(_ id: some Hashable & Sendable) {
        base = id
    }

    public static func == (lhs: EffectID, rhs: EffectID) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        AnyHashable(base).hash(into: &hasher)
    }

    public var description: String { String(describing: base) }
}
