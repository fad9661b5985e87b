import Testing
import TrellisDiff
import TrellisLists
import TrellisTerminalTesting
import TrellisViews

@testable import TrellisTerminal

/// Shows a row's `title`, as the `TestCell` of the Nimbus `NICellObject` example does.
final class SeedTitleCell: CollectionViewCell, ItemCell {
    func update(with row: [String: String], context: CellContext) {
        textLabel.text = row["title"] ?? "?"
    }
}

/// Nimbus's table model in a terminal: Nimbus's `NITableViewModel` example as a person sees it,
/// and the keys and clicks that stand in for the accessory button and the index.
@MainActor
@Suite struct CollectionViewTerminalTests {
    /// Nimbus's `NITableViewModel` sectioned array, exactly as written there, in a collection view with
    /// its section index showing, actions on the rows, and terminal input.
    func seedList(log: @escaping @MainActor (String) -> Void = { _ in }) throws -> CollectionView {
        let source = TableModelDataSource<[String: String]>(
            sectionedArray: [
                "Section 1",
                .row(["title": "Row 1"]),
                .row(["title": "Row 2"]),
                "Section 2",
                // This section is empty.
                "Section 3",
                .row(["title": "Row 3"]),
                .footer("Footer"),
            ], scheduler: ManualScheduler())
        source.sectionIndexStyle = .fromSectionTitles
        let registry = CellRegistry()
        registry.register(SeedTitleCell.self)
        let actions = ItemActions()
        actions.attach(to: [String: String].self, navigate: { row, path in log("navigate \(row["title"]!) \(path)") })
        actions.attach(to: [String: String].self, detail: { row, _ in log("detail \(row["title"]!)") })
        let list = CollectionView(dataSource: source, registry: registry, actions: actions)
        list.badBatchHandler = { _ in }
        list.handlesKeys()
        return list
    }

    @Test func theSeedsExampleIsDrawnWithItsSectionsFooterIndexAndAccessories() throws {
        let lines = TerminalSnapshot.lines(of: try seedList(), width: 24, height: 8)
        #expect(
            lines == [
                "Section 1",
                "Row 1                ⓘ",
                "Row 2                ⓘ S",  // the index, centred down the 8 rows
                "Section 2              S",
                "Section 3              S",
                "Row 3                ⓘ",
                "Footer",
                "",
            ])
    }

    @Test func theDetailKeyIsTheAccessoryButtonAndEnterNavigates() throws {
        var log: [String] = []
        let list = try seedList { log.append($0) }
        let pilot = Pilot.testing(root: list, columns: 24, rows: 8) { app in app.focusedView = list }
        pilot.press(.down)
        pilot.press(.down)
        pilot.type("i")
        pilot.press(.enter)
        #expect(log == ["detail Row 2", "navigate Row 2 [0, 1]"])
        pilot.stop()
    }

    /// Sections A to H of three rows each ("A breeds", then "A1" to "A3"), with the section
    /// index showing their letters.
    static func letterList() -> CollectionView {
        let source = TableModelDataSource(
            model: TableModel(
                sections: "ABCDEFGH".map { letter in
                    TableSection(header: "\(letter) breeds", rows: (1...3).map { "\(letter)\($0)" })
                }), scheduler: ManualScheduler())
        source.sectionIndexStyle = .fromSectionTitles
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: String.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
        let list = CollectionView(dataSource: source, registry: registry)
        list.badBatchHandler = { _ in }
        return list
    }

    @Test func clickingAnIndexTitleOrTypingAltLetterJumpsToItsSection() throws {
        let list = Self.letterList()
        list.handlesKeys()
        let pilot = Pilot.testing(root: list, columns: 16, rows: 6) { app in app.focusedView = list }
        // Eight titles in six rows: the first, the last, and evenly between.
        pilot.assertScreen([
            "A breeds       A", "A1             B", "A2             D", "A3             E", "B breeds       G", "B1             H",
        ])

        pilot.click(x: 15, y: 2)  // "D"
        pilot.assertScreen([
            "D breeds       A", "D1             B", "D2             D", "D3             E", "E breeds       G", "E1             H",
        ])
        #expect(list.focusedPath == ItemPath(section: 3, item: 0))

        pilot.press(.character("b"), modifiers: .alt)
        #expect(list.focusedPath == ItemPath(section: 1, item: 0))
        #expect(pilot.screenLines.first?.hasPrefix("B breeds") == true)
        pilot.stop()
    }

    @Test func clickingARowFocusesAndSelectsIt() throws {
        var log: [String] = []
        let list = try seedList { log.append($0) }
        let pilot = Pilot.testing(root: list, columns: 24, rows: 8) { app in app.focusedView = list }
        pilot.click(x: 3, y: 5)  // "Row 3", on its label
        #expect(list.focusedPath == ItemPath(section: 2, item: 0))
        #expect(log == ["navigate Row 3 [2, 0]"])
        pilot.click(x: 3, y: 3)  // "Section 2": a header, not a row
        #expect(log == ["navigate Row 3 [2, 0]"])
        pilot.stop()
    }

    @Test func keysTheListHasNoUseForTravelOn() throws {
        let list = try seedList()
        #expect(CollectionView.keyCommand(for: KeyEvent(.character("q"))) == nil)
        #expect(CollectionView.keyCommand(for: KeyEvent(.character("i"))) == .showDetail)
        #expect(CollectionView.keyCommand(for: KeyEvent(.character("z"), modifiers: .alt)) == .jumpToIndexTitle("z"))
        #expect(!list.perform(.jumpToIndexTitle("z")))  // no Z in the index
        #expect(!list.perform(.showDetail))  // nothing focused
        #expect(list.perform(.moveFocus(.left)))  // nothing focused: the first item takes focus
        #expect(!list.perform(.moveFocus(.left)))  // one column: ← and → have nowhere to go, and travel on
        #expect(!list.perform(.moveFocus(.right)))
        #expect(!list.perform(.moveFocus(.up)))  // the first row
        #expect(list.perform(.moveFocus(.home)))  // pages, Home and End are used even where they stay
    }
}
