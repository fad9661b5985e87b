// A selectable label (AppKit's `NSTextField.isSelectable`, UIKit's selectable text): a
// drag selects its text in display order across wrapped lines, Shift with the arrows
// extends the selection, Ctrl-C copies it through the host's clipboard (a terminal's OSC
// 52, the page's clipboard), a click clears it. Off by default, as a label's is.

extension Label {
    /// The label's rows as drawn (``textLayout``'s lines, each from its aligned start).
    var shownRows: [ShownRow] {
        textLayout.lines.map { ShownRow(x: Int(max(0, $0.x).rounded(.down)), $0.text) }
    }

    /// The selected text, rows joined by line breaks; "" when nothing is selected.
    public var selectedText: String { selection.text(in: shownRows) }

    /// Whether some text is selected.
    public var hasSelection: Bool { selection.range != nil }

    /// Selects all the label's text (when it is selectable).
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

    /// Puts the selection on the host's clipboard (``View/copyToClipboard(_:)``) and
    /// announces it.
    ///
    /// - Returns: Whether there was a selection and a host took it.
    @discardableResult
    public func copySelection() -> Bool {
        selection.copy(from: self, rows: shownRows)
    }

    /// A press starts a selection where it lands (and clears the old one), the pointer's
    /// motion extends it; with Shift held a press extends the selection there is.
    func dragSelection(_ drag: DragEvent) -> Bool {
        guard isSelectable else { return false }
        selection.follow(drag, in: shownRows)
        setNeedsDisplay()
        return true
    }

    /// Declares the selection keys while the label is selectable.
    func selectabilityDidChange() {
        removeKeyBindings(scope: TextSelectionCommand.keymapScope)
        guard isSelectable else {
            clearSelection()
            return
        }
        bindKeys(
            TextSelectionCommand.keyBindings, scope: TextSelectionCommand.keymapScope,
            when: { [unowned self] command in command != .copy || hasSelection },
            perform: { [unowned self] command, event in
                switch command {
                case .select:
                    let moved = selection.extend(by: event.key, in: shownRows, from: ShownTextSelection.Position(row: 0, offset: 0))
                    setNeedsDisplay()
                    return moved
                case .selectAll: selectAll()
                case .copy: copySelection()
                }
                return true
            })
    }
}
