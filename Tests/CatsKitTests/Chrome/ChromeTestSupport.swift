import CatsKit
import Testing
import Trellis
import TrellisShell
import TrellisTerminal
import TrellisTerminalTesting
import TrellisViews

extension Pilot {
    /// A pilot showing `screen` as a navigator's only screen (so it appears and binds its
    /// reactor), with `context`'s focus requests going to the app.
    @MainActor
    static func showing(
        _ screen: Screen, context: CatsContext, columns: Int = 44, rows: Int = 14,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Pilot {
        Pilot.testing(root: View(), columns: columns, rows: rows, sourceLocation: sourceLocation) { app in
            app.show(StackNavigator(root: screen))
            context.recorded.app = app
        }
    }
}
