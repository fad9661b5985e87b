import Testing
import TrellisDiff
import TrellisViews

@testable import TrellisLists

@MainActor
@Suite struct CollectionViewSectionIndexTests {
    let scheduler = ManualScheduler()

    /// Sections "Apple", "Banana", … one per letter given, each with `rows` rows.
    func lettered(_ letters: String, rows: Int = 3) -> TableModelDataSource<String> {
        let sections = letters.map { letter in
            TableSection(header: "\(letter)-section", rows: (0..<rows).map { "\(letter)\($0)" })
        }
        return TableModelDataSource(model: TableModel(sections: sections), scheduler: scheduler)
    }

    @Test func theIndexTakesAColumnAtTheRightEdgeFromTheLayout() throws {
        let source = TableModelDataSource<[String: String]>(sectionedArray: seedSectionedArray(), scheduler: scheduler)
        let plain = makeList(source)
        #expect(plain.layout.width == 20 && plain.sectionIndexView.superview == nil)

        source.sectionIndexStyle = .fromSectionTitles
        plain.layoutIfNeeded()
        #expect(plain.sectionIndexView.superview === plain)
        #expect(plain.sectionIndexView.frame == Rect(x: 18, y: 0, width: 2, height: 10))
        #expect(plain.layout.width == 18)
        #expect(plain.visibleCells.values.allSatisfy { $0.frame.maxX <= 18 })
        #expect(plain.sectionIndexView.shownTitles == ["S", "S", "S"])
        #expect(plain.sectionIndexView.label.text == "\n\n\nS\nS\nS")  // centred down the 10 rows

        source.sectionIndexStyle = .none
        plain.layoutIfNeeded()
        #expect(plain.layout.width == 20 && plain.sectionIndexView.superview == nil)
    }

    @Test func moreTitlesThanRowsShowTheFirstTheLastAndEvenlyBetween() {
        let source = lettered("ABC")
        source.sectionIndexStyle = .alphabetical
        let list = makeList(source, height: 6)
        #expect(list.sectionIndexView.shownTitles == ["A", "F", "K", "P", "U", "Z"])
        #expect(list.sectionIndexView.titleIndex(atRow: 6) == nil)
        #expect(list.sectionIndexView.titleIndex(atRow: -1) == nil)
    }

    @Test func aShortIndexIsCentredDownTheListAndClicksCountFromItsFirstTitle() {
        let view = SectionIndexView()
        view.setTitles(["A", "B", "C"])
        view.frame = Rect(x: 0, y: 0, width: 2, height: 10)
        view.layoutIfNeeded()
        #expect(view.firstTitleRow == 3)
        #expect(view.label.frame == Rect(x: 1, y: 0, width: 1, height: 6))
        #expect(view.label.text == "\n\n\nA\nB\nC")
        #expect((0..<10).map { view.titleIndex(atRow: $0) } == [nil, nil, nil, 0, 1, 2, nil, nil, nil, nil])
    }

    @Test(arguments: 1...30)
    func everyRowShowsADistinctTitleInOrderFirstAndLastIncluded(titleCount: Int) {
        let view = SectionIndexView()
        view.setTitles((0..<titleCount).map { "t\($0)" })
        for rows in 1...30 {
            view.frame = Rect(x: 0, y: 0, width: 4, height: Double(rows))
            let shown = (0..<rows).compactMap { view.titleIndex(atRow: $0) }
            #expect(shown.count == min(rows, titleCount))
            #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 < $1 }, "rows \(rows): \(shown)")
            #expect(shown.first == 0)
            if rows >= 2 || titleCount == 1 { #expect(shown.last == titleCount - 1) }
        }
    }

    @Test func jumpingScrollsTheSectionToTheTopAndFocusesItsFirstRow() throws {
        let source = lettered("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        source.sectionIndexStyle = .fromSectionTitles
        let list = makeList(source)
        list.jumpToSectionIndexTitle(at: 12)  // "M"
        #expect(list.contentOffset == 12 * 4)
        #expect(list.focusedPath == ItemPath(section: 12, item: 0))
        #expect(shownRows(list).prefix(2) == ["M-section", "M0"])

        #expect(list.jumpToSectionIndexTitle(startingWith: "c"))
        #expect(list.focusedPath == ItemPath(section: 2, item: 0))
        #expect(!list.jumpToSectionIndexTitle(startingWith: "?"))
        #expect(list.focusedPath == ItemPath(section: 2, item: 0))
        list.jumpToSectionIndexTitle(at: 99)  // outside the index: nothing
        #expect(list.focusedPath == ItemPath(section: 2, item: 0))
    }

    @Test func theSearchSymbolScrollsToTheTopAndLettersWithoutASectionGoToTheOneBefore() {
        let source = lettered("AMZ", rows: 8)
        source.sectionIndexStyle = .alphabetical
        source.sectionIndexShowsSearch = true
        let list = makeList(source)
        #expect(list.jumpToSectionIndexTitle(startingWith: "q"))  // no Q: M's section
        #expect(list.focusedPath == ItemPath(section: 1, item: 0))
        #expect(list.contentOffset == 9)
        list.jumpToSectionIndexTitle(at: 0)  // the search symbol
        #expect(list.contentOffset == 0)
        #expect(list.sectionIndexView.shownTitles.first == "⌕")
    }

    @Test func anEmptySectionScrollsToItsHeaderAndFocusesTheNextRow() throws {
        let source = TableModelDataSource<[String: String]>(sectionedArray: seedSectionedArray(), scheduler: scheduler)
        source.sectionIndexStyle = .fromSectionTitles
        let list = makeList(source, height: 3)
        list.scrollToSection(1)
        #expect(list.contentOffset == 3)
        #expect(list.focusedPath == ItemPath(section: 2, item: 0))
    }
}
