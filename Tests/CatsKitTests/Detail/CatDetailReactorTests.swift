import CatsAPI
import Testing
import TrellisData
import TrellisDiff
import TrellisLists
import TrellisReactor
import TrellisReactorTesting
import TrellisTestSupport

@testable import CatsKit

/// The detail's reactor (Drrrible's `ShotViewReactor`): one load of the breed serves the
/// title, the header, the facts and the description; the sightings load on their own.
@MainActor
@Suite struct CatDetailReactorTests {
    let fake = FakeCatsServices()

    func breed(_ id: Int64) -> Breed { fake.breeds.first { $0.id == id }! }

    func reactor(_ id: Int64 = 3, catalog: (any CatsCatalog)? = nil) -> CatDetailReactor {
        let services = CatsServices(
            catalog: catalog ?? FakeCatalog(fake: fake), favorites: FakeFavorites(fake: fake),
            account: FakeAccount(fake: fake), sync: FakeSync(fake: fake), sightings: FakeSightings(fake: fake))
        return CatDetailReactor(breedID: id, services: services)
    }

    @Test func loadingShowsTheBreedAndItsNameBecomesTheTitle() async {
        let store = TestStore(reactor())
        #expect(store.state.title == "Cat 3" && store.state.name == "" && store.state.line == "")
        await store.send(.load) { $0.breed = .loading }
        await store.receive(.breed(.finish(breed(3)))) { $0.breed = .loaded(self.breed(3)) }
        await store.receive(.freshness(.details, nil))  // no server (the fake's sync is local): no age
        #expect(store.state.title == "American Bobtail" && store.state.name == "American Bobtail")
        #expect(store.state.line == "United States · Short or long")
        await store.finish()
    }

    @Test func theBreedIsFourFactsAndADescription() async {
        let store = TestStore(reactor())
        await store.send(.load) { $0.breed = .loading }
        await store.receive(.breed(.finish(breed(3)))) { $0.breed = .loaded(self.breed(3)) }
        await store.receive(.freshness(.details, nil))  // no server (the fake's sync is local): no age
        await store.finish()
        let facts = store.state.facts.value?.first
        #expect(facts?.header == .facts)
        #expect(facts?.items.map(\.id) == ["fact-Origin", "fact-Coat", "fact-Pattern", "fact-Lifespan"])
        #expect(facts?.items.first == .fact(key: "Origin", value: "United States"))
        #expect(facts?.items.last == .fact(key: "Lifespan", value: breed(3).lifespan))
        #expect(store.state.about == .loaded([CatDetailSection(header: .about, items: [.text(breed(3).description)])]))
    }

    @Test func detailsTwoPartsAskingAtOnceMakeOneLoad() async {
        // given Details' two parts bound to the reactor, as the detail view binds them
        let catalog = GatedCatalog(breeds: fake.breeds)
        let reactor = reactor(catalog: catalog)
        let scheduler = ManualScheduler()
        let facts = CatDetailView.SectionSource(sections: [ArraySection(model: .facts, elements: [])], scheduler: scheduler)
        let about = CatDetailView.SectionSource(sections: [ArraySection(model: .about, elements: [])], scheduler: scheduler)
        let bindings = [
            reactor.bindSections(\.facts, to: facts, load: .load), reactor.bindSections(\.about, to: about, load: .load),
        ]

        // when both ask at once (their first show), and the facts ask again
        facts.loadContent()
        about.loadContent()
        facts.setNeedsLoadContent()
        scheduler.runPending()

        // then one load: the second request finds the state loading and sends nothing
        #expect(reactor.currentState.breed == .loading)
        #expect(await eventually { catalog.heldBreedCount == 1 })
        catalog.release(3)
        #expect(await eventually { reactor.currentState.breed == .loaded(self.breed(3)) })
        #expect(catalog.breedRequests.withLockedValue { $0 } == 1)
        #expect(facts.loadingState == .contentLoaded && about.loadingState == .contentLoaded)
        for binding in bindings { binding.cancel() }
    }

    @Test func anUnknownBreedIsALoadErrorNotACrash() async {
        let store = TestStore(reactor(999))
        await store.send(.load) { $0.breed = .loading }
        let failure = LoadFailure(message: "nothing is stored for breed 999 yet, and the network may not be used. Press r to try again.")
        await store.receive(.breed(.fail(failure))) { $0.breed = .failed(failure, last: nil) }
        #expect(store.state.title == "Cat 999")
        #expect(store.state.facts == .failed(failure, last: nil))
        await store.finish()
    }

    @Test func aBreedStreamThatSendsNothingIsAFailureNotAnEndlessSpinner() async {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let store = TestStore(reactor(catalog: catalog))
        await store.send(.load) { $0.breed = .loading }
        #expect(await eventually { catalog.heldBreedCount == 1 })
        catalog.end(3)
        let failure = LoadFailure(message: "the catalog sent nothing. Press r to try again.")
        await store.receive(.breed(.fail(failure))) { $0.breed = .failed(failure, last: nil) }
        await store.finish()
    }

    @Test func aFailureAfterAValueKeepsWhatIsShown() async {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let store = TestStore(reactor(catalog: catalog))
        await store.send(.load) { $0.breed = .loading }
        #expect(await eventually { catalog.heldBreedCount == 1 })
        let stream = catalog.release(3, finish: false)
        await store.receive(.breed(.finish(breed(3)))) { $0.breed = .loaded(self.breed(3)) }
        stream?.finish(throwing: DataAccessErrorStub())  // the server's refresh failed: nothing changes
        await store.receive(.freshness(.details, nil))  // no server (the fake's sync is local): no age
        await store.finish()
    }

    @Test func aSecondLoadRefreshesKeepingTheBreedThenFailsKeepingIt() async {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let store = TestStore(reactor(catalog: catalog))
        await store.send(.load) { $0.breed = .loading }
        #expect(await eventually { catalog.heldBreedCount == 1 })
        catalog.release(3)
        await store.receive(.breed(.finish(breed(3)))) { $0.breed = .loaded(self.breed(3)) }
        await store.receive(.freshness(.details, nil))  // no server (the fake's sync is local): no age
        await store.send(.load) { $0.breed = .refreshing(self.breed(3)) }  // the list keeps showing it
        #expect(await eventually { catalog.heldBreedCount == 1 })
        catalog.fail(3, DataAccessErrorStub())
        let failure = LoadFailure(message: "offline and nothing stored. Press r to try again.")
        await store.receive(.breed(.fail(failure))) { $0.breed = .failed(failure, last: self.breed(3)) }
        await store.finish()
    }

    @Test func theServersAnswerChangesOnlyTheRowsItChanged() async throws {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let reactor = reactor(catalog: catalog)
        reactor.send(.load)
        #expect(await eventually { catalog.heldBreedCount == 1 })
        let stream = catalog.release(3, finish: false)
        #expect(await eventually { reactor.currentState.breed.value != nil })
        let before = try #require(reactor.currentState.facts.value?.first).items
        var renamed = breed(3)
        renamed.origin = "Canada"
        stream?.yield(Fetched(value: renamed, origin: .network))
        #expect(await eventually { reactor.currentState.breed == .loaded(renamed) })
        let after = try #require(reactor.currentState.facts.value?.first).items
        #expect(after.map(\.id) == before.map(\.id))
        #expect(after[0] == .fact(key: "Origin", value: "Canada"))  // an update of that row alone
        #expect(Array(after.dropFirst()) == Array(before.dropFirst()))
        stream?.finish()
    }

    @Test func sightingsLoadOnTheirOwnAndNoneIsNoSection() async {
        fake.knobs.withLockedValue { _ = $0.sightingsEmptyFor.insert(7) }
        let store = TestStore(reactor(7))
        await store.send(.loadSightings) { $0.sightings = .loading }
        await store.receive(.sightings(.finish([]))) { $0.sightings = .loaded([]) }
        await store.receive(.freshness(.sightings, nil))
        await store.finish()
        #expect(store.state.sightings == .loaded([]))  // the data source shows "No Sightings"
        #expect(store.state.breed == .notLoaded)
    }

    @Test func aSightingsStreamThatSendsNothingLoadsNoRows() async {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let store = TestStore(reactor(catalog: catalog))
        await store.send(.loadSightings) { $0.sightings = .loading }
        #expect(await eventually { catalog.heldSightingsCount == 1 })
        catalog.finishSightings()
        await store.receive(.sightings(.finish([]))) { $0.sightings = .loaded([]) }
        await store.finish()
    }

    @Test func segmentsWrapBothWays() async {
        let store = TestStore(reactor())
        await store.send(.nextSegment) { $0.segment = .sightings }
        await store.send(.nextSegment) { $0.segment = .details }
        await store.send(.previousSegment) { $0.segment = .sightings }
        await store.send(.select(.details)) { $0.segment = .details }
        await store.finish()
    }
}
