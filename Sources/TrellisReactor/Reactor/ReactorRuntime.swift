import TrellisViews

/// What every reactor stores: its current state, the queue of actions waiting their turn,
/// its observers and its running effects.
///
/// A reactor holds exactly one, as `let runtime = ReactorRuntime<Self>(initialState: …)`;
/// everything else goes through the reactor (``Reactor/send(_:)``,
/// ``Reactor/currentState``, ``Reactor/observe(_:)``). When the reactor goes away, so does
/// its runtime, and every effect and merged stream it started is cancelled: no task
/// outlives its reactor.
@MainActor
public final class ReactorRuntime<R: Reactor> {
    /// The current state.
    ///
    /// Reading it while the reactor's `reduce` runs is a programmer's error and traps with
    /// a message: `reduce` is given the state `inout`, read it from there.
    @inlinable
    public var currentState: R.State {
        precondition(
            !isReducing, "\(R.self): currentState was read inside reduce(_:_:), which holds the state inout; use its state parameter")
        return _currentState
    }

    // Not checked by Swift's dynamic exclusivity enforcement, which cost a fifth of a send:
    // the only overlapping access is a read or write of the state during `reduce`, which
    // `isReducing` turns into the trap above (and `replaceState`'s) with a clearer message.
    @usableFromInline @exclusivity(unchecked)
    var _currentState: R.State
    /// Whether `reduce` holds `_currentState` inout right now.
    @usableFromInline @exclusivity(unchecked)
    var isReducing = false

    /// Where errors from effects without a `catch:` go, so that none is dropped silently.
    /// The default prints them to standard error; tests replace it to assert on them.
    public var errorHandler: @MainActor (ReactorError) -> Void = { error in
        printToStandardError("[TrellisReactor] \(error)")
    }

    weak var reactor: R?

    // The runtime's own bookkeeping is never accessed overlapping (one main-actor turn at a
    // time, no inout escapes), so it skips the dynamic exclusivity checks that dominated a
    // send; the state's one overlapping access is caught by `isReducing`.
    @usableFromInline @exclusivity(unchecked)
    var isBuilt = false
    @usableFromInline @exclusivity(unchecked)
    var actionStep: ((R.Action) -> R.Action?)?
    @usableFromInline @exclusivity(unchecked)
    var mutationStep: ((R.Mutation) -> R.Mutation?)?
    @usableFromInline @exclusivity(unchecked)
    var stateStep: ((R.State) -> R.State?)?

    @usableFromInline
    enum Pending {
        case action(R.Action)
        case mutation(R.Mutation)
        case state(R.State)
    }
    @usableFromInline @exclusivity(unchecked)
    var pending: [Pending] = []
    var pendingHead = 0
    @usableFromInline @exclusivity(unchecked)
    var isDispatching = false

    @usableFromInline @exclusivity(unchecked)
    var observers: [(id: Int, body: @MainActor (R.State) -> Void)] = []
    var nextObserverID = 0
    var effects = EffectTasks()
    /// Set when the pipeline is built, before any effect can start.
    var mutationDelivery: Delivery<R.Mutation>!

    /// Test-kit hooks (``TrellisReactorTesting``): a stub that takes actions instead of
    /// the pipeline, and a tap on every mutation reduced.
    @usableFromInline @exclusivity(unchecked)
    var actionInterceptor: (@MainActor (R.Action) -> Void)?
    /// Set by a stub: the pipeline is never built (no transform, no merged stream).
    var isStubbed = false
    @usableFromInline @exclusivity(unchecked)
    var mutationTap: (@MainActor (R.Mutation, _ fromEffect: Bool) -> Void)?
    var isDeliveringFromEffect = false

    /// A runtime whose reactor starts in `initialState`.
    public init(initialState: R.State) {
        _currentState = initialState
    }

    isolated deinit {
        effects.cancelAll()
    }

    /// How many effects are running, not counting the streams merged by `transform(…)`.
    public var runningEffectCount: Int { effects.count }

    /// The ids of the cancellable effects still running, sorted by their descriptions.
    public var runningEffectIDs: [String] { effects.runningIDs.map(\.description) }

    /// How many streams merged by `transform(…)` are running (they end with the reactor).
    public var runningStreamCount: Int { effects.streamCount }
}

/// An error an effect threw with no `catch:` to map it to a mutation.
public struct ReactorError: Error, CustomStringConvertible {
    /// The reactor's type.
    public var reactorType: String
    /// What was thrown.
    public var error: any Error

    public var description: String {
        "\(reactorType): an effect threw \(error) (map it with .run(catch:) to handle it)"
    }
}
