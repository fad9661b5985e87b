import Testing
import Trellis
import TrellisTerminalTesting

/// A screen showing lines of text, its own view class, with a view that takes keys.
@MainActor
final class TextScreen: Screen {
    let lines: [String]
    /// Keys typed while this screen's view had focus.
    var typed = ""
    let keyView = View()

    init(_ title: String, lines: [String]) {
        self.lines = lines
        super.init(title: title)
    }

    override func loadView() -> View {
        let view = TextView(lines: lines)
        view.addSubview(keyView)
        keyView.onAction(.key) { [weak self] event in
            guard let self, event.modifiers.isEmpty,
                case .character(let character) = event.key
            else { return false }
            self.typed.append(character)
            return true
        }
        return view
    }

    override var preferredFocus: View? { keyView }
}

final class TextView: View {
    init(lines: [String]) {
        super.init()
        for (row, line) in lines.enumerated() {
            addSubview(Label(line, frame: Rect(x: 1, y: Double(row), width: 40, height: 1)))
        }
    }
}

@MainActor
@Suite struct StackNavigatorTerminalTests {
    func start(_ navigator: StackNavigator, columns: Int = 30, rows: Int = 6) -> Pilot {
        Pilot.testing(root: View(), columns: columns, rows: rows) { $0.show(navigator) }
    }

    @Test func pushShowsTheTopScreenUnderABackTitleAndEscPops() {
        let navigator = StackNavigator(root: TextScreen("Cats", lines: ["Tabby", "Moggy"]))
        let pilot = start(navigator)
        pilot.assertScreen(["             Cats", " Tabby", " Moggy"])
        navigator.push(TextScreen("Tabby", lines: ["Age 3", "Likes fish"]))
        pilot.frame()
        pilot.assertScreen([" ‹ Cats     Tabby", " Age 3", " Likes fish"])
        pilot.press(.escape)
        pilot.assertScreen(["             Cats", " Tabby", " Moggy"])
        #expect(navigator.screens.count == 1)
        pilot.press(.escape)  // at the root Esc does nothing
        pilot.assertScreen(["             Cats", " Tabby", " Moggy"])
    }

    @Test func backspaceAlsoGoesBack() {
        let navigator = StackNavigator(root: TextScreen("Cats", lines: []))
        let pilot = start(navigator)
        navigator.push(TextScreen("Tabby", lines: []))
        pilot.press(.backspace)
        #expect(navigator.screens.map(\.title) == ["Cats"])
    }

    @Test func aModalSitsAboveTheScreenAndEscDismissesIt() {
        let navigator = StackNavigator(root: TextScreen("Cats", lines: ["Tabby", "Moggy", "Felix", "Tom"]))
        let pilot = start(navigator, columns: 30, rows: 7)
        navigator.present(TextScreen("Filter", lines: ["Only kittens"]))
        pilot.frame()
        pilot.assertScreen([
            "             Cats",
            " Tab        Filter",  // the modal, 4 cells in from each side, 1 from top and bottom
            " Mog Only kittens",
            " Fel",
            " Tom",
            "",
            "",
        ])
        pilot.press(.escape)
        #expect(navigator.presented == nil)
        pilot.assertScreen(["             Cats", " Tabby", " Moggy", " Felix", " Tom"])
    }

    @Test func focusIsHandedOverOnPushPopPresentAndDismiss() {
        let cats = TextScreen("Cats", lines: [])
        let navigator = StackNavigator(root: cats)
        let pilot = start(navigator)
        pilot.type("a")
        let tabby = TextScreen("Tabby", lines: [])
        navigator.push(tabby)
        pilot.type("b")
        let filter = TextScreen("Filter", lines: [])
        navigator.present(filter)
        pilot.type("c")
        pilot.press(.escape)
        pilot.type("d")
        pilot.press(.escape)
        pilot.type("e")
        #expect(cats.typed == "ae")
        #expect(tabby.typed == "bd")
        #expect(filter.typed == "c")
    }

    @Test func aBadURLShowsItsReasonReadably() throws {
        let modules = ModuleRegistry<Screen>(session: Session(), container: ContainerBuilder().build())
        let navigator = StackNavigator(root: TextScreen("Cats", lines: []))
        let pilot = start(navigator, columns: 40, rows: 10)
        #expect(navigator.openShowingErrors("dogs://rex", from: modules) == nil)
        pilot.frame()
        pilot.assertScreen([
            "                  Cats",
            "            Cannot open link",
            "",
            "     no routes for scheme 'dogs'",
            "     (URL \"dogs://rex\"); known",
            "     schemes: none",
            "",
            "",
            "     Esc to go back",
        ])
        pilot.press(.escape)
        #expect(navigator.presented == nil)
    }

    @Test func aPushWritesOnlyTheCellsThatChanged() {
        let body = (1...8).map { "Cat number \($0) is asleep" }
        let navigator = StackNavigator(root: TextScreen("Cats", lines: body))
        let pilot = start(navigator, columns: 40, rows: 10)
        pilot.terminal.clearWrites()
        navigator.push(TextScreen("Sleepers", lines: body.dropLast() + ["Cat number 8 is awake"]))
        pilot.frame()
        let push = pilot.terminal.output.count
        pilot.terminal.clearWrites()
        pilot.app.repaintScreen()
        pilot.frame()
        let full = pilot.terminal.output.count
        // The bar's back title and title, and one word of the body: a fraction of the screen.
        #expect(push * 4 < full, "push wrote \(push) bytes, a full repaint \(full)")
        #expect(push > 0)
    }

    @Test func theTerminalIsRestoredWhenTheAppEndsWithAModalShown() async throws {
        let terminal = TestTerminal(columns: 30, rows: 6)
        let app = TerminalApp(root: View(), backend: terminal)
        let navigator = StackNavigator(root: TextScreen("Cats", lines: []))
        app.show(navigator)
        navigator.present(TextScreen("Filter", lines: []))
        terminal.enqueueInput(KeyEvent.interrupt.terminalBytes)
        try await app.run()
        #expect(!terminal.isRawMode && terminal.rawModeChanges == [true, false])
        #expect(!terminal.privateModes.contains(1049))
    }
}
