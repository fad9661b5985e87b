import CatsAPI
import Testing
import TrellisDiff
import TrellisLists
import TrellisShell
import TrellisTerminal
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

/// Issue 24: `cats://cat/<id>/sighting/<id>` through the shell's router, as `cats open` and
/// the palette open it; a link asked for while signed out opens after sign-in.
extension CatsShellTests {
    /// A sighting of breed 3, and its row among the breed's sightings (newest first).
    func sightingOf3(_ fake: FakeCatsServices) -> (sighting: Sighting, row: Int) {
        let all = fake.sightings.filter { $0.breedID == 3 }.sorted { $0.seenOn > $1.seenOn }
        return (all[all.count / 2], all.count / 2)
    }

    @Test func aSightingLinkOpensTheBreedOnSightingsFocusedOnIt() async throws {
        let fake = FakeCatsServices()
        let (sighting, row) = sightingOf3(fake)
        let link = CatsLinks.sighting(sighting.id, of: 3)
        let (pilot, shell) = try await run(fake, link: link)
        #expect(await shows(pilot, sighting.place))
        let screen = try #require(shell.topScreen as? CatDetailScreen)
        #expect(screen.detailReactor.currentState.segment == .sightings)
        #expect(await eventually { screen.contentView.sightingsTable.focusedRow == row })
        pilot.stop()
    }

    @Test func aSightingLinkWhileSignedOutOpensAfterSignIn() async throws {
        let fake = FakeCatsServices(user: nil)
        let (sighting, row) = sightingOf3(fake)
        let (pilot, shell) = try await run(fake, link: CatsLinks.sighting(sighting.id, of: 3))
        #expect(await shows(pilot, "Sign in"))
        pilot.type("grace")
        pilot.press(.enter)
        #expect(await shows(pilot, sighting.place))
        let screen = try #require(shell.topScreen as? CatDetailScreen)
        #expect(await eventually { screen.contentView.sightingsTable.focusedRow == row })
        pilot.stop()
    }

    @Test(
        "check names what a sighting link lacks",
        arguments: [
            ("cats://cat/3/sighting/999999", "breed 3 has no sighting 999999"),
            ("cats://cat/999/sighting/1", "there is no breed 999"),
            ("cats://cat/3/sighting/0", "the sighting id 0 is not between 1 and"),
            ("cats://cat/3/sighting/abc", "no route"),
        ])
    func checkRefusesASightingLinkByName(_ link: String, _ message: String) async throws {
        let fake = FakeCatsServices()
        let (pilot, shell) = try await run(fake)
        await #expect { try await shell.check(link) } throws: { "\($0)".contains(message) }
        try await shell.check(CatsLinks.sighting(sightingOf3(fake).sighting.id, of: 3))
        pilot.stop()
    }
}
