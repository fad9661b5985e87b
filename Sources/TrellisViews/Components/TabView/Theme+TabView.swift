extension Theme {
    /// A tab view of `tabs` whose titles take the theme's ``Theme/StyleName/tab``,
    /// ``Theme/StyleName/tabSelected`` and ``Theme/StyleName/focused`` styles.
    ///
    /// ```swift
    /// let tabs = theme.tabView(tabs: ["Details": details, "Photos": photos])
    /// ```
    ///
    /// - Precondition: There is at least one tab.
    @MainActor
    public func tabView(tabs: KeyValuePairs<String, View>) -> TabView {
        let view = TabView(tabs: tabs)
        view.tabBar.tabStyle = self[.tab]
        view.tabBar.selectedTabStyle = self[.tabSelected]
        view.tabBar.focusedTabStyle = self[.focused]
        return view
    }
}
