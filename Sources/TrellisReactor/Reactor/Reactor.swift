/// A screen's (or a cell's, or a button's) logic: actions in, state out, nothing else.
///
/// ReactorKit's flow, as a type checked by the compiler:
/// `Action → mutate → Effect<Mutation> → reduce → State`.
///
/// - `mutate(_:)` decides what an action does: mutations now (``Effect/just(_:)``), async
///   work that sends mutations later (``Effect/run(priority:operation:catch:)``), or both.
/// - `reduce(_:_:)` is pure: it changes the state for one mutation, nothing more.
/// - `transform(action:)`, `transform(mutation:)` and `transform(state:)` are called once,
///   when the pipeline is built (on the first send or observation); a service's stream is
///   merged into the mutations there.
///
/// A reactor is `@MainActor`: its state is read and observed on the main actor, whatever
/// thread its effects ran on. `send(_:)` reduces synchronous mutations before it returns;
/// an action sent while reducing (from an observer, say) waits its turn instead of nesting.
///
/// ```swift
/// final class CounterReactor: Reactor {
///     enum Action { case increase }
///     struct State { var count = 0 }
///     let runtime = ReactorRuntime<CounterReactor>(initialState: State())
///
///     func reduce(_ state: inout State, _ mutation: Action) {
///         switch mutation { case .increase: state.count += 1 }
///     }
/// }
/// let counter = CounterReactor()
/// counter.send(.increase)
/// counter.currentState.count   // 1
/// ```
@MainActor
public protocol Reactor: AnyObject, SendableMetatype {
    /// What a view asks for.
    associatedtype Action: Sendable
    /// What changes the state; the action itself unless the reactor says otherwise.
    associatedtype Mutation: Sendable = Action
    /// What a view shows.
    associatedtype State: Sendable

    /// The reactor's state, queue and running effects. Store one per reactor:
    /// `let runtime = ReactorRuntime<Self>(initialState: State())`.
    var runtime: ReactorRuntime<Self> { get }

    /// What `action` does, as an effect that produces mutations.
    func mutate(_ action: Action) -> Effect<Mutation>

    /// Applies `mutation` to `state`. Pure: no effects, no sends, no reads of other state.
    func reduce(_ state: inout State, _ mutation: Mutation)

    /// Transforms the actions once, when the pipeline is built: merge in actions from
    /// elsewhere, filter or map them.
    func transform(action: ReactorStream<Action>) -> ReactorStream<Action>

    /// Transforms the mutations once, when the pipeline is built: merge a service's
    /// stream here (the current user, a model's event stream).
    func transform(mutation: ReactorStream<Mutation>) -> ReactorStream<Mutation>

    /// Transforms the states once, when the pipeline is built: derive fields, or merge
    /// in states that replace the current one.
    func transform(state: ReactorStream<State>) -> ReactorStream<State>
}

// MARK: - Defaults

extension Reactor {
    // By default each transform returns its stream unchanged.
    public func transform(action: ReactorStream<Action>) -> ReactorStream<Action> { action }
    public func transform(mutation: ReactorStream<Mutation>) -> ReactorStream<Mutation> { mutation }
    public func transform(state: ReactorStream<State>) -> ReactorStream<State> { state }
}

extension Reactor where Mutation == Action {
    /// Each action is its own mutation.
    @inlinable
    public func mutate(_ action: Action) -> Effect<Mutation> { .just(action) }
}

// MARK: - Sending and reading

extension Reactor {
    /// The state now. Always read on the main actor; never stale after `send(_:)` for the
    /// mutations the action produced synchronously.
    @inlinable
    public var currentState: State { runtime.currentState }

    /// Sends `action` through the pipeline.
    ///
    /// Mutations the action produces synchronously are reduced, and observers told, before
    /// `send` returns. Sent while the reactor is already reducing (from `reduce`'s
    /// observers, or a binding), the action is queued and handled after the current one.
    ///
    /// - Complexity: O(1) plus the reactor's `mutate`, `reduce` and observers.
    @inlinable
    public func send(_ action: Action) {
        runtime.send(action, to: self)
    }
}
