import TrellisHost
import TrellisTerminal
import TrellisViews

/// A terminal for tests: it records every byte written and replays them through a
/// small VT model, so a test sees the screen a person would see.
///
/// Input is scripted: put bytes in with ``enqueueInput(_:)`` and the app reads them as
/// if typed. The raw-mode switch is only recorded. ratatui's `TestBackend`, with
/// the escape sequences actually interpreted.
///
/// ```swift
/// let terminal = TestTerminal(columns: 40, rows: 10)
/// let app = TerminalApp(root: screen, backend: terminal)
/// terminal.enqueueInput(KeyEvent.interrupt.terminalBytes)
/// try await app.run()
/// terminal.screenLines[0]   // "Cats"
/// terminal.isRawMode        // false: restored
/// ```
@MainActor
public final class TestTerminal: TerminalBackend {
    /// The screen as replayed from the written bytes.
    private(set) var screen: VTScreen
    /// Every write, in order.
    public private(set) var writes: [[UInt8]] = []
    /// Bytes waiting to be read as input.
    private var input: [UInt8] = []

    /// Whether to claim scroll-region support (on by default, as xterm).
    public var supportsScrollRegion = true

    /// Whether the terminal has left and right margins, as xterm does (off by default, as
    /// on tmux and VTE): on, it scrolls between them (DECLRMM and DECSLRM) and answers
    /// DECRQM for mode 69 in its input, so a `TerminalApp` that began on it learns it
    /// (`TerminalCapabilities.leftRightMargins`) at its next read; off, mode 69 is only
    /// recorded and the query goes unanswered.
    public var supportsLeftRightMargins: Bool {
        get { screen.hasLeftRightMargins }
        set { screen.hasLeftRightMargins = newValue }
    }
    /// Whether raw mode is on.
    public private(set) var isRawMode = false
    /// How many times raw mode was switched on, then off: a test of restoring.
    public private(set) var rawModeChanges: [Bool] = []

    /// A blank terminal of `columns` × `rows` cells.
    public init(columns: Int = 80, rows: Int = 24) {
        screen = VTScreen(columns: columns, rows: rows)
    }

    /// The size; setting it resizes the screen as a window resize would (the app learns
    /// of it from `TerminalApp.backendDidResize()`, as from SIGWINCH; ``Pilot/resize(_:_:)``
    /// does both).
    public var size: TerminalSize {
        get { TerminalSize(columns: screen.columns, rows: screen.rows) }
        set { screen.resize(columns: newValue.columns, rows: newValue.rows) }
    }

    /// All bytes written so far, concatenated.
    public var output: [UInt8] { writes.flatMap { $0 } }

    /// The screen's rows as text, trailing spaces trimmed (wide characters once).
    public var screenLines: [String] { screen.grid.lines }

    /// The style of the cell at column `x`, row `y` (from 0), as the terminal shows it:
    /// a focused row is `reverse`, a title `bold`.
    public func style(atColumn x: Int, row y: Int) -> Style {
        screen.grid[x, y].style
    }

    /// Where the terminal's cursor is, zero-based: a focused text field's insertion point
    /// when ``privateModes`` holds 25.
    public var cursorPosition: (x: Int, y: Int) { (screen.cursorX, screen.cursorY) }

    /// Whether the terminal's cursor shows (private mode 25 is on): in a focused text
    /// field, or anywhere focus is in the accessible mode.
    public var isCursorVisible: Bool { screen.privateModes.contains(25) }

    /// The row the cursor is on, as text (trailing spaces trimmed), while the cursor shows;
    /// `nil` while it is hidden. What a screen reader following the cursor reads.
    public var cursorLine: String? {
        guard isCursorVisible, screen.cursorY >= 0, screen.cursorY < screenLines.count else { return nil }
        return screenLines[screen.cursorY]
    }

    /// The private modes (`CSI ? n h`) now on: 1049 alternate screen, 25 cursor shown,
    /// 2004 bracketed paste, 1002/1006 mouse, 2026 synchronized update.
    public var privateModes: Set<Int> { screen.privateModes }

    /// What the app last put on the clipboard with OSC 52 (`View.copyToClipboard(_:)`).
    public var clipboard: String? { screen.clipboard }

    /// The hyperlinks the app opened with OSC 8, in the order written.
    public var links: [String] { screen.links }

    /// The hyperlink the cell at column `x`, row `y` (from 0) is part of, as the terminal
    /// shows it (printed while an OSC 8 link was open); `nil` for plain text and outside.
    public func link(atColumn x: Int, row y: Int) -> String? {
        screen.grid.link(x: x, y: y)
    }

    /// Whether the app left an OSC 8 hyperlink open after its last write (it never should:
    /// whatever the shell prints next would become part of it).
    public var isLinkOpen: Bool { screen.link != nil }

    /// Makes `bytes` readable as input.
    public func enqueueInput(_ bytes: [UInt8]) {
        input += bytes
    }

    public func write(_ bytes: [UInt8]) throws(TerminalError) {
        writes.append(bytes)
        screen.feed(bytes)
        input += screen.takeReplies()
    }

    public func readInput() throws(TerminalError) -> [UInt8] {
        defer { input = [] }
        return input
    }

    public func enableRawMode() throws(TerminalError) {
        isRawMode = true
        rawModeChanges.append(true)
    }

    public func disableRawMode() {
        guard isRawMode else { return }
        isRawMode = false
        rawModeChanges.append(false)
    }

    /// Forgets the recorded writes (the screen stays).
    public func clearWrites() {
        writes = []
    }
}
