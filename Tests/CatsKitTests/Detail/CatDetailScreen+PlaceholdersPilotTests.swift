import CatsAPI
import Testing
import TrellisLists
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit
@testable import TrellisTerminal

/// Issue 24: Details' facts and description each show their own loading and error
/// placeholder in their own section (AAPL's per-child placeholders), and one part's
/// placeholder never hides the other's rows.
extension CatDetailScreenPilotTests {
    /// The detail of breed `id` over `catalog`, whose loads the test releases; `before`
    /// runs before the screen first appears.
    func openGated(
        _ id: Int64, _ catalog: GatedCatalog, _ fake: FakeCatsServices, rows: Int = 16,
        before: (CatDetailScreen) -> Void = { _ in }
    ) -> Opened {
        let services = CatsServices(
            catalog: catalog, favorites: FakeFavorites(fake: fake), account: FakeAccount(fake: fake), sync: FakeSync(fake: fake),
            sightings: FakeSightings(fake: fake))
        let context = CatsContext.recording(services)
        let screen = CatDetailScreen(breedID: id, context: context)
        before(screen)
        let pilot = Pilot.testing(root: screen.view, columns: 60, rows: rows) { app in app.focusedView = screen.preferredFocus }
        context.recorded.app = pilot.app
        screen.viewWillAppear()
        return Opened(pilot: pilot, screen: screen, context: context)
    }

    @Test func eachPartShowsItsOwnLoadingPlaceholderWhileTheBreedLoads() async {
        let fake = FakeCatsServices()
        let catalog = GatedCatalog(breeds: fake.breeds)
        let opened = openGated(3, catalog, fake)
        #expect(await eventually { catalog.heldBreedCount == 1 })
        opened.pilot.frame()
        #expect(opened.pilot.screenLines.filter { $0.contains("Loading…") }.count == 2, "\(opened.pilot.screenLines)")
        #expect(opened.view.list.visibleChildPlaceholders.keys.sorted() == [0, 1])  // facts' section, then about's
        #expect(opened.view.facts.placeholder?.kind == .loading && opened.view.about.placeholder?.kind == .loading)
        catalog.release(3)
        #expect(await eventually { opened.view.details.loadingState == .contentLoaded })
        opened.pilot.frame()
        #expect(opened.pilot.screenLines.contains { $0.contains("Origin") && $0.contains("United States") })
        #expect(!opened.pilot.screenLines.contains { $0.contains("Loading…") })
        opened.pilot.stop()
    }

    @Test func aFailedLoadShowsEachPartsOwnErrorAndRTriesAgain() async {
        let fake = FakeCatsServices()
        let catalog = GatedCatalog(breeds: fake.breeds)
        let opened = openGated(3, catalog, fake)
        #expect(await eventually { catalog.heldBreedCount == 1 })
        catalog.fail(3, DataAccessErrorStub())
        #expect(await eventually { opened.view.facts.loadingState == .error && opened.view.about.loadingState == .error })
        opened.pilot.frame()
        let lines = opened.pilot.screenLines
        #expect(lines.contains { $0.contains("Unable To Load The Facts") }, "\(lines)")
        #expect(lines.contains { $0.contains("Unable To Load The Description") })
        #expect(lines.filter { $0.contains("offline and nothing stored. Press r to try again.") }.count == 2)
        #expect(opened.view.details.placeholder == nil)  // no placeholder of its own over both parts
        opened.pilot.type("r")
        #expect(await eventually { catalog.heldBreedCount == 1 })
        catalog.release(3)
        #expect(await eventually { opened.view.details.loadingState == .contentLoaded })
        opened.pilot.frame()
        #expect(opened.pilot.screenLines.contains { $0.contains("Origin") && $0.contains("United States") })
        #expect(!opened.pilot.screenLines.contains { $0.contains("Unable To Load") })
        opened.pilot.stop()
    }

    @Test func onePartsPlaceholderLeavesTheOthersRowsOnScreen() async throws {
        let fake = FakeCatsServices()
        var breeds = fake.breeds
        let index = try #require(breeds.firstIndex { $0.id == 3 })
        breeds[index].description = ""  // nobody has described it: About has no content, Facts has
        let catalog = GatedCatalog(breeds: breeds)
        let opened = openGated(3, catalog, fake)
        #expect(await eventually { catalog.heldBreedCount == 1 })
        catalog.release(3)
        #expect(await eventually { opened.view.about.loadingState == .noContent })
        opened.pilot.frame()
        let lines = opened.pilot.screenLines
        #expect(lines.contains { $0.contains("Origin") && $0.contains("United States") }, "\(lines)")
        #expect(lines.contains { $0.contains("Lifespan") })
        #expect(lines.contains { $0.contains("No Description") })
        #expect(opened.view.details.itemCounts == [4, 0])
        opened.pilot.stop()
    }
}
