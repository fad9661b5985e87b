import Testing

@testable import TrellisViews

@Suite("CellBuffer")
struct CellBufferTests {
    @Test("a wide character takes its cell and a continuation")
    func wideCharacter() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.set(Cell("猫", width: 2), x: 1, y: 0)
        #expect(buffer[1, 0].character == "猫")
        #expect(buffer[2, 0].isContinuation)
        #expect(buffer.lines == [" 猫"])
    }

    @Test("writing over either half of a wide character blanks the other")
    func overwritingHalves() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.set(Cell("猫", width: 2), x: 1, y: 0)
        buffer.set(Cell("a"), x: 2, y: 0)
        #expect(buffer[1, 0] == .blank)
        #expect(buffer.lines == ["  a"])

        buffer.set(Cell("猫", width: 2), x: 1, y: 0)
        buffer.set(Cell("b"), x: 1, y: 0)
        #expect(buffer[2, 0] == .blank)
        #expect(buffer.lines == [" b"])
    }

    @Test("a wide character over another's right half blanks that one's left half")
    func wideOverWide() {
        var buffer = CellBuffer(width: 5, height: 1)
        buffer.set(Cell("猫", width: 2), x: 0, y: 0)
        buffer.set(Cell("犬", width: 2), x: 1, y: 0)
        #expect(buffer[0, 0] == .blank)
        #expect(buffer.lines == [" 犬"])
        buffer.set(Cell("鳥", width: 2), x: 0, y: 0)  // covers 犬's left half at 1
        #expect(buffer[2, 0] == .blank)
        #expect(buffer.lines == ["鳥"])
    }

    @Test("a wide character that would cross the right edge becomes a space")
    func wideAtEdge() {
        var buffer = CellBuffer(width: 3, height: 1)
        buffer.set(Cell("猫", width: 2), x: 2, y: 0)
        #expect(buffer[2, 0] == .blank)
    }

    @Test("scrolling a band moves its rows and blanks the ones that come in")
    func scrollBand() {
        var buffer = CellBuffer(width: 1, height: 5)
        for (row, letter) in ["a", "b", "c", "d", "e"].enumerated() { buffer.set(Cell(Character(letter)), x: 0, y: row) }
        var up = buffer
        up.scroll(top: 1, bottom: 3, by: 1)
        #expect(up.lines == ["a", "c", "d", "", "e"])
        var down = buffer
        down.scroll(top: 1, bottom: 3, by: -2)
        #expect(down.lines == ["a", "", "", "b", "e"])
    }
}
