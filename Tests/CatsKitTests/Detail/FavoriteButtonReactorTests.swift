import CatsAPI
import Testing
import TrellisReactor
import TrellisReactorTesting
import TrellisTestSupport

@testable import CatsKit

/// The favorite has one owner, SQLite: the button reactor follows the favorites service's
/// observation of the stored list (no copy, no echo filter) and asks it for changes.
@MainActor
@Suite struct FavoriteButtonReactorTests {
    /// Builds the reactor's pipeline and receives what the services say now, in whichever
    /// order their two streams deliver it: nothing changes (it is where the state began).
    func start(_ store: TestStore<FavoriteButtonReactor>) async {
        _ = store.reactor.observe { _ in }
        #expect(await eventually { store.unreceivedMutations.count == 2 })
        for mutation in store.unreceivedMutations { await store.receive(mutation) }
    }

    @Test func itTakesTheStoredFavoritesAndFollowsThem() async {
        let fake = FakeCatsServices(favorites: [3])
        let store = TestStore(FavoriteButtonReactor(breedID: 3, services: fake.services))
        #expect(!store.state.isFavorite, "not a favorite until the stored list says so")
        _ = store.reactor.observe { _ in }
        #expect(await eventually { store.unreceivedMutations.count == 2 })
        for mutation in store.unreceivedMutations {
            if mutation == .setFavorite(true) {
                await store.receive(mutation) { $0.isFavorite = true }
            } else {
                await store.receive(mutation)
            }
        }
        #expect(store.state.isFavorite && store.state.title == "★ Favorited" && store.state.styleName == .favoriteButton)
        try? await fake.services.favorites.setFavorite(3, false)
        await store.receive(.setFavorite(false)) { $0.isFavorite = false }
        #expect(store.state.title == "☆ Favorite" && store.state.styleName == .button)
        await store.finish()
    }

    @Test func togglingAsksTheServiceAndFollowsWhatItPublishes() async {
        let fake = FakeCatsServices()
        let store = TestStore(FavoriteButtonReactor(breedID: 3, services: fake.services))
        await start(store)
        await store.send(.toggle)  // nothing changes until the service says so
        await store.receive(.setFavorite(true)) { $0.isFavorite = true }
        #expect(fake.requests.withLockedValue { $0 } == ["PUT /favorites/3"])
        await store.send(.toggle)
        await store.receive(.setFavorite(false)) { $0.isFavorite = false }
        #expect(fake.requests.withLockedValue { $0 } == ["PUT /favorites/3", "DELETE /favorites/3"])
        await store.finish()
    }

    @Test func twoPressesBackToBackAreTwoTogglesAndEndNotAFavorite() async {
        // The second press comes before the state has heard of the first: the service, not
        // the state, decides each flip, and the second waits for the first (no cancelled save).
        let fake = FakeCatsServices()
        let button = FavoriteButtonReactor(breedID: 3, services: fake.services)
        let observation = button.observe(\.isFavorite) { _ in }
        button.send(.toggle)
        button.send(.toggle)
        #expect(await eventually { fake.requests.withLockedValue { $0 } == ["PUT /favorites/3", "DELETE /favorites/3"] })
        #expect(await eventually { button.runtime.runningEffectCount == 0 })
        #expect(fake.favoriteIDs.current == [])
        #expect(await eventually { !button.currentState.isFavorite })
        observation.cancel()
    }

    @Test func aChangeMadeElsewhereArrivesOnceAndAnotherBreedsNever() async {
        let fake = FakeCatsServices()
        let store = TestStore(FavoriteButtonReactor(breedID: 3, services: fake.services))
        await start(store)
        try? await fake.services.favorites.setFavorite(3, true)  // the list made it a favorite
        await store.receive(.setFavorite(true)) { $0.isFavorite = true }
        try? await fake.services.favorites.setFavorite(5, true)  // another breed: the same answer for 3
        await store.receive(.setFavorite(true))
        await store.finish()
        #expect(fake.requests.withLockedValue { $0 } == ["PUT /favorites/3", "PUT /favorites/5"])  // nothing sent back
    }

    @Test func aRefusalArrivesAsAnErrorAfterTheServiceRolledBack() async {
        let fake = FakeCatsServices()
        let favorites = GatedFavorites()
        let services = CatsServices(
            catalog: FakeCatalog(fake: fake), favorites: favorites,
            account: FakeAccount(fake: fake), sync: FakeSync(fake: fake), sightings: FakeSightings(fake: fake))
        let store = TestStore(FavoriteButtonReactor(breedID: 7, services: services))
        await start(store)
        await store.send(.toggle)
        await store.receive(.setFavorite(true)) { $0.isFavorite = true }  // stored at once
        favorites.writer.send([])  // the service rolls the stored list back
        await store.receive(.setFavorite(false)) { $0.isFavorite = false }
        await favorites.answer(refusing: "favorites are read-only today")
        let refusal = FavoriteError.refused(breedID: 7, reason: "favorites are read-only today")
        await store.receive(.refused(refusal)) { $0.refusal = refusal }
        await store.finish()
    }

    @Test func signingOutDisablesTheButton() async {
        // Signing out also empties the favorites, on another stream: follow the state, not the order.
        let fake = FakeCatsServices()
        let button = FavoriteButtonReactor(breedID: 3, services: fake.services)
        let observation = button.observe(\.isEnabled) { _ in }
        #expect(button.currentState.isEnabled)
        await fake.services.account.signOut()
        #expect(await eventually { !button.currentState.isEnabled })
        _ = try? await fake.services.account.signIn("bo")
        #expect(await eventually { button.currentState.isEnabled })
        observation.cancel()
    }

    /// On the real services with the server holding its answer: the second press runs once
    /// the first is saved, not once the server answered, so both show at once offline or
    /// on a slow server; the server then hears both, in order.
    @Test func aSecondPressWaitsForTheFirstToBeSavedNotForTheServer() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(transport: transport)
        transport.script("PUT /favorites/3", .hold)
        let button = FavoriteButtonReactor(breedID: 3, services: services)
        let observation = button.observe(\.isFavorite) { _ in }
        button.send(.toggle)
        #expect(await eventually { transport.count("PUT /favorites/3") == 1 && button.currentState.isFavorite })
        button.send(.toggle)
        // The shared timeout: a full run keeps the main actor busy for over a minute, and 20 s
        // ran out under load (what shows the press did not wait is `succeeded == 0` below).
        #expect(await eventually { await services.favorites.storedIDs() == [] && !button.currentState.isFavorite })
        #expect(transport.succeeded("PUT /favorites/3") == 0, "both saved and shown while the server held the first")
        transport.release()
        #expect(await eventually { transport.succeeded("PUT /favorites/3") == 1 && transport.favorites(of: "ada") == [] })
        #expect(!button.currentState.isFavorite)
        observation.cancel()
    }
}
