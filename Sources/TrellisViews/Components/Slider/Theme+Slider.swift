extension Theme {
    /// A slider in the theme's styles: the filled track and thumb in `.progressFill`, the
    /// rest in `.progressTrack`, the value's text in `.body`, the thumb `.focused` while it
    /// has focus.
    ///
    /// ```swift
    /// let volume = theme.slider(range: 0...100, step: 5, value: 40)
    /// ```
    @MainActor
    public func slider(range: ClosedRange<Double>, step: Double = 1, value: Double, file: StaticString = #fileID, line: UInt = #line)
        -> Slider
    {
        let slider = Slider(range: range, step: step, value: value, file: file, line: line)
        slider.fillStyle = self[.progressFill]
        slider.trackStyle = self[.progressTrack]
        slider.valueStyle = self[.body]
        slider.focusedStyle = self[.focused]
        return slider
    }
}
