import Foundation
import Testing
import TrellisViews

@testable import TrellisTerminal
@testable import TrellisTerminalTesting

/// Draws `lines` into a renderer's back buffer, one character per cell.
func draw(_ lines: [String], into renderer: inout Renderer, style: Style = .plain) {
    renderer.back.clear()
    for (row, line) in lines.enumerated() {
        var column = 0
        for character in line {
            let width = CharacterWidth.of(character)
            renderer.back.set(Cell(character, width: UInt8(width), style: style), x: column, y: row)
            column += width
        }
    }
}

/// A screen of `rows` between a title line and a status line. (Written as one expression,
/// `["Title"] + rows + ["status"]` took the type checker up to two seconds a test.)
func framed(_ rows: ArraySlice<String>) -> [String] {
    var lines = ["Title"]
    lines.append(contentsOf: rows)
    lines.append("status")
    return lines
}

/// A renderer, with left and right margins when `margins` says so, and a test terminal that
/// has them (xterm), both showing `lines`.
@MainActor
func marginPair(columns: Int, rows: Int, margins: Bool = true, showing lines: [String]) throws -> (Renderer, TestTerminal) {
    var renderer = Renderer(width: columns, height: rows, capabilities: TerminalCapabilities(leftRightMargins: margins))
    let terminal = TestTerminal(columns: columns, rows: rows)
    terminal.supportsLeftRightMargins = true
    draw(lines, into: &renderer)
    try terminal.write(renderer.flush())
    return (renderer, terminal)
}

@MainActor
@Suite("Renderer")
struct RendererTests {
    @Test("the first frame clears the screen and writes every non-blank cell")
    func firstFrame() throws {
        var renderer = Renderer(width: 10, height: 3)
        let terminal = TestTerminal(columns: 10, rows: 3)
        draw(["hello", "", "猫 cat"], into: &renderer)
        let bytes = renderer.flush()
        try terminal.write(bytes)
        #expect(terminal.screenLines == ["hello", "", "猫 cat"])
    }

    @Test("a large frame is wrapped in a synchronized update, a small one is not")
    func synchronizedUpdateOnlyWhenLarge() throws {
        var renderer = Renderer(width: 80, height: 10)
        let line = String(repeating: "x", count: 80)
        draw(Array(repeating: line, count: 10), into: &renderer)
        let large = renderer.flush()
        #expect(large.starts(with: ControlSequence.beginSynchronizedUpdate))
        #expect(large.suffix(ControlSequence.endSynchronizedUpdate.count).elementsEqual(ControlSequence.endSynchronizedUpdate))
        draw(["y" + line.dropFirst()] + Array(repeating: line, count: 9), into: &renderer)
        let small = renderer.flush()
        #expect(small.count < Renderer.synchronizedUpdateThreshold && !small.starts(with: ControlSequence.beginSynchronizedUpdate))
    }

    @Test("cursor moves take the shortest spelling: backspace, carriage return, one axis, or CUP")
    func shortestMoves() {
        func move(from: (x: Int, y: Int), to: (x: Int, y: Int)) -> String {
            var bytes: [UInt8] = []
            ControlSequence.move(from: from, toX: to.x, y: to.y, lastRow: 59, into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(move(from: (198, 59), to: (197, 59)) == "\u{8}")
        #expect(move(from: (150, 10), to: (0, 10)) == "\r")
        #expect(move(from: (150, 10), to: (0, 11)) == "\r\n")
        #expect(move(from: (150, 59), to: (0, 60)) == "\u{1B}[61H")  // no line feed from the last row
        #expect(move(from: (150, 10), to: (150, 40)) == "\u{1B}[41d")  // VPA (CUD ties; the first wins)
        #expect(move(from: (150, 10), to: (150, 12)) == "\u{1B}[2B")
        #expect(move(from: (150, 10), to: (3, 40)) == "\u{1B}[41;4H")
        #expect(move(from: (5, 1), to: (1, 1)) == "\u{1B}[2G")
        #expect(move(from: (20, 1), to: (1, 1)) == "\u{1B}[2G")
        #expect(move(from: (150, 1), to: (148, 1)) == "\u{8}\u{8}")
        #expect(move(from: (3, 3), to: (3, 3)) == "")
    }

    @Test("a row that ends like before, shifted, slides its tail with DCH or ICH instead of rewriting it")
    func sharedTailsSlide() throws {
        var renderer = Renderer(width: 60, height: 3)
        let terminal = TestTerminal(columns: 60, rows: 3)
        let tail = " · a lively, curious cat with a short coat"
        let before = ["Abyssinian #21" + tail, "Korat #6" + tail, "same"]
        let after = ["Korat #6" + tail, "Abyssinian #21" + tail, "same"]
        draw(before, into: &renderer)
        try terminal.write(renderer.flush())
        draw(after, into: &renderer)
        let bytes = renderer.flush()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\u{1B}[6P") && text.contains("\u{1B}[6@"))
        #expect(!text.contains("curious"), "the shared tail is not written again: \(text)")
        try terminal.write(bytes)
        #expect(terminal.screenLines == after)
        #expect(renderer.front == renderer.back)
    }

    @Test("a row whose rest turned blank is erased to its end in one sequence")
    func eraseToEndOfLine() throws {
        var renderer = Renderer(width: 30, height: 2)
        let terminal = TestTerminal(columns: 30, rows: 2)
        draw(["a lively, curious cat", "kept"], into: &renderer)
        try terminal.write(renderer.flush())
        draw(["a lively", "kept"], into: &renderer)
        let bytes = renderer.flush()
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[1;9H\u{1B}[K")
        try terminal.write(bytes)
        #expect(terminal.screenLines == ["a lively", "kept"])
    }

    @Test("an unchanged frame writes nothing at all")
    func unchangedFrame() {
        var renderer = Renderer(width: 10, height: 3)
        draw(["hello"], into: &renderer)
        _ = renderer.flush()
        draw(["hello"], into: &renderer)
        #expect(renderer.flush().isEmpty)
    }

    @Test("one changed cell costs one cursor move and one character")
    func oneCell() {
        var renderer = Renderer(width: 10, height: 3)
        draw(["hello", "world"], into: &renderer)
        _ = renderer.flush()
        draw(["hello", "wOrld"], into: &renderer)
        let body = String(decoding: renderer.flush(), as: UTF8.self)
        #expect(body == "\u{1B}[2GO")  // CHA: the cursor is on that row already
    }

    @Test("adjacent changes need no cursor move between them; a short gap is rewritten, a long one jumped")
    func cursorMoves() {
        var renderer = Renderer(width: 30, height: 1)
        draw(["abcdefghijklmnopqrstuvwxyz"], into: &renderer)
        _ = renderer.flush()
        draw(["aXYdEfghijklmnopqrstuvwxyZ"], into: &renderer)
        let body = String(decoding: renderer.flush(), as: UTF8.self)
        #expect(body == "\u{1B}[2GXYdE\u{1B}[26GZ")
    }

    @Test("style codes are written only when the style changes")
    func styleCodes() {
        var renderer = Renderer(width: 10, height: 2)
        renderer.back.set(Cell("a", style: Style(foreground: .red)), x: 0, y: 0)
        renderer.back.set(Cell("b", style: Style(foreground: .red)), x: 1, y: 0)
        renderer.back.set(Cell("c", style: Style(foreground: .red, bold: true)), x: 2, y: 0)
        renderer.back.set(Cell("d", style: Style(foreground: .palette(208), background: .rgb(red: 1, green: 2, blue: 3))), x: 3, y: 0)
        renderer.back.set(Cell("e"), x: 4, y: 0)
        let body = String(decoding: renderer.flush(), as: UTF8.self)
        #expect(body == "\u{1B}[0m\u{1B}[2J\u{1B}[H\u{1B}[31mab\u{1B}[1mc\u{1B}[22;38;5;208;48;2;1;2;3md\u{1B}[39;49me")
    }

    @Test("scrolling a list by one row uses the scroll region and writes only the new row")
    func scrollRegion() throws {
        var renderer = Renderer(width: 20, height: 8)
        let terminal = TestTerminal(columns: 20, rows: 8)
        let rows = (0..<30).map { "row \($0) of the list" }
        draw(framed(rows[0..<6]), into: &renderer)
        try terminal.write(renderer.flush())
        draw(framed(rows[1..<7]), into: &renderer)
        let bytes = renderer.flush()
        #expect(renderer.lastScroll == Renderer.Scroll(top: 1, bottom: 6, count: 1, rowsSaved: 5))
        // The region, the bottom margin, IND, the new row where the cursor already is, and
        // the region reset before the frame ends.
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[2;7r\u{1B}[7H\u{1B}Drow 6 of the list\u{1B}[r")
        #expect(bytes.count < 60)
        try terminal.write(bytes)
        #expect(terminal.screenLines == framed(rows[1..<7]))
        #expect(terminal.screen.grid == renderer.front)

        draw(framed(rows[0..<6]), into: &renderer)
        let back = renderer.flush()
        #expect(renderer.lastScroll?.count == -1)
        // Down: the top margin and RI; the region is reset at the end.
        #expect(String(decoding: back, as: UTF8.self) == "\u{1B}[2;7r\u{1B}[2H\u{1B}Mrow 0 of the list\u{1B}[r")
        try terminal.write(back)
        #expect(terminal.screen.grid == renderer.front)

        // Three rows at once: SU with the region reset at once.
        draw(framed(rows[3..<9]), into: &renderer)
        let three = renderer.flush()
        #expect(renderer.lastScroll?.count == 3)
        #expect(String(decoding: three, as: UTF8.self).hasPrefix("\u{1B}[2;7r\u{1B}[3S\u{1B}[r"))
        try terminal.write(three)
        #expect(terminal.screenLines == framed(rows[3..<9]))
    }

    @Test("a list beside a column that stays scrolls between left and right margins when the terminal has them")
    func marginScroll() throws {
        // Rows unlike their neighbours, as a list's are: written again, each costs its length.
        let names = ["Abyssinian", "Bengal", "Chartreux", "Devon Rex", "Egyptian Mau", "Korat", "Manx"]
        let rows = (0..<30).map { "\(names[$0 % names.count]) \($0)" }
        let index = ["A", "B", "C", "D", "E", "F"]
        // The list in columns 0..<21, an index that stays in column 22.
        func frame(_ first: Int) -> [String] {
            ["Title"] + (0..<6).map { rows[first + $0].padding(toLength: 22, withPad: " ", startingAt: 0) + index[$0] } + ["status"]
        }
        var scrollBytes: [Bool: Int] = [:]
        for margins in [true, false] {
            var (renderer, terminal) = try marginPair(columns: 24, rows: 8, margins: margins, showing: frame(0))
            draw(frame(1), into: &renderer)
            let bytes = renderer.flush()
            scrollBytes[margins] = bytes.count
            let text = String(decoding: bytes, as: UTF8.self)
            try terminal.write(bytes)
            #expect(terminal.screen.grid == renderer.front)
            #expect(terminal.screenLines[1] == frame(1)[1])
            if margins {
                // The list's columns that changed (the longest name's), not the index's.
                #expect(renderer.lastScroll == Renderer.Scroll(top: 1, bottom: 6, count: 1, rowsSaved: 5, columns: 0..<14))
                // The mode, the margins and the band; IND at the bottom margin; everything reset
                // at once; then the new row.
                #expect(text == "\u{1B}[?69h\u{1B}[1;14s\u{1B}[2;7r\u{1B}[7H\u{1B}D\u{1B}[s\u{1B}[r\u{1B}[?69l\u{1B}[7HManx 6")
            } else {
                // Whole rows do not match (the index stays): every row of the list is written.
                #expect(renderer.lastScroll == nil)
                #expect(!text.contains("?69h"))
            }
            // Down by three: SU between the margins.
            draw(frame(4), into: &renderer)
            let three = renderer.flush()
            try terminal.write(three)
            #expect(terminal.screen.grid == renderer.front)
            if margins { #expect(String(decoding: three, as: UTF8.self).contains("\u{1B}[2;7r\u{1B}[3S\u{1B}[s\u{1B}[r\u{1B}[?69l")) }
        }
        #expect(scrollBytes[true] ?? .max < scrollBytes[false] ?? 0)
    }

    @Test("after a scroll by one row, the row below the region is reached without LF, which would scroll the region again")
    func noLineFeedInAnOpenRegion() throws {
        var renderer = Renderer(width: 10, height: 6)
        let terminal = TestTerminal(columns: 10, rows: 6)
        draw(["Abyssinian", "Bengal", "Chartreux", "Devon Rex", "x", "status"], into: &renderer)
        try terminal.write(renderer.flush())
        // Rows 0-3 scroll up by one (IND leaves the region 1-4 set until the frame ends); the
        // new row 3 ends with the cursor on the region's bottom margin, and row 4 changes.
        draw(["Bengal", "Chartreux", "Devon Rex", "Egyptian", "y", "status"], into: &renderer)
        let bytes = renderer.flush()
        #expect(renderer.lastScroll?.count == 1)
        #expect(!bytes.contains(0x0A))
        try terminal.write(bytes)
        #expect(terminal.screenLines == ["Bengal", "Chartreux", "Devon Rex", "Egyptian", "y", "status"])
    }

    @Test("beside a pane that ends above the list's bottom, the margins win over the few whole rows below the pane")
    func marginScrollSparesMoreRows() throws {
        let names = ["Abyssinian", "Bengal", "Chartreux", "Devon Rex", "Egyptian", "Korat", "Manx", "Ocicat"]
        let rows = (0..<40).map { "\(names[$0 % names.count]) \($0)" }
        let pane = ["No breed", "opened:", "Enter on", "a breed", "shows it", "here"]
        // The list in columns 0-13, a pane in 15-23 with text in its first six rows only:
        // below it, whole rows move too.
        func frame(_ first: Int) -> [String] {
            (0..<14).map { y in rows[first + y].padding(toLength: 15, withPad: " ", startingAt: 0) + (y < pane.count ? pane[y] : "") }
        }
        var (renderer, terminal) = try marginPair(columns: 24, rows: 14, showing: frame(0))
        draw(frame(1), into: &renderer)
        try terminal.write(renderer.flush())
        #expect(renderer.lastScroll?.columns != nil)
        #expect((renderer.lastScroll?.rowsSaved ?? 0) >= 12)
        #expect(terminal.screen.grid == renderer.front)
        #expect(terminal.screenLines == frame(1).map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) })
    }

    @Test("no margin scroll cuts a wide character at a margin")
    func marginScrollKeepsWideCharacters() throws {
        // A wide character in columns 3-4 of every row, another on each: its second half is
        // the same cell on every row, so the columns that change end at 4, inside it.
        let wide: [Character] = ["猫", "犬", "鳥", "魚", "龍", "虎", "象", "鹿", "熊", "狐"]
        // Column 6: an index that stays, so no whole row moves.
        func frame(_ first: Int) -> [String] { (0..<7).map { "\($0 + first)ab\(wide[$0 + first])|\("ABCDEFG".map { $0 }[$0])" } }
        var (renderer, terminal) = try marginPair(columns: 8, rows: 7, showing: frame(0))
        draw(frame(1), into: &renderer)
        try terminal.write(renderer.flush())
        #expect(renderer.lastScroll == nil)
        #expect(terminal.screen.grid == renderer.front)
        #expect(terminal.screenLines == frame(1))
    }

    @Test("without scroll-region support the rows are repainted and the screen is still right")
    func scrollFallback() throws {
        var renderer = Renderer(width: 20, height: 8, supportsScrollRegion: false)
        let terminal = TestTerminal(columns: 20, rows: 8)
        let rows = (0..<30).map { "row \($0) of the list" }
        draw(framed(rows[0..<6]), into: &renderer)
        try terminal.write(renderer.flush())
        draw(framed(rows[1..<7]), into: &renderer)
        let bytes = renderer.flush()
        #expect(renderer.lastScroll == nil)
        #expect(!String(decoding: bytes, as: UTF8.self).contains("r\u{1B}["))
        try terminal.write(bytes)
        #expect(terminal.screenLines == framed(rows[1..<7]))
    }

    @Test("invalidate repaints everything on the next flush")
    func invalidate() throws {
        var renderer = Renderer(width: 10, height: 2)
        let terminal = TestTerminal(columns: 10, rows: 2)
        draw(["hi"], into: &renderer)
        try terminal.write(renderer.flush())
        try terminal.write(Array("garbage".utf8))
        renderer.invalidate()
        draw(["hi"], into: &renderer)
        try terminal.write(renderer.flush())
        #expect(terminal.screenLines == ["hi", ""])
    }

    @Test("writing the last column leaves the cursor unknown, so the next cell is placed explicitly")
    func lastColumn() throws {
        var renderer = Renderer(width: 4, height: 2)
        let terminal = TestTerminal(columns: 4, rows: 2)
        draw(["abcd", "efgh"], into: &renderer)
        try terminal.write(renderer.flush())
        #expect(terminal.screenLines == ["abcd", "efgh"])
        draw(["abc猫", "efgh"], into: &renderer)  // a wide character cannot start in the last column
        try terminal.write(renderer.flush())
        #expect(terminal.screen.grid == renderer.front)
    }
}
