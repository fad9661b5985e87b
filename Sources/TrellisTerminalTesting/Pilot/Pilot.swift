import TrellisHost
import TrellisTerminal
import TrellisViews

/// Drives a `TerminalApp` from a test, as a person at the keyboard would, and shows
/// the screen they would see (Textual's pilot).
///
/// The pilot starts the app on a ``TestTerminal`` (the session's bytes are written as
/// in a real run) and draws the first frame. Each action sends the bytes a terminal
/// would send through the app's decoder, runs `TerminalApp.onFrame` and draws one
/// frame; the screen is the renderer's bytes replayed, so what the test sees is what
/// was really written.
///
/// ```swift
/// @Test @MainActor func favorites() {
///     let pilot = Pilot(root: CatsScreen(), columns: 40, rows: 8)
///     pilot.press(.down)
///     pilot.type("f")
///     pilot.assertScreen([
///         "Cats",
///         "  All  Favorites",
///         …
///     ])
/// }
/// ```
@MainActor
public final class Pilot {
    /// The app being driven.
    public let app: TerminalApp
    /// The terminal it draws on.
    public let terminal: TestTerminal
    /// Receives failures of the app under test (it could not start, draw or read input).
    /// Stops in debug builds by default; ``testing(root:columns:rows:sourceLocation:configure:)``
    /// records them as test issues instead.
    public var issueHandler: @MainActor (String) -> Void = { message in
        assertionFailure("Pilot: \(message)")
    }

    /// Starts `root` in an app on a fresh `columns` × `rows` test terminal; `configure`
    /// runs before the first frame (set the focused view or the frame hook there).
    /// `capabilities` is the terminal the app believes it draws on (made from an
    /// environment to test `NO_COLOR` or `LC_ALL=C`).
    public init(
        root: View, columns: Int = 80, rows: Int = 24, capabilities: TerminalCapabilities = .full,
        configure: (TerminalApp) -> Void = { _ in },
        issueHandler: (@MainActor (String) -> Void)? = nil
    ) {
        terminal = TestTerminal(columns: columns, rows: rows)
        app = TerminalApp(root: root, backend: terminal, capabilities: capabilities)
        if let issueHandler { self.issueHandler = issueHandler }
        configure(app)
        do {
            try app.begin()
            try app.step()
        } catch {
            self.issueHandler("the pilot could not start the app: \(error)")
        }
    }

    /// Ends the session (the app's `run()` would, on quit).
    public func stop() {
        app.end()
    }

    /// The screen's rows as text, trailing spaces trimmed.
    public var screenLines: [String] { terminal.screenLines }

    /// Presses `key` with `modifiers`, then draws a frame.
    public func press(_ key: Key, modifiers: KeyModifiers = []) {
        send(KeyEvent(key, modifiers: modifiers).terminalBytes)
    }

    /// Types `text`, one key per character, then draws a frame.
    public func type(_ text: String) {
        send(text.flatMap { KeyEvent(.character($0)).terminalBytes })
    }

    /// Pastes `text` (with bracketed paste), then draws a frame.
    public func paste(_ text: String) {
        send(Array("\u{1B}[200~".utf8) + Array(text.utf8) + Array("\u{1B}[201~".utf8))
    }

    /// Turns the wheel `notches` notches (positive: down) over the cell (`x`, `y`).
    public func scroll(_ notches: Int, x: Int, y: Int) {
        let notch = MouseEvent(.wheel(notches < 0 ? -1 : 1), x: x, y: y).terminalBytes
        send(Array(repeating: notch, count: abs(notches)).flatMap { $0 })
    }

    /// Clicks the left button at the cell (`x`, `y`).
    public func click(x: Int, y: Int) {
        send(MouseEvent(.press(.left), x: x, y: y).terminalBytes + MouseEvent(.release(.left), x: x, y: y).terminalBytes)
    }

    /// Drags with the left button from the cell `from` through each cell of `through` to
    /// the last of them, releasing there: a press, a motion report per cell, a release,
    /// as a terminal in mode 1002 reports them; then draws a frame.
    ///
    /// ```swift
    /// pilot.drag(from: (x: 2, y: 1), to: [(x: 9, y: 1)])   // selects a word
    /// ```
    public func drag(from: (x: Int, y: Int), to through: [(x: Int, y: Int)], modifiers: KeyModifiers = []) {
        var bytes = MouseEvent(.press(.left), x: from.x, y: from.y, modifiers: modifiers).terminalBytes
        for point in through { bytes += MouseEvent(.drag(.left), x: point.x, y: point.y, modifiers: modifiers).terminalBytes }
        let end = through.last ?? from
        bytes += MouseEvent(.release(.left), x: end.x, y: end.y, modifiers: modifiers).terminalBytes
        send(bytes)
    }

    /// What the app last put on the terminal's clipboard (OSC 52), if anything.
    public var clipboard: String? { terminal.clipboard }

    /// Resizes the terminal to `columns` × `rows`, as dragging the window would, then
    /// draws a frame.
    public func resize(_ columns: Int, _ rows: Int) {
        terminal.size = TerminalSize(columns: columns, rows: rows)
        app.backendDidResize()
        frame()
    }

    /// Runs the frame hook and draws, without input: for work the app scheduled.
    public func frame() {
        do {
            try app.step()
        } catch {
            issueHandler("the app failed to draw: \(error)")
        }
    }

    /// Waits until `condition` holds, drawing a frame before each look, for at most
    /// `timeout`; returns whether it held (Textual's `await pilot.pause()` until the app has
    /// done what a test waits for: a list loaded from a subprocess, an answer from a server).
    ///
    /// It looks at once, then backs off from 1 ms to 32 ms, so a condition that holds costs
    /// nothing and the generous default is spent only when a test is failing: a loaded
    /// machine, or ThreadSanitizer, never turns a correct run red. Tests that need time
    /// itself to pass inject a clock instead.
    ///
    /// ```swift
    /// #expect(await pilot.waitUntil { pilot.screenLines[1].contains("300 commits") })
    /// ```
    public func waitUntil(timeout: Duration = .seconds(180), _ condition: @MainActor () -> Bool) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var pause = Duration.milliseconds(1)
        while true {
            frame()
            if condition() { return true }
            if clock.now >= deadline { return false }
            try? await Task.sleep(for: pause)
            pause = min(pause * 2, .milliseconds(32))
        }
    }

    /// Feeds `bytes` to the app as input, as complete as a terminal sends them (a lone
    /// Esc counts at once), then draws.
    private func send(_ bytes: [UInt8]) {
        terminal.enqueueInput(bytes)
        do {
            try app.readCompleteInput()
        } catch {
            issueHandler("the app failed to read input: \(error)")
        }
        frame()
    }

    /// The readable difference between the screen and `expected` (one string per row,
    /// trailing spaces ignored; missing rows are blank), or `nil` when they agree.
    /// ``assertScreen(_:sourceLocation:)`` turns it into a test issue.
    public func screenDifference(from expected: [String]) -> String? {
        let actual = screenLines
        let wanted = expected.map { $0.trimmingTrailingSpaces } + Array(repeating: "", count: max(0, actual.count - expected.count))
        guard actual != wanted else { return nil }
        return Pilot.diff(expected: wanted, actual: actual)
    }

    /// `expected` and `actual` side by side, rows that differ marked: a readable diff.
    nonisolated public static func diff(expected: [String], actual: [String]) -> String {
        var lines = ["The screen differs (- expected, + actual):"]
        for row in 0..<max(expected.count, actual.count) {
            let wanted = row < expected.count ? expected[row] : "<no row>"
            let shown = row < actual.count ? actual[row] : "<no row>"
            let number = String(row).count < 2 ? " \(row)" : "\(row)"
            if wanted == shown {
                lines.append("  \(number) |\(shown)")
            } else {
                lines.append("- \(number) |\(wanted)")
                lines.append("+ \(number) |\(shown)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
