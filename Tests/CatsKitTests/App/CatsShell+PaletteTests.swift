import Testing
import TrellisShell
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit
@testable import TrellisTerminal

/// Issue 24: Ctrl-P's command palette over the modules' menu, through the app.
extension CatsShellTests {
    /// Opens the palette with Ctrl-P and waits for the breeds to join the menu.
    func openPalette(_ pilot: Pilot) async throws -> CommandPaletteView {
        pilot.press(.character("p"), modifiers: .control)
        let palette = try #require(
            pilot.app.overlay as? CommandPaletteView,
            "\(String(describing: pilot.app.focusedView)) \(pilot.screenLines.joined(separator: "\n"))")
        #expect(await eventually { palette.items.filter { $0.link?.hasPrefix("cats://cat/") == true }.count == 68 })
        return palette
    }

    @Test func ctrlPListsTheMenuWithItsLinksAndTheFieldHasFocus() async throws {
        let (pilot, shell) = try await run()  // the shell kept: its keys are handled through it
        let palette = try await openPalette(pilot)
        #expect(pilot.app.focusedView === palette.field)
        #expect(palette.field.accessibilityLabel == "Command")
        #expect(palette.items.prefix(3).map(\.link) == ["cats://cats", "cats://favorites", "cats://settings"])
        #expect(await settle(pilot) { $0.contains { $0.contains("Favorites") && $0.contains("cats://favorites") } })
        #expect(pilot.screenLines.contains { $0.contains("Settings") && $0.contains("cats://settings") })
        #expect(shell.topScreen is CatsListScreen)
        pilot.stop()
    }

    @Test func thePaletteOffersTheCommandsInEffectAndPerformsOne() async throws {
        let (pilot, shell) = try await run()
        let palette = try await openPalette(pilot)
        // Generated from the declarations: the list's and the shared ones, with their keys.
        let commands = palette.items.filter { if case .command = $0.target { true } else { false } }
        #expect(commands.contains { $0.title == "search by name, origin, coat" && $0.detail == "/" })
        #expect(commands.contains { $0.title == "settings" && $0.detail == "s" })
        #expect(!commands.contains { $0.detail == "Ctrl-P" }, "the palette does not offer itself")
        pilot.type("settings")
        let index = try #require(palette.results.firstIndex { $0.title == "settings" && $0.detail == "s" })
        for _ in 0..<index { pilot.press(.down) }
        #expect(palette.chosenTarget == .command(scope: CatsShell.keymapScope, name: "settings"))
        pilot.press(.enter)
        #expect(await settle(pilot) { _ in shell.topScreen is SettingsScreen })
        #expect(pilot.app.overlay == nil)
        pilot.stop()
    }

    @Test func typingFiltersAndEnterOpensTheFocusedEntry() async throws {
        let (pilot, shell) = try await run()
        let palette = try await openPalette(pilot)
        pilot.type("sett")
        #expect(palette.results.first?.link == "cats://settings")
        #expect(await settle(pilot) { !$0.contains { $0.contains("cats://favorites") } })
        pilot.press(.enter)
        #expect(await shows(pilot, "Signed in as"))
        #expect(shell.topScreen is SettingsScreen)
        #expect(pilot.app.overlay == nil)
        pilot.stop()
    }

    @Test func arrowsMoveAmongTheMatchesAndABreedOpensByName() async throws {
        let (pilot, shell) = try await run()
        let palette = try await openPalette(pilot)
        pilot.type("am")  // American Bobtail, American Curl, … (names), then the rest
        let second = try #require(palette.results.dropFirst().first)
        pilot.press(.down)
        pilot.press(.down)
        pilot.press(.up)
        #expect(palette.chosenTarget == second.target)
        pilot.press(.enter)
        #expect(await settle(pilot) { _ in (shell.topScreen as? CatDetailScreen)?.title == second.title })
        pilot.stop()
    }

    @Test func aTypedLinkOpens() async throws {
        let (pilot, shell) = try await run()
        _ = try await openPalette(pilot)
        pilot.type("cats://cat/3")
        pilot.press(.enter)
        #expect(await settle(pilot) { _ in shell.topScreen is CatDetailScreen })
        #expect(await shows(pilot, "‹ Cats"), "\(pilot.screenLines.joined(separator: "\n"))")
        pilot.stop()
    }

    @Test(
        "a link that does not open shows the router's or the module's reason in the palette",
        arguments: [
            ("cats://dog", "no route"), ("nope://x", "no routes for scheme 'nope'"), ("cats://cat/999", "there is no breed 999"),
        ])
    func aBadLinkShowsItsError(_ link: String, _ reason: String) async throws {
        let (pilot, shell) = try await run()
        let palette = try await openPalette(pilot)
        pilot.type(link)
        pilot.press(.enter)
        #expect(await settle(pilot) { $0.contains { $0.contains(reason) } }, "\(pilot.screenLines.joined(separator: "\n"))")
        #expect(palette.error?.contains(reason) == true)
        #expect(pilot.app.overlay === palette, "the palette stays up")
        #expect(shell.topScreen is CatsListScreen, "nothing was opened")
        pilot.press(.backspace)  // editing the link clears the reason
        #expect(palette.error == nil)
        pilot.stop()
    }

    @Test func nothingMatchingIsSaidNotOpened() async throws {
        let (pilot, shell) = try await run()
        let palette = try await openPalette(pilot)
        pilot.type("zzzz")
        pilot.press(.enter)
        #expect(palette.error == "nothing matches “zzzz”")
        #expect(shell.topScreen is CatsListScreen)
        pilot.stop()
    }

    @Test func escClosesAndGivesFocusBack() async throws {
        let (pilot, shell) = try await run()
        let list = try #require((shell.topScreen as? CatsListScreen)?.contentView.list)
        #expect(pilot.app.focusedView === list)
        _ = try await openPalette(pilot)
        pilot.type("fav")
        pilot.press(.escape)
        #expect(pilot.app.overlay == nil)
        #expect(pilot.app.focusedView === list)
        #expect(shell.topScreen is CatsListScreen, "Esc closed the palette, it did not go back")
        pilot.press(.character("p"), modifiers: .control)
        pilot.press(.character("p"), modifiers: .control)  // Ctrl-P again closes it too
        #expect(pilot.app.overlay == nil)
        pilot.stop()
    }

    @Test func lettersTypedInThePaletteNeverReachTheScreensShortcuts() async throws {
        let fake = FakeCatsServices()
        let (pilot, shell) = try await run(fake)
        let palette = try await openPalette(pilot)
        pilot.type("qs?f/")
        #expect(palette.field.text == "qs?f/")
        #expect(!pilot.app.quitRequested, "q did not quit")
        #expect(shell.topScreen is CatsListScreen, "s did not open settings")
        #expect(pilot.app.overlay === palette, "? did not show the help")
        #expect(fake.favoriteIDs.current.isEmpty, "f did not favorite")
        pilot.stop()
    }

    @Test func signedOutCtrlPDoesNothing() async throws {
        let (pilot, shell) = try await run(FakeCatsServices(user: nil))
        #expect(await shows(pilot, "Sign in"))
        #expect(!shell.keyBindingsInEffect.hints.contains { $0.keys == "Ctrl-P" }, "no hint offers it signed out")
        pilot.press(.character("p"), modifiers: .control)
        #expect(pilot.app.overlay == nil)
        #expect(shell.session == nil)
        pilot.stop()
    }

    @Test(
        "the hint line names Ctrl-P at 80 columns, and the help does",
        arguments: [
            ("cats://cats", "Enter open  f favorite  / search  Ctrl-P go to  ? help  q quit"),
            ("cats://cat/3", "f favorite  n report  Ctrl-P go to  ? help  Esc back  q quit"),
        ])
    func theHelpAndTheHintsNameCtrlP(_ link: String, _ hints: String) async throws {
        let (pilot, shell) = try await run(link: link)
        #expect(await settle(pilot) { $0.last?.hasSuffix(hints) == true }, "\(pilot.screenLines.last ?? "")")
        pilot.type("?")
        #expect(await shows(pilot, "go to a screen, a breed or a link"), "\(pilot.screenLines.joined(separator: "\n"))")
        #expect(shell.app === pilot.app)
        pilot.stop()
    }
}
