import CatsKit
import Testing
import Trellis
import TrellisShell
import TrellisTerminal
import TrellisTerminalTesting
import TrellisViews

/// Waits for what effects and streams do off the main actor: for settings and chrome tests.
enum Settle {
    /// Yields (then sleeps a millisecond at a time) until `condition` holds or `timeout`
    /// passes; returns whether it held.
    @MainActor
    static func until(timeout: Duration = .seconds(30), _ condition: @MainActor () -> Bool) async -> Bool {
        for _ in 0..<50 where !condition() { await Task.yield() }
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }
}

extension Pilot {
    /// A pilot showing `screen` as a navigator's only screen (so it appears and binds its
    /// reactor), with `context`'s redraws going to the app.
    @MainActor
    static func showing(
        _ screen: Screen, context: CatsContext, columns: Int = 44, rows: Int = 14,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Pilot {
        Pilot.testing(root: View(), columns: columns, rows: rows, sourceLocation: sourceLocation) { app in
            app.show(StackNavigator(root: screen))
            context.requestRedraw = { [weak app] in app?.requestRedraw() }
        }
    }
}
