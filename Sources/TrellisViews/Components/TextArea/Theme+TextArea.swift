// A theme's text area: its styles taken from the theme's names for text controls.

extension Theme {
    /// A text area in the theme's styles: text in ``StyleName/body``, the selection in
    /// ``StyleName/textSelection``, the placeholder in ``StyleName/textPlaceholder``, the
    /// position indicator in ``StyleName/caption``.
    ///
    /// ```swift
    /// let note = Theme.standard.textArea(placeholder: "Notes")
    /// note.showsPositionIndicator = true
    /// ```
    @MainActor
    public func textArea(text: String = "", placeholder: String = "") -> TextArea {
        let area = TextArea(text: text, placeholder: placeholder)
        area.style = self[.body]
        area.selectionStyle = self[.textSelection]
        area.placeholderStyle = self[.textPlaceholder]
        area.indicatorStyle = self[.caption]
        return area
    }
}
