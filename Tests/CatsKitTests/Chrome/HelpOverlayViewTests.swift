import Testing
import TrellisTerminalTesting
import TrellisViews

@testable import CatsKit
@testable import TrellisTerminal

/// The `?` overlay: every key, a box that fits, scrolling, closing.
@MainActor
@Suite struct HelpOverlayViewTests {
    let few = [KeyHelp("↑ ↓", "move"), KeyHelp("Enter", "open the cat"), KeyHelp("q", "quit")]
    let many = (1...12).map { KeyHelp("k\($0)", "does thing \($0)") }

    func present(_ keys: [KeyHelp], columns: Int, rows: Int) -> (Pilot, HelpOverlayView) {
        let help = HelpOverlayView(keys: keys, title: "Keys", theme: .cats)
        let pilot = Pilot.testing(root: View(), columns: columns, rows: rows) { app in help.present(in: app) }
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
        #expect(pilot.terminal.style(atColumn: 10, row: 4) == Theme.cats[.helpKey])
        #expect(pilot.terminal.style(atColumn: 8, row: 2) == Theme.cats[.separator])
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
        let help = HelpOverlayView(keys: many, theme: .cats)
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
}
