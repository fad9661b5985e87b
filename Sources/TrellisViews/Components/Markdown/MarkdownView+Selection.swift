// Selecting a Markdown view's text (UITextView's selectable text, a pager's copy): what
// `SelectableTextView` does, over the document's text as set for the view's width,
// scrolling to keep a drag's or a Shift-move's end in view.

extension MarkdownView: TextSelectionOwner {
    /// The document's text and its rows at the current width: a paragraph's rows stand
    /// for its text whole, a blank row for the break between two blocks.
    package var shownText: ShownText { layout(width: Self.cells(bounds.width)).text }

    /// The view shows its rows from ``scrollOffset``.
    package var firstShownRow: Int { scrollOffset }

    /// Scrolls the least that shows `row`.
    package func revealShownRow(_ row: Int) {
        let height = Self.cells(bounds.height)
        if row < scrollOffset {
            scroll(to: row)
        } else if row >= scrollOffset + height {
            scroll(to: row - height + 1)
        }
    }
}
