import Testing
import TrellisTestSupport

@testable import TrellisViews

/// Soft wrap by display width, the viewport that follows the cursor, and the wheel.
@MainActor
@Suite("TextArea wrap")
struct TextAreaWrapTests {
    @Test("a line breaks after the last space that lets a row fit; a long word breaks where it must")
    func wordWrap() {
        let area = makeTextArea("the quick brown fox", width: 10)
        #expect(area.wrappedRows == ["the quick ", "brown fox"])
        area.text = "abcdefghijklmno"
        #expect(area.wrappedRows == ["abcdefghij", "klmno"])
        #expect(area.rendered() == ["abcdefghij", "klmno", "", ""])
    }

    @Test("a two-cell character at the edge moves whole to the next row")
    func wideCharacterAtTheEdge() {
        let area = makeTextArea("abcd猫ef", width: 5)
        #expect(area.wrappedRows == ["abcd", "猫ef"])
        #expect(area.rendered()[0] == "abcd")
        #expect(area.rendered()[1] == "猫ef")
        area.text = "猫猫猫"
        #expect(area.wrappedRows == ["猫猫", "猫"])
    }

    @Test("a view narrower than a wide character still shows every character, one a row")
    func narrowerThanACharacter() {
        let area = makeTextArea("猫a", width: 1)
        #expect(area.wrappedRows == ["猫", "a"])
    }

    @Test("Up and Down go by row on screen, keeping the column they started from")
    func upAndDownByRow() {
        let area = makeTextArea("abcdefghij klm\nxy\nlong line here", width: 11, height: 10)
        #expect(area.wrappedRows == ["abcdefghij ", "klm", "xy", "long line ", "here"])
        area.press("right", times: 8)
        area.press("down")  // onto the wrapped row "klm": its end
        #expect(area.cursorDescription == "0:14")
        area.press("down")  // "xy": its end
        #expect(area.cursorDescription == "1:2")
        area.press("down")  // back to column 8
        #expect(area.cursorDescription == "2:8")
        area.press("up", times: 3)
        #expect(area.cursorDescription == "0:8")
        area.press("up")  // from the first row: the text's start
        #expect(area.cursorDescription == "0:0")
    }

    @Test("Home and End go to the ends of the row on screen; End stops before the space a row broke at")
    func rowEnds() {
        let area = makeTextArea("the quick brown fox", width: 10)
        area.press("end")
        #expect(area.cursorDescription == "0:9")
        area.press("down")
        area.press("home")
        #expect(area.cursorDescription == "0:10")
        area.press("end")
        #expect(area.cursorDescription == "0:19")
    }

    @Test("moving keeps the cursor in view; the wheel scrolls without moving it")
    func viewport() {
        let area = makeTextArea((0..<20).map { "row \($0)" }.joined(separator: "\n"), width: 10, height: 4)
        area.press("ctrl+end")
        #expect(area.scrollOffset == 16)
        #expect(area.rendered() == ["row 16", "row 17", "row 18", "row 19"])
        area.send(.scroll, -3)
        #expect(area.scrollOffset == 13)
        #expect(area.cursorDescription == "19:6")
        #expect(area.textInsertionPoint == nil)  // out of view
        area.send(.scroll, -1000)
        #expect(area.scrollOffset == 0)
        area.send(.scroll, Int.max)
        #expect(area.scrollOffset == 16)
        area.press("pageup")
        #expect(area.cursorDescription == "16:6")
        #expect(area.scrollOffset == 13)
    }

    @Test("a new width re-wraps every line and keeps the cursor")
    func resize() {
        let area = makeTextArea("aaaa bbbb cccc", width: 5)
        area.press("ctrl+end")
        #expect(area.wrappedRows.count == 3)
        area.frame = Rect(x: 0, y: 0, width: 20, height: 4)
        area.layoutIfNeeded()
        #expect(area.wrappedRows == ["aaaa bbbb cccc"])
        #expect(area.cursorDescription == "0:14")
    }

    @Test("edits re-wrap the edited line; every row fits and the rows make up the text (seeded)")
    func wrapInvariants() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        let alphabet: [Character] = ["a", "b", " ", "猫", "e\u{301}", "👍🏽", "\n"]
        for _ in 0..<40 {
            let width = Int.random(in: 1...12, using: &random)
            let area = makeTextArea(width: Double(width))
            for _ in 0..<30 {
                area.move(.documentStart)
                area.press("right", times: Int.random(in: 0...20, using: &random))
                area.insert(String((0..<Int.random(in: 1...4, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" }))
                let fresh = TextWrap(lines: area.storage.lines, width: width)
                #expect(area.wrap.rowStarts == fresh.rowStarts, "seed \(seed)")
                #expect(area.wrap.firstRows == fresh.firstRows, "seed \(seed)")
                // A row fits, but for one whitespace hanging past the edge, or holds one character.
                for row in area.wrappedRows {
                    let body = row.last?.isWhitespace == true ? row.dropLast() : row[...]
                    let cells = body.reduce(0) { $0 + CharacterWidth.of($1) }
                    #expect(cells <= width || body.count == 1, "seed \(seed): row \"\(row)\" is \(cells) cells in \(width)")
                }
                #expect(area.wrappedRows.joined() == String(area.text.filter { $0 != "\n" }), "seed \(seed)")
            }
        }
    }
}
