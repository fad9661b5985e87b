import Testing
import TrellisViews

@testable import TrellisLists

/// Columns: the focused one moved with ← →, resized with < > or by dragging its header's
/// edge, hidden with h and shown again with H; and input from outside that never traps.
@MainActor
@Suite struct DataTableColumnsTests {
    @Test("< and > resize the focused column, never below its minimum")
    func resizeByKeys() {
        let table = TableFixtures.table(count: 5, width: 40, height: 3)
        table.send(TableFixtures.key("right"))  // Place, 5 wide, minimum 3
        table.send(TableFixtures.key(">"))
        #expect(table.columns[1].width == 6)
        for _ in 0..<10 { table.send(TableFixtures.key("<")) }
        #expect(table.columns[1].width == 3)
        let drawn = DrawnView(table, width: 40, height: 3)
        #expect(drawn.lines[0] == "Date       Pl… Seen Note")
        #expect(drawn.lines[1] == "2026-01-01 Os…    0 even")
    }

    @Test("a column's style draws its cells for the items it names; the focused row's style draws over it")
    func cellStyles() {
        let table = TableFixtures.table(count: 5, width: 40, height: 4)
        let accent = Style(foreground: .magenta, bold: true)
        table.columns[2].style = { $0.confirmations > 0 ? accent : nil }
        table.focusRow(1)
        let drawn = DrawnView(table, width: 40, height: 4)
        // Seen's digits are in cell 20: rows 1, 2, 3 show indices 0 (0 seen), 1 (3, focused), 2 (1).
        #expect(drawn.lines[1].hasSuffix("0 even") && drawn.lines[3].hasSuffix("1 even"), "\(drawn.lines)")
        #expect(drawn.style(x: 20, y: 1) != accent, "0 confirmations: the table's own style")
        #expect(drawn.style(x: 20, y: 2) == table.selectedRowStyle, "the focused row's style wins")
        #expect(drawn.style(x: 20, y: 3) == accent, "1 confirmation: the column's style")
        #expect(drawn.style(x: 0, y: 3) != accent, "only its own column")
    }

    @Test("row(ofSourceIndex:) finds where a source item is shown, sorted or not, and nil outside the rows")
    func rowOfSourceIndex() {
        let table = TableFixtures.table(count: 50, width: 40, height: 6)
        #expect(table.row(ofSourceIndex: 7) == 7)
        table.sort = DataTableSort(column: "place", direction: .descending)
        for row in 0..<50 { #expect(table.row(ofSourceIndex: table.sourceIndex(ofRow: row) ?? -1) == row) }
        #expect(table.row(ofSourceIndex: -1) == nil && table.row(ofSourceIndex: 50) == nil)
    }

    @Test("dragging a header's right edge resizes its column by the pointer's travel")
    func resizeByDragging() {
        let table = TableFixtures.table(count: 5, width: 40, height: 3)
        let heard = Announcements(table)
        // Place spans cells 11..<16; its edge is cell 16.
        #expect(table.handleDrag(DragEvent(.began, location: Point(x: 13, y: 0), start: Point(x: 13, y: 0))) == false)
        #expect(table.handleDrag(DragEvent(.began, location: Point(x: 16, y: 0), start: Point(x: 16, y: 0))))
        #expect(table.handleDrag(DragEvent(.moved, location: Point(x: 20, y: 3), start: Point(x: 16, y: 0))))
        #expect(table.columns[1].width == 9)
        #expect(table.handleDrag(DragEvent(.ended, location: Point(x: -50, y: 3), start: Point(x: 16, y: 0))))
        #expect(table.columns[1].width == 3)  // dragged far left: the minimum
        #expect(heard.last == "Place, 3 wide")
        #expect(table.handleDrag(DragEvent(.moved, location: Point(x: 20, y: 0), start: Point(x: 16, y: 0))) == false)
        #expect(table.handleDrag(DragEvent(.began, location: Point(x: 16, y: 2), start: Point(x: 16, y: 2))) == false)  // not the header
    }

    @Test("h hides the focused column and focuses the next; the last shown column stays; H shows them all")
    func hideAndShow() {
        let table = TableFixtures.table(count: 5, width: 40, height: 3)
        table.send(TableFixtures.key("h"))
        #expect(table.columns[0].isHidden && table.focusedColumn == 1)
        #expect(DrawnView(table, width: 40, height: 3).lines[0] == "Place Seen Note")
        table.send(TableFixtures.key("right"))
        table.send(TableFixtures.key("right"))
        table.send(TableFixtures.key("h"))  // Note, the last: focus goes left
        #expect(table.focusedColumn == 2)
        table.send(TableFixtures.key("h"))
        #expect(table.perform(.hide) == false)  // Place is the last shown
        #expect(table.columns.filter { !$0.isHidden }.map(\.id) == ["place"])
        table.send(TableFixtures.key("H"))
        #expect(table.columns.allSatisfy { !$0.isHidden })
        #expect(table.perform(.showAll) == false)
        #expect(DrawnView(table, width: 40, height: 3).lines[0] == "Date       Place Seen Note")
    }

    @Test("columns wider than the view are cut at its edge, and the table scrolls sideways to the focused one")
    func widthsPastTheView() {
        let table = TableFixtures.table(count: 5, width: 14, height: 3)
        #expect(DrawnView(table, width: 14, height: 3).lines[0] == "Date       Pla")
        table.send(TableFixtures.key("right"))
        table.send(TableFixtures.key("right"))
        #expect(table.firstColumn == 1)
        #expect(DrawnView(table, width: 14, height: 3).lines[0] == "Place Seen Not")
        table.send(TableFixtures.key("home"))
        table.send(TableFixtures.key("left"))
        table.send(TableFixtures.key("left"))
        #expect(table.firstColumn == 0)
    }

    @Test("bad input never traps: no columns, NaN and huge widths, a title wider than the view, a zero-sized table")
    func badInput() {
        let source = GeneratedDataSource(count: 3, scheduler: ManualScheduler()) { TableSighting(index: $0) }
        let empty = DataTable(dataSource: source, columns: [])
        #expect(DrawnView(empty, width: 10, height: 3).lines == ["", "", ""])
        #expect(empty.focusedColumn == nil)
        for command in DataTableKeyCommand.allCases where ![.up, .down, .pageUp, .pageDown, .first, .last, .select].contains(command) {
            #expect(empty.perform(command) == false)
        }
        #expect(empty.accessibilityFocusDescription == "table, row 1 of 3")

        var columns = TableFixtures.columns()
        columns[0].width = .nan
        columns[1].width = -.infinity
        columns[2].width = 1e300
        columns[2].minimumWidth = .nan
        columns[3].title = "A title far wider than the whole view"
        let table = DataTable(dataSource: source, columns: columns)
        #expect(table.columns.map(\.cells) == [3, 3, 10_000, 6])
        let drawn = DrawnView(table, width: 8, height: 3)
        #expect(drawn.lines[0] == "Da… Pl…")
        table.setWidth(.nan, ofColumnAt: 2)
        table.setWidth(5, ofColumnAt: 99)
        #expect(table.columns[2].cells == 1)
        table.focusRow(.max)
        #expect(table.focusedRow == 2)
        #expect(table.moveFocusedRow(by: .min) && table.focusedRow == 0)
        #expect(table.moveFocusedColumn(by: .max))
        #expect(DrawnView(table, width: 8, height: 3).lines[0] == "… A tit…")  // Seen, one cell, then Note
        #expect(DrawnView(table, width: 0, height: 0).lines == [])
        #expect(table.handleClick(at: Point(x: 1e300, y: 1e300)))
        #expect(table.handleClick(at: Point(x: -1, y: 1)) == false)
    }

    @Test("wide characters are cut whole, with the ellipsis, and alignment pads with the cells left over")
    func wideCharactersAndAlignment() {
        #expect(CellText.fitted("猫猫猫猫", width: 5) == "猫猫…")  // 2 + 2 + 1 cells
        #expect(CellText.fitted("猫猫猫猫", width: 6) == "猫猫… ")  // a third 猫 would not fit before the …
        #expect(CellText.fitted("猫", width: 1) == "…")
        #expect(CellText.fitted("ab", width: 5, alignment: .right) == "   ab")
        #expect(CellText.fitted("ab", width: 5, alignment: .center) == " ab  ")
        #expect(CellText.fitted("abc", width: 0).isEmpty && CellText.fitted("", width: -3).isEmpty)
        #expect(CellText.grouped(1_000_000) == "1,000,000" && CellText.grouped(999) == "999" && CellText.grouped(-1_234) == "-1,234")
        var columns = TableFixtures.columns()
        columns[0].title = "日付日付日付"
        columns[0].width = 5
        let source = GeneratedDataSource(count: 1, scheduler: ManualScheduler()) { TableSighting(index: $0) }
        let table = DataTable(dataSource: source, columns: columns)
        #expect(DrawnView(table, width: 20, height: 2).lines[0] == "日付… Place Seen Not")
    }
}
