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
    public internal(set) var currentState: R.State

    /// Where errors from effects without a `catch:` go, so that none is dropped silently.
    /// The default prints them to standard error; tests replace it to assert on them.
    public var errorHandler: @MainActor (ReactorError) -> Void = { error in
        printToStandardError("[TrellisReactor] \(error)")
    }

    weak var reactor: R?
    var isBuilt = false
    var actionStep: ((R.Action) -> R.Action?)?
    var mutationStep: ((R.Mutation) -> R.Mutation?)?
    var stateStep: ((R.State) -> R.State?)?

    enum Pending {
        case action(R.Action)
        case mutation(R.Mutation)
        case state(R.State)
    }
    var pending: [Pending] = []
    var pendingHead = 0
    var isDispatching = false

    var observers: [(id: Int, body: @MainActor (R.State) -> Void)] = []
    var nextObserverID = 0
    var effects = EffectTasks()
    var mutationDelivery: Delivery<R.Mutation>!

    /// Test-kit hooks (``TrellisReactorTesting``): a stub that takes actions instead of
    /// the pipeline, and a tap on every mutation reduced.
    var actionInterceptor: (@MainActor (R.Action) -> Void)?
    var mutationTap: (@MainActor (R.Mutation, _ fromEffect: Bool) -> Void)?
    var isDeliveringFromEffect = false

    /// A runtime whose reactor starts in `initialState`.
    public init(initialState: R.State) {
        currentState = initialState
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
