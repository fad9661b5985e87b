import Testing
import TrellisViews

@testable import TrellisTerminal
@testable import TrellisTerminalTesting

@Suite("VTScreen")
struct VTScreenTests {
    func screen(_ text: String, columns: Int = 10, rows: Int = 3) -> VTScreen {
        var screen = VTScreen(columns: columns, rows: rows)
        screen.feed(Array(text.utf8))
        return screen
    }

    @Test("text, CR/LF, cursor positioning and erasing")
    func basics() {
        #expect(screen("ab\r\ncd").grid.lines == ["ab", "cd", ""])
        #expect(screen("\u{1B}[2;3Hx\u{1B}[Hy").grid.lines == ["y", "  x", ""])
        #expect(screen("abcdef\u{1B}[1;3H\u{1B}[K").grid.lines == ["ab", "", ""])
        #expect(screen("abc\u{1B}[2J").grid.lines == ["", "", ""])
        #expect(screen("a\u{1B}[3Cb").grid.lines == ["a   b", "", ""])
    }

    @Test("deferred wrap: the last column does not wrap until the next character")
    func deferredWrap() {
        #expect(screen("abcd", columns: 4, rows: 2).grid.lines == ["abcd", ""])
        #expect(screen("abcde", columns: 4, rows: 2).grid.lines == ["abcd", "e"])
        #expect(screen("abc猫", columns: 4, rows: 2).grid.lines == ["abc", "猫"])
    }

    @Test("SGR sets and clears colors and attributes")
    func sgr() {
        var vt = screen("\u{1B}[1;31;48;5;236mx")
        #expect(vt.grid[0, 0].style == Style(foreground: .red, background: .palette(236), bold: true))
        vt.feed(Array("\u{1B}[22;39;38;2;1;2;3;7my".utf8))
        #expect(vt.grid[1, 0].style == Style(foreground: .rgb(red: 1, green: 2, blue: 3), background: .palette(236), reverse: true))
        vt.feed(Array("\u{1B}[0;94;103mz".utf8))
        #expect(vt.grid[2, 0].style == Style(foreground: .ansi(.brightBlue), background: .ansi(.brightYellow)))
    }

    @Test("a scroll region scrolls only its rows")
    func scrollRegion() {
        let vt = screen("a\r\nb\r\nc\r\nd\u{1B}[2;3r\u{1B}[S\u{1B}[r", rows: 4)
        #expect(vt.grid.lines == ["a", "c", "", "d"])
        let down = screen("a\r\nb\r\nc\r\nd\u{1B}[2;4r\u{1B}[2T\u{1B}[r", rows: 4)
        #expect(down.grid.lines == ["a", "", "", "b"])
    }

    @Test("the alternate screen keeps the main screen for later")
    func alternateScreen() {
        var vt = screen("main")
        vt.feed(Array("\u{1B}[?1049halt".utf8))
        #expect(vt.grid.lines == ["    alt", "", ""])  // the cursor stays where it was, as in xterm
        vt.feed(Array("\u{1B}[?1049l".utf8))
        #expect(vt.grid.lines == ["main", "", ""])
    }
}
