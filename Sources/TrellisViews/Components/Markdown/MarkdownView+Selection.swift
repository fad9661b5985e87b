// Selecting a Markdown view's text (UITextView's selectable text, a pager's copy): a drag
// selects in display order across wrapped lines, scrolling a line when the pointer is
// above or below the view; Shift with the arrows extends, Alt-A selects all, Ctrl-C
// copies through the host (`HostServices.copyToClipboard(_:)`), a click clears.

extension MarkdownView {
    /// The document's lines at the current width, as rows of characters.
    var shownRows: [ShownRow] { shownLines.map { ShownRow($0.string) } }

    /// The selected text, lines joined by line breaks; "" when nothing is selected.
    public var selectedText: String { selection.text(in: shownRows) }

    /// Whether some text is selected.
    public var hasSelection: Bool { selection.range != nil }

    /// Selects the whole document (when it is selectable).
    public func selectAll() {
        guard isSelectable else { return }
        selection.selectAll(shownRows, announcingFrom: self)
    }

    /// Forgets the selection.
    public func clearSelection() {
        guard selection.anchor != nil else { return }
        selection.clear()
        setNeedsDisplay()
    }

    /// Puts the selection on the host's clipboard and announces it.
    ///
    /// - Returns: Whether there was a selection and a host took it.
    @discardableResult
    public func copySelection() -> Bool {
        selection.copy(from: self, rows: shownRows)
    }

    /// A press starts a selection (clearing the old one; with Shift, extends it), the
    /// pointer's motion extends it, scrolling a line at a time past the top or bottom.
    func dragSelection(_ drag: DragEvent) -> Bool {
        guard isSelectable else { return false }
        if drag.phase == .moved {
            if drag.location.y < 0 { scroll(by: -1) } else if drag.location.y >= bounds.height { scroll(by: 1) }
        }
        selection.follow(drag, in: shownRows, firstRow: scrollOffset)
        setNeedsDisplay()
        return true
    }

    /// Declares the selection keys (``TextSelectionCommand``, scope `selection`); they
    /// apply while the view is selectable (Ctrl-C only while something is selected).
    func installSelectionKeys() {
        bindKeys(
            TextSelectionCommand.keyBindings, scope: TextSelectionCommand.keymapScope,
            when: { [unowned self] command in isSelectable && (command != .copy || hasSelection) },
            perform: { [unowned self] command, event in
                switch command {
                case .select:
                    let start = ShownTextSelection.Position(row: scrollOffset, offset: 0)
                    guard selection.extend(by: event.key, in: shownRows, from: start) else { return false }
                    if let head = selection.head {
                        if head.row < scrollOffset { scroll(to: head.row) }
                        if head.row >= scrollOffset + Self.cells(bounds.height) { scroll(to: head.row - Self.cells(bounds.height) + 1) }
                    }
                    setNeedsDisplay()
                case .selectAll: selectAll()
                case .copy: copySelection()
                }
                return true
            })
    }
}
