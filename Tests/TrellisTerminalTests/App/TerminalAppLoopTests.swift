import Testing
import TrellisTerminalTesting
import TrellisViews

@testable import TrellisTerminal

/// The run loop's input step with the time passed in: the escape timeout and Esc/Alt
/// told apart by reads, without sleeping.
@MainActor
@Suite("TerminalApp input loop")
struct TerminalAppLoopTests {
    /// An app whose root records every key, and the terminal it reads from.
    func makeApp() -> (TerminalApp, TestTerminal, () -> [KeyEvent]) {
        let terminal = TestTerminal(columns: 20, rows: 3)
        let root = View()
        var keys: [KeyEvent] = []
        root.onAction(.key) { event in
            keys.append(event)
            return true
        }
        let app = TerminalApp(root: root, backend: terminal)
        return (app, terminal, { keys })
    }

    /// Issue 23: Esc then x within the escape timeout read as Alt+x, swallowing both.
    @Test("Esc, then x 10 ms later (inside the 25 ms timeout) is Esc then x")
    func escapeThenKeyInsideTheTimeout() throws {
        let (app, terminal, keys) = makeApp()
        let start = ContinuousClock.now
        terminal.enqueueInput([0x1B])
        try app.readInput(at: start)
        try app.readInput(at: start + .milliseconds(5))  // quiet, but not for long enough
        #expect(keys().isEmpty)
        terminal.enqueueInput(Array("x".utf8))
        try app.readInput(at: start + .milliseconds(10))
        #expect(keys() == [KeyEvent(.escape), KeyEvent(.character("x"))])
    }

    @Test("a lone Esc counts once the timeout has passed, not before")
    func loneEscapeAfterTheTimeout() throws {
        let (app, terminal, keys) = makeApp()
        let start = ContinuousClock.now
        terminal.enqueueInput([0x1B])
        try app.readInput(at: start)
        try app.readInput(at: start + app.escapeTimeout - .milliseconds(1))
        #expect(keys().isEmpty)
        try app.readInput(at: start + app.escapeTimeout)
        #expect(keys() == [KeyEvent(.escape)])
    }

    @Test("ESC x in one read is Alt+x; ESC [ A split across reads is still ↑")
    func chordsAndSplitSequences() throws {
        let (app, terminal, keys) = makeApp()
        let start = ContinuousClock.now
        terminal.enqueueInput(Array("\u{1B}x".utf8))
        try app.readInput(at: start)
        terminal.enqueueInput([0x1B])
        try app.readInput(at: start + .milliseconds(1))
        terminal.enqueueInput(Array("[A".utf8))
        try app.readInput(at: start + .milliseconds(2))
        #expect(keys() == [KeyEvent(.character("x"), modifiers: .alt), KeyEvent(.up)])
    }

    /// The public loop a driver of its own uses (TrellisTerminalTesting's pilot does).
    @Test("readCompleteInput counts a lone Esc at once; readInput still waits for the timeout")
    func completeInputDeliversALoneEscapeAtOnce() throws {
        let (app, terminal, keys) = makeApp()
        terminal.enqueueInput([0x1B])
        try app.readInput(at: ContinuousClock.now)
        #expect(keys().isEmpty)
        try app.readCompleteInput()
        #expect(keys() == [KeyEvent(.escape)])
        terminal.enqueueInput(Array("\u{1B}x".utf8))
        try app.readCompleteInput()
        #expect(keys() == [KeyEvent(.escape), KeyEvent(.character("x"), modifiers: .alt)])
    }

    @Test(
        "begin asks the terminal for left and right margins; only a terminal that has them turns them on, repainting nothing",
        arguments: [true, false])
    func marginsAreAskedFor(terminalHasThem: Bool) throws {
        let (app, terminal, _) = makeApp()
        terminal.supportsLeftRightMargins = terminalHasThem
        try app.begin()
        #expect(String(decoding: terminal.output, as: UTF8.self).contains("\u{1B}[?69$p"))
        #expect(!app.capabilities.leftRightMargins)
        try app.step()
        #expect(app.capabilities.leftRightMargins == terminalHasThem)
        terminal.clearWrites()
        try app.step()
        #expect(terminal.output.isEmpty)  // learning it drew nothing again
        app.end()
        #expect(String(decoding: terminal.output, as: UTF8.self).contains("\u{1B}[?69l"))
    }

    @Test("a terminal without scroll regions is not asked, and an answer that the mode is unknown changes nothing")
    func marginsNeedScrollRegions() throws {
        let (app, terminal, _) = makeApp()
        terminal.supportsScrollRegion = false
        terminal.supportsLeftRightMargins = true
        try app.begin()
        #expect(!String(decoding: terminal.output, as: UTF8.self).contains("?69$p"))
        terminal.enqueueInput(Array("\u{1B}[?69;2$y".utf8))
        try app.step()
        #expect(!app.capabilities.leftRightMargins)
        app.end()
        let (other, plain, _) = makeApp()
        try other.begin()
        plain.enqueueInput(Array("\u{1B}[?69;0$y\u{1B}[?69;4$y\u{1B}[?2026;2$y".utf8))
        try other.step()
        #expect(!other.capabilities.leftRightMargins)
        other.end()
    }

    @Test("begin, step and end run the session; backendDidResize lays the tree out for the new size")
    func aLoopOfYourOwn() throws {
        let (app, terminal, _) = makeApp()
        try app.begin()
        #expect(terminal.isRawMode && app.isRunning)
        try app.step()
        #expect(app.root.frame.width == 20)
        terminal.size = TerminalSize(columns: 30, rows: 4)
        app.backendDidResize()
        try app.step()
        #expect(app.root.frame.width == 30 && app.root.frame.height == 4)
        app.end()
        #expect(!terminal.isRawMode && !app.isRunning)
    }
}
