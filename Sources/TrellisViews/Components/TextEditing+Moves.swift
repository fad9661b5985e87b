// Moving the insertion point: by character, to either end, by word. A word is a run of
// characters that are not whitespace, as readline's Alt-B/Alt-F and Ctrl-W see it.

extension TextEditing {
    /// Left: one character back; nothing at the start.
    public mutating func moveBackward() { moveInsertionPoint(to: insertionPoint - 1) }

    /// Right: one character on; nothing at the end.
    public mutating func moveForward() { moveInsertionPoint(to: insertionPoint + 1) }

    /// Home, Ctrl-A: before the first character.
    public mutating func moveToStart() { moveInsertionPoint(to: 0) }

    /// End, Ctrl-E: after the last character.
    public mutating func moveToEnd() { moveInsertionPoint(to: count) }

    /// Alt-Left, Ctrl-Left: to the start of this word, or of the one before.
    public mutating func moveWordBackward() { moveInsertionPoint(to: wordStart(before: insertionPoint)) }

    /// Alt-Right, Ctrl-Right: to the end of this word, or of the next one.
    public mutating func moveWordForward() {
        var index = insertionPoint
        let characters = self.characters
        while index < characters.count && characters[index].isWhitespace { index += 1 }
        while index < characters.count && !characters[index].isWhitespace { index += 1 }
        moveInsertionPoint(to: index)
    }

    /// The start of the word that ends at or before `index`, skipping whitespace first.
    func wordStart(before index: Int) -> Int {
        var start = index
        let characters = self.characters
        while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
        while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
        return start
    }
}
