import GalleryKit
import Testing
import Trellis
import TrellisTerminalTesting

/// The home menu, opening a screen, going back and the help, through the shell.
@MainActor
@Suite struct GalleryShellTests {
    @Test("the home menu lists every screen with its summary, and the keys")
    func home() {
        let (pilot, shell) = runGallery()
        for page in GalleryPage.allCases {
            #expect(pilot.shows(page.title), "\(page.title) in\n\(pilot.text)")
            #expect(pilot.shows(page.summary), "\(page.summary) in\n\(pilot.text)")
        }
        #expect(pilot.screenLines.last?.contains("Enter open") == true)
        #expect(pilot.screenLines.last?.contains("? help  q quit") == true)
        #expect(shell.topScreen?.kind == nil)
        pilot.stop(keeping: shell)
    }

    @Test("Enter opens the focused screen, Esc and Backspace come back", arguments: Array(GalleryPage.allCases.enumerated()))
    func openAndBack(_ index: Int, _ page: GalleryPage) {
        let (pilot, shell) = runGallery()
        for _ in 0..<index { pilot.press(.down) }
        pilot.press(.enter)
        #expect(shell.topScreen?.kind == page)
        #expect(pilot.shows("‹ Trellis gallery") && pilot.shows(page.title), "\(pilot.text)")
        #expect(pilot.screenLines.last?.contains("Esc back") == true, "\(pilot.text)")
        pilot.press(.escape)
        #expect(shell.topScreen?.kind == nil)
        #expect(pilot.shows("One screen per building block"))
        #expect(pilot.shows("Enter open"), "the home menu's hints are back:\n\(pilot.text)")
        pilot.press(.home)
        pilot.press(.down)
        pilot.press(.enter)
        #expect(shell.topScreen?.kind == .constraints)
        pilot.press(.backspace)
        #expect(shell.topScreen?.kind == nil)
        pilot.stop(keeping: shell)
    }

    @Test("? shows the screen's keys over it; any key closes the help")
    func help() {
        let (pilot, shell) = runGallery(.constraints)
        pilot.type("?")
        #expect(pilot.shows("Keys: Constraints"), "\(pilot.text)")
        #expect(pilot.shows("add / remove a conflicting width"))
        pilot.press(.escape)
        #expect(!pilot.shows("Keys: Constraints"))
        #expect(pilot.shows("A 10×3"), "Esc closed the help, it did not go back:\n\(pilot.text)")
        pilot.stop(keeping: shell)
    }

    @Test("in a text field ? is typed, and F1 shows the help with the keys that work there")
    func helpWhileTyping() {
        let (pilot, shell) = runGallery(.fields)
        pilot.type("?q")
        #expect(pilot.shows("name   = \"?q\""), "\(pilot.text)")
        pilot.press(.function(1))
        #expect(pilot.shows("Keys: Text fields") && pilot.shows("Ctrl-C"), "\(pilot.text)")
        pilot.stop(keeping: shell)
    }
}
