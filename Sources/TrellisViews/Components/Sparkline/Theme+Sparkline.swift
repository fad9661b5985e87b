extension Theme {
    /// A sparkline drawn in `.chart`.
    ///
    /// ```swift
    /// let requests = theme.sparkline(values: [3, 8, 12, 40])
    /// ```
    @MainActor
    public func sparkline(values: [Double] = []) -> Sparkline {
        let sparkline = Sparkline(values: values)
        sparkline.chartStyle = self[.chart]
        return sparkline
    }
}
