import Foundation
import Testing
import Trellis
import TrellisTerminalTesting
import TrellisTestSupport

@testable import CatsKit

/// Every screen's keys are declared once (the shared ones on the root, each screen's on its
/// view): a user's keymap rebinds them by scope, and dispatch, help and the hint line follow.
@MainActor
@Suite struct CatsShellKeymapTests {
    func shell(_ keymap: String) async throws -> (Pilot, CatsShell) {
        let file = try Keymap(parsing: keymap)
        try CatsShell.check(file)
        let shell = CatsShell(services: FakeCatsServices().services, keymap: file)
        let pilot = Pilot.testing(root: shell.rootView, columns: 100, rows: 24) { app in
            shell.app = app
            try? shell.start()
        }
        #expect(
            await eventually {
                pilot.frame()
                return pilot.screenLines.contains { $0.contains("68 breeds") }
            })
        return (pilot, shell)
    }

    @Test func aReboundKeyDoesWhatTheOldOneDidAndHelpAndHintsSayIt() async throws {
        let (pilot, shell) = try await shell("[cats]\nhelp = [\"ctrl+g\"]\ngo-to = [\"ctrl+o\"]")
        pilot.frame()
        #expect(pilot.screenLines.last?.contains("Ctrl-O go to  Ctrl-G help") == true, "\(pilot.screenLines.last ?? "")")
        pilot.press(.character("g"), modifiers: .control)
        #expect(pilot.app.overlay != nil)
        #expect(
            await eventually {
                pilot.frame()
                return pilot.screenLines.contains { $0.contains("Ctrl-G") && $0.contains("this help") }
            })
        #expect(!pilot.screenLines.contains { $0.contains("? F1") })
        pilot.press(.escape)
        #expect(await eventually { pilot.app.overlay == nil })
        pilot.type("?")  // no longer help
        pilot.frame()
        #expect(pilot.app.overlay == nil)
        withExtendedLifetime(shell) { pilot.stop() }  // the shell answers the keys only while it lives
    }

    @Test func withoutAKeymapTheDefaultsHold() async throws {
        let (pilot, shell) = try await shell("")
        #expect(shell.keymap == Keymap())
        pilot.frame()
        #expect(pilot.screenLines.last?.hasSuffix("Ctrl-P go to  ? help  q quit") == true, "\(pilot.screenLines.last ?? "")")
        pilot.type("?")
        #expect(pilot.app.overlay != nil)
        pilot.stop()
    }

    @Test func aKeymapRebindsAScreensCommandAndTheListObeysTheNewKey() async throws {
        let (pilot, shell) = try await shell("[cats.list]\nfavorite = [\"*\"]\n")
        let list = try #require(shell.topScreen as? CatsListScreen)
        let before = list.reactor?.currentState.favoriteIDs.count ?? 0
        pilot.press(.down)
        pilot.type("*")
        #expect(await eventually { list.reactor?.currentState.favoriteIDs.count == before + 1 })
        pilot.type("f")  // no longer favorites: only the * after it toggles
        pilot.type("*")
        #expect(await eventually { list.reactor?.currentState.favoriteIDs.count == before })
        #expect(pilot.app.keyBindingsInEffect.help.contains(KeyHelp("*", "favorite or not")))
        withExtendedLifetime(shell) { pilot.stop() }
    }

    @Test func typingScreensOfferOnlyKeysThatAreNotText() {
        // The shared keys as the sign-in field's chain has them: letters are the field's, and
        // Ctrl-P has nowhere to go before sign-in.
        let shell = CatsShell(services: FakeCatsServices(user: nil).services)
        try? shell.start()
        let field = try? #require((shell.topScreen as? SignInScreen)?.contentView.field)
        let shared = (field?.keyBindingsInEffect ?? []).filter { $0.scope == CatsShell.keymapScope }
        #expect(shared.help.map(\.keys) == ["F1", "Ctrl-C"])
    }

    @Test(
        "a keymap naming what the app does not have is refused, naming it",
        arguments: [
            ("[cats.nope]\nquit = [\"q\"]", "there is no scope \"cats.nope\""),
            ("[cats.list]\nfly = [\"q\"]", "in cats.list: there is no command \"fly\""),
            ("[cats.list]\nreload = [\"f\"]", "in cats.list: f is bound to both"),
        ])
    func aBadKeymapIsRefused(_ text: String, _ reason: String) throws {
        let keymap = try Keymap(parsing: text)
        #expect(throws: KeymapError.self) { try CatsShell.check(keymap) }
        do throws(KeymapError) { try CatsShell.check(keymap) } catch { #expect(error.description.contains(reason), "\(error)") }
    }

    /// The framework's own views (a list, a field, a button, the help, the palette) take
    /// their keys from the keymap in every app: each of their scopes is one Cats accepts.
    @Test func everyFrameworkViewsKeysCanBeRebound() throws {
        let keymap = try Keymap(
            parsing: """
                [palette]
                close = ["escape"]
                [help]
                close = ["escape"]
                [list]
                select = ["enter"]
                """)
        try CatsShell.check(keymap)
        for (scope, commands) in Keymap.frameworkCommands {
            #expect(CatsShell.keymapCommands[scope] == commands, "\(scope)")
        }
    }
}
