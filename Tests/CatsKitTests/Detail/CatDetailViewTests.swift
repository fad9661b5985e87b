import CatsAPI
import Testing
import TrellisData
import TrellisDiff
import TrellisLists
import TrellisTerminal
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

/// The Details segment's two parts load on their own and show together (AAPL's held updates).
@MainActor
@Suite struct CatDetailViewTests {
    let fake = FakeCatsServices()

    func view(_ catalog: GatedCatalog) -> CatDetailView {
        let services = CatsServices(
            catalog: catalog, favorites: FakeFavorites(fake: fake),
            account: FakeAccount(fake: fake), sync: FakeSync(fake: fake))
        let view = CatDetailView(reactor: CatDetailReactor(breedID: 3, services: services), context: CatsContext(services: services))
        view.frame = Rect(x: 0, y: 0, width: 60, height: 16)
        return view
    }

    @Test func factsWaitForTheDescriptionAndBothLandInOneBatch() async {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let view = view(catalog)
        view.start()
        #expect(await eventually { catalog.heldBreedCount == 2 })  // facts and description, each its own
        #expect(view.sightings.loadCount == 0)
        let reloads = view.list.reloadCount
        catalog.release(3)  // the facts' stream
        #expect(await eventually { view.facts.loadingState == .contentLoaded })
        #expect(view.details.loadingState == .loadingContent)
        #expect(view.details.itemCounts.isEmpty)  // held until the description loads
        #expect(view.facts.sections.isEmpty)
        var whenLoaded = false
        view.details.whenLoaded { whenLoaded = true }
        catalog.release(3)
        #expect(await eventually { view.details.loadingState == .contentLoaded })
        #expect(view.details.itemCounts == [4, 1])
        #expect(whenLoaded)
        #expect(view.list.reloadCount == reloads)  // a batch, not a reload
    }

    @Test func aLaterValueFromTheServerUpdatesThroughTheDiff() async {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let view = view(catalog)
        view.start()
        #expect(await eventually { catalog.heldBreedCount == 2 })
        let facts = catalog.release(3, finish: false)  // the cached breed; the server's follows
        catalog.release(3)
        #expect(await eventually { view.details.loadingState == .contentLoaded })
        let reloads = view.list.reloadCount
        let cached = detailItems(view)
        var fromServer = fake.breeds.first { $0.id == 3 }!
        fromServer.origin = "Canada"
        facts?.yield(Loaded(value: fromServer, origin: .network))
        facts?.finish()
        #expect(
            await eventually {
                if case .fact(let row)? = view.details.item(at: ItemPath(section: 0, item: 0)) as? CatDetailItem {
                    return row.currentState.value == "Canada"
                }
                return false
            })
        #expect(view.list.reloadCount == reloads)
        // The changed row has a new reactor; the rows the server did not change keep theirs.
        let fresh = detailItems(view)
        #expect(fresh.map(\.id) == cached.map(\.id))
        #expect(fresh[0] != cached[0])
        #expect(Array(fresh.dropFirst()) == Array(cached.dropFirst()))
        #expect(view.facts.loadCount == 1 && view.about.loadCount == 1)
    }

    @Test func aFailedPartIsAnErrorForDetails() async {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let view = view(catalog)
        view.start()
        #expect(await eventually { catalog.heldBreedCount == 2 })
        catalog.fail(3, DataAccessErrorStub())
        catalog.release(3)
        #expect(await eventually { view.details.loadingState == .error })
        #expect(view.facts.errorMessage == "offline and nothing stored")
        #expect(
            view.details.placeholder == Placeholder(kind: .error, title: "Unable To Load This Cat", message: "offline and nothing stored"))
    }

    @Test func keysMapToCommandsAndLeaveTheShellsKeysAlone() {
        #expect(CatDetailView.command(for: KeyEvent(.character("f"))) != nil)
        for key in [
            KeyEvent(.character("q")), KeyEvent(.character("?")), KeyEvent(.escape), KeyEvent(.backspace),
            KeyEvent(.character("o")), KeyEvent.interrupt,
        ] {
            #expect(CatDetailView.command(for: key) == nil, "\(key) is the shell's")
        }
    }
}

/// The rows of Details' first section (the facts), as items.
@MainActor
func detailItems(_ view: CatDetailView) -> [CatDetailItem] {
    (0..<view.details.numberOfItems(inSection: 0)).compactMap { view.details.item(at: ItemPath(section: 0, item: $0)) as? CatDetailItem }
}

struct DataAccessErrorStub: Error, CustomStringConvertible {
    var description: String { "offline and nothing stored" }
}
