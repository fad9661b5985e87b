import Testing
import TrellisTestSupport

@testable import TrellisViews

@MainActor
@Suite struct SteppedRangeTests {
    @Test func snapsToTheNearestStepInsideTheRange() {
        let range = SteppedRange(0...10, step: 3)
        #expect(range.snapped(4) == 3)
        #expect(range.snapped(4.6) == 6)
        #expect(range.snapped(9.7) == 10)  // the upper bound is a value though not on a step
        #expect(range.snapped(-5) == 0)
        #expect(range.snapped(1e300) == 10)
        #expect(range.snapped(.nan) == nil)
        #expect(range.snapped(-.infinity) == nil)
        #expect(range.moved(10, by: -1) == 6)  // 7 snaps to 6
        #expect(range.moved(9, by: 1) == 10)
        #expect(range.moved(5, by: Int.max) == 10)
    }

    @Test func fractionsMapToValuesAndBack() {
        let range = SteppedRange(5...120, step: 5)
        #expect(range.fraction(of: 5) == 0 && range.fraction(of: 120) == 1)
        #expect(range.value(atFraction: 0.5) == 65)
        #expect(range.value(atFraction: .nan) == 5)
        #expect(range.value(atFraction: 7) == 120)
        #expect(SteppedRange(3...3, step: 1).fraction(of: 3) == 0)
    }

    @Test func writesValuesPlainly() {
        #expect(SteppedRange.plainText(30) == "30")
        #expect(SteppedRange.plainText(0.1 + 0.2) == "0.3")
        #expect(SteppedRange.plainText(-1.5) == "-1.5")
    }

    /// A random key or click, and what it does to a simple model of the value.
    enum Input: CaseIterable {
        case left, right, minus, plus, pageUp, pageDown, home, end, click, drag, setValue
    }

    /// Whether `value` is a value of `range`: an end, or a whole number of steps from the lower bound.
    func isAllowed(_ value: Double, in range: SteppedRange) -> Bool {
        guard range.bounds.contains(value) else { return false }
        if value == range.bounds.upperBound { return true }
        let steps = ((value - range.bounds.lowerBound) / range.step).rounded()
        return value == range.bounds.lowerBound + steps * range.step
    }

    @Test(arguments: [UInt64(1), 2, 3, 42, 2024])
    func anyKeysAndClicksLeaveSlidersAndSteppersInRangeOnAStep(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let lower = Double(Int.random(in: -50...50, using: &random)) / 4
        let width = Double(Int.random(in: 0...400, using: &random)) / 8
        let step = [0.1, 0.25, 1, 3, 7.5][Int.random(in: 0..<5, using: &random)]
        let slider = ControlHarness(Slider(range: lower...(lower + width), step: step, value: lower), width: 24)
        let stepper = ControlHarness(Stepper(range: lower...(lower + width), step: step, value: lower), width: 12)
        let keys: [Input: Key] = [
            .left: .left, .right: .right, .minus: .character("-"), .plus: .character("+"), .pageUp: .pageUp, .pageDown: .pageDown,
            .home: .home, .end: .end,
        ]
        for index in 0..<300 {
            let input = Input.allCases.randomElement(using: &random) ?? .left
            let x = [Double.nan, -3, 0, 1, 5, 11, 23, 40, .infinity].randomElement(using: &random) ?? 0
            switch input {
            case .click:
                slider.click(x: x)
                stepper.click(x: x)
            case .drag:
                _ = slider.control.handleDrag(DragEvent(.began, location: Point(x: x, y: 0), start: Point(x: x, y: 0)))
                _ = slider.control.handleDrag(DragEvent(.moved, location: Point(x: x * 2, y: 3), start: Point(x: x, y: 0)))
            case .setValue:
                slider.control.value = x * 3
                stepper.control.value = x * 3
            default:
                if let key = keys[input] {
                    slider.press(key)
                    stepper.press(key)
                }
            }
            let range = slider.control.stepped
            let allowed = isAllowed(slider.control.value, in: range) && isAllowed(stepper.control.value, in: range)
            #expect(
                allowed,
                "seed \(seed), step \(index) (\(input), x \(x)): slider \(slider.control.value), stepper \(stepper.control.value) in \(range.bounds) by \(step)"
            )
            if !allowed { break }  // the first step that breaks it says enough
        }
    }
}
