import CatsAPI
import Testing
import TrellisDiff
import TrellisLists
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

/// Issue 24: `cats://cat/<id>/sighting/<id>` lands on the sighting once Sightings has
/// loaded, through the data source's `whenLoaded`, however late the load ends.
extension CatDetailScreenPilotTests {
    /// Breed 3's sightings as the catalog sorts them (newest first), and the one to land on.
    func sightingsOf3(_ fake: FakeCatsServices) -> (all: [Sighting], target: Sighting) {
        let all = fake.sightings.filter { $0.breedID == 3 }.sorted { $0.seenOn > $1.seenOn }
        return (all, all[all.count - 1])  // the last row: below the first screen
    }

    @Test func aSightingLinkLandsOnItOnlyOnceTheDelayedSightingsHaveLoaded() async throws {
        let fake = FakeCatsServices()
        let (all, target) = sightingsOf3(fake)
        let catalog = GatedCatalog(breeds: fake.breeds)
        let opened = openGated(3, catalog, fake, rows: 10) { $0.showSighting(target.id) }
        #expect(await eventually { catalog.heldSightingsCount == 1 })
        catalog.release(3)
        #expect(opened.screen.detailReactor.currentState.segment == .sightings)
        #expect(opened.header.segmentedControl.selectedIndex == 1)
        #expect(opened.view.sightingsTable.focusedRow == nil)  // the sightings have not arrived: nothing to land on
        catalog.finishSightings(all)
        #expect(await eventually { opened.view.sightingsTable.focusedRow == all.count - 1 })
        opened.pilot.frame()
        let lines = opened.pilot.screenLines
        let y = try #require(lines.firstIndex { $0.contains(target.seenOn) && $0.contains(target.place) }, "\(lines)")
        let other = try #require(lines.firstIndex { $0.contains(all[all.count - 2].seenOn) })
        #expect(opened.pilot.terminal.style(atColumn: 3, row: y) != opened.pilot.terminal.style(atColumn: 3, row: other))
        #expect(opened.context.status.current == nil)
        opened.pilot.stop()
    }

    @Test func aSightingTheLoadedListLacksIsSaidAndTheListStays() async {
        let fake = FakeCatsServices()
        let (all, _) = sightingsOf3(fake)
        let catalog = GatedCatalog(breeds: fake.breeds)
        let opened = openGated(3, catalog, fake) { $0.showSighting(999_999) }
        #expect(await eventually { catalog.heldSightingsCount == 1 })
        catalog.release(3)
        catalog.finishSightings(all)
        #expect(await eventually { opened.context.status.current != nil })
        #expect(opened.context.status.current == StatusMessage("breed 3 has no sighting 999999", kind: .error))
        #expect(opened.screen.detailReactor.currentState.segment == .sightings)
        #expect((opened.view.sightingsTable.focusedRow ?? 0) == 0)  // the table stays at its top
        opened.pilot.frame()
        #expect(opened.pilot.screenLines.contains { $0.contains(all[0].place) })
        opened.pilot.stop()
    }
}
