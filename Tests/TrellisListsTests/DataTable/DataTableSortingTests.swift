import Testing
import TrellisDiff
import TrellisTestSupport
import TrellisViews

@testable import TrellisLists

/// Sorting: a stable index permutation, by key or header click, in three steps (▲, ▼, off),
/// the focused row following its item.
@MainActor
@Suite struct DataTableSortingTests {
    /// A plain model with few distinct keys, so that ties are everywhere.
    struct Plain: Identifiable, Equatable {
        var id: Int
        var small: Int
        var word: String
        var ratio: Double
    }

    static func plainColumns() -> [DataTableColumn<Plain>] {
        [
            DataTableColumn("small", title: "Small", value: \.small),
            DataTableColumn("word", title: "Word", value: \.word),
            DataTableColumn("ratio", title: "Ratio", value: \.ratio),
            DataTableColumn("id", title: "Id", value: \.id),
        ]
    }

    /// The model's answer: `Array.sorted`, ties by the original index, in both directions.
    static func expected(_ items: [Plain], by key: (Plain, Plain) -> Bool, descending: Bool) -> [Int] {
        Array(items.enumerated()).sorted { left, right in
            let (a, b) = descending ? (right.element, left.element) : (left.element, right.element)
            if key(a, b) { return true }
            if key(b, a) { return false }
            return left.offset < right.offset
        }.map(\.offset)
    }

    @Test("sorting by any column, either way, is Array.sorted stable by original index", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func sortingMatchesTheModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let words = ["fig", "ash", "elm", "oak", "Fig", "é"]
        let items = (0..<Int.random(in: 0...300, using: &random)).map { index in
            Plain(
                id: index, small: Int.random(in: 0..<4, using: &random), word: words.randomElement(using: &random)!,
                ratio: Double(Int.random(in: 0..<3, using: &random)) / 2)
        }
        let source = BasicDataSource(items: items, scheduler: ManualScheduler())
        let table = DataTable(dataSource: source, columns: Self.plainColumns())
        let keys: [(Plain, Plain) -> Bool] = [{ $0.small < $1.small }, { $0.word < $1.word }, { $0.ratio < $1.ratio }, { $0.id < $1.id }]
        for step in 0..<40 {
            let column = Int.random(in: 0..<4, using: &random)
            if Bool.random(using: &random) {
                table.sort(byColumnAt: column)  // the key's and the header's cycle
            } else {
                table.sort = DataTableSort(
                    column: table.columns[column].id, direction: Bool.random(using: &random) ? .ascending : .descending)
            }
            let shown = (0..<table.rowCount).map { table.sourceIndex(ofRow: $0)! }
            let want: [Int]
            if let sort = table.sort, let index = table.columns.firstIndex(where: { $0.id == sort.column }) {
                want = Self.expected(items, by: keys[index], descending: sort.direction == .descending)
            } else {
                want = Array(items.indices)
            }
            #expect(shown == want, "seed \(seed), step \(step), sort \(table.sort.map(\.description) ?? "none")")
            if shown != want { return }
        }
    }

    @Test("s sorts by the focused column ▲, then ▼, then back to the data source's order; the arrow shows it")
    func sortCycleByKey() {
        let table = TableFixtures.table(count: 10, width: 34, height: 4)
        let heard = Announcements(table)
        table.send(TableFixtures.key("right"))  // Place
        table.send(TableFixtures.key("s"))
        #expect(table.sort == DataTableSort(column: "place", direction: .ascending))
        var drawn = DrawnView(table, width: 34, height: 4)
        #expect(drawn.lines[0] == "Date       Pl… ▲ Seen Note")
        #expect(drawn.style(x: 15, y: 0) == table.sortIndicatorStyle.merged(over: table.focusedColumnStyle.merged(over: table.headerStyle)))
        #expect(table.item(atRow: 0)?.place == "Baku" && table.item(atRow: 9)?.place == "Rome")
        table.send(TableFixtures.key("s"))
        drawn = DrawnView(table, width: 34, height: 4)
        #expect(drawn.lines[0] == "Date       Pl… ▼ Seen Note")
        #expect(table.item(atRow: 0)?.place == "Rome")
        table.send(TableFixtures.key("s"))
        #expect(table.sort == nil && table.sourceIndex(ofRow: 3) == 3)
        #expect(heard.sentences.suffix(3) == ["sorted by Place ascending", "sorted by Place descending", "not sorted"])
        // A column that does not sort: the key is not used.
        table.send(TableFixtures.key("end"))
        table.send(TableFixtures.key("right"))
        table.send(TableFixtures.key("right"))
        #expect(table.columns[table.focusedColumn!].id == "note")
        #expect(table.perform(.sort) == false && table.sort == nil)
    }

    @Test("a click on a header focuses its column and sorts by it; the focused row stays on its item")
    func sortByClickingAHeader() {
        let table = TableFixtures.table(count: 10, width: 34, height: 6)
        table.focusRow(4)
        let item = table.item(atRow: 4)!
        #expect(table.handleClick(at: Point(x: 17, y: 0)))  // "Seen"
        #expect(table.columns[table.focusedColumn!].id == "seen")
        #expect(table.sort == DataTableSort(column: "seen"))
        #expect(table.item(atRow: table.focusedRow!) == item)
        // The gap right of a column is its resize handle: a click there does not sort.
        #expect(table.handleClick(at: Point(x: 21, y: 0)))
        #expect(table.sort == DataTableSort(column: "seen"))
    }

    @Test("a sort naming no column, or one that does not sort, leaves the rows unsorted; dropping its column unsorts")
    func sortsThatDoNotApply() {
        let table = TableFixtures.table(count: 10)
        table.sort = DataTableSort(column: "nope")
        #expect(table.sortedIndices == nil && table.sourceIndex(ofRow: 2) == 2)
        table.sort = DataTableSort(column: "note")
        #expect(table.sortedIndices == nil)
        table.sort = DataTableSort(column: "seen", direction: .descending)
        #expect(table.sortedIndices != nil)
        table.columns.removeAll { $0.id == "seen" }
        #expect(table.sort == nil && table.sortedIndices == nil)
    }
}
