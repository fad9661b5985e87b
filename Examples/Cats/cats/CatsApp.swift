import CatsKit
import TrellisLists
import TrellisTerminal
import TrellisViews

/// Runs the cats screen: one frame as text, or interactively in the terminal.
@MainActor
enum CatsApp {
    /// Loads, then renders one frame (a loading frame if loading takes longer than 10 s),
    /// with why loading failed, if it did.
    static func snapshot(access: any CatDataAccess, width: Int, height: Int) async -> (frame: String, failure: String?) {
        let screen = CatsScreen(access: access)
        screen.frame = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        screen.start()
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while clock.now < deadline, screen.segments.loadingState == .initial || screen.segments.loadingState.isLoading {
            try? await Task.sleep(for: .milliseconds(5))
        }
        let frame = TerminalSnapshot.render(screen, width: width, height: height)
        guard let selected = screen.segments.selectedDataSource, selected.loadingState == .error else { return (frame, nil) }
        return (frame, selected.loadingError.map { "\($0)" } ?? "loading the catalog failed")
    }

    /// Runs until `q` or Ctrl-C, restoring the terminal on the way out.
    static func runInteractive(access: any CatDataAccess) async throws {
        let screen = CatsScreen(access: access)
        let app = TerminalApp(root: screen, backend: POSIXTerminal())
        screen.install(in: app)
        screen.start()
        try await app.run()
    }
}
