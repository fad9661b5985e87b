// The text of a text area as lines of grapheme clusters (`NSTextStorage` under a
// `UITextView`, Textual's `Document` under its `TextArea`): an edit touches the lines it
// replaces and nothing else, so typing into a long text costs the length of one line.

/// Lines of characters, never fewer than one. Each line keeps its text as a `String` until
/// it is edited, and the whole text is kept until the next edit: asking for it after an
/// edit costs one join of the lines' bytes, asking twice costs nothing.
struct TextStorage: Sendable {
    /// The lines' characters, indexed in O(1).
    private(set) var lines: [[Character]]
    /// Each line as a `String`, or `nil` since it was edited.
    private var lineTexts: [String?]
    /// The whole text, or `nil` since the last edit.
    private var cachedText: String?
    /// Characters in the text, a line break counting one.
    private(set) var characterCount: Int

    /// The text `text`, its line breaks and control characters read as ``sanitized(_:)`` does.
    ///
    /// - Complexity: O(*n*) for *n* characters.
    init(_ text: String = "") {
        (lines, lineTexts) = TextStorage.sanitizedLines(text)
        characterCount = lines.reduce(lines.count - 1) { $0 + $1.count }
    }

    /// The whole text, lines joined by `\n`; the same string as last time when nothing
    /// changed since (so comparing it with what it was is O(1)).
    ///
    /// - Complexity: O(*n*) for *n* bytes after an edit (the edited lines made text
    ///   again, every line's bytes copied once), O(1) otherwise.
    mutating func text() -> String {
        if let cachedText { return cachedText }
        var bytes = lines.count
        for index in lines.indices {
            if lineTexts[index] == nil { lineTexts[index] = String(lines[index]) }
            bytes += lineTexts[index]?.utf8.count ?? 0
        }
        // One copy of every line's bytes into a string made to size.
        let text = String(unsafeUninitializedCapacity: bytes) { buffer in
            var offset = 0
            for index in lineTexts.indices {
                if index > 0 {
                    buffer[offset] = 0x0A
                    offset += 1
                }
                guard var line = lineTexts[index] else { continue }
                offset = line.withUTF8 { utf8 in buffer[offset...].initialize(fromContentsOf: utf8) }
            }
            return offset
        }
        cachedText = text
        return text
    }

    var lineCount: Int { lines.count }

    /// The end of the text.
    var end: TextLocation { TextLocation(line: lines.count - 1, index: lines[lines.count - 1].count) }

    /// `location` moved onto the text: its line within the lines, its index within its line.
    func clamped(_ location: TextLocation) -> TextLocation {
        let line = min(max(0, location.line), lines.count - 1)
        return TextLocation(line: line, index: min(max(0, location.index), lines[line].count))
    }

    /// The text between two locations, line breaks as `\n`.
    ///
    /// - Complexity: O(*k*) for the *k* characters between them.
    func text(in range: Range<TextLocation>) -> String {
        let start = range.lowerBound
        let end = range.upperBound
        if start.line == end.line { return String(lines[start.line][start.index..<end.index]) }
        var result = String(lines[start.line][start.index...])
        for line in (start.line + 1)..<end.line { result += "\n" + (lineTexts[line] ?? String(lines[line])) }
        return result + "\n" + String(lines[end.line][..<end.index])
    }

    /// The lines between two locations, one array per line (a line break between each).
    func lines(in range: Range<TextLocation>) -> [[Character]] {
        let start = range.lowerBound
        let end = range.upperBound
        if start.line == end.line { return [Array(lines[start.line][start.index..<end.index])] }
        var result = [Array(lines[start.line][start.index...])]
        result += lines[(start.line + 1)..<end.line]
        result.append(Array(lines[end.line][..<end.index]))
        return result
    }

    /// Characters between two locations, a line break counting one.
    func count(in range: Range<TextLocation>) -> Int {
        let start = range.lowerBound
        let end = range.upperBound
        if start.line == end.line { return end.index - start.index }
        var count = lines[start.line].count - start.index + end.index + (end.line - start.line)
        for line in (start.line + 1)..<end.line { count += lines[line].count }
        return count
    }

    /// Replaces the text in `range` with `replacement` (already ``sanitized(_:)``, one
    /// array per line, never empty).
    ///
    /// - Returns: The end of the inserted text.
    /// - Complexity: O(*k* + *m*) for the *k* characters of the lines touched and the *m*
    ///   inserted, plus O(*L*) in the line count when lines are added or removed (an
    ///   array shift).
    @discardableResult
    mutating func replace(_ range: Range<TextLocation>, with replacement: [[Character]]) -> TextLocation {
        let start = range.lowerBound
        let end = range.upperBound
        characterCount += replacement.reduce(replacement.count - 1) { $0 + $1.count } - count(in: range)
        cachedText = nil
        if start.line == end.line && replacement.count == 1 {
            // Typing and deleting within a line: in place.
            lines[start.line].replaceSubrange(start.index..<end.index, with: replacement[0])
            lineTexts[start.line] = nil
            return TextLocation(line: start.line, index: start.index + replacement[0].count)
        }
        var newLines = replacement
        let endIndex = newLines[newLines.count - 1].count
        newLines[0] = Array(lines[start.line][..<start.index]) + newLines[0]
        newLines[newLines.count - 1] += lines[end.line][end.index...]
        lines.replaceSubrange(start.line...end.line, with: newLines)
        lineTexts.replaceSubrange(start.line...end.line, with: repeatElement(nil, count: newLines.count))
        return TextLocation(line: start.line + newLines.count - 1, index: endIndex)
    }
}
