import GalleryKit
import Trellis

/// Runs the gallery: one frame as text, or the terminal app until `q`.
@MainActor
enum GalleryApp {
    static func run(
        page: GalleryPage?, snapshot: Bool, width: Int, height: Int, capabilities: TerminalCapabilities, keymap: Keymap = Keymap()
    ) async throws {
        let shell = GalleryShell(keymap: keymap)
        if snapshot {
            shell.rootView.frame = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
            shell.start(page: page)
            print(TerminalSnapshot.render(shell.rootView, width: width, height: height, glyphs: capabilities.glyphs))
            return
        }
        let app = TerminalApp(root: shell.rootView, backend: POSIXTerminal(), capabilities: capabilities)
        shell.app = app
        shell.start(page: page)
        try await app.run()
    }
}
