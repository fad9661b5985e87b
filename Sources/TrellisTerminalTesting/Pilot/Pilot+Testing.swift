import Testing
import TrellisTerminal
import TrellisViews

// The Swift Testing side of the pilot, in its own module so that apps linking
// TrellisTerminal never link the testing library.

extension Pilot {
    /// A pilot whose app failures are recorded as test issues at the caller.
    ///
    /// ```swift
    /// let pilot = Pilot.testing(root: screen, columns: 40, rows: 10)
    /// pilot.press(.down)
    /// pilot.assertScreen(["…"])
    /// ```
    public static func testing(
        root: View, columns: Int = 80, rows: Int = 24,
        sourceLocation: Testing.SourceLocation = #_sourceLocation,
        configure: (TerminalApp) -> Void = { _ in }
    ) -> Pilot {
        Pilot(root: root, columns: columns, rows: rows, configure: configure) { message in
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// Records an issue with the rows that differ, unless the screen shows `expected`
    /// (one string per row, trailing spaces ignored; missing rows are blank).
    public func assertScreen(_ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let difference = screenDifference(from: expected) else { return }
        Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
    }
}
