extension Theme {
    /// A ``MarkdownView`` of `markdown` in the theme's `.heading1`–`.heading3`, `.code`
    /// and `.link` styles, its selection in `.textSelection`.
    ///
    /// ```swift
    /// let viewer = theme.markdownView(markdown: "# Keys\n\n- `q` quits")
    /// ```
    @MainActor
    public func markdownView(markdown: String) -> MarkdownView {
        let view = MarkdownView(markdown: markdown)
        view.styles = MarkdownStyles(theme: self)
        view.selectionStyle = self[.textSelection]
        return view
    }
}
