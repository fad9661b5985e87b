import Testing
import TrellisLists
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import TrellisTerminal

/// A row item for test lists.
struct Row: Identifiable, Equatable, CustomStringConvertible, Sendable {
    var id: Int
    var description: String { "row \(id)" }
}

/// A screen that records the actions that reach it.
@MainActor
final class RecordingView: View {
    var received: [ResponderAction] = []
    var handles: Set<String> = ["key", "scroll", "click", "paste"]

    override func respond(to action: ResponderAction) -> Bool {
        received.append(action)
        return handles.contains(action.name)
    }
}

@MainActor
@Suite("TerminalApp", .serialized)
struct TerminalAppTests {
    @Test("run enters the session, draws, quits on an unhandled Ctrl-C and restores everything")
    func sessionRoundTrip() async throws {
        let terminal = TestTerminal(columns: 20, rows: 3)
        try terminal.write(Array("$ shell".utf8))
        let root = View()
        root.addSubview(Label("Cats", frame: Rect(x: 0, y: 0, width: 10, height: 1)))
        let app = TerminalApp(root: root, backend: terminal)
        app.frameInterval = .milliseconds(1)
        var frames = 0
        var screenDuringRun: [String] = []
        app.onFrame = {
            frames += 1
            if frames == 2 {
                screenDuringRun = terminal.screenLines
                terminal.enqueueInput(KeyEvent.interrupt.terminalBytes)
            }
        }
        try await app.run()
        #expect(screenDuringRun == ["Cats", "", ""])
        // The modes, then the question whether the terminal has left and right margins.
        #expect(terminal.writes.dropFirst().first == SessionSequences.enter + SessionSequences.queries)
        #expect(terminal.writes.last == SessionSequences.exit)
        #expect(terminal.rawModeChanges == [true, false])
        #expect(terminal.privateModes == [25])
        #expect(terminal.screenLines == ["$ shell", "", ""])
        #expect(!app.isRunning)
    }

    @Test("while running, routine unhandled input is kept off the screen on the app's own root only")
    func unhandledInputFilterIsPerRoot() throws {
        let root = View()
        let other = View()
        var reported: [String] = []
        var otherReported: [String] = []
        root.unhandledActionHandler = { reported.append("\($0)") }
        other.unhandledActionHandler = { otherReported.append("\($0)") }
        let app = TerminalApp(root: root, backend: TestTerminal(columns: 10, rows: 2))
        try app.begin()
        root.send(.key, KeyEvent(.down))
        root.send(.click, Point(x: 0, y: 0))
        root.send(ResponderAction.Name<Void>("custom"))
        other.send(.key, KeyEvent(.down))
        app.end()
        root.send(.scroll, 1)
        #expect(reported.map { $0.split(separator: ":")[0] } == ["unhandled action custom", "unhandled action scroll(1)"])
        #expect(otherReported.map { $0.split(separator: ":")[0] } == ["unhandled action key(down)"])
    }

    @Test("a handled Ctrl-C does not quit; quit() does")
    func handledInterrupt() async throws {
        let terminal = TestTerminal(columns: 10, rows: 2)
        let root = RecordingView()
        let app = TerminalApp(root: root, backend: terminal)
        app.frameInterval = .milliseconds(1)
        var frames = 0
        app.onFrame = {
            frames += 1
            if frames == 1 { terminal.enqueueInput(KeyEvent.interrupt.terminalBytes) }
            if frames == 3 { app.quit() }
        }
        try await app.run()
        #expect(frames == 3)
        #expect(root.received.map(\.name) == ["key"])
        #expect(root.received.first?.payload(for: .key) == .interrupt)
    }

    @Test("keys go to the focused view and travel up the responder chain")
    func keysToFocusedView() {
        let root = RecordingView()
        let child = RecordingView(frame: Rect(x: 0, y: 0, width: 5, height: 1))
        child.handles = []
        root.addSubview(child)
        let pilot = Pilot(root: root, columns: 10, rows: 2) { $0.focusedView = child }
        pilot.press(.down)
        #expect(child.received.map(\.name) == ["key"])
        #expect(root.received.first?.payload(for: .key) == KeyEvent(.down))
        pilot.paste("猫")
        #expect(root.received.last?.name == "paste")
        #expect(root.received.last?.payload(for: .paste) == "猫")
        // A focused view that left the tree no longer gets keys.
        child.removeFromSuperview()
        pilot.type("x")
        #expect(child.received.count == 2)
        #expect(root.received.last?.payload(for: .key) == KeyEvent(.character("x")))
    }

    @Test("the wheel scrolls and a click lands in the view under the pointer, in its coordinates")
    func mouse() {
        let root = RecordingView()
        let left = RecordingView(frame: Rect(x: 0, y: 0, width: 5, height: 4))
        let right = RecordingView(frame: Rect(x: 5, y: 1, width: 5, height: 3))
        root.addSubview(left)
        root.addSubview(right)
        let pilot = Pilot(root: root, columns: 10, rows: 4)
        pilot.scroll(2, x: 1, y: 1)
        #expect(left.received.map { $0.payload(for: .scroll) } == [3, 3])
        pilot.scroll(-1, x: 6, y: 2)
        #expect(right.received.map { $0.payload(for: .scroll) } == [-3])
        pilot.click(x: 7, y: 3)
        #expect(right.received.last?.name == "click")
        #expect(right.received.last?.payload(for: .click) == Point(x: 2, y: 2))
        #expect(root.received.isEmpty)
    }

    @Test("a resize relays out the tree and repaints the whole screen")
    func resize() {
        /// A root that keeps a right-aligned label across its width.
        final class Stretching: View {
            let label = Label("right")
            override init(frame: Rect = .zero) {
                super.init(frame: frame)
                label.alignment = .right
                addSubview(label)
            }
            override func layoutSubviews() { label.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1) }
        }
        let pilot = Pilot(root: Stretching(), columns: 10, rows: 2)
        pilot.assertScreen(["     right"])
        pilot.resize(16, 3)
        pilot.assertScreen(["           right", "", ""])
        #expect(String(decoding: pilot.terminal.writes.last ?? [], as: UTF8.self).contains("\u{1B}[2J"))
    }

    @Test("a frame is drawn only when something changed")
    func drawsOnlyWhenDirty() {
        let label = Label("a", frame: Rect(x: 0, y: 0, width: 3, height: 1))
        let root = View()
        root.addSubview(label)
        let pilot = Pilot(root: root, columns: 4, rows: 1)
        let drawn = pilot.app.framesDrawn
        pilot.frame()
        pilot.frame()
        #expect(pilot.app.framesDrawn == drawn)
        label.text = "b"
        pilot.frame()
        #expect(pilot.app.framesDrawn == drawn + 1)
        pilot.app.requestRedraw()
        pilot.frame()
        #expect(pilot.app.framesDrawn == drawn + 2)
    }

    /// Raw mode delivers Ctrl-\\ as a byte, not SIGQUIT: unhandled, it quits, and a terminal
    /// that handles signals then ends as SIGQUIT would.
    @Test("an unhandled Ctrl-\\ quits as SIGQUIT would; a handled one does not")
    func quitKey() {
        let pilot = Pilot(root: View(), columns: 5, rows: 1)
        #expect(pilot.app.quitRequested == false)
        pilot.app.handlesSignals = true
        pilot.press(.character("\\"), modifiers: .control)
        #expect(pilot.app.quitRequested)
        #expect(pilot.app.terminatingSignal == 3)  // SIGQUIT

        let root = RecordingView()
        let handled = Pilot(root: root, columns: 5, rows: 1)
        handled.press(.character("\\"), modifiers: .control)
        #expect(handled.app.quitRequested == false)
        #expect(root.received.first?.payload(for: .key) == .quitSignal)
    }

    @Test("an unhandled Ctrl-Z suspends: the terminal is restored, then taken back and repainted")
    func suspendAndResume() {
        let root = View()
        root.addSubview(Label("app", frame: Rect(x: 0, y: 0, width: 3, height: 1)))
        let pilot = Pilot(root: root, columns: 5, rows: 1)
        pilot.terminal.clearWrites()
        pilot.press(.character("z"), modifiers: .control)
        let writes = pilot.terminal.writes
        #expect(writes.count == 3)
        #expect(writes.first == SessionSequences.exit)
        #expect(writes.dropFirst().first == SessionSequences.enter + SessionSequences.queries)
        #expect(String(decoding: writes.last ?? [], as: UTF8.self).contains("app"))
        #expect(pilot.terminal.rawModeChanges == [true, false, true])
        pilot.assertScreen(["app"])
    }

    @Test("the spinner moves on by itself while a placeholder is loading")
    func spinnerAnimates() async throws {
        let placeholder = PlaceholderView()
        placeholder.placeholder = Placeholder(kind: .loading, title: "Loading", message: nil)
        let root = View()
        root.addSubview(placeholder)
        let pilot = Pilot(root: root, columns: 9, rows: 3) { app in
            app.spinnerInterval = .milliseconds(1)
            app.onFrame = { placeholder.frame = root.bounds }
        }
        pilot.frame()
        let first = pilot.screenLines[0]
        #expect(
            await eventually {
                pilot.frame()
                return pilot.screenLines[0] != first
            })
        #expect(PlaceholderView.spinnerGlyphs.contains(pilot.screenLines[0].last ?? " "))
    }
}

@MainActor
@Suite("TerminalApp buttons")
struct TerminalAppButtonTests {
    @Test("a left click on a button, its title included, presses it; other clicks still land as .click")
    func clickPressesAButton() {
        let root = View()
        let go: ResponderAction.Name<Void> = "go"
        let button = Button(title: "Go", action: go)
        button.frame = Rect(x: 2, y: 1, width: 4, height: 1)
        root.addSubview(button)
        var presses = 0
        var clicks: [Point] = []
        root.onAction(go) {
            presses += 1
            return true
        }
        root.onAction(.click) { point in
            clicks.append(point)
            return true
        }
        let pilot = Pilot(root: root, columns: 10, rows: 3)
        pilot.click(x: 3, y: 1)  // on the title label inside the button
        #expect(presses == 1)
        #expect(clicks.isEmpty)
        button.isEnabled = false
        pilot.click(x: 3, y: 1)  // a disabled button swallows the click
        #expect(presses == 1)
        #expect(clicks.isEmpty)
        pilot.click(x: 8, y: 2)  // beside it: an ordinary click
        #expect(clicks == [Point(x: 8, y: 2)])
        pilot.stop()
    }
}
