extension Theme {
    /// A scroll view over `content` whose bars take the theme's
    /// ``Theme/StyleName/scrollTrack`` and ``Theme/StyleName/scrollThumb`` styles.
    ///
    /// ```swift
    /// let scroll = theme.scrollView(content: article)
    /// ```
    @MainActor
    public func scrollView(content: View? = nil) -> ScrollView {
        let scroll = ScrollView(content: content)
        scroll.trackStyle = self[.scrollTrack]
        scroll.thumbStyle = self[.scrollThumb]
        return scroll
    }
}
