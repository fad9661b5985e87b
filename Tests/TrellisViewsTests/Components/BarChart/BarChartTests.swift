import Testing

@testable import TrellisViews

@MainActor
@Suite struct BarChartTests {
    @Test func drawsLabelledBarsScaledToTheLargest() {
        let chart = Theme.standard.barChart(bars: [("Swift", 40), ("Go", 10), ("Rust", 20)])
        let harness = ControlHarness(chart, width: 17, height: 3)
        // 17 columns: a label of 5, a space, a bar of up to 8, a space, a value of 2.
        #expect(harness.lines() == ["Swift ████████ 40", "Go    ██ 10", "Rust  ████ 20"])
        #expect(harness.style(x: 6) == Theme.standard[.chart])
    }

    @Test func negativeAndNonFiniteValuesDrawNoBarButShowTheirNumber() {
        let harness = ControlHarness(BarChart(bars: [("a", 4), ("b", -3), ("c", .nan)]), width: 8, height: 3)
        // The bars leave room for the widest value, "-3".
        #expect(harness.lines() == ["a ███ 4", "b  -3", "c  –"])
        harness.control.bars = []
        #expect(harness.lines() == ["", "", ""])
        harness.control.bars = [.init(label: "zero", value: 0)]
        #expect(harness.lines()[0] == "zero  0")
    }

    @Test func describesItsLargestBar() {
        let chart = BarChart(bars: [("Swift", 40), ("Go", .nan), ("Rust", 25)])
        chart.accessibilityLabel = "Languages"
        #expect(chart.accessibilityFocusDescription == "Languages, bar chart, 3 bars, largest Swift 40")
        #expect(BarChart(bars: []).accessibilityFocusDescription == "bar chart, no bars")
        #expect(chart.intrinsicContentSize.height == 3)
    }
}
