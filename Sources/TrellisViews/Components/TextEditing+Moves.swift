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
    public mutating func moveWordForward() { moveInsertionPoint(to: TextEditing.wordEnd(in: characters, after: insertionPoint)) }

    /// The start of the word that ends at or before `index`, skipping whitespace first.
    func wordStart(before index: Int) -> Int { TextEditing.wordStart(in: characters, before: index) }

    /// The start of the word in `characters` that ends at or before `index`, skipping
    /// whitespace first: where Alt-B and Ctrl-W stop (a ``TextArea`` line uses it too).
    ///
    /// - Complexity: O(*k*) for the *k* characters passed over.
    static func wordStart(in characters: [Character], before index: Int) -> Int {
        var start = min(max(0, index), characters.count)
        while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
        while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
        return start
    }

    /// The end of the word in `characters` that starts at or after `index`, skipping
    /// whitespace first: where Alt-F stops.
    ///
    /// - Complexity: O(*k*) for the *k* characters passed over.
    static func wordEnd(in characters: [Character], after index: Int) -> Int {
        var end = min(max(0, index), characters.count)
        while end < characters.count && characters[end].isWhitespace { end += 1 }
        while end < characters.count && !characters[end].isWhitespace { end += 1 }
        return end
    }
}
