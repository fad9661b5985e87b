import CatsAPI
import Testing
import TrellisReactor
import TrellisReactorTesting

@testable import CatsKit

@MainActor
@Suite struct CatDetailReactorTests {
    let fake = FakeCatsServices()

    func breed(_ id: Int64) -> Breed { fake.breeds.first { $0.id == id }! }

    @Test func loadingShowsTheBreedAndItsNameBecomesTheTitle() async {
        let store = TestStore(CatDetailReactor(breedID: 3, services: fake.services))
        #expect(store.state.title == "Cat 3")
        await store.send(.load)
        await store.receive(.setBreed(breed(3))) { $0.breed = self.breed(3) }
        #expect(store.state.title == "American Bobtail")
        #expect(store.state.line == "United States · Short or long")
        await store.finish()
    }

    @Test func anUnknownBreedIsALoadErrorNotACrash() async {
        let store = TestStore(CatDetailReactor(breedID: 999, services: fake.services))
        await store.send(.load)
        await store.receive(.setLoadError("nothing is stored for breed 999 yet, and the network may not be used")) {
            $0.loadError = "nothing is stored for breed 999 yet, and the network may not be used"
        }
        await store.finish()
    }

    @Test func togglingAsksTheServiceAndFollowsWhatItPublishes() async {
        let store = TestStore(CatDetailReactor(breedID: 3, services: fake.services))
        await store.send(.toggleFavorite)  // nothing changes until the service says so
        await store.receive(.setFavorite(true)) { $0.isFavorite = true }
        #expect(fake.requests.withLockedValue { $0 } == ["PUT /favorites/3"])
        await store.send(.toggleFavorite)
        await store.receive(.setFavorite(false)) { $0.isFavorite = false }
        #expect(fake.requests.withLockedValue { $0 } == ["PUT /favorites/3", "DELETE /favorites/3"])
        await store.finish()
    }

    @Test func aChangeMadeElsewhereReachesTheScreen() async {
        let store = TestStore(CatDetailReactor(breedID: 3, services: fake.services))
        await store.send(.select(.details))  // builds the pipeline
        try? await fake.services.favorites.setFavorite(3, true)  // the list made it a favorite
        await store.receive(.setFavorite(true)) { $0.isFavorite = true }
        try? await fake.services.favorites.setFavorite(5, true)  // another breed: nothing here
        await store.finish()
        #expect(store.unreceivedMutations.isEmpty)
    }

    @Test func aRefusalArrivesAsAnErrorAfterTheServiceRolledBack() async {
        let favorites = GatedFavorites()
        let services = CatsServices(
            catalog: FakeCatalog(fake: fake), favorites: favorites,
            account: FakeAccount(fake: fake), sync: FakeSync(fake: fake))
        let store = TestStore(CatDetailReactor(breedID: 7, services: services))
        await store.send(.toggleFavorite)
        await store.receive(.setFavorite(true)) { $0.isFavorite = true }  // optimistic
        favorites.writer.send([])  // the service rolls back
        await store.receive(.setFavorite(false)) { $0.isFavorite = false }
        await favorites.answer(refusing: "favorites are read-only today")
        let refusal = FavoriteError.refused(breedID: 7, reason: "favorites are read-only today")
        await store.receive(.refused(refusal)) { $0.error = refusal }
        await store.finish()
    }

    @Test func segmentsWrapBothWays() async {
        let store = TestStore(CatDetailReactor(breedID: 3, services: fake.services))
        await store.send(.nextSegment) { $0.segment = .sightings }
        await store.send(.nextSegment) { $0.segment = .details }
        await store.send(.previousSegment) { $0.segment = .sightings }
        await store.send(.select(.details)) { $0.segment = .details }
        await store.finish()
    }
}

@MainActor
@Suite struct FavoriteButtonReactorTests {
    @Test func itStartsFromTheServiceAndFollowsIt() async {
        let fake = FakeCatsServices(favorites: [3])
        let store = TestStore(FavoriteButtonReactor(breedID: 3, services: fake.services))
        #expect(store.state.isFavorite && store.state.title == "★ Favorite" && store.state.styleName == .favoriteButton)
        await store.send(.favoriteChanged(true))  // what the screen already shows: no change
        try? await fake.services.favorites.setFavorite(3, false)
        await store.receive(.favoriteChanged(false)) { $0.isFavorite = false }
        #expect(store.state.title == "☆ Favorite" && store.state.styleName == .button)
        await store.finish()
    }

    @Test func signingOutDisablesTheButton() async {
        let fake = FakeCatsServices()
        let store = TestStore(FavoriteButtonReactor(breedID: 3, services: fake.services))
        #expect(store.state.isEnabled)
        await store.send(.favoriteChanged(false))
        await fake.services.account.signOut()
        await store.receive(.signedInChanged(false)) { $0.isEnabled = false }
        _ = try? await fake.services.account.signIn("bo")
        await store.receive(.signedInChanged(true)) { $0.isEnabled = true }
        await store.finish()
    }
}
