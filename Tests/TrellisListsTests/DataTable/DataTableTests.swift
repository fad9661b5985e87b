import Testing
import TrellisViews

@testable import TrellisLists

/// What a table draws and how it moves: the header over the rows in view, the focused row,
/// keys, the wheel, selection and what a screen reader hears.
@MainActor
@Suite struct DataTableTests {
    @Test("the header and the rows in view are drawn in their columns, the header stays while rows scroll")
    func headersAndCells() {
        let table = TableFixtures.table(count: 100, width: 34, height: 4)
        var drawn = DrawnView(table, width: 34, height: 4)
        #expect(
            drawn.lines == [
                "Date       Place Seen Note",
                "2026-01-01 Oslo     0 even",
                "2026-09-07 Pune     3 odd",
                "2026-05-20 Nice     1 even",
            ])
        table.scroll(by: 2)
        drawn = DrawnView(table, width: 34, height: 4)
        #expect(drawn.lines[0] == "Date       Place Seen Note")
        #expect(drawn.lines[1].hasPrefix("2026-05-20 Nice"))
        // The header row is in the header style; the focused column's title in its own.
        #expect(drawn.style(x: 12, y: 0) == table.headerStyle)
        #expect(drawn.style(x: 0, y: 0) == table.focusedColumnStyle.merged(over: table.headerStyle))
    }

    @Test("↑ ↓, Page Up/Down, Home and End move the focused row and keep it in view")
    func rowKeys() {
        let table = TableFixtures.table(count: 50, height: 6)  // five rows in view
        #expect(table.focusedRow == 0)
        table.send(TableFixtures.key("down"))
        table.send(TableFixtures.key("down"))
        #expect(table.focusedRow == 2)
        table.send(TableFixtures.key("pagedown"))
        #expect(table.focusedRow == 6 && table.topRow == 2)
        table.send(TableFixtures.key("end"))
        #expect(table.focusedRow == 49 && table.topRow == 45)
        #expect(table.perform(.down) == false)  // nowhere to go: the key travels on
        table.send(TableFixtures.key("pageup"))
        #expect(table.focusedRow == 45)
        table.send(TableFixtures.key("home"))
        #expect(table.focusedRow == 0 && table.topRow == 0)
        #expect(table.perform(.up) == false)
        let drawn = DrawnView(table, width: 40, height: 6)
        #expect(drawn.style(x: 30, y: 1) == table.selectedRowStyle)  // the whole row, unfocused table
    }

    @Test("the wheel scrolls the rows without moving the focus, and stops at the ends")
    func wheel() {
        let table = TableFixtures.table(count: 20, height: 6)
        table.send(.scroll, 3)
        #expect(table.topRow == 3 && table.focusedRow == 0)
        table.send(.scroll, Int.max)
        #expect(table.topRow == 15)
        table.send(.scroll, Int.min)
        #expect(table.topRow == 0)
    }

    @Test("Enter and a click on a row select it: onSelect gets the item, sendsAction sends a typed action")
    func selection() {
        let table = TableFixtures.table(count: 20, height: 6)
        var selected: [Int] = []
        table.onSelect = { selected.append($0.id) }
        table.send(TableFixtures.key("down"))
        table.send(TableFixtures.key("enter"))
        #expect(table.handleClick(at: Point(x: 3, y: 4)))  // the fourth row in view
        #expect(selected == [1, 3])
        #expect(table.focusedRow == 3)
        // Past the last row: taken, nothing selected.
        let short = TableFixtures.table(count: 2, height: 6)
        short.onSelect = { selected.append($0.id) }
        #expect(short.handleClick(at: Point(x: 3, y: 5)))
        #expect(short.handleClick(at: Point(x: .nan, y: 2)) == false)
        #expect(selected == [1, 3])

        struct Open: Sendable, Equatable { var id: Int }
        let screen = View()
        screen.addSubview(table)
        var opened: [Open] = []
        screen.onAction(Open.self) {
            opened.append($0)
            return true
        }
        table.sendsAction { Open(id: $0.id) }
        table.send(TableFixtures.key("enter"))
        #expect(opened == [Open(id: 3)])
    }

    @Test("a screen reader hears the table, the row's place and cells, and the sort")
    func accessibility() {
        let table = TableFixtures.table(count: 1_000_000, height: 6)
        let heard = Announcements(table)
        table.focusRow(2)
        #expect(heard.last == "row 3 of 1,000,000, Date 2026-05-20, Place Nice, Seen 1, Note even")
        table.hideFocusedColumn()  // Date
        table.hideFocusedColumn()  // Place
        table.showAllColumns()
        table.sort = DataTableSort(column: "date")
        #expect(heard.last == "sorted by Date ascending")
        #expect(table.item(atRow: table.focusedRow!)?.id == 2)  // the focus followed its item
        table.focusRow(2)
        #expect(
            table.accessibilityFocusDescription!.hasPrefix("Sightings table, row 3 of 1,000,000, Date 2026-01-01, Place ")
                && table.accessibilityFocusDescription!.hasSuffix(", sorted by Date ascending"))
        #expect(heard.sentences.contains("Date hidden") && heard.sentences.contains("every column shown"))
    }

    @Test("an empty cell is left out of what a screen reader hears, not read as a bare title")
    func emptyCellsAreNotRead() {
        let table = TableFixtures.table(count: 10)
        table.columns[3] = DataTableColumn("note", title: "Note", width: 6, text: { $0.id % 2 == 0 ? "even" : "  " })
        table.focusRow(1)
        #expect(table.rowAnnouncement == "row 2 of 10, Date 2026-09-07, Place Pune, Seen 3", "\(table.rowAnnouncement ?? "")")
        table.focusRow(2)
        #expect(table.rowAnnouncement?.hasSuffix(", Note even") == true)
        // A column drawn as symbols says what they mean instead.
        table.columns[3].accessibleText = { $0.id % 2 == 0 ? "an even sighting" : "" }
        #expect(table.rowAnnouncement?.hasSuffix(", Note an even sighting") == true, "\(table.rowAnnouncement ?? "")")
        table.focusRow(1)
        #expect(table.rowAnnouncement?.contains("Note") == false)
    }

    @Test("the keys are declared under the table scope, and a keymap rebinds them")
    func keyBindings() {
        let table = TableFixtures.table(count: 10)
        #expect(table.declaredKeyBindings.allSatisfy { $0.scope == "table" })
        #expect(Set(table.declaredKeyBindings.map(\.command)) == DataTableKeyCommand.commandNames)
        table.keymap = Keymap(scopes: ["table": ["down": [KeyEvent(.character("j"))]]])
        table.send(TableFixtures.key("j"))
        #expect(table.focusedRow == 1)
    }
}
