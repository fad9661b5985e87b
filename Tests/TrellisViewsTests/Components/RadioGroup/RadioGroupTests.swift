import Testing

@testable import TrellisViews

@MainActor
@Suite struct RadioGroupTests {
    static let modes = [ChoiceOption(1, "Mono"), ChoiceOption(256, "256 colours"), ChoiceOption(16_777_216, "True colour")]

    func makeGroup(selection: Int? = 1, axis: Axis = .vertical) -> ControlHarness<RadioGroup<Int>> {
        let group = RadioGroup(options: Self.modes, selection: selection, axis: axis)
        group.accessibilityLabel = "Colour mode"
        return ControlHarness(group, width: 44, height: 3)
    }

    @Test func drawsOneOptionPerRowOrSideBySide() {
        let harness = makeGroup(selection: 256)
        #expect(harness.lines() == ["( ) Mono", "(•) 256 colours", "( ) True colour"])
        #expect(harness.control.intrinsicContentSize == Size(width: 15, height: 3))
        harness.control.axis = .horizontal
        #expect(harness.lines() == ["( ) Mono  (•) 256 colours  ( ) True colour", "", ""])
        #expect(harness.control.intrinsicContentSize == Size(width: 42, height: 1))
    }

    @Test func theButtonsTakeTheThemesStyles() {
        let theme = Theme.standard
        let harness = ControlHarness(theme.radioGroup(options: Self.modes, selection: 1), width: 20, height: 3)
        #expect(harness.style(x: 1, y: 0) == theme[.controlOn])
        #expect(harness.style(x: 1, y: 1) == theme[.controlOff])
    }

    @Test func theArrowsMoveAndChooseStoppingAtTheEnds() {
        let harness = makeGroup()
        var changes: [Int] = []
        harness.control.onChange = { changes.append($0) }
        #expect(harness.press(.down))
        #expect(harness.press(.right))
        #expect(harness.press(.down))  // at the last: taken, nothing changes
        #expect(harness.press(.up))
        #expect(harness.press(.home))
        #expect(harness.press(.end))
        #expect(harness.press(.left))
        #expect(changes == [256, 16_777_216, 256, 1, 16_777_216, 256])
        #expect(harness.announcements.first == "256 colours, 2 of 3")
        #expect(harness.announcements.count == 6)
        #expect(!harness.press(.character("q")))
    }

    @Test func spaceChoosesTheFirstOnlyWhenNoneIsChosen() {
        let harness = makeGroup(selection: nil)
        var changes: [Int] = []
        harness.control.onChange = { changes.append($0) }
        #expect(harness.lines() == ["( ) Mono", "( ) 256 colours", "( ) True colour"])
        #expect(harness.press(.character(" ")))
        #expect(harness.press(.enter))
        #expect(changes == [1])
        harness.control.selection = 42  // not an option: none shows chosen, nothing traps
        #expect(harness.control.selectedIndex == nil)
        #expect(harness.control.accessibilityFocusDescription == "Colour mode, radio group, none chosen")
        #expect(harness.press(.down))  // from none, the first
        #expect(changes == [1, 1])
    }

    @Test func aClickOnAnOptionChoosesIt() {
        let harness = makeGroup()
        var changes: [Int] = []
        harness.control.onChange = { changes.append($0) }
        #expect(harness.click(x: 10, y: 2))  // the title of the third
        #expect(harness.click(x: 14, y: 0))  // beside "Mono": nothing
        #expect(harness.click(x: -3, y: 1))
        #expect(harness.click(x: .nan, y: .infinity))
        #expect(harness.click(x: 0, y: 2))  // already chosen: nothing more
        #expect(changes == [16_777_216])
        harness.control.axis = .horizontal
        #expect(harness.click(x: 10, y: 0))  // the second's button
        #expect(changes == [16_777_216, 256])
    }

    @Test func settingTheSelectionSendsNothing() {
        let harness = makeGroup()
        var changes = 0
        harness.control.onChange = { _ in changes += 1 }
        harness.control.selection = 256
        #expect(changes == 0 && harness.announcements.isEmpty)
        #expect(harness.control.accessibilityFocusDescription == "Colour mode, radio group, 256 colours, 2 of 3")
    }

    @Test func noOptionsDrawNothingAndTakeNoKeys() {
        let harness = ControlHarness(RadioGroup<Int>(options: []), width: 10, height: 2)
        #expect(harness.lines() == ["", ""])
        #expect(!harness.press(.down))
        #expect(!harness.press(.character(" ")))
        #expect(harness.click(x: 0, y: 0))
        #expect(!harness.control.canBecomeFocused)
        #expect(harness.control.intrinsicContentSize == Size(width: 0, height: 0))
        #expect(harness.control.accessibilityFocusDescription == "radio group, none chosen")
    }
}
