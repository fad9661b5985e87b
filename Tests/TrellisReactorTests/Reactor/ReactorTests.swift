import Testing

@testable import TrellisReactor

/// A counter whose every action is its own mutation, with counters on its transforms.
final class CounterReactor: Reactor {
    enum Action: Equatable, Sendable {
        case increase
        case add(Int)
        case ignored
    }
    struct State: Equatable, Sendable { var count = 0 }

    let runtime = ReactorRuntime<CounterReactor>(initialState: State())
    var transformCalls = 0
    var reduceDepth = 0
    var deepestReduce = 0

    func reduce(_ state: inout State, _ mutation: Action) {
        reduceDepth += 1
        deepestReduce = max(deepestReduce, reduceDepth)
        defer { reduceDepth -= 1 }
        switch mutation {
        case .increase: state.count += 1
        case .add(let amount): state.count += amount
        case .ignored: break
        }
    }

    func transform(action: ReactorStream<Action>) -> ReactorStream<Action> {
        transformCalls += 1
        return action.filter { $0 != .ignored }
    }

    func transform(state: ReactorStream<State>) -> ReactorStream<State> {
        transformCalls += 1
        return state.map { state in
            var capped = state
            capped.count = min(capped.count, 1_000)
            return capped
        }
    }
}

@MainActor
@Suite struct ReactorTests {
    @Test func aSynchronousMutationIsInTheStateWhenSendReturns() {
        let reactor = CounterReactor()
        reactor.send(.increase)
        #expect(reactor.currentState.count == 1)
        reactor.send(.add(41))
        #expect(reactor.currentState.count == 42)
    }

    @Test func transformsAreCalledOnceWhenThePipelineIsBuilt() {
        let reactor = CounterReactor()
        #expect(reactor.transformCalls == 0)
        for _ in 0..<5 { reactor.send(.increase) }
        _ = reactor.observe { _ in }
        #expect(reactor.transformCalls == 2)
    }

    @Test func theActionTransformFiltersAndTheStateTransformDerives() {
        let reactor = CounterReactor()
        var seen: [Int] = []
        let observation = reactor.observe { seen.append($0.count) }
        reactor.send(.ignored)  // filtered out: no reduce, no state
        reactor.send(.add(5_000))  // capped by transform(state:)
        #expect(seen == [0, 1_000])
        observation.cancel()
    }

    @Test func anActionSentFromAnObserverIsQueuedNotNested() {
        let reactor = CounterReactor()
        var seen: [Int] = []
        let observation = reactor.observe { state in
            seen.append(state.count)
            if state.count == 1 {
                reactor.send(.add(10))
                // queued: the outer mutation's observers run to the end first
                #expect(reactor.currentState.count == 1)
            }
        }
        reactor.send(.increase)
        #expect(reactor.currentState.count == 11)  // the queued action ran before send returned
        #expect(seen == [0, 1, 11])
        #expect(reactor.deepestReduce == 1)
        observation.cancel()
    }

    @Test func aCancelledObservationHearsNothingMore() {
        let reactor = CounterReactor()
        var calls = 0
        let observation = reactor.observe { _ in calls += 1 }
        reactor.send(.increase)
        observation.cancel()
        reactor.send(.increase)
        #expect(calls == 2)
        #expect(!observation.isActive)
    }
}
