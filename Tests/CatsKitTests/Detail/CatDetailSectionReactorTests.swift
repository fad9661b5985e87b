import CatsAPI
import Testing
import TrellisData
import TrellisReactor
import TrellisReactorTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

/// The detail's section reactors (Drrrible's `ShotSectionReactor`) and the cell reactors
/// their rows carry.
@MainActor
@Suite struct CatDetailSectionReactorTests {
    let fake = FakeCatsServices()
    let styles = CatDetailStyles(theme: .cats)

    func breed(_ id: Int64) -> Breed { fake.breeds.first { $0.id == id }! }

    func section(_ kind: CatDetailSection.Kind, of breedID: Int64, catalog: (any CatsCatalog)? = nil) -> CatDetailSectionReactor {
        let services = CatsServices(
            catalog: catalog ?? FakeCatalog(fake: fake), favorites: FakeFavorites(fake: fake),
            account: FakeAccount(fake: fake), sync: FakeSync(fake: fake))
        return CatDetailSectionReactor(kind, breedID: breedID, services: services, styles: styles)
    }

    @Test func factsLoadAsFourKeyValueRows() async {
        let store = TestStore(section(.facts, of: 3))
        let rows = CatDetailRow.facts(of: breed(3), styles: styles)
        await store.send(.load) { $0.rows = .loading }
        await store.receive(.show(rows)) { $0.rows = .loaded(rows) }
        await store.receive(.finished)
        await store.finish()
        let keys = rows.map { row -> String in
            guard case .fact(let fact) = row else { return "?" }
            return "\(fact.key)=\(fact.value)"
        }
        #expect(keys == ["Origin=United States", "Coat=Short or long", "Pattern=\(breed(3).pattern)", "Lifespan=\(breed(3).lifespan)"])
        #expect(store.state.sections.value?.map(\.header) == [.facts])
        #expect(store.state.sections.value?.first?.items.map(\.id) == ["fact-Origin", "fact-Coat", "fact-Pattern", "fact-Lifespan"])
    }

    @Test func theDescriptionIsOneRow() async {
        let store = TestStore(section(.about, of: 3))
        let rows: [CatDetailRow] = [.text(CatText(text: breed(3).description, style: styles.body))]
        await store.send(.load) { $0.rows = .loading }
        await store.receive(.show(rows)) { $0.rows = .loaded(rows) }
        await store.receive(.finished)
        await store.finish()
    }

    @Test func aBreedNobodySawLoadsNoRowsAndNoSection() async {
        fake.knobs.withLockedValue { _ = $0.sightingsEmptyFor.insert(7) }
        let store = TestStore(section(.sightings, of: 7))
        await store.send(.load) { $0.rows = .loading }
        await store.receive(.show([])) { $0.rows = .loaded([]) }
        await store.receive(.finished)
        await store.finish()
        #expect(store.state.sections == .loaded([]))  // the data source shows "No Sightings"
    }

    @Test func aStreamThatSendsNothingLoadsNoRows() async {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let store = TestStore(section(.sightings, of: 3, catalog: catalog))
        await store.send(.load) { $0.rows = .loading }
        #expect(await eventually { catalog.heldSightingsCount == 1 })
        catalog.finishSightings()
        await store.receive(.finished) { $0.rows = .loaded([]) }
        await store.finish()
    }

    @Test func anUnknownBreedFailsWithTheCatalogsReason() async {
        let store = TestStore(section(.facts, of: 999))
        await store.send(.load) { $0.rows = .loading }
        let failure = LoadFailure(message: "nothing is stored for breed 999 yet, and the network may not be used")
        await store.receive(.fail(failure)) { $0.rows = .failed(failure, last: nil) }
        await store.finish()
        #expect(store.state.sections == .failed(failure, last: nil))
    }

    @Test func aFailureAfterAValueKeepsWhatIsShown() async {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let store = TestStore(section(.about, of: 3, catalog: catalog))
        await store.send(.load) { $0.rows = .loading }
        #expect(await eventually { catalog.heldBreedCount == 1 })
        let stream = catalog.release(3, finish: false)
        let rows = CatDetailRow.about(breed(3), styles: styles)
        await store.receive(.show(rows)) { $0.rows = .loaded(rows) }
        stream?.finish(throwing: DataAccessErrorStub())  // the server's refresh failed
        await store.receive(.fail(LoadFailure(message: "offline and nothing stored")))
        await store.finish()
    }

    @Test func aSecondLoadRefreshesKeepingTheRowsThenReplacesThem() async {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let store = TestStore(section(.about, of: 3, catalog: catalog))
        await store.send(.load) { $0.rows = .loading }
        #expect(await eventually { catalog.heldBreedCount == 1 })
        catalog.release(3)
        let rows = CatDetailRow.about(breed(3), styles: styles)
        await store.receive(.show(rows)) { $0.rows = .loaded(rows) }
        await store.receive(.finished)
        await store.send(.load) { $0.rows = .refreshing(rows) }  // the list keeps showing them
        #expect(await eventually { catalog.heldBreedCount == 1 })
        catalog.fail(3, DataAccessErrorStub())
        let failure = LoadFailure(message: "offline and nothing stored")
        await store.receive(.fail(failure)) { $0.rows = .failed(failure, last: rows) }
        await store.finish()
    }

    @Test func rowsKeepTheirCellReactorsWhileTheirValuesStay() async throws {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let reactor = section(.facts, of: 3, catalog: catalog)
        reactor.send(.load)
        #expect(await eventually { catalog.heldBreedCount == 1 })
        let stream = catalog.release(3, finish: false)
        #expect(await eventually { reactor.currentState.rows.value != nil })
        let before = try #require(reactor.currentState.sections.value?.first).items

        var renamed = breed(3)
        renamed.origin = "Canada"
        stream?.yield(Loaded(value: renamed, origin: .network))
        #expect(await eventually { reactor.currentState.rows == .loaded(CatDetailRow.facts(of: renamed, styles: styles)) })
        let after = try #require(reactor.currentState.sections.value?.first).items
        #expect(after.map(\.id) == ["fact-Origin", "fact-Coat", "fact-Pattern", "fact-Lifespan"])
        #expect(after[0] != before[0])  // Origin changed: a new reactor, an update
        #expect(Array(after.dropFirst()) == Array(before.dropFirst()))
        guard case .fact(let origin) = after[0] else {
            Issue.record("the first row is not a fact")
            return
        }
        #expect(origin.currentState.value == "Canada")
        stream?.finish()
    }

    @Test func aSightingRowShowsItsDateAndItsPlaceWithTheNote() {
        let seen = Sighting(id: 9, breedID: 3, place: "Lisbon", seenOn: "2026-03-01", note: "asleep on a car roof")
        let row = CatSightingCellReactor(CatSightingRow(sighting: seen, style: styles.value, dateStyle: styles.secondary))
        #expect(row.currentState.date == "2026-03-01")
        #expect(row.currentState.line == "Lisbon — asleep on a car roof")
        #expect(row.rowID == "sighting-9")
        var quiet = seen
        quiet.note = ""
        #expect(
            CatSightingCellReactor(CatSightingRow(sighting: quiet, style: styles.value, dateStyle: styles.secondary)).currentState.line
                == "Lisbon")
    }

    @Test func itemsNameTheirCellsAndCompareByReactor() {
        let fact = CatFactCellReactor(CatFact(key: "Coat", value: "Short", keyStyle: styles.key, valueStyle: styles.value))
        let twin = CatFactCellReactor(fact.currentState)
        #expect(CatDetailItem.fact(fact) == .fact(fact))
        #expect(CatDetailItem.fact(fact) != .fact(twin))  // the same value, another reactor: an update
        #expect(CatDetailItem.fact(fact).id == "fact-Coat")
        #expect(ObjectIdentifier(CatDetailItem.fact(fact).cellType) == ObjectIdentifier(CatFactCell.self))
        #expect(
            ObjectIdentifier(CatDetailItem.text(CatTextCellReactor(CatText(text: "Calm.", style: styles.body))).cellType)
                == ObjectIdentifier(CatTextCell.self))
        #expect(CatDetailItem.fact(fact).cellReactor === fact)
    }
}
