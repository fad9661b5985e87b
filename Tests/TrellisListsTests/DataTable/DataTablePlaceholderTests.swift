import Testing
import TrellisDiff
import TrellisTestSupport
import TrellisViews

@testable import TrellisLists

/// A table fed by a data source: AAPL's placeholders while it loads, has nothing or failed,
/// and each batch followed (the focus stays on its item; a sorted table sorts again once).
@MainActor
@Suite struct DataTablePlaceholderTests {
    struct Failure: Error {}

    /// A data source whose loads the test completes by hand.
    final class ManualSightings: BasicDataSource<TableSighting> {
        var tokens: [LoadingToken<ManualSightings>] = []
        override func loadContent() { loadContent { tokens.append($0) } }
    }

    @Test("loading shows a spinner and Loading… under the header; then the rows; no content and errors show their texts")
    func placeholders() {
        let scheduler = ManualScheduler()
        let source = ManualSightings(scheduler: scheduler)
        source.setPlaceholders(noContent: "No Sightings", message: "Nobody has seen one.", error: "Unable To Load")
        let table = DataTable(dataSource: source, columns: TableFixtures.columns())
        table.accessibilityLabel = "Sightings"
        let heard = Announcements(table)
        _ = DrawnView(table, width: 30, height: 6)
        scheduler.runPending()  // the table asked for a load as it appeared
        #expect(source.tokens.count == 1)
        var drawn = DrawnView(table, width: 30, height: 6)
        #expect(drawn.lines[0].hasPrefix("Date"))
        #expect(drawn.lines.contains { $0.contains("Loading…") } && drawn.lines.contains { $0.contains("⠋") })
        #expect(table.accessibilityFocusDescription == "Sightings table, Loading…")

        source.tokens[0].updateWithContent { $0.setItems((0..<3).map(TableSighting.init(index:))) }
        drawn = DrawnView(table, width: 30, height: 6)
        #expect(drawn.lines[1].hasPrefix("2026-01-01") && table.rowCount == 3 && table.focusedRow == 0)
        #expect(heard.sentences.contains("3 rows"))

        source.loadContent()
        source.tokens[1].updateWithNoContent { $0.setItems([]) }
        drawn = DrawnView(table, width: 30, height: 6)
        #expect(drawn.lines.contains { $0.contains("No Sightings") } && drawn.lines.contains { $0.contains("Nobody has seen one.") })
        #expect(table.focusedRow == nil && table.perform(.select) == false)

        source.loadContent()
        source.tokens[2].done(error: Failure())
        drawn = DrawnView(table, width: 30, height: 6)
        #expect(drawn.lines.contains { $0.contains("Unable To Load") })
        #expect(heard.last == "Unable To Load")
        #expect(table.accessibilityFocusDescription == "Sightings table, Unable To Load")
    }

    @Test("a batch keeps the focus on its item; a sorted table sorts again once per batch")
    func batches() {
        let source = BasicDataSource(items: (0..<6).map(TableSighting.init(index:)), scheduler: ManualScheduler())
        let table = DataTable(dataSource: source, columns: TableFixtures.columns())
        table.frame = Rect(x: 0, y: 0, width: 30, height: 5)
        table.focusRow(3)
        source.insert(TableSighting(index: 40), at: 0)
        #expect(table.focusedRow == 4 && table.item(atRow: 4)?.id == 3)
        source.removeItems(at: [4])  // the focused item goes: the focus stays in place
        #expect(table.focusedRow == 4 && table.rowCount == 6)

        table.sort = DataTableSort(column: "place")
        let before = table.sortComputationCount
        let focused = table.item(atRow: table.focusedRow!)!
        source.performBatchUpdates {
            source.append(contentsOf: [TableSighting(index: 7), TableSighting(index: 8)])
            source.moveItem(from: 0, to: 5)
        }
        #expect(table.sortComputationCount == before + 1)
        #expect(table.item(atRow: table.focusedRow!) == focused)
        let places = (0..<table.rowCount).map { table.item(atRow: $0)!.place }
        #expect(places == places.sorted())
    }

    @Test("a generated data source grows and shrinks by batches at its end")
    func generatedCounts() {
        let source = GeneratedDataSource(count: 3, scheduler: ManualScheduler()) { TableSighting(index: $0) }
        let table = DataTable(dataSource: source, columns: TableFixtures.columns())
        table.frame = Rect(x: 0, y: 0, width: 30, height: 5)
        table.focusRow(2)
        source.setCount(10)
        #expect(table.rowCount == 10 && table.focusedRow == 2)
        source.setCount(-5)
        #expect(table.rowCount == 0 && table.focusedRow == nil)
        #expect(source.contentItem(at: ItemPath(section: 0, item: 0)) == nil)
    }
}
