import CatsAPI
import Testing
import Trellis
import TrellisShell
import TrellisTerminal
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

/// Issue 40, master–detail: from 140 columns the list and the breed it opened sit side by
/// side; narrower, the stack. The breed shown survives the width changing both ways.
extension CatsShellTests {
    /// Opens Australian Mist (the second breed) from the list, and waits for its detail.
    func openAustralianMist(_ pilot: Pilot) async {
        pilot.press(.down)
        pilot.press(.enter)
        #expect(await shows(pilot, "Australia · Short, spotted"))
    }

    @Test func wideTheListAndTheOpenedBreedSitSideBySide() async throws {
        let (pilot, shell) = try await run(columns: 160, rows: 50)
        let split = try #require(shell.split)
        #expect(!split.isCollapsed)
        #expect(await shows(pilot, CatsShell.splitPlaceholder))
        await openAustralianMist(pilot)
        #expect(pilot.screenLines.contains { $0.contains("68 breeds") }, "the list stays on screen")
        #expect(!pilot.screenLines.contains { $0.contains(CatsShell.splitPlaceholder) })
        let detail = try #require(split.detail as? CatDetailScreen)
        #expect(detail.breedID == 8)
        #expect(shell.topScreen === detail, "the pane took the focus: its keys are the ones in effect")
        #expect(pilot.app.focusedView === detail.contentView.list)
        #expect(pilot.screenLines.last?.contains("f favorite") == true, "the hints are the pane's: \(pilot.screenLines.last ?? "")")
        pilot.stop()
    }

    @Test func theShownBreedSurvivesTheWidthChangingBothWays() async throws {
        let (pilot, shell) = try await run(columns: 160, rows: 50)
        await openAustralianMist(pilot)
        let detail = try #require(shell.split?.detail as? CatDetailScreen)
        // narrower: the breed is the pushed screen
        pilot.resize(100, 30)
        #expect(await shows(pilot, "‹ Cats"))
        #expect(shell.split?.isCollapsed == true)
        #expect(shell.topScreen === detail)
        #expect(detail.appearance == .appeared)
        #expect(!pilot.screenLines.contains { $0.contains("68 breeds") })
        #expect(pilot.app.focusedView === detail.contentView.list)
        // wider again: back in the pane, beside the list
        pilot.resize(160, 50)
        #expect(await shows(pilot, "68 breeds"))
        #expect(shell.split?.isCollapsed == false)
        #expect(shell.split?.detail === detail)
        #expect(detail.appearance == .appeared)
        #expect(pilot.screenLines.contains { $0.contains("Australia · Short, spotted") })
        pilot.stop()
    }

    @Test func aLinkShowsItsBreedInThePaneWhenWideAndPushesItWhenNarrow() async throws {
        let (wide, wideShell) = try await run(link: "cats://cat/3", columns: 160, rows: 50)
        #expect(await shows(wide, "American Bobtail"))
        #expect(await shows(wide, "68 breeds"), "the list beside it")
        #expect(wideShell.split?.screens.count == 2)
        #expect(wideShell.split?.isCollapsed == false)
        wide.stop()
        let (narrow, narrowShell) = try await run(link: "cats://cat/3", columns: 100, rows: 30)
        #expect(await shows(narrow, "American Bobtail"))
        #expect(!narrow.screenLines.contains { $0.contains("68 breeds") })
        #expect(narrowShell.topScreen is CatDetailScreen)
        #expect(narrowShell.split?.isCollapsed == true)
        narrow.stop()
    }

    @Test func f6MovesTheFocusBetweenThePanes() async throws {
        let (pilot, shell) = try await run(columns: 160, rows: 50)
        let list = try #require(shell.split?.primary as? CatsListScreen)
        pilot.press(.function(6))
        #expect(pilot.app.focusedView === list.contentView.list, "no breed opened: F6 stays in the list")
        await openAustralianMist(pilot)
        let detail = try #require(shell.split?.detail as? CatDetailScreen)
        pilot.press(.function(6))
        #expect(pilot.app.focusedView === list.contentView.list)
        #expect(shell.topScreen === list)
        pilot.press(.function(6), modifiers: .shift)
        #expect(pilot.app.focusedView === detail.contentView.list)
        #expect(shell.keyBindingsInEffect.help.contains { $0.keys == "F6" })
        pilot.stop()
    }

    @Test func escInThePaneFocusesTheListAndLeavesTheBreedShown() async throws {
        let (pilot, shell) = try await run(columns: 160, rows: 50)
        let list = try #require(shell.split?.primary as? CatsListScreen)
        await openAustralianMist(pilot)
        pilot.press(.escape)
        #expect(pilot.app.focusedView === list.contentView.list)
        #expect(shell.topScreen === list)
        #expect(shell.split?.detail is CatDetailScreen)
        #expect(pilot.screenLines.contains { $0.contains("Australia · Short, spotted") })
        pilot.press(.escape)  // on the list with nothing to go back to: nothing happens
        #expect(shell.split?.detail is CatDetailScreen)
        pilot.stop()
    }

    @Test func nInThePaneOpensTheSightingFormOverTheSplit() async throws {
        let (pilot, shell) = try await run(columns: 160, rows: 50)
        await openAustralianMist(pilot)
        pilot.type("n")
        #expect(await shows(pilot, "Report a sighting"))
        #expect(shell.topScreen is SightingFormScreen)
        #expect(!pilot.screenLines.contains { $0.contains("68 breeds") }, "the form covers the whole split")
        pilot.press(.escape)
        #expect(await shows(pilot, "68 breeds"))
        #expect(shell.split?.detail is CatDetailScreen)
        pilot.stop()
    }

    @Test func theListsColumnsFollowItsPaneNotTheTerminal() async throws {
        let (pilot, shell) = try await run(columns: 160, rows: 50)
        let list = try #require(shell.split?.primary as? CatsListScreen).contentView.list
        // comfortable: two columns from 50 cells each; the pane is 40% of 159
        #expect(list.bounds.width == 64)
        #expect(list.layout.columns(inSection: 0) == 1)
        pilot.resize(139, 40)  // one stack: the list has the whole width
        pilot.frame()
        #expect(list.layout.columns(inSection: 0) == 2)
        pilot.resize(160, 50)
        shell.split?.layout = SplitLayout(fractions: [0.7, 0.3])
        pilot.frame()
        #expect(list.layout.columns(inSection: 0) == 2)
        pilot.stop()
    }
}

/// Issue 40: the split's layout kept in the user's preferences, as theme and density are.
extension CatsShellPreferencesTests {
    @Test func theUsersLayoutIsRestoredAtSignInAndTheirChangesKept() async throws {
        // given a layout stored by an earlier run
        let users = UserPreferenceStores.cats()
        let stored = SplitLayout(fractions: [0.3, 0.7])
        try users.store(for: "ada").set(stored, for: CatsShell.splitPreference)
        // when Ada signs in, the split is laid out so
        let (pilot, shell) = run(preferences: users, columns: 160, rows: 50)
        #expect(await shows(pilot, "68 breeds"))
        #expect(shell.split?.layout == stored)
        #expect((shell.split?.primary as? CatsListScreen)?.contentView.bounds.width == 48)
        // and a divider moved by key is written back
        pilot.press(.right, modifiers: .control)
        let kept = try users.store(for: "ada").value(for: CatsShell.splitPreference)
        #expect(kept != stored)
        #expect(kept == shell.split?.layout)
        pilot.stop()
    }

    @Test(arguments: [PreferenceValue.string("wide"), .strings(["0.4", "lots"]), .int(3)])
    func aBadStoredLayoutIsNamedAndTheDefaultUsed(_ bad: PreferenceValue) async throws {
        let users = UserPreferenceStores.cats()
        try users.store(for: "ada").set(bad, forKey: CatsShell.splitPreference.name)
        let (pilot, shell) = run(preferences: users, columns: 160, rows: 50)
        #expect(await shows(pilot, "68 breeds"))
        #expect(await shows(pilot, "preference 'cats.split' is"), "\(pilot.screenLines)")
        #expect(shell.split?.layout == CatsShell.splitPreference.defaultValue)
        #expect(shell.split?.isCollapsed == false)
        pilot.stop()
    }
}
