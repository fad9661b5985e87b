import Testing

@testable import TrellisViews

@MainActor
@Suite struct CheckboxTests {
    @Test func drawsABoxOrASwitchBeforeTheTitle() {
        let harness = ControlHarness(Checkbox(title: "Dark theme"))
        #expect(harness.lines() == ["[ ] Dark theme"])
        harness.control.isOn = true
        #expect(harness.lines() == ["[x] Dark theme"])
        harness.control.appearance = .switch
        #expect(harness.lines() == ["━● Dark theme"])
        harness.control.isOn = false
        #expect(harness.lines() == ["○━ Dark theme"])
        #expect(harness.control.intrinsicContentSize == Size(width: 13, height: 1))
    }

    @Test func theMarkTakesTheThemesOnAndOffStyles() {
        let theme = Theme.standard
        let harness = ControlHarness(theme.checkbox(title: "Wrap", isOn: true))
        #expect(harness.style(x: 1) == theme[.controlOn])
        harness.control.isOn = false
        #expect(harness.style(x: 1) == theme[.controlOff])
        #expect(harness.style(x: 4) == theme[.body])
        harness.focus()
        #expect(harness.style(x: 4) == theme[.focused].focus(over: theme[.body]))
    }

    @Test func spaceAndEnterToggleAndReportTheChange() {
        let harness = ControlHarness(Checkbox(title: "Wrap"))
        var changes: [Bool] = []
        harness.control.onChange = { changes.append($0) }
        #expect(harness.press(.character(" ")))
        #expect(harness.press(.enter))
        #expect(harness.press(.character(" ")))
        #expect(changes == [true, false, true])
        #expect(harness.announcements == ["on", "off", "on"])
        #expect(!harness.press(.character("x")))  // not its key: travels on
        #expect(!harness.press(.down))
        #expect(changes.count == 3)
    }

    @Test func aClickTogglesIt() {
        let harness = ControlHarness(Checkbox(title: "Wrap"))
        var changes: [Bool] = []
        harness.control.onChange = { changes.append($0) }
        #expect(harness.click(x: 6))
        #expect(harness.control.isOn)
        #expect(harness.click(x: 0))
        #expect(changes == [true, false])
    }

    @Test func settingTheValueSendsNothing() {
        let harness = ControlHarness(Checkbox(title: "Wrap"))
        var changes = 0
        harness.control.onChange = { _ in changes += 1 }
        harness.control.isOn = true
        harness.control.isOn = false
        #expect(changes == 0)
        #expect(harness.announcements.isEmpty)
    }

    @Test func describesItselfAsVoiceOverWould() {
        let control = Checkbox(title: "Dark theme", isOn: true, appearance: .switch)
        #expect(control.accessibilityFocusDescription == "Dark theme, switch, on")
        control.appearance = .checkbox
        control.isOn = false
        #expect(control.accessibilityFocusDescription == "Dark theme, checkbox, off")
        control.accessibilityLabel = "Theme"
        #expect(control.accessibilityFocusDescription == "Theme, checkbox, off")
    }

    @Test func anEmptyTitleOrANarrowFrameDrawsWhatFits() {
        let harness = ControlHarness(Checkbox(title: ""), width: 2)
        #expect(harness.lines() == ["["])
        harness.control.frame = .zero
        #expect(harness.lines() == [])
    }

    @Test func itsKeysAreDeclaredForHelpAndTheKeymap() {
        let control = Checkbox(title: "Wrap")
        #expect(control.declaredKeyBindings.map(\.scope) == ["checkbox"])
    }
}
