import CatsAPI
import Testing
import TrellisData
import TrellisReactorTesting

@testable import CatsKit

/// The list's logic, exhaustively: every state change asserted, every mutation from the
/// services received, nothing left running.
@MainActor
@Suite struct CatsListReactorTests {
    typealias State = CatsListReactor.State

    /// A store whose breeds have loaded (and whose favorites stream has delivered).
    func loadedStore(favorites: [Int64] = [], refuse: String? = nil) async -> (TestStore<CatsListReactor>, FakeCatsServices) {
        let fake = FakeCatsServices(breeds: ListFixtures.breeds, favorites: favorites, scriptedDatabase: true)
        fake.knobs.withLockedValue { $0.refuseFavorites = refuse }
        let store = TestStore(CatsListReactor(services: fake.services))
        let stored = favorites.compactMap { id in ListFixtures.breeds.first { $0.id == id } }
        fake.database?.continuation.yield(stored)
        await store.send(.load) { $0.phase = .loading }
        var arrivals: [(CatsListReactor.Mutation, (inout State) -> Void)] = [
            (
                .setBreeds(ListFixtures.breeds, offlineReason: nil),
                {
                    $0.breeds = ListFixtures.breeds
                    $0.phase = .loaded
                }
            )
        ]
        if !favorites.isEmpty {
            arrivals.append((.favoritesChanged(favorites), { $0.favoriteIDs = favorites }))
            arrivals.append((.storedFavoritesChanged(stored), { $0.storedFavorites = stored }))
        }
        await store.receive(unordered: arrivals)
        return (store, fake)
    }

    @Test func loadsTheBreedsGroupedByOriginAndFollowsTheFavoritesService() async {
        let (store, fake) = await loadedStore()
        #expect(store.state.allSections.map(\.header) == [.origin("Ethiopia"), .origin("Thailand"), .origin("United States")])
        #expect(store.state.allSections.map { $0.items.map(\.name) } == [["Abyssinian"], ["Korat", "Siamese"], ["Maine Coon"]])
        #expect(store.state.countLine == "4 breeds · 0 favorites")
        #expect(store.state.favoriteSections.isEmpty)

        fake.favoritesWriter.send([3, 2])  // changed elsewhere: the detail screen, a sync
        await store.receive(.favoritesChanged([3, 2])) { $0.favoriteIDs = [3, 2] }
        #expect(store.state.favoriteSections.map { $0.items.map(\.name) } == [["Siamese", "Korat"]])
        #expect(store.state.allSections.map { $0.items.map(\.isFavorite) } == [[false], [true, true], [false]])
        #expect(store.state.countLine == "4 breeds · 2 favorites")
        await store.send(.load)  // loaded already: nothing
        await store.finish()
    }

    @Test func aFailedLoadSaysWhy() async {
        let fake = FakeCatsServices(breeds: ListFixtures.breeds)
        fake.knobs.withLockedValue { $0.catalogFails = "breeds" }
        let store = TestStore(CatsListReactor(services: fake.services))
        await store.send(.load) { $0.phase = .loading }
        let reason = String(describing: DataAccessError.notCached(resource: "breeds"))
        await store.receive(.setPhase(.failed(reason))) { $0.phase = .failed(reason) }
        await store.finish()
    }

    @Test func aToggleIsOptimisticAndTheServicesEchoChangesNothing() async {
        let (store, fake) = await loadedStore()
        await store.send(.toggleFavorite(2)) {
            $0.favoriteIDs = [2]
            $0.writesInFlight = 1
            $0.message = StatusMessage("★ Korat is a favorite")
        }
        // The service's echo of [2] is dropped while the save is in flight.
        await store.receive(.writeFinished(favoriteIDs: [2])) { $0.writesInFlight = 0 }
        await store.finish()
        #expect(fake.requests.withLockedValue { $0 } == ["PUT /favorites/2"])
    }

    @Test func toggleOffSaysSoAndSaves() async {
        let (store, fake) = await loadedStore(favorites: [2, 3])
        await store.send(.toggleFavorite(2)) {
            $0.favoriteIDs = [3]
            $0.writesInFlight = 1
            $0.message = StatusMessage("Korat is no longer a favorite")
        }
        await store.receive(.writeFinished(favoriteIDs: [3])) { $0.writesInFlight = 0 }
        await store.send(.toggleFavorite(99))  // no such breed: nothing
        await store.finish()
        #expect(fake.requests.withLockedValue { $0 } == ["DELETE /favorites/2"])
    }

    @Test func aRefusedToggleRollsBackToTheServicesIdsAndPostsTheError() async {
        let (store, _) = await loadedStore(refuse: "favorites are read-only today")
        await store.send(.toggleFavorite(2)) {
            $0.favoriteIDs = [2]
            $0.writesInFlight = 1
            $0.message = StatusMessage("★ Korat is a favorite")
        }
        let error = FavoriteError.refused(breedID: 2, reason: "favorites are read-only today")
        await store.receive(.post(StatusMessage(error.description, kind: .error))) {
            $0.message = StatusMessage(error.description, kind: .error)
        }
        await store.receive(.writeFinished(favoriteIDs: [])) {  // the service rolled back
            $0.writesInFlight = 0
            $0.favoriteIDs = []
        }
        await store.finish()
    }

    @Test func searchFiltersByNameOriginAndCoatIgnoringCase() async {
        let (store, _) = await loadedStore()
        await store.send(.typeCharacter("x"))  // not typing: ignored
        await store.send(.beginSearch) { $0.isTyping = true }
        await store.send(.typeCharacter("K")) { $0.query = "K" }
        await store.send(.typeCharacter("o")) { $0.query = "Ko" }
        #expect(store.state.allSections.flatMap(\.items).map(\.name) == ["Korat"])  // name
        await store.send(.deleteBackward) { $0.query = "K" }
        await store.send(.deleteBackward) { $0.query = "" }
        #expect(store.state.allSections.flatMap(\.items).count == 4)
        for character in "THAI" { await store.send(.typeCharacter(character)) { $0.query += String(character) } }
        #expect(store.state.allSections.flatMap(\.items).map(\.name) == ["Korat", "Siamese"])  // origin
        await store.send(.endTyping) { $0.isTyping = false }
        await store.send(.typeCharacter("x"))  // typing ended: ignored
        #expect(store.state.isSearching)
        await store.send(.clearSearch) { $0.query = "" }
        #expect(!store.state.isSearching)
        await store.send(.beginSearch) { $0.isTyping = true }
        for character in "lONg" { await store.send(.typeCharacter(character)) { $0.query += String(character) } }
        #expect(store.state.allSections.flatMap(\.items).map(\.name) == ["Maine Coon"])  // coat
        await store.send(.clearSearch) {
            $0.query = ""
            $0.isTyping = false
        }
        await store.finish()
    }

    @Test func aMovePastTheVisibleNeighbourPersistsTheOrder() async {
        let (store, fake) = await loadedStore(favorites: [1, 2, 3])
        await store.send(.moveFavorite(1, by: 1)) {
            $0.favoriteIDs = [2, 1, 3]
            $0.writesInFlight = 1
        }
        await store.receive(.writeFinished(favoriteIDs: [2, 1, 3])) { $0.writesInFlight = 0 }
        #expect(fake.favoriteIDs.current == [2, 1, 3])
        await store.send(.moveFavorite(3, by: 1))  // the last one: nowhere to go
        await store.send(.moveFavorite(2, by: -1))  // the first one
        // A filter that hides Korat: Siamese moves up past Abyssinian, its visible neighbour.
        await store.send(.beginSearch) { $0.isTyping = true }
        for character in "si" { await store.send(.typeCharacter(character)) { $0.query += String(character) } }
        #expect(store.state.favoriteSections.first?.items.map(\.name) == ["Abyssinian", "Siamese"])
        await store.send(.moveFavorite(3, by: -1)) {
            $0.favoriteIDs = [2, 3, 1]
            $0.writesInFlight = 1
        }
        await store.receive(.writeFinished(favoriteIDs: [2, 3, 1])) { $0.writesInFlight = 0 }
        #expect(fake.favoriteIDs.current == [2, 3, 1])
        await store.finish()
    }

    @Test func aRemovalIsRememberedAndUndoPutsItBackWhereItWas() async {
        let (store, fake) = await loadedStore(favorites: [1, 2, 3])
        await store.send(.undoRemoval) { $0.message = StatusMessage("Nothing to undo") }
        await store.send(.removeFavorite(2)) {
            $0.favoriteIDs = [1, 3]
            $0.writesInFlight = 1
            $0.lastRemoval = .init(breedID: 2, index: 1, name: "Korat")
            $0.message = StatusMessage("Removed Korat — u to undo")
        }
        await store.receive(.writeFinished(favoriteIDs: [1, 3])) { $0.writesInFlight = 0 }
        #expect(fake.favoriteIDs.current == [1, 3])
        await store.send(.undoRemoval) {
            $0.favoriteIDs = [1, 2, 3]
            $0.writesInFlight = 1
            $0.lastRemoval = nil
            $0.message = StatusMessage("★ Korat is back")
        }
        await store.receive(.writeFinished(favoriteIDs: [1, 2, 3])) { $0.writesInFlight = 0 }
        #expect(fake.favoriteIDs.current == [1, 2, 3])
        await store.finish()
    }

    @Test func theFavoritesRowsAreTheDatabasesRecords() async {
        let (store, fake) = await loadedStore(favorites: [3, 2])
        var korat = ListFixtures.breeds[1]
        korat.name = "Korat (Si-Sawat)"  // the server renamed it; the database has it
        let siamese = ListFixtures.breeds[2]
        fake.database?.continuation.yield([siamese, korat])
        await store.receive(.storedFavoritesChanged([siamese, korat])) { $0.storedFavorites = [siamese, korat] }
        #expect(store.state.favoriteSections.first?.items.map(\.name) == ["Siamese", "Korat (Si-Sawat)"])
        fake.database?.continuation.yield([siamese, korat])  // the same rows again: nothing
        await store.finish()
        #expect(store.unreceivedMutations.isEmpty)
    }

    @Test func aFavoriteBeingSavedShowsBeforeTheDatabaseHasIt() async {
        let (store, fake) = await loadedStore()
        await store.send(.selectSegment(.favorites)) { $0.segment = .favorites }
        await store.send(.toggleFavorite(4)) {
            $0.favoriteIDs = [4]
            $0.writesInFlight = 1
            $0.message = StatusMessage("★ Maine Coon is a favorite")
        }
        #expect(store.state.favoriteSections.first?.items.map(\.name) == ["Maine Coon"])  // the catalog's record, at once
        await store.receive(.writeFinished(favoriteIDs: [4])) { $0.writesInFlight = 0 }
        let maine = ListFixtures.breeds[3]
        fake.database?.continuation.yield([maine])  // the observation catches up
        await store.receive(.storedFavoritesChanged([maine])) { $0.storedFavorites = [maine] }
        await store.finish()
    }

    @Test func aDatabaseThatFailsSaysSoAndKeepsTheRows() async {
        let (store, fake) = await loadedStore(favorites: [1])
        fake.database?.continuation.finish(throwing: DataAccessErrorStub())
        let message = StatusMessage("Favorites could not be read: offline and nothing stored", kind: .error)
        await store.receive(.post(message)) { $0.message = message }
        #expect(store.state.favoriteSections.first?.items.map(\.name) == ["Abyssinian"])
        await store.finish()
    }
}
