/// Text a view shows in rows, mapped back to the text itself: a selectable ``Label``'s
/// wrapped lines, a ``MarkdownView``'s document set for its width.
///
/// The text (``characters``) is what a copy yields: a paragraph whole, where the rows are
/// only where it wrapped at this width; newlines and blank lines between paragraphs as
/// they are. Each row knows the characters it draws, the cell it starts at and the span of
/// the text it shows (``ShownRow/source``), so a selection kept as offsets into the text
/// is drawn, after a resize, over wherever that text went. What a row draws that is not
/// the text (an indent, an ellipsis standing for characters cut) is left out of a copy.
package struct ShownText: Hashable, Sendable {
    /// The text, as grapheme clusters (a position in it is an offset from 0 through
    /// `characters.count`).
    package private(set) var characters: [Character] = []
    /// The rows, top to bottom, their sources in the text's order.
    package private(set) var rows: [ShownRow] = []

    /// An empty text with no rows; build it with ``append(_:)`` and ``addRow(x:_:source:)``.
    package init() {}

    /// Text of `lines` each shown whole on a row from cell `x`, joined by newlines.
    package init(lines: [(x: Int, text: String)]) {
        for (index, line) in lines.enumerated() {
            if index > 0 { append("\n") }
            let start = characters.count
            append(line.text)
            addRow(x: line.x, line.text, source: start..<characters.count)
        }
    }

    /// Adds `text` to the end of the text (no row shows it until one is added).
    package mutating func append(_ text: some StringProtocol) {
        characters.append(contentsOf: text)
    }

    /// Adds a row below the others drawing `shown` from cell `x`, standing for the text's
    /// characters in `source` (clamped to the text and to follow the rows above).
    package mutating func addRow(x: Int, _ shown: some Sequence<Character>, source: Range<Int>) {
        let floor = rows.last?.source.upperBound ?? 0
        let lower = min(max(floor, source.lowerBound), characters.count)
        let upper = min(max(lower, source.upperBound), characters.count)
        let drawn = Array(shown)
        let text = characters[lower..<upper]
        let mapped = zip(drawn, text).prefix { $0 == $1 }.count
        rows.append(ShownRow(x: max(0, x), characters: drawn, source: lower..<upper, mapped: mapped))
    }

    /// `ranges` of indices into `string` as character offsets (`ranges` in order).
    ///
    /// - Complexity: O(*n*) for the characters up to the last range's end.
    package static func offsets(of ranges: [Range<String.Index>], in string: String) -> [Range<Int>] {
        var index = string.startIndex
        var offset = 0
        func advance(to bound: String.Index) -> Int {
            guard bound > index else { return offset }
            offset += string.distance(from: index, to: bound)
            index = bound
            return offset
        }
        return ranges.map { range in
            let lower = advance(to: range.lowerBound)
            return lower..<advance(to: range.upperBound)
        }
    }
}

/// One row of ``ShownText``: the characters drawn and what of the text they stand for.
package struct ShownRow: Hashable, Sendable {
    /// The cell the first character is drawn at (an indent, an alignment's offset).
    package var x: Int
    /// The characters drawn.
    package var characters: [Character]
    /// The text's characters the row stands for.
    package var source: Range<Int>
    /// How many of the drawn characters are the source's first ones, one for one (all but
    /// on a cut row, whose ellipsis stands for the rest of its source).
    package var mapped: Int
}
