import TrellisReactor

/// The reactor page's logic, ReactorKit's counter: `Action → mutate → Mutation → reduce →
/// State`, with a history of what it received kept in its state, so the page shows the
/// flow as it happens.
///
/// Every action is first recorded (``Mutation/received(_:)``), then does its work: most
/// produce one mutation at once (``TrellisReactor/Effect/just(_:)``); ``Action/double``
/// runs an effect off the main actor that sends its mutation back later.
///
/// ```swift
/// let counter = CounterReactor()
/// counter.send(.increase)
/// counter.currentState.count        // 1
/// counter.currentState.actions      // ["increase"]
/// ```
public final class CounterReactor: Reactor {
    /// What the page asks.
    public enum Action: String, Sendable, Equatable {
        /// Count one more.
        case increase
        /// Count one fewer.
        case decrease
        /// Back to zero.
        case reset
        /// Double the count in an effect (the mutation comes back later).
        case double
    }

    /// What changes the state.
    public enum Mutation: Sendable, Equatable {
        /// An action arrived (recorded before its work).
        case received(Action)
        /// The count moves by an amount.
        case add(Int)
        /// The count becomes a value.
        case set(Int)
    }

    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The count.
        public var count = 0
        /// The actions received, oldest first.
        public var actions: [String] = []
        /// The mutations reduced, oldest first.
        public var mutations: [String] = []
    }

    public let runtime = ReactorRuntime<CounterReactor>(initialState: State())

    /// A counter at zero.
    public init() {}

    public func mutate(_ action: Action) -> Effect<Mutation> {
        let work: Effect<Mutation>
        switch action {
        case .increase: work = .just(.add(1))
        case .decrease: work = .just(.add(-1))
        case .reset: work = .just(.set(0))
        case .double:
            let count = currentState.count
            work = .run { send in await send(.set(count * 2)) }
        }
        return .concat(.just(.received(action)), work)
    }

    public func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .received(let action):
            state.actions.append(action.rawValue)
            return
        case .add(let amount): state.count += amount
        case .set(let value): state.count = value
        }
        state.mutations.append(Self.describe(mutation))
    }

    /// `add(1)`, `set(0)`.
    static func describe(_ mutation: Mutation) -> String {
        switch mutation {
        case .received(let action): "received(\(action.rawValue))"
        case .add(let amount): "add(\(amount))"
        case .set(let value): "set(\(value))"
        }
    }
}
