import CatsAPI
import Testing
import TrellisData
import TrellisReactor
import TrellisReactorTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

/// The list's logic, exhaustively: every state change asserted, every mutation from the
/// services received, nothing left running.
@MainActor
@Suite struct CatsListReactorTests {
    typealias State = CatsListReactor.State

    /// The fixture breeds with these ids, in this order: the rows the database has.
    func rows(_ ids: [Int64]) -> [Breed] { ids.compactMap { id in ListFixtures.breeds.first { $0.id == id } } }

    /// A store whose breeds have loaded and whose favorites observation has delivered (the
    /// fake's stored favorites or, `scripted`, the rows the test yields).
    func loadedStore(
        favorites: [Int64] = [], refuse: String? = nil, holdAnswers: Bool = false, scripted: Bool = false
    ) async -> (TestStore<CatsListReactor>, FakeCatsServices) {
        let fake = FakeCatsServices(breeds: ListFixtures.breeds, favorites: favorites, scriptedDatabase: scripted)
        fake.knobs.withLockedValue {
            $0.refuseFavorites = refuse
            $0.holdsFavoriteAnswers = holdAnswers
        }
        let store = TestStore(CatsListReactor(services: fake.services))
        let stored = rows(favorites)
        fake.database?.continuation.yield(stored)
        await store.send(.load) { $0.breeds = .loading }
        await store.receive(unordered: [
            (.syncingCatalog(true), { $0.isSyncingCatalog = true }),
            (.breeds(.finish(ListFixtures.breeds)), { $0.breeds = .loaded(ListFixtures.breeds) }),
            (.favoritesChanged(stored), { $0.favorites = stored }),
            (.syncingCatalog(false), { $0.isSyncingCatalog = false }),
        ])
        return (store, fake)
    }

    /// The names in each section of `sections`, or `nil` while they have not loaded.
    func names(_ sections: Loadable<[BreedSection]>) -> [[String]]? {
        sections.value?.map { $0.items.map(\.name) }
    }

    @Test func loadsTheBreedsGroupedByOriginAndFollowsTheFavoritesService() async {
        let (store, fake) = await loadedStore()
        #expect(store.state.allSections.value?.map(\.header) == [.origin("Ethiopia"), .origin("Thailand"), .origin("United States")])
        #expect(names(store.state.allSections) == [["Abyssinian"], ["Korat", "Siamese"], ["Maine Coon"]])
        #expect(store.state.countLine == "4 breeds · 0 favorites")
        #expect(store.state.favoriteSections == .loaded([]))

        fake.favoritesWriter.send([3, 2])  // changed elsewhere: the detail screen, a sync
        await store.receive(.favoritesChanged(rows([3, 2]))) { $0.favorites = self.rows([3, 2]) }
        #expect(names(store.state.favoriteSections) == [["Siamese", "Korat"]])
        #expect(store.state.allSections.value?.map { $0.items.map(\.isFavorite) } == [[false], [true, true], [false]])
        #expect(store.state.countLine == "4 breeds · 2 favorites")
        // Shown again: the fake keeps no sync times, so the list is stale and is refreshed in
        // the background, the rows staying (no loading state).
        await store.send(.load)
        await store.receive(.syncingCatalog(true)) { $0.isSyncingCatalog = true }
        await store.receive(.breeds(.finish(ListFixtures.breeds)))
        await store.receive(.syncingCatalog(false)) { $0.isSyncingCatalog = false }
        await store.finish()
    }

    @Test func beforeTheBreedsArriveBothListsAreLoadingAndThereIsNoCount() async {
        let fake = FakeCatsServices(breeds: ListFixtures.breeds, favorites: [2])
        fake.knobs.withLockedValue { $0.holdsBreeds = true }
        let store = TestStore(CatsListReactor(services: fake.services))
        #expect(store.state.allSections == .notLoaded && store.state.favoriteSections == .notLoaded)
        await store.send(.load) { $0.breeds = .loading }
        await store.receive(unordered: [
            (.syncingCatalog(true), { $0.isSyncingCatalog = true }), (.favoritesChanged(rows([2])), { $0.favorites = self.rows([2]) }),
        ])
        await store.send(.load)  // loading already: the read starts again, nothing else changes
        await store.receive(.syncingCatalog(true))
        #expect(store.state.allSections == .loading && store.state.favoriteSections == .loading)
        #expect(store.state.countLine == "")
        fake.breedsGate.open()
        await store.receive(.breeds(.finish(ListFixtures.breeds))) { $0.breeds = .loaded(ListFixtures.breeds) }
        await store.receive(.syncingCatalog(false)) { $0.isSyncingCatalog = false }
        #expect(names(store.state.favoriteSections) == [["Korat"]])
        await store.finish()
    }

    @Test func theDownloadIsToldWhileTheCatalogSyncsAndALateReportChangesNothing() async {
        let fake = FakeCatsServices(breeds: ListFixtures.breeds)
        fake.knobs.withLockedValue { $0.holdsBreeds = true }
        let store = TestStore(CatsListReactor(services: fake.services))
        await store.send(.load) { $0.breeds = .loading }
        await store.receive(unordered: [(.syncingCatalog(true), { $0.isSyncingCatalog = true }), (.favoritesChanged([]), { _ in })])
        fake.catalogProgress.send(TransferProgress(receivedBytes: 0, expectedBytes: 8))
        await store.receive(.catalogDownloaded(0)) { $0.catalogDownloaded = 0 }
        fake.catalogProgress.send(TransferProgress(receivedBytes: 6, expectedBytes: 8))
        await store.receive(.catalogDownloaded(0.75)) { $0.catalogDownloaded = 0.75 }
        fake.catalogProgress.send(TransferProgress(receivedBytes: 7, expectedBytes: nil))
        await store.receive(.catalogDownloaded(nil)) { $0.catalogDownloaded = nil }
        fake.catalogProgress.send(TransferProgress(receivedBytes: 8, expectedBytes: 8))
        await store.receive(.catalogDownloaded(1)) { $0.catalogDownloaded = 1 }
        fake.breedsGate.open()
        await store.receive(.breeds(.finish(ListFixtures.breeds))) { $0.breeds = .loaded(ListFixtures.breeds) }
        await store.receive(.syncingCatalog(false)) { ($0.isSyncingCatalog, $0.catalogDownloaded) = (false, nil) }
        fake.catalogProgress.send(TransferProgress(receivedBytes: 8, expectedBytes: 8))
        await store.receive(.catalogDownloaded(1))  // a sync that has ended: nothing shows
        await store.finish()
    }

    @Test func aFailedLoadSaysWhyAndAReloadTriesAgain() async {
        let fake = FakeCatsServices(breeds: ListFixtures.breeds)
        fake.knobs.withLockedValue { $0.catalogFails = "breeds" }
        let store = TestStore(CatsListReactor(services: fake.services))
        await store.send(.load) { $0.breeds = .loading }
        let failure = LoadFailure(message: String(describing: DataAccessError.notCached(resource: "breeds")))
        await store.receive(unordered: [
            (.syncingCatalog(true), { $0.isSyncingCatalog = true }),
            (.breeds(.fail(failure)), { ($0.breeds, $0.isSyncingCatalog) = (.failed(failure, last: nil), false) }),
            (.favoritesChanged([]), { _ in }),
        ])
        #expect(store.state.allSections == .failed(failure, last: nil))
        #expect(store.state.countLine == "")  // no count of nothing
        fake.knobs.withLockedValue { $0.catalogFails = nil }
        await store.send(.reload) { $0.breeds = .loading }
        await store.receive(.syncingCatalog(true)) { $0.isSyncingCatalog = true }
        await store.receive(.breeds(.finish(ListFixtures.breeds))) { $0.breeds = .loaded(ListFixtures.breeds) }
        await store.receive(.syncingCatalog(false)) { $0.isSyncingCatalog = false }
        await store.finish()
    }

    @Test func aToggleCallsTheServiceAndTheStateTakesItsIds() async {
        let (store, fake) = await loadedStore()
        await store.send(.toggleFavorite(2))
        let message = StatusMessage("★ Korat is a favorite")  // as the stored favorites show it
        await store.receive(unordered: [
            (.favoritesChanged(rows([2])), { $0.favorites = self.rows([2]) }), (.post(message), { $0.message = message }),
        ])
        await store.finish()
        #expect(fake.requests.withLockedValue { $0 } == ["PUT /favorites/2"])
    }

    @Test func toggleOffSaysSoAndSaves() async {
        let (store, fake) = await loadedStore(favorites: [2, 3])
        await store.send(.toggleFavorite(2))
        let message = StatusMessage("Korat is no longer a favorite")
        await store.receive(unordered: [
            (.favoritesChanged(rows([3])), { $0.favorites = self.rows([3]) }), (.post(message), { $0.message = message }),
        ])
        await store.send(.toggleFavorite(99))  // no such breed: nothing
        await store.finish()
        #expect(fake.requests.withLockedValue { $0 } == ["DELETE /favorites/2"])
    }

    /// `f` pressed twice before the state has caught up with the first: the service flips
    /// the favorite from what is stored when each call runs, so the second press takes
    /// away what the first added (reading the state's ids, both would add).
    @Test func twoTogglesBackToBackAddThenRemove() async {
        let fake = FakeCatsServices(breeds: ListFixtures.breeds)
        let reactor = CatsListReactor(services: fake.services)
        reactor.send(.load)
        #expect(await eventually { reactor.currentState.breeds == .loaded(ListFixtures.breeds) })
        reactor.send(.toggleFavorite(2))
        reactor.send(.toggleFavorite(2))
        #expect(await eventually { fake.requests.withLockedValue { $0.count } == 2 })
        #expect(fake.requests.withLockedValue { $0 } == ["PUT /favorites/2", "DELETE /favorites/2"])
        #expect(fake.favoriteIDs.current == [])
        #expect(await eventually { reactor.currentState.favoriteIDs == [] })
        #expect(reactor.currentState.favoriteSections == .loaded([]))
    }

    @Test func aRefusedToggleShowsTheChangeThenTheRollbackAndPostsTheError() async {
        let (store, fake) = await loadedStore(refuse: "favorites are read-only today", holdAnswers: true)
        await store.send(.toggleFavorite(2))
        // Saved: the list shows it, and the status line says so, before the server answers.
        let shown = StatusMessage("★ Korat is a favorite")
        await store.receive(unordered: [
            (.favoritesChanged(rows([2])), { $0.favorites = self.rows([2]) }), (.post(shown), { $0.message = shown }),
        ])
        fake.favoriteAnswersGate.open()
        let error = FavoriteError.refused(breedID: 2, reason: "favorites are read-only today")
        await store.receive(unordered: [
            (.post(StatusMessage(error.description, kind: .error)), { $0.message = StatusMessage(error.description, kind: .error) }),
            (.favoritesChanged([]), { $0.favorites = [] }),  // the stored list rolled back
        ])
        await store.finish()
    }

    @Test func searchFiltersByNameOriginAndCoatIgnoringCase() async {
        let (store, _) = await loadedStore()
        await store.send(.typeCharacter("x"))  // not typing: ignored
        await store.send(.beginSearch) { $0.isTyping = true }
        await store.send(.typeCharacter("K")) { $0.query = "K" }
        await store.send(.typeCharacter("o")) { $0.query = "Ko" }
        #expect((store.state.allSections.value ?? []).flatMap(\.items).map(\.name) == ["Korat"])  // name
        await store.send(.deleteBackward) { $0.query = "K" }
        await store.send(.deleteBackward) { $0.query = "" }
        #expect((store.state.allSections.value ?? []).flatMap(\.items).count == 4)
        for character in "THAI" { await store.send(.typeCharacter(character)) { $0.query += String(character) } }
        #expect((store.state.allSections.value ?? []).flatMap(\.items).map(\.name) == ["Korat", "Siamese"])  // origin
        await store.send(.endTyping) { $0.isTyping = false }
        await store.send(.typeCharacter("x"))  // typing ended: ignored
        #expect(store.state.isSearching)
        await store.send(.clearSearch) { $0.query = "" }
        #expect(!store.state.isSearching)
        await store.send(.beginSearch) { $0.isTyping = true }
        for character in "lONg" { await store.send(.typeCharacter(character)) { $0.query += String(character) } }
        #expect((store.state.allSections.value ?? []).flatMap(\.items).map(\.name) == ["Maine Coon"])  // coat
        await store.send(.clearSearch) {
            $0.query = ""
            $0.isTyping = false
        }
        await store.finish()
    }

    @Test func aMovePastTheVisibleNeighbourPersistsTheOrder() async {
        let (store, fake) = await loadedStore(favorites: [1, 2, 3])
        await store.send(.moveFavorite(1, by: 1))
        await store.receive(.favoritesChanged(rows([2, 1, 3]))) { $0.favorites = self.rows([2, 1, 3]) }
        #expect(fake.favoriteIDs.current == [2, 1, 3])
        await store.send(.moveFavorite(3, by: 1))  // the last one: nowhere to go
        await store.send(.moveFavorite(2, by: -1))  // the first one
        // A filter that hides Korat: Siamese moves up past Abyssinian, its visible neighbour.
        await store.send(.beginSearch) { $0.isTyping = true }
        for character in "si" { await store.send(.typeCharacter(character)) { $0.query += String(character) } }
        #expect(names(store.state.favoriteSections) == [["Abyssinian", "Siamese"]])
        await store.send(.moveFavorite(3, by: -1))
        await store.receive(.favoritesChanged(rows([2, 3, 1]))) { $0.favorites = self.rows([2, 3, 1]) }
        #expect(fake.favoriteIDs.current == [2, 3, 1])
        await store.finish()
        #expect(fake.requests.withLockedValue { $0 } == ["PUT /favorites [2, 1, 3]", "PUT /favorites [2, 3, 1]"])
    }

    @Test func aRemovalIsRememberedAndUndoPutsItBackWhereItWas() async {
        let (store, fake) = await loadedStore(favorites: [1, 2, 3])
        await store.send(.undoRemoval) { $0.message = StatusMessage("Nothing to undo") }
        await store.send(.removeFavorite(2)) {
            $0.lastRemoval = .init(breedID: 2, index: 1, name: "Korat")
            $0.message = StatusMessage("Removed Korat — u to undo")
        }
        await store.receive(.favoritesChanged(rows([1, 3]))) { $0.favorites = self.rows([1, 3]) }
        #expect(fake.favoriteIDs.current == [1, 3])
        await store.send(.undoRemoval) {
            $0.lastRemoval = nil
            $0.message = StatusMessage("★ Korat is back")
        }
        await store.receive(.favoritesChanged(rows([1, 2, 3]))) { $0.favorites = self.rows([1, 2, 3]) }
        #expect(fake.favoriteIDs.current == [1, 2, 3])
        await store.send(.removeFavorite(99))  // not a favorite: nothing
        await store.finish()
    }

    @Test func theFavoritesRowsAreTheDatabasesRecords() async {
        let (store, fake) = await loadedStore(favorites: [3, 2], scripted: true)
        var korat = ListFixtures.breeds[1]
        korat.name = "Korat (Si-Sawat)"  // the server renamed it; the database has it
        let siamese = ListFixtures.breeds[2]
        fake.database?.continuation.yield([siamese, korat])
        await store.receive(.favoritesChanged([siamese, korat])) { $0.favorites = [siamese, korat] }
        #expect(names(store.state.favoriteSections) == [["Siamese", "Korat (Si-Sawat)"]])
        fake.database?.continuation.yield([siamese, korat])  // the same rows again: the state stays
        await store.receive(.favoritesChanged([siamese, korat]))
        await store.finish()
        #expect(store.unreceivedMutations.isEmpty)
    }

    @Test func aFavoriteShowsInTheFavoritesOnceStored() async {
        let (store, _) = await loadedStore()
        await store.send(.selectSegment(.favorites)) { $0.segment = .favorites }
        await store.send(.toggleFavorite(4))
        let message = StatusMessage("★ Maine Coon is a favorite")
        await store.receive(unordered: [
            (.favoritesChanged(rows([4])), { $0.favorites = self.rows([4]) }), (.post(message), { $0.message = message }),
        ])
        #expect(names(store.state.favoriteSections) == [["Maine Coon"]])  // the database's record
        await store.finish()
    }

    @Test func aDatabaseThatFailsSaysSoAndKeepsTheRows() async {
        let (store, fake) = await loadedStore(favorites: [1], scripted: true)
        fake.database?.continuation.finish(throwing: DataAccessErrorStub())
        let message = StatusMessage("Favorites could not be read: offline and nothing stored", kind: .error)
        await store.receive(.post(message)) { $0.message = message }
        #expect(names(store.state.favoriteSections) == [["Abyssinian"]])
        await store.finish()
    }
}
