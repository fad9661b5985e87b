extension Theme {
    /// A split view of `panes` along `axis` whose dividers take the theme's
    /// ``Theme/StyleName/splitDivider`` style.
    ///
    /// ```swift
    /// let split = theme.splitView(panes: [list, detail])
    /// ```
    ///
    /// - Precondition: There are two or three panes.
    @MainActor
    public func splitView(panes: [View], axis: Axis = .horizontal) -> SplitView {
        let split = SplitView(panes: panes, axis: axis)
        split.dividerStyle = self[.splitDivider]
        return split
    }
}
