import Testing

@testable import TrellisViews

/// What ``TextArea/onChange`` reports: the range replaced and its replacement, never the
/// whole text (`NSTextStorage`'s `editedRange`), for typing, deletions, pastes, cuts, undo
/// and redo; and that a long run of Backspace gathers into bounded undo steps.
@MainActor
@Suite("TextArea changes")
struct TextAreaChangeTests {
    /// The area and every change it reports.
    func reporting(_ text: String, width: Double = 40) -> (TextArea, () -> [TextAreaChange]) {
        let area = makeTextArea(text, width: width)
        var changes: [TextAreaChange] = []
        area.onChange = { changes.append($0) }
        return (area, { changes })
    }

    @Test("a typed key reports the empty range at the cursor and the character")
    func typing() {
        let (area, changes) = reporting("ab\ncd")
        area.move(.down)
        area.typeText("x")
        #expect(
            changes() == [
                TextAreaChange(
                    cause: .typing, replacedRange: TextLocation(line: 1, index: 0)..<TextLocation(line: 1, index: 0), replacement: "x")
            ])
        #expect(area.characterCount == 6)
    }

    @Test("Backspace at a line's start reports the line break it took; Enter reports one")
    func lineBreaks() {
        let (area, changes) = reporting("ab\ncd")
        area.move(.down)
        area.press("backspace")
        area.press("enter")
        #expect(
            changes() == [
                TextAreaChange(
                    cause: .deletion, replacedRange: TextLocation(line: 0, index: 2)..<TextLocation(line: 1, index: 0), replacement: ""),
                TextAreaChange(
                    cause: .typing, replacedRange: TextLocation(line: 0, index: 2)..<TextLocation(line: 0, index: 2), replacement: "\n"),
            ])
    }

    @Test("a paste over a selection reports the selection and the sanitized text; undo and redo report their inverse edits")
    func pasteUndoRedo() {
        let (area, changes) = reporting("one two")
        area.move(.wordForward, extendingSelection: true)
        _ = area.handlePaste("a\r\nb\tc")
        area.press("ctrl+z")
        area.press("ctrl+y")
        let start = TextLocation.start
        #expect(
            changes() == [
                TextAreaChange(cause: .paste, replacedRange: start..<TextLocation(line: 0, index: 3), replacement: "a\nb    c"),
                TextAreaChange(cause: .undo, replacedRange: start..<TextLocation(line: 1, index: 6), replacement: "one"),
                TextAreaChange(cause: .redo, replacedRange: start..<TextLocation(line: 0, index: 3), replacement: "a\nb    c"),
            ])
        #expect(changes().last?.replacementEnd == TextLocation(line: 1, index: 6))
    }

    @Test("a refused paste, a move and setting text report nothing")
    func nothingToReport() {
        let (area, changes) = reporting("kept")
        area.maximumPasteBytes = 2
        _ = area.handlePaste("too long")
        area.move(.right)
        area.text = "from state"
        #expect(changes().isEmpty)
    }

    @Test("applied(to:) ignores a change that does not fit the text")
    func appliedOutOfRange() {
        let change = TextAreaChange(
            cause: .typing, replacedRange: TextLocation(line: 3, index: 0)..<TextLocation(line: 3, index: 0), replacement: "x")
        #expect(change.applied(to: "one line") == "one line")
        let past = TextAreaChange(
            cause: .typing, replacedRange: TextLocation(line: 0, index: 9)..<TextLocation(line: 0, index: 9), replacement: "x")
        #expect(past.applied(to: "one line") == "one line")
    }

    @Test("holding Backspace over a long line gathers steps of at most coalescingLimit characters")
    func boundedBackspaceRun() {
        let limit = TextAreaHistory.coalescingLimit
        let area = makeTextArea(String(repeating: "x", count: limit + 10), width: 40)
        area.move(.documentEnd)
        area.press("backspace", times: limit + 10)
        #expect(area.text == "")
        #expect(area.undo())
        #expect(area.text == String(repeating: "x", count: 10))
        #expect(area.undo())
        #expect(area.text == String(repeating: "x", count: limit + 10))
    }
}
