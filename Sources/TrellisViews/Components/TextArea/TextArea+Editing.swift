// Editing: every change the user makes is one replacement of a range (the selection, or
// the characters a deletion takes) by new text, applied to the storage and its wrap,
// recorded for undo and reported through `onChange` as a `TextAreaChange`.

extension TextArea {
    /// Inserts `text` as typed at the cursor, over the selection: line breaks of any kind
    /// start new lines, a tab becomes four spaces, other control characters are dropped.
    /// Typing coalesces into one undo step per word.
    ///
    /// ```swift
    /// area.insert("猫")
    /// ```
    ///
    /// - Returns: Whether it was inserted (not over ``maximumLength``, the area editable).
    @discardableResult
    public func insert(_ text: String) -> Bool {
        let lines = TextStorage.sanitized(text)
        guard lines != [[]] else { return false }
        return replaceSelection(with: lines, kind: .typing)
    }

    /// Backspace: deletes the selection, or the character before the cursor (at a line's
    /// start, the line break before it).
    public func deleteBackward() {
        deleteSelection(or: moved(cursor, by: -1)..<cursor, kind: .deletion)
    }

    /// Delete: deletes the selection, or the character after the cursor.
    public func deleteForward() {
        deleteSelection(or: cursor..<moved(cursor, by: 1), kind: .forwardDeletion)
    }

    /// Ctrl-W, Alt-Backspace: deletes the selection, or the word before the cursor.
    public func deleteWordBackward() {
        deleteSelection(or: target(of: .wordBackward)..<cursor, kind: .deletion)
    }

    /// Ctrl-U: deletes the selection, or the line before the cursor.
    public func deleteToLineStart() {
        deleteSelection(or: TextLocation(line: cursor.line, index: 0)..<cursor, kind: .deletion)
    }

    /// Ctrl-K: deletes the selection, or the line after the cursor (at the line's end, the
    /// line break, joining the next line, as Emacs's kill-line does).
    public func deleteToLineEnd() {
        let end = storage.lines[cursor.line].count
        let target = cursor.index < end ? TextLocation(line: cursor.line, index: end) : moved(cursor, by: 1)
        deleteSelection(or: cursor..<target, kind: .forwardDeletion)
    }

    func deleteSelection(or range: Range<TextLocation>, kind: TextAreaEditKind) {
        guard isEditable else { return }
        if let selection = selectedRange {
            replace(selection, with: [[]], kind: kind)
        } else if !range.isEmpty {
            replace(range, with: [[]], kind: kind)
        }
    }

    /// Replaces the selection (or inserts at the cursor) with `lines`, when the length
    /// limit allows; else records and announces the rejection.
    func replaceSelection(with lines: [[Character]], kind: TextAreaEditKind) -> Bool {
        guard isEditable else { return false }
        let range = selectedRange ?? cursor..<cursor
        if let maximumLength {
            let added = lines.reduce(lines.count - 1) { $0 + $1.count }
            let length = storage.characterCount - storage.count(in: range) + added
            if length > maximumLength && added > 0 {
                reject(.tooLong(length: length, limit: maximumLength))
                return false
            }
        }
        replace(range, with: lines, kind: kind)
        return true
    }

    /// Applies one edit: storage, wrap, cursor, history, scroll, display, ``onChange``.
    ///
    /// - Complexity: O(*k* + *m*) for the characters of the lines touched and inserted,
    ///   plus O(*L*) in the line count when lines or rows are added or removed.
    func replace(_ range: Range<TextLocation>, with lines: [[Character]], kind: TextAreaEditKind) {
        let removed = storage.lines(in: range)
        let edit = TextAreaEdit(
            kind: kind, start: range.lowerBound, removed: removed, inserted: lines, cursorBefore: cursor, anchorBefore: anchor,
            time: now())
        apply(range, with: lines)
        history.record(edit)
        lastRejection = nil
        anchor = nil
        setCursor(TextAreaEdit.end(of: lines, at: range.lowerBound))
        report(kind.cause, range, with: lines)
    }

    /// Calls ``onChange`` with `range` replaced by `lines`, when there is one to call.
    func report(_ cause: TextAreaChange.Cause, _ range: Range<TextLocation>, with lines: [[Character]]) {
        guard let onChange else { return }
        onChange(TextAreaChange(cause: cause, replacedRange: range, replacement: lines.map { String($0) }.joined(separator: "\n")))
    }

    /// Changes the storage and re-wraps the lines it changed.
    func apply(_ range: Range<TextLocation>, with lines: [[Character]]) {
        let end = storage.replace(range, with: lines)
        wrap.replaceLines(range.lowerBound.line...range.upperBound.line, with: storage.lines[range.lowerBound.line...end.line])
        setNeedsDisplay()
    }

    /// `location` moved `offset` characters (a line break counting one), within the text.
    func moved(_ location: TextLocation, by offset: Int) -> TextLocation {
        if offset < 0 {
            if location.index > 0 { return TextLocation(line: location.line, index: location.index - 1) }
            return location.line == 0 ? location : TextLocation(line: location.line - 1, index: storage.lines[location.line - 1].count)
        }
        if location.index < storage.lines[location.line].count { return TextLocation(line: location.line, index: location.index + 1) }
        return location.line == storage.lineCount - 1 ? location : TextLocation(line: location.line + 1, index: 0)
    }

    /// Keeps `rejection` as ``lastRejection`` and announces its message.
    func reject(_ rejection: TextAreaRejection) {
        lastRejection = rejection
        announce(rejection.message)
    }
}
