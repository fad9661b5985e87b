import Testing
import TrellisTestSupport

@testable import TrellisViews

/// The selection shared by selectable labels and Markdown views: offsets into the text a
/// view shows, from a press to the pointer in the text's order, whole graphemes and wide
/// characters, drawn over the rows that show them, against a simple model.
@Suite("Shown text selection")
struct ShownTextSelectionTests {
    @Test("a column maps to the offset of the character whose cells hold it: wide characters and combining marks whole")
    func offsets() {
        let shown = ShownText(lines: [(0, "a猫e\u{301}b"), (2, "xy")])  // "a猫éb\nxy"
        func offset(_ x: Double, _ y: Double) -> Int { shown.offset(at: Point(x: x, y: y)) }
        #expect(offset(0, 0) == 0)
        #expect(offset(1, 0) == 1)  // the wide character's left half
        #expect(offset(2, 0) == 1)  // its right half: before it still
        #expect(offset(3, 0) == 2)  // é, one cell
        #expect(offset(4, 0) == 3)
        #expect(offset(40, 0) == 4)  // past the row: its end
        #expect(offset(0, 1) == 5)  // left of an indented row: its start
        #expect(offset(3, 1) == 6)
        #expect(offset(5, -3) == 0)  // above: the start
        #expect(offset(0, 9) == 7)  // below: the end
        #expect(offset(.nan, .nan) == 0)
        #expect(offset(.infinity, -.infinity) == 0)
        #expect(offset(-.infinity, .infinity) == 7)
        #expect(ShownText().offset(at: Point(x: 1, y: 1), firstRow: Int.max) == 0)
        #expect(shown.offset(at: Point(x: 1, y: 1e300), firstRow: Int.max) == 7)
    }

    @Test("the text of a wrapped paragraph runs on across its rows: the space at a wrap is the text's, not a line break")
    func textAcrossWrappedRows() {
        let layout = TextLayout(
            text: "one two three\nfour", measurer: MonospaceTextMeasurer(), width: 8, lineLimit: 0, truncation: .tail, alignment: .left)
        #expect(layout.lines.map(\.text) == ["one two", "three", "four"])
        var shown = ShownText()
        shown.append("one two three\nfour")
        let sources = ShownText.offsets(of: layout.lines.map(\.source), in: "one two three\nfour")
        #expect(sources == [0..<7, 8..<13, 14..<18])
        for (line, source) in zip(layout.lines, sources) { shown.addRow(x: 0, line.text, source: source) }
        var selection = ShownTextSelection()
        selection.begin(at: shown.offset(at: Point(x: 2, y: 2)))
        selection.extend(to: shown.offset(at: Point(x: 4, y: 0)))
        #expect(selection.text(in: shown) == "two three\nfo")
        #expect(selection.count(in: shown) == 12)
        selection.begin(at: 3)
        #expect(selection.range == nil && selection.text(in: shown) == "")
        selection.selectAll(shown)
        #expect(selection.text(in: shown) == "one two three\nfour")
        selection.selectAll(ShownText())
        #expect(selection.range == nil)
    }

    @Test("a stale selection past the text is clamped, never traps")
    func staleOffsets() {
        var selection = ShownTextSelection()
        selection.begin(at: -4)
        selection.extend(to: 90)
        #expect(selection.text(in: ShownText(lines: [(0, "ab"), (0, "cd")])) == "ab\ncd")
        #expect(selection.text(in: ShownText()) == "")
    }

    @Test("a cut row's ellipsis stands for what it hides: selected with it, copied as the text")
    func ellipsis() {
        var shown = ShownText()
        shown.append("abcdefgh")
        shown.addRow(x: 0, "abc…", source: 0..<8)
        #expect(shown.rows[0].mapped == 3)
        #expect(shown.offset(at: Point(x: 3, y: 0)) == 3 && shown.offset(at: Point(x: 9, y: 0)) == 8)
        #expect(shown.offset(after: 3) == 8 && shown.offset(before: 8) == 3)
        var selection = ShownTextSelection()
        selection.begin(at: 5)
        selection.extend(to: 8)
        #expect(selection.text(in: shown) == "fgh")
        var context = DrawingContext(buffer: CellBuffer(width: 5, height: 1))
        let frame = CellRect(x: 0, y: 0, width: 5, height: 1)
        context.prepare(frame: frame, shown: frame, clip: frame, style: .plain, packedStyle: PackedStyle(.plain))
        selection.draw(in: &context, shown: shown, style: Style(bold: true))
        #expect((0..<5).map { context.cell(x: $0, y: 0)?.style.bold == true } == [false, false, false, true, false])
        var head = ShownText()
        head.append("abcdefgh")
        head.addRow(x: 0, "…fgh", source: 0..<8)
        #expect(head.offset(after: 0) == 8 && head.offset(before: 8) == 0, "a move never sticks on a cut row")
    }

    @Test("the selection is drawn over the selected characters' cells, a wide one's two")
    func drawing() {
        let shown = ShownText(lines: [(0, "a猫b"), (1, "cd")])
        var selection = ShownTextSelection()
        selection.begin(at: 1)
        selection.extend(to: 5)
        var context = DrawingContext(buffer: CellBuffer(width: 6, height: 2))
        let frame = CellRect(x: 0, y: 0, width: 6, height: 2)
        context.prepare(frame: frame, shown: frame, clip: frame, style: .plain, packedStyle: PackedStyle(.plain))
        for (y, row) in shown.rows.enumerated() { context.draw(String(row.characters), x: row.x, y: y) }
        selection.draw(in: &context, shown: shown, style: Style(bold: true))
        #expect((0..<6).map { context.cell(x: $0, y: 0)?.style.bold == true } == [false, true, true, true, false, false])
        #expect((0..<6).map { context.cell(x: $0, y: 1)?.style.bold == true } == [false, true, false, false, false, false])
    }

    @Test("Shift with the arrows, Home and End moves the selection's end by drawn characters and rows")
    func keyboard() {
        let shown = ShownText(lines: [(0, "ab猫"), (0, "cdef")])
        var selection = ShownTextSelection()
        func extend(_ key: Key, in other: ShownText? = nil) -> Bool { selection.extend(by: key, in: other ?? shown, from: 0) }
        #expect(extend(.right))
        #expect(extend(.down))
        #expect(selection.text(in: shown) == "ab猫\nc")
        #expect(extend(.end))
        #expect(selection.text(in: shown) == "ab猫\ncdef")
        #expect(extend(.right))  // at the very end: stays
        #expect(extend(.up))  // column 4: after the wide character
        #expect(selection.text(in: shown) == "ab猫")
        #expect(extend(.home))
        #expect(selection.range == nil)
        #expect(!extend(.enter))
        #expect(!extend(.left, in: ShownText()))
    }

    @Test("a random drag over random rows selects what the model says", arguments: 1...60)
    func againstTheModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let alphabet: [Character] = ["a", "b", " ", "猫", "e\u{301}", "😺", "-"]
        let lines = (0..<Int.random(in: 1...5, using: &random)).map { _ in
            (
                x: Int.random(in: 0...2, using: &random),
                text: String((0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            )
        }
        let shown = ShownText(lines: lines)
        func randomPoint() -> Point {
            Point(x: Double(Int.random(in: -2...14, using: &random)), y: Double(Int.random(in: -1...6, using: &random)))
        }
        let from = randomPoint()
        let to = randomPoint()
        var selection = ShownTextSelection()
        selection.begin(at: shown.offset(at: from))
        selection.extend(to: shown.offset(at: to))

        // The model: the lines laid end to end with a line break between two, a point's
        // place a flat index into them.
        let rows = lines.map { (x: $0.x, characters: Array($0.text)) }
        func flat(_ point: Point) -> Int {
            let y = Int(point.y)
            if y < 0 { return 0 }
            let row = min(y, rows.count - 1)
            let before = rows[..<row].reduce(0) { $0 + $1.characters.count + 1 }
            if y >= rows.count { return before + rows[row].characters.count }
            var used = rows[row].x
            var index = 0
            for character in rows[row].characters {
                let width = CharacterWidth.of(character)
                if used + width > Int(point.x) { break }
                used += width
                index += 1
            }
            return before + index
        }
        let characters = Array(lines.map(\.text).joined(separator: "\n"))
        let bounds = [flat(from), flat(to)].sorted()
        #expect(selection.text(in: shown) == String(characters[bounds[0]..<bounds[1]]), "seed \(seed): \(lines) from \(from) to \(to)")
        #expect(selection.count(in: shown) == bounds[1] - bounds[0], "seed \(seed)")
    }
}
