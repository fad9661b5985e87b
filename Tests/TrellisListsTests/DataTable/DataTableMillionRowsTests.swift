import Testing
import TrellisViews

@testable import TrellisLists

/// A million rows: a frame turns only the rows in view into text, and a sort is computed
/// once, not per frame.
@MainActor
@Suite struct DataTableMillionRowsTests {
    @Test("a frame configures at most the rows in view, wherever the table is scrolled")
    func configuredRowsPerFrame() {
        var made = 0
        let source = GeneratedDataSource(count: 1_000_000, scheduler: ManualScheduler()) { index -> TableSighting in
            made += 1
            return TableSighting(index: index)
        }
        let table = DataTable(dataSource: source, columns: TableFixtures.columns())
        let height = 25
        for top in [0, 499_990, 999_999] {
            table.focusRow(top)
            made = 0
            let drawn = DrawnView(table, width: 60, height: height)
            #expect(table.configuredRowCount <= height - 1 + 1)
            #expect(made <= height + 1)  // the rows drawn, no more
            #expect(drawn.lines.filter { $0.hasPrefix("2026-") }.count == min(height - 1, 1_000_000 - table.topRow))
        }
        // A frame that repaints two rows drawn before configures none (their texts are
        // kept); after the data changed, it configures those two.
        let full = DrawnView(table, width: 60, height: height)
        made = 0
        _ = DrawnView.repaint(table, rows: CellRect(x: 0, y: 3, width: 60, height: 2), over: full.buffer)
        #expect(table.configuredRowCount == 0 && made == 0)
        source.itemsDidChange()
        _ = DrawnView.repaint(table, rows: CellRect(x: 0, y: 3, width: 60, height: 2), over: full.buffer)
        #expect(table.configuredRowCount == 2 && made == 2)
    }

    // 200,000 rows rather than a million: sorting a million takes about 9 s in a debug build,
    // on the main actor every other suite waits for (trellis-bench sorts the million in release).
    @Test("a sort of 200,000 rows is one permutation; the frames after it configure only the rows in view")
    func sortThenDraw() {
        let table = TableFixtures.table(count: 200_000, width: 60, height: 25)
        table.focusRow(123_456)
        let item = table.item(atRow: 123_456)!
        table.sort = DataTableSort(column: "seen", direction: .descending)
        #expect(table.sortComputationCount == 1)
        #expect(table.item(atRow: table.focusedRow!) == item)  // the focus followed its item
        for _ in 0..<3 {
            _ = DrawnView(table, width: 60, height: 25)
            #expect(table.configuredRowCount <= 24)
            table.scroll(by: 50_000)
        }
        table.perform(.pageDown)
        #expect(table.sortComputationCount == 1)  // frames and moves never sort
        // Ties keep the data source's order: the first rows are the first items with 4 confirmations.
        #expect((0..<5).map { table.sourceIndex(ofRow: $0)! } == [3, 8, 13, 18, 23])
        #expect(table.sourceIndex(ofRow: 199_999) == 199_995)
    }
}
