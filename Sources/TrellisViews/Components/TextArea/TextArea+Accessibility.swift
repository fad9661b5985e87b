// What a screen reader says of a text area: its name, its kind, where the cursor is in
// the text ("Note, text area, line 3 of 10, column 7"), as VoiceOver reads a
// `UITextView`'s line; undo, redo and refused edits are announced where they happen.

extension TextArea {
    /// "Note, text area, line 3 of 10, column 7": its ``View/accessibilityLabel`` (else
    /// its placeholder), "read only" when it is, then where the cursor is; "empty" for
    /// no text.
    var textAreaDescription: String {
        let name = accessibilityLabel ?? (placeholder.isEmpty ? nil : placeholder)
        let access = isEditable ? nil : "read only"
        let place =
            storage.characterCount == 0
            ? "empty" : "line \(cursor.line + 1) of \(storage.lineCount), column \(cursor.index + 1)"
        return [name, "text area", access, place].compactMap { $0 }.joined(separator: ", ")
    }
}
