import GalleryKit
import Testing
import Trellis
import TrellisTerminalTesting
import TrellisTestSupport

/// The gallery through its shell, as a person uses it: a pilot on a test terminal.
@MainActor
func runGallery(_ page: GalleryPage? = nil, columns: Int = 80, rows: Int = 24) -> (Pilot, GalleryShell) {
    let shell = GalleryShell()
    let pilot = Pilot.testing(root: shell.rootView, columns: columns, rows: rows) { app in
        shell.app = app
        shell.start(page: page)
    }
    pilot.frame()
    return (pilot, shell)
}

extension Pilot {
    /// Ends the session; the shell (which the keys' handlers hold weakly, as the app's
    /// owner does) lives until then.
    func stop(keeping shell: GalleryShell) {
        stop()
        withExtendedLifetime(shell) {}
    }

    /// The screen as one text.
    var text: String { screenLines.joined(separator: "\n") }

    /// Whether some row of the screen contains `text`.
    func shows(_ text: String) -> Bool { screenLines.contains { $0.contains(text) } }

    /// Draws frames until the screen shows `text` (effects sent back later), with the shared `eventually`.
    func eventuallyShows(_ text: String) async -> Bool {
        await eventually {
            frame()
            return shows(text)
        }
    }
}
