// The text of a text area as lines of grapheme clusters (`NSTextStorage` under a
// `UITextView`, Textual's `Document` under its `TextArea`): an edit touches the lines it
// replaces and nothing else, so typing into a long text costs the length of one line.

/// A place in a text area's text: a line (from 0) and the characters before it on that
/// line (from 0 to the line's length). Ordered as the text reads.
struct TextLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    var line: Int
    var index: Int

    static let start = TextLocation(line: 0, index: 0)

    static func < (lhs: TextLocation, rhs: TextLocation) -> Bool {
        lhs.line != rhs.line ? lhs.line < rhs.line : lhs.index < rhs.index
    }

    /// `2:7`, for test failures.
    var description: String { "\(line):\(index)" }
}

/// Lines of characters, never fewer than one; each line keeps its text as a `String` too,
/// so the whole text is one join away however often it is asked for.
struct TextStorage: Sendable {
    /// The lines' characters, indexed in O(1).
    private(set) var lines: [[Character]]
    /// Each line as a `String`, kept in step with ``lines``.
    private var lineTexts: [String]
    /// Characters in the text, a line break counting one.
    private(set) var characterCount: Int

    /// The text `text`, its line breaks and control characters read as ``sanitized(_:)`` does.
    init(_ text: String = "") {
        lines = TextStorage.sanitized(text)
        lineTexts = lines.map { String($0) }
        characterCount = lines.reduce(lines.count - 1) { $0 + $1.count }
    }

    /// The whole text, lines joined by `\n`.
    ///
    /// - Complexity: O(*n*) for *n* bytes.
    var text: String { lineTexts.joined(separator: "\n") }

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
        for line in (start.line + 1)..<end.line { result += "\n" + lineTexts[line] }
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
    /// - Complexity: O(*k* + *m* + *c*) for the *k* characters of the lines touched, the
    ///   *m* inserted, and *c* = the line count when lines are added or removed (an array
    ///   shift), else O(*k* + *m*).
    @discardableResult
    mutating func replace(_ range: Range<TextLocation>, with replacement: [[Character]]) -> TextLocation {
        let start = range.lowerBound
        let end = range.upperBound
        characterCount -= count(in: range)
        characterCount += replacement.reduce(replacement.count - 1) { $0 + $1.count }
        let head = lines[start.line][..<start.index]
        let tail = lines[end.line][end.index...]
        var newLines = replacement
        let endIndex = newLines[newLines.count - 1].count
        newLines[0] = Array(head) + newLines[0]
        newLines[newLines.count - 1] += tail
        let lineRange = start.line...end.line
        if lineRange.count == 1 && newLines.count == 1 {
            lines[start.line] = newLines[0]
            lineTexts[start.line] = String(newLines[0])
        } else {
            lines.replaceSubrange(lineRange, with: newLines)
            lineTexts.replaceSubrange(lineRange, with: newLines.map { String($0) })
        }
        let lastLine = start.line + newLines.count - 1
        return TextLocation(line: lastLine, index: newLines.count == 1 ? start.index + endIndex : endIndex)
    }

    /// The lines of `text` as a text area keeps them: a break at each `\n`, `\r\n`, `\r`,
    /// U+2028 and the other newlines; a tab made ``tabReplacement``; other control
    /// characters (C0, DEL, C1) dropped, since a cell shows none of them.
    ///
    /// - Complexity: O(*n*) for *n* characters.
    static func sanitized(_ text: String) -> [[Character]] {
        var lines: [[Character]] = [[]]
        for character in text {
            if character.isNewline {
                lines.append([])
            } else if character == "\t" {
                lines[lines.count - 1] += tabReplacement
            } else if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
            {
                continue
            } else {
                lines[lines.count - 1].append(character)
            }
        }
        return lines
    }

    /// What a tab becomes: four spaces (a cell grid has no tab stops to keep).
    static let tabReplacement: [Character] = Array(repeating: " ", count: 4)
}
