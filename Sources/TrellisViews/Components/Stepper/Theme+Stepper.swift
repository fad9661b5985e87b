extension Theme {
    /// A stepper in the theme's styles: `−` and `+` in `.controlOn` (`.controlOff` at an
    /// end), the value in `.body`, `.focused` while it has focus.
    ///
    /// ```swift
    /// let copies = theme.stepper(range: 1...10, value: 1)
    /// ```
    @MainActor
    public func stepper(range: ClosedRange<Double>, step: Double = 1, value: Double, file: StaticString = #fileID, line: UInt = #line)
        -> Stepper
    {
        let stepper = Stepper(range: range, step: step, value: value, file: file, line: line)
        stepper.buttonStyle = self[.controlOn]
        stepper.disabledButtonStyle = self[.controlOff]
        stepper.valueStyle = self[.body]
        stepper.focusedStyle = self[.focused]
        return stepper
    }
}
