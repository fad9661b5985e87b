import CatsAPI
import Testing
import TrellisReactor

@testable import CatsKit

/// A load and the store's changes reach the list on separate streams, so a load read before
/// a change can be delivered after it (a favorite's count moved at once, then the catalog's
/// first load lands): the load must not undo the change the screen already shows.
@MainActor
@Suite struct CatsListReactorLastChangesTests {
    let reactor = CatsListReactor(services: FakeCatsServices(breeds: ListFixtures.breeds).services)

    /// The first fixture breed with one more favorite: what the store's change brings.
    var changed: Breed {
        var breed = ListFixtures.breeds[0]
        breed.favoriteCount += 1
        return breed
    }

    @Test func aLoadReadBeforeAChangeKeepsTheChange() {
        var state = CatsListReactor.State(segment: .all, query: "")
        reactor.reduce(&state, .breeds(.begin))
        reactor.reduce(&state, .breedChanged(changed))
        reactor.reduce(&state, .breeds(.finish(ListFixtures.breeds)))  // read before the change
        #expect(state.breeds.value?.map(\.id) == ListFixtures.breeds.map(\.id))
        #expect(state.breeds.value?.first == changed)
        let rest: [Breed] = Array(state.breeds.value?.dropFirst() ?? [])
        #expect(rest == Array(ListFixtures.breeds.dropFirst()))
    }

    @Test func withoutChangesALoadIsTakenAsItIs() {
        var state = CatsListReactor.State(segment: .all, query: "")
        reactor.reduce(&state, .breeds(.finish(ListFixtures.breeds)))
        #expect(state.breeds.value == ListFixtures.breeds)
    }
}

/// The detail's breed, likewise: its load never undoes a change to the breed it has shown.
@MainActor
@Suite struct CatDetailReactorLastChangeTests {
    @Test func aLoadReadBeforeAChangeKeepsTheChange() {
        let reactor = CatDetailReactor(breedID: 1, services: FakeCatsServices(breeds: ListFixtures.breeds).services)
        var changed = ListFixtures.breeds[0]
        changed.favoriteCount += 1
        var state = reactor.currentState
        reactor.reduce(&state, .breed(.begin))
        reactor.reduce(&state, .breedChanged(changed))
        reactor.reduce(&state, .breed(.finish(ListFixtures.breeds[0])))
        #expect(state.breed.value == changed)
    }
}
