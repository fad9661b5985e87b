import Testing
import TrellisTerminalTesting
import TrellisViews

@testable import TrellisTerminal

/// The help overlay (TrellisViews' `KeyHelpOverlay`, shown by `AppHost.present(_:)`):
/// every key, a box that fits, scrolling, closing.
@MainActor
@Suite struct HelpOverlayViewTests {
    let few = [KeyHelp("↑ ↓", "move"), KeyHelp("Enter", "open the cat"), KeyHelp("q", "quit")]
    let many = (1...12).map { KeyHelp("k\($0)", "does thing \($0)") }

    func present(_ keys: [KeyHelp], columns: Int, rows: Int) -> (Pilot, KeyHelpOverlay) {
        let help = KeyHelpOverlay(keys: keys, title: "Keys", theme: .standard)
        let pilot = Pilot.testing(root: View(), columns: columns, rows: rows) { app in app.present(help) }
        return (pilot, help)
    }

    @Test func listsEveryKeyInABoxSizedToItsContent() {
        let (pilot, _) = present(few, columns: 40, rows: 9)
        pilot.assertScreen([
            "",
            "",
            "        ┌── Keys ─────────────┐",
            "        │ ↑ ↓    move         │",
            "        │ Enter  open the cat │",
            "        │ q      quit         │",
            "        └─────────────────────┘",
        ])
        #expect(pilot.terminal.style(atColumn: 10, row: 4) == Theme.standard[.accent])
        #expect(pilot.terminal.style(atColumn: 8, row: 2) == Theme.standard[.separator])
        pilot.stop()
    }

    @Test func aResizedTerminalKeepsTheBoxCentredAndSizedToFit() {
        let (pilot, help) = present(few, columns: 40, rows: 9)
        pilot.resize(60, 15)
        #expect(help.frameInRoot == Rect(x: 18, y: 5, width: 23, height: 5))  // still 23×5, centred again
        #expect(pilot.screenLines[5] == "                  ┌── Keys ─────────────┐")
        pilot.resize(30, 8)
        #expect(help.frameInRoot == Rect(x: 3, y: 1, width: 23, height: 5))
        pilot.stop()
    }

    @Test func aNarrowBoxGivesTheKeysAtMostHalfSoSummariesStayReadable() {
        let keys = [KeyHelp("PgUp PgDn Home End", "move by a page, to the ends"), KeyHelp("f", "favorite")]
        let (pilot, _) = present(keys, columns: 30, rows: 8)
        let lines = pilot.screenLines.filter { $0.contains("│") }
        #expect(lines.contains { $0.contains("PgUp Pg") && $0.contains("move by") }, "\(pilot.screenLines)")
        #expect(lines.contains { $0.contains("f") && $0.contains("favorite") })
        pilot.stop()
        let (wide, _) = present(keys, columns: 60, rows: 8)
        #expect(wide.screenLines.contains { $0.contains("PgUp PgDn Home End  move by a page, to the ends") })
        wide.stop()
    }

    @Test func fitsASmallScreenAndScrollsToEveryKey() {
        let (pilot, help) = present(many, columns: 30, rows: 8)
        let frame = help.frameInRoot
        #expect(frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= 30 && frame.maxY <= 8)
        #expect(help.visibleRowCount == 4)
        #expect(pilot.screenLines.contains { $0.contains("1–4 of 12") })
        var seen: Set<String> = []
        for _ in 0..<12 {
            for line in pilot.screenLines { for key in many where line.contains("│ \(key.keys) ") { seen.insert(key.keys) } }
            pilot.press(.down)
        }
        #expect(seen == Set(many.map(\.keys)))
        #expect(help.scrollOffset == help.maximumScrollOffset)
        #expect(pilot.screenLines.contains { $0.contains("9–12 of 12") })
        pilot.press(.home)
        #expect(help.scrollOffset == 0)
        pilot.stop()
    }

    @Test func theBoxNeverOutgrowsTheScreen() {
        let help = KeyHelpOverlay(keys: many, theme: .standard)
        for columns in [0, 1, 4, 10, 30, 200] {
            for rows in [0, 1, 3, 5, 8, 40] {
                let size = help.fittingSize(in: Size(width: Double(columns), height: Double(rows)))
                #expect(size.width <= Double(columns) && size.height <= Double(rows), "\(columns)×\(rows): \(size)")
                #expect(size.width >= 0 && size.height >= 0)
            }
        }
        #expect(help.fittingSize(in: Size(width: 200, height: 40)).height == 14)  // 12 keys and the border
    }

    @Test(arguments: [Key.escape, .character("?"), .character("q"), .backspace])
    func closes(on key: Key) {
        let (pilot, _) = present(few, columns: 40, rows: 9)
        #expect(pilot.app.overlay != nil)
        pilot.press(key)
        #expect(pilot.app.overlay == nil)
        #expect(!pilot.screenLines.contains { $0.contains("Keys") })
        #expect(!pilot.app.quitRequested)
        pilot.stop()
    }

    @Test func presentHelpListsTheBindingsTheFocusedViewsChainDeclares() {
        enum Command: String, KeyCommand { case favorite, quit }
        let root = View()
        let screen = FocusableView()
        root.addSubview(screen)
        root.bindKeys([KeyBinding(Command.quit, "q", summary: "quit")], scope: "app") { _, _ in true }
        screen.bindKeys([KeyBinding(Command.favorite, "f", summary: "favorite or not")], scope: "app.screen") { _, _ in true }
        var help: KeyHelpOverlay?
        let pilot = Pilot.testing(root: root, columns: 40, rows: 9) { app in
            app.focusedView = screen
            help = app.presentHelp(title: "Screen", theme: .standard)
        }
        // The chain's, nearest first, then the host's own (Tab moves focus).
        #expect(
            help?.keys == [
                KeyHelp("f", "favorite or not"), KeyHelp("q", "quit"), KeyHelp("Tab", "move focus"), KeyHelp("Shift-Tab", "focus back"),
            ])
        #expect(pilot.screenLines.contains { $0.contains("│ f ") && $0.contains("favorite or not") }, "\(pilot.screenLines)")
        pilot.press(.character("q"))
        #expect(pilot.app.overlay == nil, "q closes the help, it does not quit")
        #expect(!pilot.app.quitRequested)
        pilot.stop()
    }
}

/// A view that takes focus, as a screen's list does.
private final class FocusableView: View {
    override var canBecomeFocused: Bool { true }
}
