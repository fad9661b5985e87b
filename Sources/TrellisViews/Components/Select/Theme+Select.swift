extension Theme {
    /// A select in the theme's styles: its title and the list's rows in `.body`, `.focused`
    /// for the focused title and the list's highlighted row, `▾` in `.controlOn`, the list's
    /// filter line in `.controlOff`.
    ///
    /// ```swift
    /// let picker = theme.select(options: [ChoiceOption("light", "Light"), ChoiceOption("dark", "Dark")], selection: "dark")
    /// ```
    @MainActor
    public func select<Value>(options: [ChoiceOption<Value>], selection: Value? = nil) -> Select<Value> {
        let select = Select(options: options, selection: selection)
        select.titleStyle = self[.body]
        select.focusedStyle = self[.focused]
        select.indicatorStyle = self[.controlOn]
        select.listHighlightStyle = self[.focused]
        select.listFilterStyle = self[.controlOff]
        return select
    }
}
