import Foundation
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

    /// `trellis-gallery --web [HOST:]PORT`: one gallery per browser tab, served by
    /// TrellisWeb's `WebServer` until SIGINT or SIGTERM, each tab with its own shell.
    static func serve(page: GalleryPage?, configuration: WebServerConfiguration, keymap: Keymap) async throws {
        let server = WebServer(configuration) { request in
            let shell = GalleryShell(keymap: keymap)
            let app = WebApp(root: shell.rootView, size: request.size)
            shell.app = app
            shell.start(page: page)
            // The closure holds the shell for as long as the tab lives.
            return WebTab(app: app) { _ = shell }
        }
        try await server.run { port in
            // Standard output may be a pipe (a launcher reading the address): the line goes at once.
            FileHandle.standardOutput.write(
                Data("trellis-gallery: open \(configuration.url(port: port)) in a browser (Ctrl-C stops the server)\n".utf8))
        }
    }
}
