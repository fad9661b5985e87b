import Testing
import TrellisDiff
import TrellisTestSupport
import TrellisViews

@testable import TrellisLists

/// The texts a table keeps for the rows in view: a frame over unchanged rows reads no item
/// and formats nothing, and whatever changed (data, columns, sort, widths, scroll) is
/// drawn exactly as a table drawing from scratch draws it.
@MainActor
@Suite struct DataTableTextCacheTests {
    /// A row whose texts change when it is replaced.
    struct Entry: Identifiable, Equatable {
        var id: Int
        var count: Int
        var name: String
    }

    /// What a generator reads besides the index: the data behind it.
    final class Box {
        var value: String
        init(_ value: String) { self.value = value }
    }

    static let names = ["ash", "Zoë", "漢字テスト", "a\u{301}b", "a name far too long for its column", "", "tab\there"]

    static func entry(_ id: Int, using random: inout SeededGenerator) -> Entry {
        Entry(id: id, count: Int.random(in: -5...120, using: &random), name: names.randomElement(using: &random)!)
    }

    static func columns() -> [DataTableColumn<Entry>] {
        [
            DataTableColumn("count", title: "Count", width: 5, alignment: .right, value: \.count),
            DataTableColumn("name", title: "Name", width: 8, text: \.name, sortKey: \.name),
            {
                var mark = DataTableColumn<Entry>("mark", title: "Mark", width: 6, alignment: .center) {
                    $0.count % 2 == 0 ? "even" : "odd"
                }
                mark.style = { $0.count > 50 ? Style(bold: true) : nil }
                return mark
            }(),
            DataTableColumn("id", title: "Identity", width: 4, value: \.id) { "#\($0)" },
        ]
    }

    @Test("a frame over rows drawn before reads no item; the data source's reload draws the new texts")
    func reloadDrawsNewTexts() {
        let suffix = Box("a")
        var made = 0
        let source = GeneratedDataSource(count: 1_000, scheduler: ManualScheduler()) { index -> Entry in
            made += 1
            return Entry(id: index, count: index, name: "row \(index) \(suffix.value)")
        }
        let table = DataTable(dataSource: source, columns: Self.columns().filter { $0.id != "mark" })
        _ = DrawnView(table, width: 40, height: 6)
        #expect(table.configuredRowCount == 5)
        made = 0
        var drawn = DrawnView(table, width: 40, height: 6)
        #expect(table.configuredRowCount == 0)
        #expect(made == 0)
        // A column that styles its cells is asked every frame, with the item: its style may
        // follow more than the item.
        table.columns = Self.columns()
        _ = DrawnView(table, width: 40, height: 6)
        made = 0
        drawn = DrawnView(table, width: 40, height: 6)
        #expect(table.configuredRowCount == 0)
        #expect(made == 5)
        suffix.value = "b"
        source.itemsDidChange()
        drawn = DrawnView(table, width: 40, height: 6)
        #expect(table.configuredRowCount == 5)
        #expect(drawn.lines[1].contains("row 0 b"))
        // A text that changed outside the data source shows once the table is told.
        suffix.value = "c"
        drawn = DrawnView(table, width: 40, height: 6)
        #expect(drawn.lines[1].contains("row 0 b"))
        table.reloadTexts()
        drawn = DrawnView(table, width: 40, height: 6)
        #expect(drawn.lines[1].contains("row 0 c") && table.configuredRowCount == 5)
        // A repaint of two rows over an unchanged table configures none; after a reload, two.
        _ = DrawnView.repaint(table, rows: CellRect(x: 0, y: 3, width: 40, height: 2), over: drawn.buffer)
        #expect(table.configuredRowCount == 0)
        source.itemsDidChange()
        _ = DrawnView.repaint(table, rows: CellRect(x: 0, y: 3, width: 40, height: 2), over: drawn.buffer)
        #expect(table.configuredRowCount == 2)
    }

    @Test("a frame drawn from kept texts equals one drawn from scratch, after every change", arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func keptTextsMatchAFreshDrawing(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var nextID = 200
        let source = BasicDataSource(
            items: (0..<nextID).map { Self.entry($0, using: &random) }, scheduler: ManualScheduler())
        let table = DataTable(dataSource: source, columns: Self.columns())
        let (width, height) = (Int.random(in: 12...40, using: &random), Int.random(in: 2...12, using: &random))
        _ = DrawnView(table, width: width, height: height)
        for step in 0..<80 {
            var done = ""
            switch Int.random(in: 0..<12, using: &random) {
            case 0:
                let rows = Int.random(in: -30...30, using: &random)
                table.scroll(by: rows)
                done = "scroll \(rows)"
            case 1:
                let column = Int.random(in: 0..<4, using: &random)
                table.sort(byColumnAt: column)
                done = "sort by \(column)"
            case 2:
                let row = Int.random(in: -2...(source.items.count + 2), using: &random)
                table.focusRow(row)
                done = "focus \(row)"
            case 3:
                let delta = Int.random(in: -6...6, using: &random)
                table.resizeFocusedColumn(by: delta)
                done = "resize by \(delta)"
            case 4:
                table.hideFocusedColumn()
                done = "hide"
            case 5:
                table.showAllColumns()
                table.moveFocusedColumn(by: Int.random(in: -2...2, using: &random))
                done = "show all, move column"
            case 6 where !source.items.isEmpty, 7 where !source.items.isEmpty:
                let index = Int.random(in: 0..<source.items.count, using: &random)
                var changed = Self.entry(source.items[index].id, using: &random)
                changed.count += 1  // never equal to the old one
                source.replaceItem(at: index, with: changed)
                done = "replace \(index)"
            case 8:
                let index = Int.random(in: 0...source.items.count, using: &random)
                source.insert(Self.entry(nextID, using: &random), at: index)
                nextID += 1
                done = "insert at \(index)"
            case 9 where !source.items.isEmpty:
                let index = Int.random(in: 0..<source.items.count, using: &random)
                source.removeItems(at: [index])
                done = "remove \(index)"
            case 10:
                let column = Int.random(in: 0..<4, using: &random)
                table.columns[column].title = "T\(step)"
                done = "retitle \(column)"
            default:
                let prefix = "v\(step)"
                table.columns[1].text = { "\(prefix) \($0.name)" }
                done = "new text for names"
            }
            let kept = DrawnView(table, width: width, height: height)
            table.textCache.removeAll()
            let fresh = DrawnView(table, width: width, height: height)
            let same = kept.buffer == fresh.buffer
            #expect(same, "seed \(seed), step \(step) (\(done)): \(kept.lines) ≠ \(fresh.lines)")
            if !same { return }
        }
    }

    @Test("scrolled through 10,000 rows, the table keeps the texts of about two screenfuls")
    func keptRowsAreBounded() {
        let table = TableFixtures.table(count: 10_000, width: 40, height: 12)
        for _ in 0..<1_500 {
            table.scroll(by: 7)
            _ = DrawnView(table, width: 40, height: 12)
            #expect(table.textCache.count <= 2 * (table.visibleRowCount + 1))
        }
    }
}
