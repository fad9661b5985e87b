// A theme's selectable label: a label in a named style whose text can be selected and
// copied, the selection in the theme's `.textSelection`.

extension Theme {
    /// A selectable, wrapping label (``Label/isSelectable``, no line limit) in the style
    /// `name`, its selection in ``StyleName/textSelection``: text a user may want to copy,
    /// an error message, an id, a path.
    ///
    /// ```swift
    /// let details = Theme.standard.selectableLabel(.body, text: "Request id 7f3a-42")
    /// ```
    @MainActor
    public func selectableLabel(_ name: StyleName, text: String = "") -> Label {
        let label = self.label(name, text: text)
        label.lineLimit = 0
        label.isSelectable = true
        label.selectionStyle = self[.textSelection]
        return label
    }
}
