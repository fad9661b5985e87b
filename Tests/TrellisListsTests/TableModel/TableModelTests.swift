import Testing
import TrellisDiff

@testable import TrellisLists

@Suite struct TableModelTests {
    struct Row: Equatable, CustomStringConvertible {
        var title: String
        init(_ title: String) { self.title = title }
        var description: String { title }
    }

    @Test func theSeedsExampleMakesExactlyItsThreeSections() {
        let model = TableModel<Row> {
            "Section 1"
            Row("Row 1")
            Row("Row 2")
            "Section 2"
            // This section is empty.
            "Section 3"
            Row("Row 3")
            SectionFooter("Footer")
        }
        #expect(
            model.sections == [
                TableSection(header: "Section 1", rows: [Row("Row 1"), Row("Row 2")]),
                TableSection(header: "Section 2", rows: []),
                TableSection(header: "Section 3", rows: [Row("Row 3")], footer: "Footer"),
            ])
    }

    @Test func theSameFromAPlainArray() throws {
        let model = TableModel<Row>(sectionedArray: [
            "Section 1", .row(Row("Row 1")), .row(Row("Row 2")), "Section 2", "Section 3", .row(Row("Row 3")), .footer("Footer"),
        ])
        #expect(model.sections.map(\.header) == ["Section 1", "Section 2", "Section 3"])
        #expect(model.rowCounts == [2, 0, 1])
        #expect(model.sections[2].footer == "Footer")
    }

    @Test func rowsBeforeTheFirstTitleFormAnUntitledSection() {
        let model = TableModel<Row> {
            Row("a")
            "Titled"
            Row("b")
        }
        #expect(model.sections.map(\.header) == [nil, "Titled"])
        #expect(model.rowCounts == [1, 1])
    }

    @Test func aFooterEndsASectionAndRowsAfterItStartAnUntitledOne() {
        let model = TableModel<Row> {
            "A"
            SectionFooter("end of A")
            Row("x")
        }
        #expect(model.sections.count == 2)
        #expect(model.sections[1].header == nil && model.sections[1].rows == [Row("x")])
    }

    @Test func emptyInputIsAnEmptyModel() throws {
        #expect(TableModel<Row> {}.sections.isEmpty)
        #expect(TableModel<Row>(sectionedArray: []).sections.isEmpty)
    }

    @Test func explicitHeadersTakeOverAndStringsBecomeRows() {
        let model = TableModel<String> {
            SectionHeader("Fruits")
            "apple"
            "pear"
            SectionHeader("Nuts")
            "almond"
        }
        #expect(
            model.sections == [
                TableSection(header: "Fruits", rows: ["apple", "pear"]),
                TableSection(header: "Nuts", rows: ["almond"]),
            ])
    }

    @Test func builderControlFlow() {
        let showExtras = true
        let model = TableModel<Row> {
            "Breeds"
            for name in ["Abyssinian", "Bengal"] { Row(name) }
            if showExtras { Row("Chartreux") } else { Row("none") }
        }
        #expect(model.rowCounts == [3])
    }

    @Test func explicitHeadersInAnArrayTakeOverAndStringRowsStayRows() {
        let model = TableModel<String>(sectionedArray: [.header("Fruits"), "apple", .row("pear"), .header("Nuts"), "almond"])
        #expect(
            model.sections == [
                TableSection(header: "Fruits", rows: ["apple", "pear"]),
                TableSection(header: "Nuts", rows: ["almond"]),
            ])
    }

    @Test func rowLookupAndSearch() {
        let model = TableModel(listArray: [Row("a"), Row("b")])
        #expect(model.row(at: ItemPath(section: 0, item: 1)) == Row("b"))
        #expect(model.row(at: ItemPath(section: 3, item: 0)) == nil)
        #expect(model.path { $0.title == "b" } == ItemPath(section: 0, item: 1))
        #expect(model.path { $0.title == "z" } == nil)
    }

    @Test func mutationsReturnTheChangeSetToApply() throws {
        var model = TableModel<Row>()
        var shown: [ArraySection<Int, String>] = []
        func check(_ changes: SectionedChangeSet) throws {
            let now = model.sections.map { ArraySection(model: 0, elements: $0.rows.map(\.title)) }
            #expect(try changes.apply(to: shown, taking: now) == now)
            shown = now
        }
        try check(model.append(Row("a")))
        try check(model.append(Row("b")))
        try check(model.insert(Row("c"), at: ItemPath(section: 0, item: 0)))
        try check(model.appendSection(TableSection(header: "Two", rows: [Row("d")])))
        try check(model.insertSection(TableSection(header: "Zero"), at: 0))
        try check(model.removeRow(at: ItemPath(section: 1, item: 1)).changes)
        try check(model.removeSection(at: 0))
        #expect(model.rowCounts == [2, 1])
    }

    @Test func insertingOutsideTheModelTraps() async {
        await #expect(processExitsWith: .failure) {
            var model = TableModel<String>(listArray: ["a"])
            model.insert("b", at: ItemPath(section: 2, item: 0))
        }
    }
}

@Suite struct SectionIndexTests {
    let model = TableModel<String>(sections: [
        TableSection(header: "Abyssinian"), TableSection(header: "Bengal"), TableSection(header: "Burmese"),
        TableSection(header: "Siamese"), TableSection(header: nil),
    ])

    @Test func noneIsEmpty() {
        #expect(model.sectionIndex(.none).titles.isEmpty)
    }

    @Test func fromSectionTitlesUsesFirstLetters() {
        let index = model.sectionIndex(.fromSectionTitles)
        #expect(index.titles == ["A", "B", "B", "S"])
        #expect(index.section(forTitle: "B") == 1)
        #expect(index.section(forTitle: "S") == 3)
    }

    @Test func alphabeticalMapsMissingLettersToTheClosestEarlierSection() {
        let index = model.sectionIndex(.alphabetical, showsSearch: true, showsSummary: true)
        #expect(index.titles.count == 28)
        #expect(index.titles.first == SectionIndex.searchSymbol && index.titles.last == "#")
        #expect(index.section(forTitle: "A") == 0)
        #expect(index.section(forTitle: "C") == 1)  // no C: Bengal's section
        #expect(index.section(forTitle: "Z") == 3)  // Siamese
        #expect(index.section(forTitle: "{search}") == 0)
    }
}
