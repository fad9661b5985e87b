/// A selection in text a view shows row by row (a selectable ``Label``, a
/// ``MarkdownView``): from the place a drag began to the place the pointer is, in display
/// order, across wrapped rows, as a terminal's or a browser's own selection runs.
///
/// Positions are between characters (grapheme clusters) of the rows, so a wide character
/// or an emoji is selected whole. The views keep one, feed it the drag's points and their
/// rows (``ShownRow``), and draw it over their text; `TextArea` has its own, over its
/// storage, and shares the cell arithmetic (`CharacterWidth.offset(atColumn:in:)`).
package struct ShownTextSelection: Hashable, Sendable {
    /// A place between two characters: a row (in the view's whole text, not just what is
    /// scrolled into view) and how many characters of it come before.
    package struct Position: Hashable, Comparable, Sendable {
        package var row: Int
        package var offset: Int

        package init(row: Int, offset: Int) {
            self.row = row
            self.offset = offset
        }

        package static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.row, lhs.offset) < (rhs.row, rhs.offset)
        }
    }

    /// Where the selection began (the drag's press), and where it ends now.
    package private(set) var anchor: Position?
    package private(set) var head: Position?

    package init() {}

    /// The selected span, in display order; `nil` when nothing is selected.
    package var range: Range<Position>? {
        guard let anchor, let head, anchor != head else { return nil }
        return min(anchor, head)..<max(anchor, head)
    }

    /// Forgets the selection.
    package mutating func clear() {
        anchor = nil
        head = nil
    }

    /// Starts a selection at `position` (empty until it is extended).
    package mutating func begin(at position: Position) {
        anchor = position
        head = position
    }

    /// Moves the selection's end to `position`, its start staying (starting there when
    /// there was none).
    package mutating func extend(to position: Position) {
        if anchor == nil { anchor = position }
        head = position
    }

    /// Selects every row.
    package mutating func selectAll(_ rows: [ShownRow]) {
        guard let last = rows.indices.last else { return clear() }
        anchor = Position(row: 0, offset: 0)
        head = Position(row: last, offset: rows[last].characters.count)
    }

    /// The position shown at `point` (the view's coordinates) when row `firstRow` of
    /// `rows` is at the view's top: above the text is its start, below its end, left of a
    /// row its start, right of it its end. NaN and huge coordinates are clamped.
    ///
    /// - Complexity: O(*w*) for the row's width.
    package static func position(at point: Point, in rows: [ShownRow], firstRow: Int = 0) -> Position {
        guard let last = rows.indices.last else { return Position(row: 0, offset: 0) }
        let (row, overflow) = CharacterWidth.cell(point.y).addingReportingOverflow(firstRow)
        if overflow ? point.y < 0 : row < 0 { return Position(row: 0, offset: 0) }
        if overflow || row > last { return Position(row: last, offset: rows[last].characters.count) }
        let shown = rows[row]
        return Position(row: row, offset: CharacterWidth.offset(atColumn: CharacterWidth.cell(point.x) - shown.x, in: shown.characters))
    }

    /// The selected text: each row's part, rows joined by a line break (trailing spaces of
    /// a row that goes on to the next dropped, as a terminal's selection copies). "" when
    /// nothing is selected.
    ///
    /// - Complexity: O(*c*) for the characters selected.
    package func text(in rows: [ShownRow]) -> String {
        guard let range else { return "" }
        var parts: [String] = []
        for (row, span) in spans(of: range, in: rows) {
            var part = String(rows[row].characters[span])
            if row < range.upperBound.row { while part.last == " " { part.removeLast() } }
            parts.append(part)
        }
        return parts.joined(separator: "\n")
    }

    /// How many characters are selected (line breaks between rows counted as one each).
    package func count(in rows: [ShownRow]) -> Int {
        guard let range else { return 0 }
        let spans = spans(of: range, in: rows)
        return spans.reduce(0) { $0 + $1.span.count } + max(0, spans.count - 1)
    }

    /// Draws the selection over rows `firstRow...` as drawn at the view's top, restyling
    /// the selected characters' cells with `style` (over what is there).
    ///
    /// - Complexity: O(*w*) per selected row in view.
    package func draw(in context: inout DrawingContext, rows: [ShownRow], firstRow: Int = 0, style: Style) {
        guard let range else { return }
        let height = context.bounds.height
        for (row, span) in spans(of: range, in: rows) where row >= firstRow && row - firstRow < height {
            let characters = rows[row].characters
            let x = rows[row].x + CharacterWidth.width(of: characters[..<span.lowerBound])
            let width = CharacterWidth.width(of: characters[span])
            guard width > 0 else { continue }
            context.restyle(CellRect(x: x, y: row - firstRow, width: width, height: 1)) { $0 = style.merged(over: $0) }
        }
    }

    /// The selected characters of each row the range touches (rows past the text left out).
    private func spans(of range: Range<Position>, in rows: [ShownRow]) -> [(row: Int, span: Range<Int>)] {
        guard !rows.isEmpty, range.lowerBound.row < rows.count else { return [] }
        let lastRow = min(range.upperBound.row, rows.count - 1)
        return (max(0, range.lowerBound.row)...lastRow).map { row in
            let count = rows[row].characters.count
            let start = row == range.lowerBound.row ? min(range.lowerBound.offset, count) : 0
            let end = row == range.upperBound.row ? min(range.upperBound.offset, count) : count
            return (row, start..<max(start, end))
        }
    }
}

/// One row of shown text: its characters and the cell its first one is drawn at (a
/// centred or right-aligned line starts past 0).
package struct ShownRow: Hashable, Sendable {
    package var x: Int
    package var characters: [Character]

    package init(x: Int = 0, _ text: some StringProtocol) {
        self.x = x
        characters = Array(text)
    }
}

// MARK: - What a selectable view does with it

extension ShownTextSelection {
    /// Follows a drag in a view showing `rows` from `firstRow`: a press starts a selection
    /// where it lands (an empty one, so a click clears), or with Shift held extends the
    /// selection there is (AppKit's Shift-click); the pointer's motion extends it.
    package mutating func follow(_ drag: DragEvent, in rows: [ShownRow], firstRow: Int = 0) {
        let position = Self.position(at: drag.location, in: rows, firstRow: firstRow)
        if drag.phase == .began && !(drag.modifiers.contains(.shift) && anchor != nil) {
            begin(at: position)
        } else {
            extend(to: position)
        }
    }

    /// Puts the selected text on `view`'s host's clipboard and announces it ("Copied 4
    /// characters"); returns whether there was a selection and a host took it.
    @MainActor
    package func copy(from view: View, rows: [ShownRow]) -> Bool {
        guard range != nil, view.copyToClipboard(text(in: rows)) else { return false }
        view.announce("Copied \(CharacterWidth.describe(characters: count(in: rows)))")
        return true
    }

    /// Selects every row and announces how much ("12 characters selected").
    @MainActor
    package mutating func selectAll(_ rows: [ShownRow], announcingFrom view: View) {
        selectAll(rows)
        view.announce("\(CharacterWidth.describe(characters: count(in: rows))) selected")
        view.setNeedsDisplay()
    }
}
