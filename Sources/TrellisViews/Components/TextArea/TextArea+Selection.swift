// The selection, the cursor's position in words and numbers, and the mouse: a click puts
// the cursor where it lands, a drag selects from the press to the pointer (UITextView's
// selectedRange, Textual's `TextArea.selection`).

/// A place in a text area as people count it: line and column from 1, the column in
/// characters (grapheme clusters), as an editor's status bar says "Ln 3, Col 7".
public struct TextAreaPosition: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1: one more than the characters before it on its line.
    public var column: Int

    /// Line `line`, column `column`, both from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `Ln 3, Col 7`.
    public var description: String { "Ln \(line), Col \(column)" }
}

extension TextArea {
    /// Where the cursor is, line and column from 1.
    public var cursorPosition: TextAreaPosition { TextAreaPosition(line: cursor.line + 1, column: cursor.index + 1) }

    /// The selected text's bounds, when something is selected.
    var selectedRange: Range<TextLocation>? {
        guard let anchor, anchor != cursor else { return nil }
        return min(anchor, cursor)..<max(anchor, cursor)
    }

    /// The selected text ("" when nothing is selected), line breaks as `\n`.
    public var selectedText: String { selectedRange.map { storage.text(in: $0) } ?? "" }

    /// Whether some text is selected.
    public var hasSelection: Bool { selectedRange != nil }

    /// Selects the whole text, the cursor at its end (Alt-A, F7).
    public func selectAll() {
        history.seal()
        anchor = .start
        setCursor(storage.end)
    }

    /// Puts the cursor at `location` (clamped to the text), keeps it in view, and
    /// forgets the column Up and Down kept to.
    func setCursor(_ location: TextLocation, keepingGoal: Bool = false) {
        cursor = storage.clamped(location)
        if !keepingGoal { goalColumn = nil }
        scrollToCursor()
        setNeedsDisplay()
    }

    /// A click puts the cursor where it lands (on the row the click is on, before the
    /// character in its cell; past a row's end, at the end). A click outside the area's
    /// rows lands on the nearest row.
    func click(at point: Point) -> Bool {
        history.seal()
        anchor = nil
        setCursor(location(at: point))
        return true
    }

    /// A drag selects: from where the button went down to the pointer, wherever it goes
    /// (above or below the area, the text scrolls).
    func drag(_ drag: DragEvent) -> Bool {
        history.seal()
        let location = location(at: drag.location)
        if drag.phase == .began { anchor = location }
        if anchor == nil { anchor = self.location(at: drag.start) }
        setCursor(location)
        return true
    }

    /// The location shown at `point` in the view (clamped to the text's rows; NaN as 0).
    func location(at point: Point) -> TextLocation {
        let x = Self.cell(point.x)
        let y = Self.cell(point.y)
        let (line, row) = wrap.lineAndRow(atRow: scrollOffset + y)
        return location(inRow: row, ofLine: line, atColumn: max(0, x))
    }

    /// The location in row `row` of `line` whose cell holds column `column`, or the row's
    /// last location when the row is shorter.
    ///
    /// - Complexity: O(*w*) for the row's width.
    func location(inRow row: Int, ofLine line: Int, atColumn column: Int) -> TextLocation {
        let characters = storage.lines[line]
        let range = wrap.cursorRange(ofRow: row, inLine: line, length: characters.count)
        // The cursor may stand before each character of the row and, on its last row, after the last.
        let shown = characters[range.lowerBound..<range.upperBound]
        return TextLocation(line: line, index: range.lowerBound + CharacterWidth.offset(atColumn: column, in: shown))
    }

    /// The column (in cells from its row's start) that shows `location`.
    func column(of location: TextLocation) -> Int {
        let characters = storage.lines[location.line]
        let start = wrap.rowStarts[location.line][wrap.rowInLine(of: location)]
        return CharacterWidth.width(of: characters[start..<location.index])
    }

    /// A coordinate as a cell: rounded down, NaN as 0, held far inside `Int`.
    static func cell(_ value: Double) -> Int { CharacterWidth.cell(value) }
}
