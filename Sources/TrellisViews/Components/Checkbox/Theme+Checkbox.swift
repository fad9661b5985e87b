extension Theme {
    /// A checkbox in the theme's control styles: the mark in `.controlOn` or `.controlOff`,
    /// the title in `.body`, `.focused` while it has focus.
    ///
    /// ```swift
    /// let dark = theme.checkbox(title: "Dark theme", isOn: true, appearance: .switch)
    /// ```
    @MainActor
    public func checkbox(title: String, isOn: Bool = false, appearance: Checkbox.Appearance = .checkbox) -> Checkbox {
        let checkbox = Checkbox(title: title, isOn: isOn, appearance: appearance)
        checkbox.onStyle = self[.controlOn]
        checkbox.offStyle = self[.controlOff]
        checkbox.titleStyle = self[.body]
        checkbox.focusedStyle = self[.focused]
        return checkbox
    }
}
