import Testing

@testable import TrellisViews

@MainActor
@Suite struct SelectTests {
    static let themes = [ChoiceOption("light", "Light"), ChoiceOption("dark", "Dark"), ChoiceOption("solar", "Solarized")]

    func makeSelect(selection: String? = "dark", hosted: Bool = true) -> ControlHarness<Select<String>> {
        let select = Theme.standard.select(options: Self.themes, selection: selection)
        select.accessibilityLabel = "Theme"
        let harness = ControlHarness(select, width: 12, hosted: hosted)
        harness.control.frame = Rect(x: 4, y: 2, width: 12, height: 1)
        return harness
    }

    @Test func drawsTheChosenTitleAndAnArrow() {
        let harness = makeSelect()
        #expect(harness.lines() == ["Dark       ▾"])
        #expect(harness.control.intrinsicContentSize == Size(width: 11, height: 1))
        harness.control.selection = "nothing of the kind"  // not an option: no title, no trap
        #expect(harness.lines() == ["           ▾"])
        #expect(harness.control.accessibilityFocusDescription == "Theme, pop-up button, none chosen")
    }

    @Test func enterOpensTheListAnchoredUnderTheSelectWithFocusOnIt() throws {
        let harness = makeSelect()
        #expect(harness.press(.enter))
        let list = try #require(harness.host.overlays.first as? SelectList<String>)
        #expect(harness.host.focused.first.flatMap { $0 } === list)
        #expect(harness.control.openList === list)
        #expect(list.highlightedValue == "dark")
        // Under the select, as wide as it at least, a row per option.
        let frame = harness.host.placements[0].frame(in: Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(frame == Rect(x: 4, y: 3, width: 13, height: 3))
        #expect(harness.press(.character(" ")))  // open already: nothing more
        #expect(harness.host.overlays.count == 1)
    }

    @Test func choosingInTheListDismissesItAndReportsTheChange() throws {
        let harness = makeSelect()
        var changes: [String] = []
        harness.control.onChange = { changes.append($0) }
        #expect(harness.click(x: 3))
        let list = try #require(harness.control.openList)
        list.send(.key, KeyEvent(.down))
        list.send(.key, KeyEvent(.enter))
        #expect(changes == ["solar"])
        #expect(harness.host.dismissed.map { $0 === list } == [true])
        #expect(harness.control.openList == nil)
        #expect(harness.announcements.last == "Solarized")
        #expect(harness.control.accessibilityFocusDescription == "Theme, pop-up button, Solarized")
    }

    @Test func escapeDismissesWithoutAChange() throws {
        let harness = makeSelect()
        var changes: [String] = []
        harness.control.onChange = { changes.append($0) }
        harness.control.open()
        let list = try #require(harness.control.openList)
        list.send(.key, KeyEvent(.up))
        list.send(.key, KeyEvent(.escape))
        #expect(changes.isEmpty)
        #expect(harness.control.selection == "dark")
        #expect(harness.host.dismissed.count == 1)
        // Choosing the value already chosen dismisses too, and reports nothing.
        harness.control.open()
        try #require(harness.control.openList).send(.key, KeyEvent(.enter))
        #expect(changes.isEmpty && harness.host.dismissed.count == 2)
    }

    @Test func notHostedEnterCyclesThroughTheOptions() {
        let harness = makeSelect(selection: "dark", hosted: false)
        var changes: [String] = []
        harness.control.onChange = { changes.append($0) }
        harness.press(.enter)
        harness.press(.character(" "))
        harness.click(x: 0)
        #expect(changes == ["solar", "light", "dark"])
        #expect(harness.control.openList == nil)
        harness.control.selection = nil
        harness.press(.enter)
        #expect(changes.last == "light")
    }

    @Test func settingTheSelectionSendsNothing() {
        let harness = makeSelect()
        var changes = 0
        harness.control.onChange = { _ in changes += 1 }
        harness.control.selection = "light"
        #expect(changes == 0 && harness.announcements.isEmpty)
        #expect(harness.lines() == ["Light      ▾"])
    }

    @Test func noOptionsOpenNothing() {
        let harness = ControlHarness(Select<Int>(options: []), width: 5)
        #expect(!harness.press(.enter))
        #expect(harness.click(x: 0))
        #expect(harness.host.overlays.isEmpty)
        #expect(!harness.control.canBecomeFocused)
        #expect(harness.lines() == ["    ▾"])
    }

    @Test func itsKeysAreDeclared() {
        #expect(Select<Int>(options: []).declaredKeyBindings.map(\.scope) == ["select"])
        #expect(Set(SelectList<Int>(options: []).declaredKeyBindings.map(\.scope)) == ["select.list"])
    }
}
