extension Theme {
    /// A radio group in the theme's control styles: the chosen button in `.controlOn`, the
    /// others in `.controlOff`, titles in `.body`, the chosen title `.focused` while it has focus.
    ///
    /// ```swift
    /// let mode = theme.radioGroup(options: [ChoiceOption(1, "Mono"), ChoiceOption(256, "256 colours")], selection: 256)
    /// ```
    @MainActor
    public func radioGroup<Value>(options: [ChoiceOption<Value>], selection: Value? = nil, axis: Axis = .vertical) -> RadioGroup<Value> {
        let group = RadioGroup(options: options, selection: selection, axis: axis)
        group.onStyle = self[.controlOn]
        group.offStyle = self[.controlOff]
        group.titleStyle = self[.body]
        group.focusedStyle = self[.focused]
        return group
    }
}
