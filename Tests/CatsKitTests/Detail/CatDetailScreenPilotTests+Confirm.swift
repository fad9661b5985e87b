import CatsAPI
import Testing
import TrellisDiff
import TrellisLists
import TrellisTestSupport

@testable import CatsKit

/// Confirming a sighting ("I saw it too") on the detail's Sightings table, through the
/// terminal host: each sighting has its own reactor (Drrrible's cell reactors), kept across
/// the list's diffs, whose count the table's last column shows, and `c` shows the
/// confirmation at once and settles it with the server.
extension CatDetailScreenPilotTests {
    func openSightings(_ fake: FakeCatsServices) async throws -> (Opened, Sighting) {
        let opened = await open(3, fake, columns: 72, rows: 16)
        opened.pilot.press(.right)
        #expect(await eventually { opened.view.sightings.loadingState == .contentLoaded })
        #expect(opened.view.sightingsTable.hasFocus, "the table took the list's focus")
        return (opened, try #require(opened.view.focusedSighting))
    }

    func line(_ opened: Opened, of sighting: Sighting) -> String? {
        opened.pilot.frame()
        return opened.pilot.screenLines.first { $0.contains(sighting.seenOn) && $0.contains(sighting.place) }
    }

    /// The confirmations column of the Sightings table.
    func confirmations(_ opened: Opened) throws -> DataTableColumn<Sighting> {
        try #require(opened.view.sightingsTable.columns.first { $0.id == "confirmations" })
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
        let column = try confirmations(opened)
        #expect(column.text(sighting) == row.currentState.confirmationText, "the table reads the row's reactor")
        #expect(column.style?(sighting) == opened.context.theme[.accent], "the user's own confirmation stands out")
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
        #expect(try confirmations(opened).text(sighting) == row.currentState.confirmationText, "and the table shows it")
        #expect(await eventually { opened.view.sightingRows.count == count + 1 })
        // A sighting not sent yet cannot be confirmed: the status line says why.
        #expect(opened.view.focusSighting(-1))
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
