import Testing

@testable import TrellisViews

@MainActor
@Suite struct StepperTests {
    func makeStepper(value: Double = 5) -> ControlHarness<Stepper> {
        let stepper = Theme.standard.stepper(range: 1...10, value: value)
        stepper.accessibilityLabel = "Copies"
        return ControlHarness(stepper, width: 6)
    }

    @Test func drawsTheValueBetweenItsButtons() {
        let harness = makeStepper()
        #expect(harness.lines() == ["−  5 +"])
        #expect(harness.control.intrinsicContentSize == Size(width: 6, height: 1))
        #expect(harness.style(x: 0) == Theme.standard[.controlOn])
        harness.control.value = 10
        #expect(harness.lines() == ["− 10 +"])
        #expect(harness.style(x: 5) == Theme.standard[.controlOff])
    }

    @Test func theKeysStepAndStopAtTheEnds() {
        let harness = makeStepper()
        var changes: [Double] = []
        harness.control.onChange = { changes.append($0) }
        for key: Key in [.right, .character("-"), .pageUp, .pageDown, .end, .right, .home] { #expect(harness.press(key)) }
        #expect(changes == [6, 5, 10, 1, 10, 1])
        #expect(harness.announcements == ["6", "5", "10", "1", "10", "1"])
    }

    @Test func clicksOnTheButtonsStep() {
        let harness = makeStepper()
        var changes: [Double] = []
        harness.control.onChange = { changes.append($0) }
        #expect(harness.click(x: 5))
        #expect(harness.click(x: 0))
        #expect(harness.click(x: 0))
        #expect(harness.click(x: 3))  // the value: nothing
        #expect(harness.click(x: .infinity))
        #expect(changes == [6, 5, 4])
    }

    @Test func theAppsValueIsSnappedNaNIgnoredAndNothingSent() {
        let harness = makeStepper()
        var changes = 0
        harness.control.onChange = { _ in changes += 1 }
        harness.control.value = 7.4
        #expect(harness.control.value == 7)
        harness.control.value = -.infinity
        #expect(harness.control.value == 7)
        harness.control.value = -40
        #expect(harness.control.value == 1)
        #expect(changes == 0 && harness.announcements.isEmpty)
    }

    @Test func describesItself() {
        let harness = makeStepper()
        harness.control.format = { "\(Int($0)) copies" }
        #expect(harness.control.accessibilityFocusDescription == "Copies, stepper, 5 copies")
        #expect(harness.control.intrinsicContentSize == Size(width: 13, height: 1))
    }
}
