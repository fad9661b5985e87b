import CatsAPI
import Foundation
import Testing
import Trellis
import TrellisShell
import TrellisTerminal
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

/// Issue 24, the session: user preferences (theme, grid density) survive log out, per
/// user; session values (viewed breeds, last search) do not; Settings shows and edits them;
/// a bad preferences file is named on the status line and left as it is.
@MainActor
@Suite struct CatsShellPreferencesTests {
    func run(_ fake: FakeCatsServices = FakeCatsServices(), preferences: UserPreferenceStores) -> (Pilot, CatsShell) {
        let shell = CatsShell(services: fake.services, userPreferences: preferences)
        let pilot = Pilot.testing(root: shell.rootView, columns: 100, rows: 40) { app in
            shell.app = app
            try? shell.start()
        }
        return (pilot, shell)
    }

    func shows(_ pilot: Pilot, _ text: String) async -> Bool {
        await eventually {
            pilot.frame()
            return pilot.screenLines.contains { $0.contains(text) }
        }
    }

    func logOutAndSignIn(_ pilot: Pilot, as user: String) async {
        pilot.type("s")
        #expect(await shows(pilot, "Log out"))
        pilot.press(.home)
        pilot.press(.down)  // "Log out"
        pilot.press(.enter)
        #expect(await shows(pilot, "Sign in"))
        pilot.type(user)
        pilot.press(.enter)
        #expect(await shows(pilot, "68 breeds"))
    }

    @Test func preferencesSurviveLogOutAndSessionValuesDoNot() async throws {
        let (pilot, shell) = run(preferences: UserPreferenceStores.cats())
        #expect(await shows(pilot, "68 breeds"))
        let list = try #require(shell.topScreen as? CatsListScreen)
        #expect(list.contentView.all.defaultMetrics.numberOfColumns == 2)
        // a session value: a breed viewed
        pilot.press(.down)
        pilot.press(.enter)
        #expect(await shows(pilot, "Australia · Short, spotted"))
        pilot.press(.escape)
        // Settings shows it, and switches the grid (applied to the list at once) and the theme
        pilot.type("s")
        #expect(await shows(pilot, "Viewed        Australian Mist"))
        pilot.press(.end)  // "Theme"
        pilot.press(.enter)
        #expect(await shows(pilot, "dark · light from the next sign-in"))
        pilot.press(.up)  // "Grid"
        pilot.press(.enter)
        #expect(await shows(pilot, "Grid          compact"))
        #expect(list.contentView.all.defaultMetrics.numberOfColumns == 3)
        pilot.press(.escape)

        await logOutAndSignIn(pilot, as: "grace")
        // another user has their own preferences
        #expect(shell.context?.density == .comfortable)
        #expect(shell.context?.theme == CatsTheme.dark.theme)
        await logOutAndSignIn(pilot, as: "ada")
        #expect(shell.context?.density == .compact)
        #expect(shell.context?.theme == CatsTheme.light.theme)
        let again = try #require(shell.topScreen as? CatsListScreen)
        #expect(again.contentView.all.defaultMetrics.numberOfColumns == 3)
        pilot.type("s")
        #expect(await shows(pilot, "Grid          compact"))
        #expect(await shows(pilot, "Viewed        none"))
        #expect(await shows(pilot, "Last search   none"))
        pilot.stop()
    }

    @Test func aBadPreferenceIsNamedOnTheStatusLineAndTheFileIsLeftAsItIs() async throws {
        let directory = URL(fileURLWithPath: try DataFixture.temporaryDirectory())
        let file = directory.appendingPathComponent("preferences.ada.json")
        let text = #"{"cats.gridDensity": "roomy", "cats.theme": "light"}"#
        try Data(text.utf8).write(to: file)
        let (pilot, shell) = run(preferences: UserPreferenceStores.cats(directory: directory))
        #expect(await shows(pilot, "68 breeds"))
        #expect(await shows(pilot, #"preference 'cats.gridDensity' is "roomy""#), "\(pilot.screenLines)")
        #expect(shell.context?.density == .comfortable)
        #expect(shell.context?.theme == CatsTheme.light.theme)  // the good value is used
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        pilot.stop()
    }

    @Test func anUnreadablePreferencesFileIsNamedAndTheDefaultsUsed() async throws {
        let directory = URL(fileURLWithPath: try DataFixture.temporaryDirectory())
        let file = directory.appendingPathComponent("preferences.ada.json")
        try Data("not json".utf8).write(to: file)
        let (pilot, shell) = run(preferences: UserPreferenceStores.cats(directory: directory))
        #expect(await shows(pilot, "68 breeds"))
        #expect(await shows(pilot, "preferences file"), "\(pilot.screenLines)")
        #expect(shell.context?.density == .comfortable)
        #expect(try String(contentsOf: file, encoding: .utf8) == "not json")
        pilot.stop()
    }
}
