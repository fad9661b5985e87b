import Testing
import Trellis
import TrellisTerminalTesting
import TrellisWebTesting

// Controls written outside the framework, with its public API only (no `@testable`, no
// `package` symbol): they draw themselves, take focus and take keys, clicks and pastes,
// in the terminal host and in the browser host alike.

extension ResponderAction.Name where Payload == Bool {
    /// A check box changed: whether it is on now.
    static var checkBoxChanged: Self { "checkBoxChanged" }
}

/// `[x] title`: Space or a click on the box toggles it, a paste renames it, and the box
/// shows reversed while it has focus.
@MainActor
final class CheckBox: View {
    var title: String { didSet { setNeedsDisplay() } }
    private(set) var isOn = false { didSet { setNeedsDisplay() } }

    init(_ title: String) {
        self.title = title
        super.init()
    }

    override var canBecomeFocused: Bool { true }
    override func didUpdateFocus(_ update: FocusUpdate) { setNeedsDisplay() }

    override func draw(_ context: inout DrawingContext) {
        context.draw(isOn ? "[x]" : "[ ]", x: 0, y: 0, style: hasFocus ? Style(reverse: true) : nil)
        context.draw(title, x: 4, y: 0)
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event == KeyEvent(.character(" ")) else { return false }
        toggle()
        return true
    }

    override func handleClick(at point: Point) -> Bool {
        guard point.x < 3 else { return false }  // the title is not the box
        toggle()
        return true
    }

    override func handlePaste(_ text: String) -> Bool {
        title = text
        return true
    }

    private func toggle() {
        isOn.toggle()
        send(.checkBoxChanged, isOn)
    }
}

/// Vertical bars, one column each, bottom up, in eighths of a cell (`▁`…`█`).
@MainActor
final class BarChart: View {
    var values: [Int] { didSet { setNeedsDisplay() } }

    init(values: [Int]) {
        self.values = values
        super.init()
    }

    override func draw(_ context: inout DrawingContext) {
        let eighths: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        let rows = context.bounds.height
        for (column, value) in values.enumerated() {
            var left = value
            for row in stride(from: rows - 1, through: 0, by: -1) where left > 0 {
                context.put(eighths[min(left, 8) - 1], x: column * 2, y: row)
                left -= 8
            }
        }
    }
}

/// Two check boxes over a chart, with the root counting what reaches it.
@MainActor
final class Dashboard: View {
    let dark = CheckBox("dark")
    let sound = CheckBox("sound")
    let chart = BarChart(values: [3, 8, 12])
    var changes: [Bool] = []
    var keysReachingRoot: [KeyEvent] = []

    init() {
        super.init()
        dark.frame = Rect(x: 0, y: 0, width: 12, height: 1)
        sound.frame = Rect(x: 0, y: 1, width: 12, height: 1)
        chart.frame = Rect(x: 0, y: 2, width: 6, height: 2)
        chart.style = Style(foreground: .green)
        for view in [dark, sound, chart] { addSubview(view) }
        onAction(.checkBoxChanged) { [weak self] (on: Bool) in
            self?.changes.append(on)
            return true
        }
        onAction(.key) { [weak self] (event: KeyEvent) in
            guard case .character = event.key else { return false }  // Tab goes on to the host
            self?.keysReachingRoot.append(event)
            return true
        }
    }
}

@MainActor
@Suite("A control written outside the framework")
struct CustomControlTests {
    static let firstFrame = [
        "[ ] dark",
        "[ ] sound",
        "    ▄",
        "▃ █ █",
    ]

    @Test func itDrawsFocusesAndTakesInputInTheTerminal() {
        let dashboard = Dashboard()
        let pilot = Pilot.testing(root: dashboard, columns: 12, rows: 4) { $0.focusedView = dashboard.dark }
        pilot.assertScreen(Self.firstFrame)
        #expect(pilot.terminal.style(atColumn: 0, row: 0).reverse, "the focused box is reversed")
        #expect(pilot.terminal.style(atColumn: 4, row: 3).foreground == .green, "the chart draws in its style")

        pilot.type(" ")
        pilot.assertScreen(["[x] dark", "[ ] sound", "    ▄", "▃ █ █"])
        pilot.type("q")  // not the box's: up the chain to the root
        #expect(dashboard.keysReachingRoot == [KeyEvent(.character("q"))])

        pilot.press(.tab)  // nobody takes Tab: focus moves to the next box
        #expect(pilot.app.focusedView === dashboard.sound)
        #expect(!pilot.terminal.style(atColumn: 0, row: 0).reverse && pilot.terminal.style(atColumn: 0, row: 1).reverse)

        pilot.click(x: 1, y: 1)
        pilot.click(x: 6, y: 0)  // the title: not taken, focus moves there all the same
        #expect(pilot.app.focusedView === dashboard.dark)
        pilot.paste("night")
        pilot.assertScreen(["[x] night", "[x] sound", "    ▄", "▃ █ █"])
        #expect(dashboard.changes == [true, true])

        dashboard.chart.values = [16, 1, 0]
        pilot.frame()
        pilot.assertScreen(["[x] night", "[x] sound", "█", "█ ▁"])
    }

    @Test func itDrawsFocusesAndTakesInputInTheBrowser() throws {
        let dashboard = Dashboard()
        let client = try TestWebClient(root: dashboard, columns: 12, rows: 4) { $0.focusedView = dashboard.dark }
        #expect(client.screenLines == Self.firstFrame)
        #expect(client.style(atColumn: 0, row: 0)?.reverse == true)

        try client.type(" q")
        #expect(client.screenLines.first == "[x] dark")
        #expect(dashboard.keysReachingRoot == [KeyEvent(.character("q"))])

        try client.press("Tab")
        #expect(client.app.focusedView === dashboard.sound)
        #expect(client.style(atColumn: 0, row: 1)?.reverse == true && client.style(atColumn: 0, row: 0)?.reverse == false)

        try client.click(x: 1, y: 1)
        try client.send(#"{"t":"paste","text":"loud"}"#)
        #expect(client.screenLines == ["[x] dark", "[x] loud", "    ▄", "▃ █ █"])
        #expect(dashboard.changes == [true, true])
    }
}
