// What every selectable text view does alike, over its `shownText`: the public members,
// a drag, the keys, drawing the selection and saying how much is selected.

extension TextSelectionOwner {
    /// The top row: a view that does not scroll shows its text from the first.
    package var firstShownRow: Int { 0 }

    /// A view that does not scroll has every row in view already.
    package func revealShownRow(_ row: Int) {}

    /// The selected text, a wrapped paragraph whole; "" when nothing is selected.
    public var selectedText: String { selection.text(in: shownText) }

    /// Whether some text is selected.
    public var hasSelection: Bool { selection.range != nil }

    /// Selects all the text (when it is selectable) and announces how much.
    public func selectAll() {
        guard isSelectable else { return }
        let shown = shownText
        selection.selectAll(shown)
        announce("\(CharacterWidth.describe(characters: selection.count(in: shown))) selected")
        setNeedsDisplay()
    }

    /// Forgets the selection.
    public func clearSelection() {
        guard selection.anchor != nil else { return }
        selection.clear()
        setNeedsDisplay()
    }

    /// Puts the selected text on the host's clipboard and announces it; returns whether
    /// there was a selection and a host took it.
    @discardableResult
    public func copySelection() -> Bool {
        let shown = shownText
        guard selection.range != nil, copyToClipboard(selection.text(in: shown)) else { return false }
        announce("Copied \(CharacterWidth.describe(characters: selection.count(in: shown)))")
        return true
    }

    /// A press starts a selection where it lands (and clears the old one; with Shift held
    /// it extends the selection there is), the pointer's motion extends it, revealing a
    /// row at a time past the top or the bottom. `false` when the view is not selectable.
    package func dragSelection(_ drag: DragEvent) -> Bool {
        guard isSelectable else { return false }
        if drag.phase == .moved {
            if drag.location.y < 0 {
                revealShownRow(firstShownRow - 1)
            } else if drag.location.y >= bounds.height {
                revealShownRow(firstShownRow + CharacterWidth.cell(bounds.height))
            }
        }
        selection.follow(drag, in: shownText, firstRow: firstShownRow)
        setNeedsDisplay()
        return true
    }

    /// Declares the selection keys (``TextSelectionCommand``, scope `selection`), anew:
    /// they apply while the view is selectable, Ctrl-C only while something is selected
    /// (so that otherwise it goes on, and quits). A Shift-move with nothing selected
    /// starts at the top row's start.
    package func installSelectionKeys() {
        removeKeyBindings(scope: TextSelectionCommand.keymapScope)
        bindKeys(
            TextSelectionCommand.keyBindings, scope: TextSelectionCommand.keymapScope,
            when: { [unowned self] command in isSelectable && (command != .copy || hasSelection) },
            perform: { [unowned self] command, event in
                switch command {
                case .select:
                    let shown = shownText
                    let start = shown.rows.indices.contains(firstShownRow) ? shown.offset(row: firstShownRow, index: 0) : 0
                    guard selection.extend(by: event.key, in: shown, from: start) else { return false }
                    if let head = selection.head, let row = shown.place(of: head)?.row { revealShownRow(row) }
                    setNeedsDisplay()
                case .selectAll: selectAll()
                case .copy: copySelection()
                }
                return true
            })
    }

    /// Draws the selection over the text drawn (in ``selectionStyle``).
    package func drawSelection(in context: inout DrawingContext) {
        guard selection.range != nil else { return }
        selection.draw(in: &context, shown: shownText, firstRow: firstShownRow, style: selectionStyle)
    }

    /// ", 4 characters selected" for a description, "" when nothing is.
    package var selectionDescription: String {
        guard selection.range != nil else { return "" }
        let count = selection.count(in: shownText)
        return count > 0 ? ", \(CharacterWidth.describe(characters: count)) selected" : ""
    }
}
