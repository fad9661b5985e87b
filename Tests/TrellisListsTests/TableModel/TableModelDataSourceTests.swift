import Testing
import TrellisDiff
import TrellisViews

@testable import TrellisLists

@MainActor
@Suite struct TableModelDataSourceTests {
    let scheduler = ManualScheduler()

    func seedSource() throws -> TableModelDataSource<[String: String]> {
        TableModelDataSource(sectionedArray: seedSectionedArray(), scheduler: scheduler)
    }

    @Test func theSeedsExampleShowsItsThreeSectionsAndTheFooter() throws {
        let list = makeList(try seedSource())
        #expect(list.dataSource.itemCounts == [2, 0, 1])
        #expect(shownRows(list) == ["Section 1", "Row 1", "Row 2", "Section 2", "Section 3", "Row 3", "Footer"])
    }

    @Test func theSeedsCellObjectsShowInTheirOwnCellsAndTheInlineTapRuns() throws {
        let actions = ItemActions()
        var tapped: [ItemPath] = []
        // The last Nimbus example (`NICellObject`s): cell objects, the first attached to a tap block inline.
        let contents: [TableModelEntry<CellObject>] = [
            .row(
                actions.attach(
                    to: CellObject(cellClass: UserInfoTitleCell.self, userInfo: ["title": "hello"]),
                    tap: { _, path in
                        tapped.append(path)
                        return true
                    })),
            .row(CellObject(cellClass: UserInfoTitleCell.self, userInfo: ["title": "nimbus"])),
            .row(CellObject(cellClass: UserInfoTitleCell.self, userInfo: ["title": "what"])),
            .row(CellObject(cellClass: UserInfoTitleCell.self, userInfo: ["title": "are"])),
        ]
        let list = makeList(TableModelDataSource<CellObject>(sectionedArray: contents, scheduler: scheduler), actions: actions)
        #expect(shownRows(list) == ["hello", "nimbus", "what", "are"])
        list.focusItem(at: ItemPath(section: 0, item: 0))
        list.selectFocusedItem()
        #expect(tapped == [ItemPath(section: 0, item: 0)])
        #expect(list.selectedPath == nil)  // the block returned true: deselect
        list.moveFocus(.down)
        list.selectFocusedItem()
        #expect(tapped.count == 1)  // another object of the same class: nothing attached
        #expect(list.cell(at: ItemPath(section: 0, item: 1))?.selectionStyle == ItemActions.SelectionStyle.none)
    }

    @Test func sectionsWithoutTitlesShowNoHeader() {
        let source = TableModelDataSource(model: TableModel<String>(listArray: ["a", "b"]), scheduler: scheduler)
        let list = makeList(source)
        #expect(shownRows(list) == ["a", "b"])
        #expect(list.visibleSupplementaryViews.isEmpty)
    }

    /// Nimbus's array took anything and failed at run time; the typed one takes only
    /// titles, headers, footers and rows, so a bad element does not compile. What it takes
    /// reads as Nimbus's did.
    @Test func aSectionedArrayOfTitlesHeadersFootersAndRowsIsTyped() {
        let source = TableModelDataSource<[String: String]>(
            sectionedArray: ["Title", .row(["title": "a"]), .footer("End"), .header("Next"), .row(["title": "b"])], scheduler: scheduler)
        #expect(source.model.sections.map(\.header) == ["Title", "Next"])
        #expect(source.model.sections.map(\.footer) == ["End", nil])
        #expect(source.item(at: ItemPath(section: 1, item: 0)) == ["title": "b"])
    }

    @Test func everyMutationIsOneBatchThatTurnsTheOldContentIntoTheNew() throws {
        let source = try seedSource()
        let mirror = ListMirror(source)
        source.append(["title": "Row 4"])
        source.insert(["title": "Row 0"], at: ItemPath(section: 0, item: 0))
        source.insertSection(TableSection(header: "Zero", rows: [["title": "z"]]), at: 0)
        source.appendSection(TableSection(header: "Last"))
        #expect(source.removeRow(at: ItemPath(section: 1, item: 1)) == ["title": "Row 1"])
        source.removeSection(at: 2)
        source.apply { $0.append(["title": "Row 5"]) }
        #expect(mirror.failures.isEmpty, "\(mirror.failures)")
        #expect(mirror.batches.count == 7 && mirror.reloads == 0)
        #expect(mirror.isInSync)
        #expect(source.model.rowCounts == [1, 2, 2, 1])
    }

    @Test func mutationsInsideABatchArriveTogether() throws {
        let source = try seedSource()
        let mirror = ListMirror(source)
        source.performBatchUpdates {
            source.append(["title": "Row 4"])
            source.removeSection(at: 1)
        }
        #expect(mirror.batches.count == 1 && mirror.failures.isEmpty && mirror.isInSync)
    }

    @Test func theCollectionViewFollowsMutationsWithoutReloading() throws {
        let source = try seedSource()
        let list = makeList(source)
        source.insertSection(TableSection(header: "New", rows: [["title": "fresh"]]), at: 1)
        source.removeSection(at: 2)  // "Section 2"
        list.layoutIfNeeded()
        #expect(list.reloadCount == 0)
        #expect(shownRows(list) == ["Section 1", "Row 1", "Row 2", "New", "fresh", "Section 3", "Row 3", "Footer"])
    }

    @Test func replacingTheModelReloadsWithTheNewTitles() throws {
        let source = try seedSource()
        let list = makeList(source)
        source.setModel(
            TableModel {
                "Only"
                ["title": "one"]
                SectionFooter("bye")
            })
        list.layoutIfNeeded()
        #expect(shownRows(list) == ["Only", "one", "bye"])
    }

    @Test func theIndexFollowsTheStyleAndTheSections() throws {
        let source = TableModelDataSource(
            model: TableModel<String> {
                "Abyssinian"
                "Bengal"
                "Siamese"
            }, scheduler: scheduler)
        #expect(source.sectionIndex.titles.isEmpty)
        source.sectionIndexStyle = .fromSectionTitles
        #expect(source.sectionIndex.titles == ["A", "B", "S"])
        source.sectionIndexShowsSearch = true
        source.sectionIndexShowsSummary = true
        #expect(source.sectionIndex.titles == [SectionIndex.searchSymbol, "A", "B", "S", "#"])
        source.insertSection(TableSection(header: "Korat"), at: 2)
        #expect(source.sectionIndex.titles == [SectionIndex.searchSymbol, "A", "B", "K", "S", "#"])
        #expect(source.sectionIndex.section(forTitle: "S") == 3)
    }
}
