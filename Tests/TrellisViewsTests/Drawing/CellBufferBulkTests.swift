import Testing
import TrellisTestSupport

@testable import TrellisViews

/// The buffer's bulk paths against the cell-by-cell ones they stand for: a rectangle
/// filled at once must leave what writing each of its cells would, and rows compared
/// as memory must compare as their cells do, on seeded random rows of narrow and
/// wide characters in several styles.
@Suite("CellBuffer bulk paths")
struct CellBufferBulkTests {
    static let glyphs: [(Character, UInt8)] = [("a", 1), ("猫", 2), ("─", 1), ("犬", 2), ("Z", 1)]
    static let styles: [Style] = [.plain, Style(foreground: .cyan), Style(background: .blue), Style(bold: true)]

    /// A buffer of random narrow and wide characters in random styles.
    static func randomBuffer(width: Int, height: Int, using random: inout SeededGenerator) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        for _ in 0..<(width * height) {
            let (character, cellWidth) = glyphs.randomElement(using: &random)!
            let style = styles.randomElement(using: &random)!
            buffer.set(
                Cell(character, width: cellWidth, style: style), x: Int.random(in: 0..<width, using: &random),
                y: Int.random(in: 0..<height, using: &random))
        }
        return buffer
    }

    @Test("a cell is two words with no padding, the layout row compares rely on")
    func cellLayout() {
        #expect(MemoryLayout<Cell>.size == Cell.wordCount * 8)
        #expect(MemoryLayout<Cell>.stride == Cell.wordCount * 8)
    }

    @Test("filling a rectangle leaves what setting each of its cells leaves", arguments: 1...40)
    func fillMatchesSettingEachCell(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        // Rows shorter and longer than the cells stored one by one before the copies (8),
        // and over several doublings.
        let width = Int.random(in: 1...70, using: &random)
        let height = Int.random(in: 1...5, using: &random)
        var filled = Self.randomBuffer(width: width, height: height, using: &random)
        var reference = filled
        let minX = Int.random(in: -2...width, using: &random)
        let minY = Int.random(in: -1...height, using: &random)
        let rect = CellRect(
            minX: minX, minY: minY, maxX: minX + Int.random(in: 0...(width + 2), using: &random),
            maxY: minY + Int.random(in: 0...(height + 1), using: &random))
        let blank = Cell.blank(Self.styles.randomElement(using: &random)!)

        filled.fill(rect, with: blank)
        for y in rect.minY..<max(rect.minY, rect.maxY) {
            for x in rect.minX..<max(rect.minX, rect.maxX) { reference.set(blank, x: x, y: y) }
        }
        #expect(filled == reference, "seed \(seed): \(width)×\(height), \(rect)")
    }

    @Test("an ASCII run leaves what setting each of its glyphs leaves", arguments: 1...60)
    func asciiRunMatchesSettingEachGlyph(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let width = Int.random(in: 1...23, using: &random)
        var written = Self.randomBuffer(width: width, height: 2, using: &random)
        var reference = written
        let alphabet = Array("ab Z~\t\u{7F}\u{01}".utf8)
        let text = String(
            decoding: (0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! }, as: UTF8.self)
        let x = Int.random(in: -3...width, using: &random)
        let y = Int.random(in: -1...2, using: &random)
        let minX = Int.random(in: -2...width, using: &random)
        let maxX = minX + Int.random(in: 0...(width + 2), using: &random)
        let style = PackedStyle(Self.styles.randomElement(using: &random)!)

        var bytes = text
        let printable = text.utf8.filter { $0 >= 0x20 && $0 != 0x7F }.count
        bytes.withUTF8 { written.writeASCII($0, printable: printable, x: x, y: y, minX: minX, maxX: maxX, style: style) }
        var column = x
        for byte in text.utf8 where byte >= 0x20 && byte != 0x7F {
            if column >= minX && column < maxX && column >= 0 && column < width && y >= 0 && y < 2 {
                let below = reference[column, y].packedStyle
                reference.set(
                    Cell(Glyph(ascii: byte), packedStyle: style.hasBackground ? style : style.withBackground(of: below)), x: column, y: y)
            }
            column += 1
        }
        #expect(written == reference, "seed \(seed): \(text.debugDescription) at \(x), \(y) in \(minX)..<\(maxX), width \(width)")
    }

    @Test("rows compare as memory exactly as they compare cell by cell", arguments: 1...40)
    func rowCompareMatchesCellCompare(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let width = Int.random(in: 1...30, using: &random)
        let height = Int.random(in: 1...4, using: &random)
        let buffer = Self.randomBuffer(width: width, height: height, using: &random)
        var other = buffer
        // Change one cell, in any column (the chunked part or the tail), or none.
        if Bool.random(using: &random) {
            let x = Int.random(in: 0..<width, using: &random)
            let y = Int.random(in: 0..<height, using: &random)
            var cell = other[x, y]
            switch Int.random(in: 0..<3, using: &random) {
            case 0: cell.glyph = cell.glyph == Glyph(ascii: 0x71) ? Glyph(ascii: 0x72) : Glyph(ascii: 0x71)
            case 1: cell.style.bold.toggle()
            default: cell.style.foreground = cell.style.foreground == .red ? .green : .red
            }
            other.cells[y * width + x] = cell
        }
        for row in 0..<height {
            for otherRow in 0..<height {
                let cellByCell = (0..<width).allSatisfy { buffer[$0, row] == other[$0, otherRow] }
                #expect(buffer.row(row, equals: otherRow, of: other) == cellByCell, "seed \(seed): rows \(row), \(otherRow)")
            }
        }
    }
}
