import Testing

@testable import TrellisViews

/// A cell's link: a flag in its word (so it compares different), the target in its buffer.
@Suite struct CellLinkTests {
    @Test func aLinkedCellComparesDifferentAndRestylingKeepsTheLink() {
        var cell = Cell("a")
        let plain = cell
        cell.isLinked = true
        #expect(cell != plain)
        cell.style = Style(bold: true)
        #expect(cell.isLinked)
        #expect(cell.style == Style(bold: true))
        #expect(cell.packedStyle == PackedStyle(Style(bold: true)))
        #expect(Cell.wordCount == 2)
    }

    @Test func writingOverALinkedCellEndsItsLinkAndScrollingMovesIt() {
        var buffer = CellBuffer(width: 4, height: 3)
        buffer.set(Cell("a"), x: 1, y: 2)
        buffer.setLink("https://a.test", x: 1, y: 2)
        #expect(buffer.link(x: 1, y: 2) == "https://a.test")
        var copy = buffer
        copy.scroll(top: 0, bottom: 2, by: 1)
        #expect(copy.link(x: 1, y: 1) == "https://a.test")
        #expect(copy.link(x: 1, y: 2) == nil)
        buffer.set(Cell("b"), x: 1, y: 2)
        #expect(buffer.link(x: 1, y: 2) == nil)
        // a stale target does not make two buffers that show the same differ
        var other = CellBuffer(width: 4, height: 3)
        other.set(Cell("b"), x: 1, y: 2)
        #expect(buffer == other)
        buffer.setLink("https://b.test", x: 1, y: 2)
        other.setLink("https://c.test", x: 1, y: 2)
        #expect(buffer != other)
        buffer.clear()
        #expect(buffer.links.isEmpty)
    }
}
