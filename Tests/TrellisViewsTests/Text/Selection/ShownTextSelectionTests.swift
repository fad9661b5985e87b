import Testing
import TrellisTestSupport

@testable import TrellisViews

/// The selection shared by selectable labels and Markdown views: from a press to the
/// pointer in display order, whole graphemes and wide characters, against a simple model
/// (the rows' characters laid end to end).
@Suite("Shown text selection")
struct ShownTextSelectionTests {
    typealias Position = ShownTextSelection.Position

    @Test("a column maps to the character whose cells hold it: wide characters and combining marks whole")
    func positions() {
        let rows = [ShownRow("a猫e\u{301}b"), ShownRow(x: 2, "xy")]
        func position(_ x: Double, _ y: Double) -> Position { ShownTextSelection.position(at: Point(x: x, y: y), in: rows) }
        #expect(position(0, 0) == Position(row: 0, offset: 0))
        #expect(position(1, 0) == Position(row: 0, offset: 1))  // the wide character's left half
        #expect(position(2, 0) == Position(row: 0, offset: 1))  // its right half: before it still
        #expect(position(3, 0) == Position(row: 0, offset: 2))  // é, one cell
        #expect(position(4, 0) == Position(row: 0, offset: 3))
        #expect(position(40, 0) == Position(row: 0, offset: 4))  // past the row: its end
        #expect(position(0, 1) == Position(row: 1, offset: 0))  // left of an indented row: its start
        #expect(position(3, 1) == Position(row: 1, offset: 1))
        #expect(position(5, -3) == Position(row: 0, offset: 0))  // above: the start
        #expect(position(0, 9) == Position(row: 1, offset: 2))  // below: the end
        #expect(position(.nan, .nan) == Position(row: 0, offset: 0))
        #expect(position(.infinity, -.infinity) == Position(row: 0, offset: 0))
        #expect(position(-.infinity, .infinity) == Position(row: 1, offset: 2))
        #expect(ShownTextSelection.position(at: Point(x: 1, y: 1), in: [], firstRow: Int.max) == Position(row: 0, offset: 0))
        #expect(ShownTextSelection.position(at: Point(x: 1, y: 1e300), in: rows, firstRow: Int.max) == Position(row: 1, offset: 2))
    }

    @Test("the text runs across rows in display order, whichever way the drag went")
    func textAcrossRows() {
        let rows = [ShownRow("one two  "), ShownRow("three"), ShownRow("four")]
        var selection = ShownTextSelection()
        selection.begin(at: Position(row: 2, offset: 2))
        selection.extend(to: Position(row: 0, offset: 4))
        #expect(selection.text(in: rows) == "two\nthree\nfo")
        #expect(selection.count(in: rows) == 14)
        selection.begin(at: Position(row: 1, offset: 1))
        #expect(selection.range == nil && selection.text(in: rows) == "")
        selection.selectAll(rows)
        #expect(selection.text(in: rows) == "one two\nthree\nfour")
        selection.selectAll([])
        #expect(selection.range == nil)
    }

    @Test("positions past shorter rows (a stale selection after a resize) are clamped, never trap")
    func stalePositions() {
        var selection = ShownTextSelection()
        selection.begin(at: Position(row: 0, offset: 50))
        selection.extend(to: Position(row: 9, offset: 3))
        #expect(selection.text(in: [ShownRow("ab"), ShownRow("cd")]) == "\ncd")
        #expect(selection.text(in: []) == "")
    }

    @Test("the selection is drawn over the selected characters' cells, a wide one's two")
    func drawing() {
        let rows = [ShownRow("a猫b"), ShownRow(x: 1, "cd")]
        var selection = ShownTextSelection()
        selection.begin(at: Position(row: 0, offset: 1))
        selection.extend(to: Position(row: 1, offset: 1))
        var context = DrawingContext(buffer: CellBuffer(width: 6, height: 2))
        let frame = CellRect(x: 0, y: 0, width: 6, height: 2)
        context.prepare(frame: frame, shown: frame, clip: frame, style: .plain, packedStyle: PackedStyle(.plain))
        for (y, row) in rows.enumerated() { context.draw(String(row.characters), x: row.x, y: y) }
        selection.draw(in: &context, rows: rows, style: Style(bold: true))
        #expect((0..<6).map { context.cell(x: $0, y: 0)?.style.bold == true } == [false, true, true, true, false, false])
        #expect((0..<6).map { context.cell(x: $0, y: 1)?.style.bold == true } == [false, true, false, false, false, false])
    }

    @Test("Shift with the arrows, Home and End moves the selection's end by characters and rows")
    func keyboard() {
        let rows = [ShownRow("ab猫"), ShownRow("cdef")]
        var selection = ShownTextSelection()
        let start = Position(row: 0, offset: 0)
        func extend(_ key: Key, in shown: [ShownRow]? = nil) -> Bool { selection.extend(by: key, in: shown ?? rows, from: start) }
        #expect(extend(.right))
        #expect(extend(.down))
        #expect(selection.text(in: rows) == "ab猫\nc")
        #expect(extend(.end))
        #expect(selection.text(in: rows) == "ab猫\ncdef")
        #expect(extend(.right))  // at the very end: stays
        #expect(extend(.up))  // column 4: after the wide character
        #expect(selection.text(in: rows) == "ab猫")
        #expect(extend(.home))
        #expect(selection.range == nil)
        #expect(!extend(.enter))
        #expect(!extend(.left, in: []))
    }

    @Test("a random drag over random rows selects what the model says", arguments: 1...60)
    func againstTheModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let alphabet: [Character] = ["a", "b", " ", "猫", "e\u{301}", "😺", "-"]
        let rows = (0..<Int.random(in: 1...5, using: &random)).map { _ in
            ShownRow(
                x: Int.random(in: 0...2, using: &random),
                String((0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! }))
        }
        func randomPoint() -> Point {
            Point(x: Double(Int.random(in: -2...14, using: &random)), y: Double(Int.random(in: -1...6, using: &random)))
        }
        let from = randomPoint()
        let to = randomPoint()
        var selection = ShownTextSelection()
        selection.begin(at: ShownTextSelection.position(at: from, in: rows))
        selection.extend(to: ShownTextSelection.position(at: to, in: rows))

        // The model: every position as a flat index into the rows' characters and breaks.
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
        let all = rows.map { String($0.characters) }.joined(separator: "\n")
        let characters = Array(all)
        let bounds = [flat(from), flat(to)].sorted()
        var parts = String(characters[bounds[0]..<bounds[1]]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in parts.indices.dropLast() { while parts[index].last == " " { parts[index].removeLast() } }
        #expect(selection.text(in: rows) == parts.joined(separator: "\n"), "seed \(seed): \(rows) from \(from) to \(to)")
        #expect(selection.count(in: rows) == bounds[1] - bounds[0], "seed \(seed)")
    }
}
