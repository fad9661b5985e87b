import Testing

@testable import TrellisViews

@MainActor
@Suite struct SelectListTests {
    static let breeds = ["Abyssinian", "Bengal", "Birman", "Bombay", "Maine Coon", "Siamese"].map { ChoiceOption($0, $0) }

    func makeList(selection: String? = "Bengal", height: Double = 6) -> ControlHarness<SelectList<String>> {
        ControlHarness(SelectList(options: Self.breeds, selection: selection), width: 14, height: height)
    }

    @Test func drawsTheRowsWithTheChosenOneMarkedAndHighlighted() {
        let harness = makeList(height: 3)
        #expect(harness.lines() == ["  Abyssinian", "✓ Bengal", "  Birman"])
        #expect(harness.style(x: 5, y: 1) == Style(reverse: true))
        #expect(harness.style(x: 5, y: 0) == Style())
    }

    @Test func theArrowsHomeEndAndPagesMoveTheHighlightAndScroll() {
        let harness = makeList(height: 3)
        let list = harness.control
        harness.press(.down)
        harness.press(.down)
        #expect(list.highlightedValue == "Bombay")
        #expect(harness.lines() == ["✓ Bengal", "  Birman", "  Bombay"])
        harness.press(.end)
        #expect(list.highlightedValue == "Siamese")
        harness.press(.down)  // at the end: stays
        #expect(list.highlightedValue == "Siamese")
        harness.press(.pageUp)
        #expect(list.highlightedValue == "Bombay")
        harness.press(.home)
        harness.press(.up)
        #expect(list.highlightedValue == "Abyssinian")
        #expect(harness.announcements.contains("Bombay, 4 of 6"))
    }

    @Test func typingFiltersCaseInsensitivelyAndBackspaceEditsTheFilter() {
        let harness = makeList()
        let list = harness.control
        harness.type("BI")
        #expect(list.filter == "BI")
        #expect(list.shownOptions.map(\.title) == ["Birman", "Abyssinian"])  // a prefix first, then a scattered match
        #expect(list.highlightedValue == "Birman")
        #expect(harness.lines() == ["/ BI", "  Birman", "  Abyssinian", "", "", ""])
        #expect(harness.announcements.last == "2 matches")
        harness.type("z")
        #expect(list.shownOptions.isEmpty && list.highlightedValue == nil)
        #expect(harness.lines().prefix(2) == ["/ BIz", " No matches"])
        #expect(harness.announcements.last == "no matches")
        harness.press(.enter)  // nothing to choose: taken, nothing happens
        harness.press(.backspace)
        harness.press(.backspace)
        harness.press(.backspace)
        #expect(list.filter.isEmpty)
        #expect(list.shownOptions.count == 6)
        #expect(list.highlightedValue == "Bengal")  // the chosen one again
        #expect(harness.press(.backspace))  // an empty filter: taken, nothing happens
    }

    @Test func enterChoosesTheHighlightedMatchAndEscapeCancels() {
        let harness = makeList()
        var chosen: [String] = []
        var cancels = 0
        harness.control.onChoose = { chosen.append($0) }
        harness.control.onCancel = { cancels += 1 }
        harness.type("coon")
        harness.press(.enter)
        harness.press(.escape)
        #expect(chosen == ["Maine Coon"])
        #expect(cancels == 1)
    }

    @Test func aClickOnARowChoosesIt() {
        let harness = makeList(height: 3)
        var chosen: [String] = []
        harness.control.onChoose = { chosen.append($0) }
        #expect(harness.click(x: 4, y: 2))
        #expect(harness.click(x: 4, y: 7))  // past the rows
        #expect(harness.click(x: -1, y: 0))
        #expect(harness.click(x: .infinity, y: .nan))
        #expect(chosen == ["Birman"])
        harness.type("s")
        #expect(harness.click(x: 4, y: 0))  // the filter line
        #expect(harness.click(x: 4, y: 1))  // the best match
        #expect(chosen == ["Birman", "Siamese"])
    }

    @Test func anEmptyListDrawsNoMatchesAndChoosesNothing() {
        let harness = ControlHarness(SelectList<Int>(options: []), width: 12, height: 2)
        var chosen: [Int] = []
        harness.control.onChoose = { chosen.append($0) }
        harness.press(.enter)
        harness.press(.down)
        harness.click(x: 1, y: 0)
        #expect(chosen.isEmpty)
        #expect(harness.lines() == [" No matches", ""])
        #expect(harness.control.accessibilityFocusDescription == "list, no matches")
    }

    @Test func fitsItsRowsWithinHalfTheScreen() {
        let list = SelectList(options: Self.breeds)
        #expect(list.fittingSize(in: Size(width: 80, height: 24)) == Size(width: 14, height: 6))
        #expect(list.fittingSize(in: Size(width: 80, height: 6)) == Size(width: 14, height: 3))
        list.accessibilityLabel = "Breed"
        #expect(list.accessibilityFocusDescription == "Breed, list, Abyssinian, 1 of 6")
    }
}
