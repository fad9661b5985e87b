extension Theme {
    /// A bar chart: bars in `.chart`, labels and values in `.body`.
    ///
    /// ```swift
    /// let languages = theme.barChart(bars: [("Swift", 40), ("Rust", 25)])
    /// ```
    @MainActor
    public func barChart(bars: [(label: String, value: Double)]) -> BarChart {
        let chart = BarChart(bars: bars)
        chart.chartStyle = self[.chart]
        chart.labelStyle = self[.body]
        return chart
    }
}
