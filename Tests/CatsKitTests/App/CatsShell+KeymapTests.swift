import Foundation
import Testing
import Trellis
import TrellisTerminalTesting
import TrellisTestSupport

@testable import CatsKit

/// The keys every screen shares come from one table (``CatsShell/defaultBindings``): a user's
/// keymap rebinds them, and dispatch, help and the hint line follow.
@MainActor
@Suite struct CatsShellKeymapTests {
    func shell(_ keymap: String) async throws -> (Pilot, CatsShell) {
        let bindings = try CatsShell.defaultBindings.applying(Keymap(parsing: keymap), scope: CatsShell.keymapScope)
        let shell = CatsShell(services: FakeCatsServices().services, bindings: bindings)
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
        #expect(shell.bindings == CatsShell.defaultBindings)
        pilot.frame()
        #expect(pilot.screenLines.last?.hasSuffix("Ctrl-P go to  ? help  q quit") == true, "\(pilot.screenLines.last ?? "")")
        pilot.type("?")
        #expect(pilot.app.overlay != nil)
        pilot.stop()
    }

    @Test func typingScreensOfferOnlyKeysThatAreNotText() {
        #expect(CatsShell.textEntryKeys().map(\.keys) == ["Ctrl-P", "F1", "Esc", "Ctrl-C"])
    }
}
