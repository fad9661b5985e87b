import Testing
import TrellisLists
import TrellisViews

@testable import TrellisTerminal
@testable import TrellisTerminalTesting

@MainActor
@Suite("Pilot")
struct PilotTests {
    /// A list screen whose list moves focus with ↑/↓ and scrolls with the wheel.
    func listPilot(rows: Int = 6) -> (Pilot, CollectionView) {
        let source = BasicDataSource(items: (1...50).map(Row.init), scheduler: ManualScheduler())
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Row.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
        let list = CollectionView(dataSource: source, registry: registry)
        list.badBatchHandler = { _ in }
        list.onAction(.key) { event in
            switch event.key {
            case .down:
                list.moveFocus(.down)
                return true
            case .up:
                list.moveFocus(.up)
                return true
            default: return false
            }
        }
        list.onAction(.scroll) { rows in
            list.scroll(by: Double(rows))
            return true
        }
        let screen = ListScreen(list: list)
        let pilot = Pilot(root: screen, columns: 12, rows: rows) { $0.focusedView = list }
        return (pilot, list)
    }

    @Test("pressing keys moves the focus, and the screen shows it")
    func pressKeys() throws {
        let (pilot, list) = listPilot()
        pilot.assertScreen(["Rows", "row 1", "row 2", "row 3", "row 4", "row 5"])
        pilot.press(.down)
        pilot.press(.down)
        #expect(list.focusedPath?.item == 1)
        let focus = try #require(Theme.standard.styles[.focused])
        let focused = (0..<12).allSatisfy { pilot.terminal.style(atColumn: $0, row: 2).background == focus.background }
        #expect(focused)
        #expect(pilot.terminal.style(atColumn: 0, row: 1).background != focus.background)
    }

    @Test("the wheel scrolls the list with the terminal's scroll region")
    func wheelScrolls() {
        let (pilot, _) = listPilot(rows: 12)
        pilot.terminal.clearWrites()
        pilot.scroll(1, x: 2, y: 4)
        pilot.assertScreen(["Rows"] + (4...14).map { "row \($0)" })
        #expect(pilot.app.renderer.lastScroll?.count == 3)
        #expect(pilot.terminal.output.count < 120)
    }

    @Test("typing, pasting and resizing go through the app as a terminal would send them")
    func typePasteResize() {
        let root = RecordingView()
        let pilot = Pilot(root: root, columns: 10, rows: 2)
        pilot.type("f猫")
        pilot.paste("a\r\nb")
        pilot.press(.escape)
        #expect(
            root.received.map { $0.payload(for: .key) } == [KeyEvent(.character("f")), KeyEvent(.character("猫")), nil, KeyEvent(.escape)])
        #expect(root.received[2].payload(for: .paste) == "a\nb")
        pilot.resize(30, 5)
        #expect(pilot.screenLines.count == 5)
        #expect(pilot.terminal.size == TerminalSize(columns: 30, rows: 5))
    }

    @Test("assertScreen records an issue with a readable diff when the screen differs")
    func assertScreenDiff() {
        let root = View()
        root.addSubview(Label("shown", frame: Rect(x: 0, y: 0, width: 5, height: 1)))
        let pilot = Pilot(root: root, columns: 6, rows: 2)
        pilot.assertScreen(["shown"])
        pilot.assertScreen(["shown  ", ""])
        withKnownIssue {
            pilot.assertScreen(["wanted"])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("-  0 |wanted\n+  0 |shown") }
        }
        #expect(
            Pilot.diff(expected: ["a", "b"], actual: ["a", "c"]) == "The screen differs (- expected, + actual):\n   0 |a\n-  1 |b\n+  1 |c")
    }

    @Test("stopping the pilot restores the terminal")
    func stop() {
        let pilot = Pilot(root: View(), columns: 4, rows: 1)
        #expect(pilot.terminal.isRawMode)
        pilot.stop()
        #expect(!pilot.terminal.isRawMode)
        #expect(pilot.terminal.privateModes == [25])
    }
}
