import Testing

@testable import TrellisViews

@MainActor
@Suite struct SparklineTests {
    @Test func drawsABlockPerValueScaledToTheirRange() {
        let harness = ControlHarness(Theme.standard.sparkline(values: [0, 10, 20, 30, 40, 50, 60, 70]), width: 10)
        #expect(harness.lines() == ["▁▂▃▄▅▆▇█"])
        #expect(harness.style(x: 0) == Theme.standard[.chart])
    }

    @Test func theMostRecentValuesFitTheWidthAndScaleAlone() {
        let harness = ControlHarness(Sparkline(values: [1000, 1, 2, 3]), width: 3)
        #expect(harness.lines() == ["▁▅█"])  // 1000 is off the left edge and out of the scale
    }

    @Test func nonFiniteValuesAreGapsAndNothingDrawsNothing() {
        let harness = ControlHarness(Sparkline(values: [1, .nan, 3, .infinity, 2]), width: 5)
        #expect(harness.lines() == ["▁ █ ▅"])
        harness.control.values = []
        #expect(harness.lines() == [""])
        harness.control.values = [.nan]
        #expect(harness.lines() == [""])
        harness.control.values = [5, 5]
        #expect(harness.lines() == ["██"])
    }

    @Test func describesTheSeries() {
        let sparkline = Sparkline(values: (1...24).map { Double($0 % 5 == 0 ? 40 : 3) } + [12])
        sparkline.accessibilityLabel = "Requests"
        #expect(sparkline.accessibilityFocusDescription == "Requests, sparkline, 25 values, last 12, range 3 to 40")
        #expect(Sparkline().accessibilityFocusDescription == "sparkline, no values")
    }
}
