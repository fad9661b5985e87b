import Testing
import TrellisReactor
import TrellisReactorTesting
import TrellisViews

/// A like button view: shows the count, sends `.toggle` when tapped.
final class LikeButton: View, ReactorView {
    let reactorBinding = ReactorBinding<LikeReactor>()
    let label = Label()

    func bind(reactor: LikeReactor, in bag: BindingBag) {
        reactor.observe { [label] state in label.text = (state.isLiked ? "♥ " : "♡ ") + "\(state.likeCount)" }.store(in: bag)
    }

    func tap() { reactor?.send(.toggle) }
}

@MainActor
@Suite struct StubTests {
    @Test func aStubRecordsActionsAndSkipsTheLogic() {
        let api = FavoritesAPI()
        let reactor = LikeReactor(api: api, clock: TestClock())
        let stub = Stub(reactor)
        let button = LikeButton()
        button.reactor = reactor

        button.tap()
        button.tap()

        #expect(stub.actions == [.toggle, .toggle])
        #expect(stub.lastAction == .toggle)
        #expect(reactor.currentState.likeCount == 3)  // mutate and reduce never ran
        #expect(api.requestLog.isEmpty)
    }

    @Test func aStubForcesTheStateTheViewShows() {
        let reactor = LikeReactor(api: FavoritesAPI(), clock: TestClock())
        let stub = Stub(reactor)
        let button = LikeButton()
        button.reactor = reactor
        #expect(button.label.text == "♡ 3")
        stub.state.isLiked = true
        stub.state.likeCount = 99
        #expect(button.label.text == "♥ 99")
    }

    @Test func aStubbedReactorBuildsNoPipeline() {
        // given a reactor whose pipeline would rename the cat at once
        let reactor = PrimedToastReactor()
        let stub = Stub(reactor)
        var names: [String] = []
        let observation = reactor.observe(\.name) { names.append($0) }
        // then its transforms never ran: the view shows only what the test sets
        #expect(reactor.transformCount == 0)
        #expect(names == ["Tabby"])
        stub.state.name = "Rex"
        #expect(names == ["Tabby", "Rex"])
        reactor.send(.rename("Mittens"))
        #expect(stub.actions.count == 1)
        #expect(reactor.currentState.name == "Rex")
        observation.cancel()
    }

    @Test func aStubMadeAfterTheReactorWasObservedStopsItsStreams() async {
        let (names, continuation) = AsyncStream<String>.makeStream()
        let reactor = PrimedToastReactor(names: names)
        let observation = reactor.observe { _ in }
        #expect(reactor.runtime.runningStreamCount == 1)
        let stub = Stub(reactor)
        #expect(reactor.runtime.runningStreamCount == 0)
        stub.state.name = "Rex"
        continuation.yield("Felix")  // the service's stream no longer reaches the state
        continuation.finish()
        for _ in 0..<20 { await Task.yield() }
        #expect(reactor.currentState.name == "Rex")
        observation.cancel()
    }
}
