import Testing

@testable import TrellisReactor

/// A toast screen: a name that may be set to the same value, and a message pulse.
final class ToastReactor: Reactor {
    enum Action: Sendable {
        case rename(String)
        case toast(String)
        case touch
    }
    struct State: Equatable, Sendable {
        var name = "Tabby"
        var touches = 0
        @Pulse var message: String? = nil
    }

    let runtime = ReactorRuntime<ToastReactor>(initialState: State())

    func reduce(_ state: inout State, _ mutation: Action) {
        switch mutation {
        case .rename(let name): state.name = name
        case .toast(let message): state.message = message
        case .touch: state.touches += 1
        }
    }
}

@MainActor
@Suite struct ReactorObservingTests {
    @Test func aKeyPathObservationStartsFromTheStateAfterThePipelineIsBuilt() {
        // the pipeline's synchronous source renames the cat while it is built
        let reactor = PrimedToastReactor()
        var names: [String] = []
        let observation = reactor.observe(\.name) { names.append($0) }
        #expect(names == ["Mittens"])
        reactor.send(.rename("Tabby"))
        #expect(names == ["Mittens", "Tabby"])
        observation.cancel()
    }

    @Test func aPulseAssignedWhileThePipelineIsBuiltDoesNotFireLater() {
        let reactor = PrimedToastReactor()
        var messages: [String?] = []
        let observation = reactor.pulse(\.$message) { messages.append($0) }
        reactor.send(.touch)  // an unrelated change: the toast from the build is not news
        #expect(messages.isEmpty)
        reactor.send(.toast("hello"))
        #expect(messages == ["hello"])
        observation.cancel()
    }

    @Test func aKeyPathObservationEmitsOnlyDistinctValues() {
        let reactor = ToastReactor()
        var names: [String] = []
        let observation = reactor.observe(\.name) { names.append($0) }
        reactor.send(.touch)  // another field: nothing
        reactor.send(.rename("Tabby"))  // the same name: nothing
        reactor.send(.rename("Mittens"))
        reactor.send(.rename("Mittens"))
        #expect(names == ["Tabby", "Mittens"])
        observation.cancel()
    }

    @Test func aPulseFiresForEveryAssignmentEvenOfAnEqualValue() {
        let reactor = ToastReactor()
        reactor.send(.toast("old"))  // before observing: not replayed
        var messages: [String?] = []
        let observation = reactor.pulse(\.$message) { messages.append($0) }
        reactor.send(.toast("Saved"))
        reactor.send(.touch)  // no assignment: no pulse
        reactor.send(.toast("Saved"))
        #expect(messages == ["Saved", "Saved"])
        observation.cancel()
    }

    @Test func pulsesCompareByValueAndVersion() {
        var first = Pulse<Int>(wrappedValue: 1)
        let second = Pulse<Int>(wrappedValue: 1)
        #expect(first == second)
        first.wrappedValue = 1
        #expect(first != second)
        #expect(first.version == 1)
        #expect(first.description == "1 (pulse 1)")
    }

    @Test func statesStartWithTheCurrentStateThenFollowEveryChange() async {
        let reactor = ToastReactor()
        reactor.send(.touch)
        var iterator = reactor.states.makeAsyncIterator()
        #expect(await iterator.next()?.touches == 1)
        reactor.send(.touch)
        reactor.send(.rename("Mittens"))
        #expect(await iterator.next()?.touches == 2)
        #expect(await iterator.next()?.name == "Mittens")
    }

    @Test func distinctValuesAsAnAsyncSequence() async {
        let reactor = ToastReactor()
        var iterator = reactor.values(of: \.name).makeAsyncIterator()
        reactor.send(.rename("Tabby"))
        reactor.send(.rename("Mittens"))
        #expect(await iterator.next() == "Tabby")
        #expect(await iterator.next() == "Mittens")
    }

    @Test func aBagCancelsWhatItHoldsWhenEmptied() {
        let reactor = ToastReactor()
        let bag = BindingBag()
        var calls = 0
        reactor.observe { _ in calls += 1 }.store(in: bag)
        reactor.observe(\.touches) { _ in calls += 1 }.store(in: bag)
        #expect(bag.count == 2)
        bag.cancelAll()
        reactor.send(.touch)
        #expect(calls == 2)
        #expect(bag.count == 0)
    }

    @Test func droppingAnObservationEndsIt() {
        let reactor = ToastReactor()
        var calls = 0
        do {
            _ = reactor.observe { _ in calls += 1 }
        }
        reactor.send(.touch)
        #expect(calls == 1)
    }
}
