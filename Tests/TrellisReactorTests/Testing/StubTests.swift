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
}
