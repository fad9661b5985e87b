import CatsAPI
import Testing
import TrellisDiff
import TrellisLists
import TrellisTestSupport

@testable import CatsKit

/// Confirming a sighting ("I saw it too") on the detail, through the terminal host: each
/// sighting row has its own reactor (Drrrible's cell reactors), kept across the list's
/// diffs, and `c` shows the confirmation at once and settles it with the server.
extension CatDetailScreenPilotTests {
    func openSightings(_ fake: FakeCatsServices) async throws -> (Opened, Sighting) {
        let opened = await open(3, fake, columns: 72, rows: 16)
        opened.pilot.press(.right)
        #expect(await eventually { opened.view.sightings.loadingState == .contentLoaded })
        if opened.view.list.focusedPath == nil { opened.pilot.press(.down) }
        let path = try #require(opened.view.list.focusedPath)
        return (opened, opened.view.sightings.items[path.item])
    }

    func line(_ opened: Opened, of sighting: Sighting) -> String? {
        opened.pilot.frame()
        return opened.pilot.screenLines.first { $0.contains(sighting.seenOn) && $0.contains(sighting.place) }
    }

    /// The visible cell showing `sighting`.
    func cell(_ opened: Opened, of sighting: Sighting) -> SightingCell? {
        opened.view.list.visibleCells.values.compactMap { $0 as? SightingCell }.first {
            $0.reactor?.currentState.sighting.id == sighting.id
        }
    }

    @Test func cConfirmsTheFocusedSightingAtOnceThenTheServerSettlesIt() async throws {
        let fake = FakeCatsServices()
        fake.confirmationsAPI.knobs.withLockedValue { $0.holdsAnswers = true }
        let (opened, sighting) = try await openSightings(fake)
        #expect(line(opened, of: sighting)?.contains("✓") == false)
        opened.pilot.type("c")
        #expect(await eventually { line(opened, of: sighting)?.hasSuffix("✓ 1 …") == true }, "\(line(opened, of: sighting) ?? "")")
        fake.confirmationsAPI.gate.open()
        #expect(await eventually { line(opened, of: sighting)?.hasSuffix("✓ 1") == true }, "\(line(opened, of: sighting) ?? "")")
        #expect(fake.confirmationsAPI.requests.withLockedValue { $0 } == ["+\(sighting.id)"])
        let row = try #require(opened.view.sightingRows[sighting.id])
        let shown = try #require(cell(opened, of: sighting))
        #expect(shown.reactor === row)
        #expect(shown.confirmationLabel.style == opened.context.theme[.accent], "the user's own confirmation stands out")
        #expect(opened.pilot.app.keyBindingsInEffect.help.contains { $0.keys == "c" })
        opened.pilot.stop()
    }

    @Test func aRowKeepsItsReactorWhenAnotherSightingJoinsTheList() async throws {
        let fake = FakeCatsServices()
        let (opened, sighting) = try await openSightings(fake)
        let count = opened.view.sightings.items.count
        let row = try #require(opened.view.sightingRows[sighting.id])
        #expect(opened.view.sightingRows.count == count)
        let reported = Sighting(id: -1, breedID: 3, place: "Porto, Ribeira", seenOn: "2026-11-29", note: "on a boat")
        fake.sightingChanges.send(.inserted(reported))
        #expect(await eventually { opened.view.sightings.items.count == count + 1 })
        #expect(opened.view.sightingRows[sighting.id] === row, "a diff keeps the row's reactor")
        opened.pilot.frame()
        #expect(cell(opened, of: sighting)?.reactor === row, "and its cell shows it")
        #expect(await eventually { opened.view.sightingRows.count == count + 1 })
        // A sighting not sent yet cannot be confirmed: the status line says why.
        opened.view.list.focusItem(at: ItemPath(section: 0, item: opened.view.sightings.items.firstIndex { $0.id == -1 }!))
        opened.pilot.type("c")
        #expect(await eventually { opened.context.status.current?.text == ConfirmationError.notSent.description })
        fake.sightingChanges.send(.deleted(-1))
        #expect(await eventually { opened.view.sightingRows.count == count && opened.view.sightingRows[-1] == nil })
        opened.pilot.stop()
    }

    @Test func aRefusedConfirmationRollsBackAndSaysWhyOnTheStatusLine() async throws {
        let fake = FakeCatsServices()
        let (opened, sighting) = try await openSightings(fake)
        fake.confirmationsAPI.knobs.withLockedValue { knobs in
            knobs.confirmedBy[sighting.id] = ["grace", "bo"]
            knobs.failure = .refused("there is no sighting \(sighting.id)")
        }
        opened.pilot.press(.character("r"))  // loads again: the server's counts come with the sightings
        #expect(await eventually { line(opened, of: sighting)?.hasSuffix("✓ 2") == true }, "\(line(opened, of: sighting) ?? "")")
        opened.pilot.type("c")
        #expect(await eventually { opened.context.status.current?.text == "not confirmed: there is no sighting \(sighting.id)" })
        #expect(await eventually { line(opened, of: sighting)?.hasSuffix("✓ 2") == true }, "\(line(opened, of: sighting) ?? "")")
        #expect(fake.confirmationsAPI.requests.withLockedValue { $0 } == ["+\(sighting.id)"])
        opened.pilot.stop()
    }
}
