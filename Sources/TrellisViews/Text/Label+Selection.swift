// A selectable label (AppKit's `NSTextField.isSelectable`, UIKit's selectable text): what
// `SelectableTextView` does, over the label's text as `textLayout` draws it. Off by
// default, as a label's is.

extension Label: TextSelectionOwner {
    /// The label's text and its rows as drawn: ``textLayout``'s lines, each from its
    /// aligned start, each standing for the characters of ``text`` it shows (a wrapped
    /// paragraph's spaces at the breaks are the text's, not a row's; a cut last line's
    /// ellipsis stands for the rest).
    ///
    /// - Complexity: O(*n*) for the text's characters.
    package var shownText: ShownText {
        let lines = textLayout.lines
        let sources = ShownText.offsets(of: lines.map(\.source), in: text)
        var shown = ShownText()
        shown.append(text)
        for (line, source) in zip(lines, sources) {
            shown.addRow(x: CharacterWidth.cell(line.x), line.text, source: source)
        }
        return shown
    }

    /// Declares the selection keys while the label is selectable, and forgets them and
    /// the selection when it is not.
    func selectabilityDidChange() {
        guard isSelectable else {
            removeKeyBindings(scope: TextSelectionCommand.keymapScope)
            clearSelection()
            return
        }
        installSelectionKeys()
    }
}
