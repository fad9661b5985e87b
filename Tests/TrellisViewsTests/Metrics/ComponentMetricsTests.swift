import Testing
import TrellisViews

/// Metrics are values with defaults that callers override field by field.
@Suite struct ComponentMetricsTests {
    @Test func overridingOneFieldKeepsTheOthers() {
        let metrics = SegmentedControlMetrics().with { $0.segmentSpacing = 3 }
        #expect(metrics.segmentSpacing == 3)
        #expect(metrics.segmentPadding == SegmentedControlMetrics().segmentPadding)
        #expect(metrics != SegmentedControlMetrics())
    }

    @Test func defaults() {
        let bar = NavigationBarMetrics()
        #expect(bar.height == 1 && bar.horizontalPadding == 1 && bar.titleAlignment == .center)
        #expect(ComponentMetricsSet().segmentedControl == SegmentedControlMetrics())
    }
}
