// Soft wrap: each line broken into rows that fit the view's width in cells, kept per line
// so an edit re-wraps only the lines it touched (Textual's `WrappedDocument`).

/// Where each line of a text area breaks into rows, and which row of the view each line
/// starts on.
///
/// A line breaks after the last whitespace that lets a row fit (a word moves to the next
/// row whole), or, in a word longer than the width, before the character that does not
/// fit: a wide character never splits across rows. One whitespace character may hang
/// past the edge, so a row never starts with the space it broke at. A row holds at least
/// one character, so a width narrower than a wide character still makes progress.
struct TextWrap: Sendable {
    /// The width rows fit, in cells; `Int.max` for no wrapping.
    private(set) var width: Int
    /// Per line, the index of each row's first character (the first is 0).
    private(set) var rowStarts: [[Int]]
    /// Per line, the view row its first row is, counted from the text's first row.
    private(set) var firstRows: [Int]
    /// Rows in the whole text.
    private(set) var rowCount: Int

    /// The rows of `lines` at `width` cells.
    ///
    /// - Complexity: O(*n*) for *n* characters.
    init(lines: [[Character]], width: Int) {
        self.width = max(1, width)
        rowStarts = lines.map { TextWrap.rowStarts(of: $0, width: max(1, width)) }
        firstRows = []
        rowCount = 0
        recountRows(from: 0)
    }

    /// Re-wraps the lines `old` replaced with `lines` (the storage's lines after an edit).
    ///
    /// - Complexity: O(*k*) for the *k* characters of `lines`, plus O(*L*) for the *L*
    ///   lines after them when the edit changed how many rows or lines there are.
    mutating func replaceLines(_ old: ClosedRange<Int>, with lines: ArraySlice<[Character]>) {
        let wrapped = lines.map { TextWrap.rowStarts(of: $0, width: width) }
        let oldRows = old.reduce(0) { $0 + rowStarts[$1].count }
        let newRows = wrapped.reduce(0) { $0 + $1.count }
        if old.count == 1 && wrapped.count == 1 {
            rowStarts[old.lowerBound] = wrapped[0]
        } else {
            rowStarts.replaceSubrange(old, with: wrapped)
        }
        if old.count != wrapped.count || oldRows != newRows { recountRows(from: old.lowerBound) }
    }

    /// The rows in line `line`.
    func rows(inLine line: Int) -> Int { rowStarts[line].count }

    /// The row within its line that shows `location`: the last that starts at or before
    /// it (a location where a row breaks shows at the start of the next row).
    ///
    /// - Complexity: O(log *r*) for the line's *r* rows.
    func rowInLine(of location: TextLocation) -> Int {
        let starts = rowStarts[location.line]
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= location.index { low = middle } else { high = middle }
        }
        return low
    }

    /// The view row (from the text's first) that shows `location`.
    func row(of location: TextLocation) -> Int { firstRows[location.line] + rowInLine(of: location) }

    /// The line and the row within it of view row `row` (clamped to the text's rows).
    ///
    /// - Complexity: O(log *L*) for *L* lines.
    func lineAndRow(atRow row: Int) -> (line: Int, row: Int) {
        let row = min(max(0, row), rowCount - 1)
        var low = 0
        var high = firstRows.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if firstRows[middle] <= row { low = middle } else { high = middle }
        }
        return (low, row - firstRows[low])
    }

    /// The characters row `row` of `line` shows (of a line `length` long).
    func characters(ofRow row: Int, inLine line: Int, length: Int) -> Range<Int> {
        let starts = rowStarts[line]
        return starts[row]..<(row + 1 < starts.count ? starts[row + 1] : length)
    }

    /// The locations the cursor may take in a row: every one up to the next row's start,
    /// which shows on the next row; up to the line's end on its last row.
    func cursorRange(ofRow row: Int, inLine line: Int, length: Int) -> ClosedRange<Int> {
        let starts = rowStarts[line]
        return starts[row]...(row + 1 < starts.count ? max(starts[row], starts[row + 1] - 1) : length)
    }

    private mutating func recountRows(from line: Int) {
        if firstRows.count > rowStarts.count { firstRows.removeLast(firstRows.count - rowStarts.count) }
        if firstRows.count < rowStarts.count { firstRows += repeatElement(0, count: rowStarts.count - firstRows.count) }
        var row = line == 0 ? 0 : firstRows[line - 1] + rowStarts[line - 1].count
        for index in line..<rowStarts.count {
            firstRows[index] = row
            row += rowStarts[index].count
        }
        rowCount = row
    }

    /// Where `line` breaks into rows of `width` cells.
    ///
    /// - Complexity: O(*k*) for the line's *k* characters.
    static func rowStarts(of line: [Character], width: Int) -> [Int] {
        var starts = [0]
        var column = 0
        var breakAfterSpace: Int?
        var index = 0
        while index < line.count {
            let (cells, isWhitespace) = measure(line[index])
            let rowStart = starts[starts.count - 1]
            if column + cells > width && index > rowStart {
                if isWhitespace {
                    // The space hangs past the edge; the next row starts after it.
                    starts.append(index + 1)
                    column = 0
                    breakAfterSpace = nil
                    index += 1
                    continue
                }
                // Break after the row's last space, taking its last word down whole...
                if let start = breakAfterSpace, start > rowStart {
                    starts.append(start)
                    column = line[start..<index].reduce(0) { $0 + measure($1).cells }
                }
                // ...and before this character too when the word with it is still too wide.
                if column + cells > width && index > starts[starts.count - 1] {
                    starts.append(index)
                    column = 0
                }
                breakAfterSpace = nil
            }
            column += cells
            if isWhitespace { breakAfterSpace = index + 1 }
            index += 1
        }
        return starts
    }

    /// A character's cells and whether it is whitespace; ASCII without asking Unicode's tables.
    @inline(__always)
    static func measure(_ character: Character) -> (cells: Int, isWhitespace: Bool) {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first {
            return (byte >= 0x20 && byte != 0x7F ? 1 : 0, byte == 0x20 || (0x09...0x0D).contains(byte))
        }
        return (CharacterWidth.of(character), character.isWhitespace)
    }
}
