import Testing
import TrellisTestSupport

@testable import TrellisReactor

@MainActor
@Suite struct CatReactorTests {
    let api = FavoritesAPI()
    let events = CatEvents()

    @Test func favoriteCountsAtOnceThenARefusalRollsBackWithAnErrorPulse() async {
        let reactor = CatReactor(catID: 7, favoriteCount: 3, api: api, events: events)
        var errors: [FavoriteError?] = []
        let pulse = reactor.pulse(\.$error) { errors.append($0) }

        reactor.send(.toggleFavorite)
        #expect(reactor.currentState.isFavorite)
        #expect(reactor.currentState.favoriteCount == 4)  // before the request answers

        #expect(await eventually { api.waitingCount == 1 })
        api.answerOldest(with: .failure(.init()))
        #expect(await eventually { !reactor.currentState.isFavorite })
        #expect(reactor.currentState.favoriteCount == 3)
        #expect(errors == [.requestFailed])
        pulse.cancel()
    }

    @Test func aSecondToggleInFlightWinsAndARefusalRestoresWhatTheServerHolds() async {
        let reactor = CatReactor(catID: 7, favoriteCount: 3, api: api, events: events)
        var errors = 0
        let pulse = reactor.pulse(\.$error) { _ in errors += 1 }

        reactor.send(.toggleFavorite)  // like: 4
        #expect(await eventually { api.waitingCount == 1 })
        reactor.send(.toggleFavorite)  // unlike: 3, the like request is cancelled
        #expect(reactor.currentState.favoriteCount == 3)
        #expect(await eventually { api.waitingCount == 1 && api.cancelled.value == 1 })

        // the unlike fails: the like was never confirmed, so the server holds "not liked",
        // which is what is shown; nothing to roll back, no error
        api.answerOldest(with: .failure(.init()))
        #expect(await eventually { reactor.runningEffectCountIsZero })
        #expect(!reactor.currentState.isFavorite)
        #expect(reactor.currentState.favoriteCount == 3)
        #expect(errors == 0)
        #expect(api.requestLog == [true, false])
        pulse.cancel()
    }

    @Test func aRefusedUnlikeAfterAConfirmedLikeGoesBackToLikedOnce() async {
        let reactor = CatReactor(catID: 7, favoriteCount: 3, api: api, events: events)
        var errors = 0
        let pulse = reactor.pulse(\.$error) { _ in errors += 1 }
        reactor.send(.toggleFavorite)
        #expect(await eventually { api.waitingCount == 1 })
        api.answerOldest(with: .success(()))
        #expect(await eventually { reactor.currentState.confirmedFavorite })

        reactor.send(.toggleFavorite)
        #expect(await eventually { api.waitingCount == 1 })
        api.answerOldest(with: .failure(.init()))
        #expect(await eventually { reactor.runningEffectCountIsZero && reactor.currentState.isFavorite })
        #expect(reactor.currentState.favoriteCount == 4)
        #expect(errors == 1)
        pulse.cancel()
    }

    @Test func aLikeConfirmedOnOneScreenIsWhatAnotherRollsBackTo() async {
        let list = CatReactor(catID: 7, favoriteCount: 3, api: api, events: events)
        let detail = CatReactor(catID: 7, favoriteCount: 3, api: api, events: events)
        let observations = [list, detail].map { $0.observe { _ in } }
        #expect(await eventually { events.listenerCount == 2 })
        // the detail screen likes, and the server confirms
        detail.send(.toggleFavorite)
        #expect(await eventually { api.waitingCount == 1 })
        api.answerOldest(with: .success(()))
        #expect(await eventually { list.currentState.confirmedFavorite })
        // the list unlikes, and the server refuses: both screens go back to liked
        list.send(.toggleFavorite)
        #expect(await eventually { api.waitingCount == 1 && !detail.currentState.isFavorite })
        api.answerOldest(with: .failure(.init()))
        #expect(await eventually { list.currentState.isFavorite && detail.currentState.isFavorite })
        #expect(list.currentState.favoriteCount == 4)
        #expect(detail.currentState.favoriteCount == 4)
        for observation in observations { observation.cancel() }
    }

    @Test func twoReactorsForTheSameCatStayInStepThroughTheEventStream() async {
        let list = CatReactor(catID: 7, favoriteCount: 3, api: api, events: events)
        let detail = CatReactor(catID: 7, favoriteCount: 3, api: api, events: events)
        let other = CatReactor(catID: 8, favoriteCount: 0, api: api, events: events)
        let observations = [list, detail, other].map { $0.observe { _ in } }
        #expect(await eventually { events.listenerCount == 3 })

        detail.send(.toggleFavorite)
        #expect(await eventually { list.currentState.isFavorite })
        #expect(list.currentState.favoriteCount == 4)
        #expect(detail.currentState.favoriteCount == 4)  // its own event changes nothing twice
        #expect(other.currentState == .init(catID: 8))

        api.answerOldest(with: .failure(.init()))
        #expect(await eventually { !list.currentState.isFavorite && !detail.currentState.isFavorite })
        #expect(list.currentState.favoriteCount == 3)
        #expect(detail.currentState.favoriteCount == 3)
        for observation in observations { observation.cancel() }
    }

    @Test func theEventStreamEndsWithTheReactor() async {
        var reactor: CatReactor? = CatReactor(catID: 7, api: api, events: events)
        _ = reactor?.observe { _ in }
        #expect(await eventually { events.listenerCount == 1 })
        reactor = nil
        #expect(await eventually { events.listenerCount == 0 })
    }
}

extension Reactor {
    var runningEffectCountIsZero: Bool { runtime.runningEffectCount == 0 }
}
