import Testing

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

    @Test func aSecondToggleInFlightWinsAndRollsBackOnlyOnce() async {
        let reactor = CatReactor(catID: 7, favoriteCount: 3, api: api, events: events)
        var errors = 0
        let pulse = reactor.pulse(\.$error) { _ in errors += 1 }

        reactor.send(.toggleFavorite)  // like: 4
        #expect(await eventually { api.waitingCount == 1 })
        reactor.send(.toggleFavorite)  // unlike: 3, the like request is cancelled
        #expect(reactor.currentState.favoriteCount == 3)
        #expect(await eventually { api.waitingCount == 1 && api.cancelled.value == 1 })

        api.answerOldest(with: .failure(.init()))  // the unlike fails: back to liked, once
        #expect(await eventually { reactor.runningEffectCountIsZero })
        #expect(reactor.currentState.isFavorite)
        #expect(reactor.currentState.favoriteCount == 4)
        #expect(errors == 1)
        #expect(api.requestLog == [true, false])
        pulse.cancel()
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
