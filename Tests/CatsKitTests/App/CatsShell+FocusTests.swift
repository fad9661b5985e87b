import Testing
import TrellisShell
import TrellisTerminal
import TrellisTerminalTesting
import TrellisViews

@testable import CatsKit

/// Tab and Shift-Tab through the Cats screens, as the focus engine moves them.
extension CatsShellTests {
    @Test func onTheDetailTabCyclesBackFavoriteTabsListAndEnterOnBackGoesBack() async throws {
        let fake = FakeCatsServices()
        let (pilot, shell) = try await run(fake)
        pilot.press(.down)  // Australian Mist
        let listScreen = try #require(shell.topScreen as? CatsListScreen)
        let leftRow = listScreen.contentView.list.focusedPath
        pilot.press(.enter)
        #expect(await shows(pilot, "Australia · Short, spotted"))
        let detail = try #require(shell.topScreen as? CatDetailScreen)
        let header = detail.contentView.header
        let container = try #require(pilot.app.focusedView?.superview?.superview as? ScreenContainerView)
        #expect(pilot.app.focusedView === detail.contentView.list)
        var visited: [View?] = []
        for _ in 0..<4 {
            pilot.press(.tab)
            visited.append(pilot.app.focusedView)
        }
        let expected: [View] = [
            container.navigationBar.backButton, header.favoriteButton, header.segmentedControl, detail.contentView.list,
        ]
        #expect(visited.map { $0.map(ObjectIdentifier.init) } == expected.map(ObjectIdentifier.init))
        pilot.press(.tab, modifiers: .shift)
        pilot.press(.tab, modifiers: .shift)
        #expect(pilot.app.focusedView === header.favoriteButton)
        #expect(pilot.screenLines.contains { $0.contains("☆ Favorite") })
        pilot.press(.enter)  // the focused button, as f
        #expect(await shows(pilot, "★ Favorite"))
        #expect(fake.favoriteIDs.current == [8])
        pilot.press(.tab, modifiers: .shift)
        #expect(pilot.app.focusedView === container.navigationBar.backButton)
        pilot.press(.enter)
        #expect(await shows(pilot, "68 breeds · 1 favorite"))
        #expect(shell.topScreen is CatsListScreen)
        #expect(pilot.app.focusedView === listScreen.contentView.list, "back on the list, focus is where it was")
        #expect(listScreen.contentView.list.focusedPath == leftRow)
        pilot.stop()
    }

    @Test func onTheListShiftTabReachesTheSegmentsWhoseArrowsSwitchThemAndTabTheSearchField() async throws {
        let (pilot, shell) = try await run()
        let view = try #require((shell.topScreen as? CatsListScreen)?.contentView)
        pilot.press(.tab, modifiers: .shift)
        #expect(pilot.app.focusedView === view.segmentedControl)
        pilot.press(.right)
        #expect(await shows(pilot, "No Favorites"))
        #expect(view.segmentedControl.hasFocus, "focus stays on the control while the headers are made again")
        pilot.press(.left)
        #expect(await shows(pilot, "68 breeds"))
        pilot.type("/")  // typing a search: the field has focus, and sits between the segments and the list
        #expect(pilot.app.focusedView === view.searchField)
        pilot.press(.tab, modifiers: .shift)
        #expect(pilot.app.focusedView === view.segmentedControl)
        pilot.press(.tab)
        pilot.press(.tab)
        #expect(pilot.app.focusedView === view.list)
        pilot.stop()
    }
}
