/// A selection in text a view shows row by row (a selectable ``Label``, a
/// ``MarkdownView``): from the place a drag or a Shift-move began to where it is now, in
/// the text's order, across wrapped rows, as a terminal's or a browser's own selection runs.
///
/// It keeps offsets into the text (``ShownText/characters``), not cells: when the view is
/// resized and its text wraps anew, the same characters stay selected and are drawn
/// wherever they went, and a copy yields the text as it is, a wrapped paragraph whole.
/// Offsets are between characters (grapheme clusters), so a wide character or an emoji
/// is selected whole. `TextArea` has its own, over its storage, and shares the cell
/// arithmetic (`CharacterWidth.offset(atColumn:in:)`).
package struct ShownTextSelection: Hashable, Sendable {
    /// Where the selection began, and where it ends now: offsets into the text.
    package private(set) var anchor: Int?
    package private(set) var head: Int?

    package init() {}

    /// The selected span of the text; `nil` when nothing is selected.
    package var range: Range<Int>? {
        guard let anchor, let head, anchor != head else { return nil }
        return min(anchor, head)..<max(anchor, head)
    }

    /// Forgets the selection.
    package mutating func clear() {
        anchor = nil
        head = nil
    }

    /// Starts a selection at `offset` (empty until it is extended).
    package mutating func begin(at offset: Int) {
        anchor = offset
        head = offset
    }

    /// Moves the selection's end to `offset`, its start staying (starting there when
    /// there was none).
    package mutating func extend(to offset: Int) {
        if anchor == nil { anchor = offset }
        head = offset
    }

    /// Selects all of `shown`'s text (nothing when it is empty).
    package mutating func selectAll(_ shown: ShownText) {
        guard !shown.characters.isEmpty else { return clear() }
        anchor = 0
        head = shown.characters.count
    }

    /// The selected part of the text, within it (a stale selection clamped).
    package func span(in shown: ShownText) -> Range<Int>? {
        guard let range else { return nil }
        let count = shown.characters.count
        let span = min(max(0, range.lowerBound), count)..<min(max(0, range.upperBound), count)
        return span.isEmpty ? nil : span
    }

    /// The selected text: a wrapped paragraph whole, newlines where the text has them.
    /// "" when nothing is selected.
    ///
    /// - Complexity: O(*c*) for the characters selected.
    package func text(in shown: ShownText) -> String {
        span(in: shown).map { String(shown.characters[$0]) } ?? ""
    }

    /// How many characters are selected.
    package func count(in shown: ShownText) -> Int {
        span(in: shown)?.count ?? 0
    }

    /// Follows a drag in a view showing `shown` from row `firstRow`: a press starts a
    /// selection where it lands (an empty one, so a click clears), or with Shift held
    /// extends the selection there is (AppKit's Shift-click); the pointer's motion extends it.
    package mutating func follow(_ drag: DragEvent, in shown: ShownText, firstRow: Int = 0) {
        let offset = shown.offset(at: drag.location, firstRow: firstRow)
        if drag.phase == .began && !(drag.modifiers.contains(.shift) && anchor != nil) {
            begin(at: offset)
        } else {
            extend(to: offset)
        }
    }

    /// Draws the selection over the rows from `firstRow` as drawn at the view's top,
    /// restyling the selected characters' cells with `style` (over what is there); an
    /// ellipsis is selected with any of what it stands for.
    ///
    /// - Complexity: O(*w*) per row in view.
    package func draw(in context: inout DrawingContext, shown: ShownText, firstRow: Int = 0, style: Style) {
        guard let range = span(in: shown) else { return }
        let rows = shown.rows
        let first = max(0, firstRow)
        guard first < rows.count else { return }
        for row in first..<min(rows.count, first + max(0, context.bounds.height)) {
            let source = rows[row].source
            guard range.upperBound > source.lowerBound, range.lowerBound < source.upperBound else { continue }
            let characters = rows[row].characters
            let start = range.lowerBound <= source.lowerBound ? 0 : min(shown.index(of: range.lowerBound, in: row), rows[row].mapped)
            let stop = range.upperBound >= source.upperBound ? characters.count : shown.index(of: range.upperBound, in: row)
            guard start < stop else { continue }
            let x = rows[row].x + CharacterWidth.width(of: characters[..<start])
            let width = CharacterWidth.width(of: characters[start..<stop])
            guard width > 0 else { continue }
            context.restyle(CellRect(x: x, y: row - first, width: width, height: 1)) { $0 = style.merged(over: $0) }
        }
    }
}
