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

    @Test("with left and right margins, IND, RI and SU scroll only the columns between them, as xterm does")
    func leftRightMargins() {
        let rows = "1234X\r\n5678Y\r\n9abcZ"
        var vt = VTScreen(columns: 5, rows: 3)
        vt.hasLeftRightMargins = true
        vt.feed(Array(rows.utf8))
        // The mode, margins 1-4, IND at the bottom row inside them: column 5 stays.
        vt.feed(Array("\u{1B}[?69h\u{1B}[1;4s\u{1B}[3;1H\u{1B}D".utf8))
        #expect(vt.grid.lines == ["5678X", "9abcY", "    Z"])
        // RI at the top, inside them: down again.
        vt.feed(Array("\u{1B}[1;1H\u{1B}M".utf8))
        #expect(vt.grid.lines == ["    X", "5678Y", "9abcZ"])
        // Outside the margins IND does not scroll.
        vt.feed(Array("\u{1B}[3;5H\u{1B}D".utf8))
        #expect(vt.grid.lines == ["    X", "5678Y", "9abcZ"])
        // SU by two; then the mode off resets the margins, and CSI s saves the cursor again.
        vt.feed(Array("\u{1B}[2S\u{1B}[?69l\u{1B}[S".utf8))
        #expect(vt.grid.lines == ["    Y", "    Z", ""])
        #expect(vt.takeReplies().isEmpty)
        vt.feed(Array("\u{1B}[?69$p\u{1B}[?25$p\u{1B}[?7777$p".utf8))
        #expect(String(decoding: vt.takeReplies(), as: UTF8.self) == "\u{1B}[?69;2$y\u{1B}[?25;1$y\u{1B}[?7777;0$y")
    }

    @Test("without left and right margins (tmux, VTE), mode 69 is only recorded and CSI s saves the cursor")
    func noLeftRightMargins() {
        var vt = screen("1234\r\n5678\r\n9abc\u{1B}[?69h\u{1B}[1;2s\u{1B}[3;1H\u{1B}D\u{1B}[?69$p", columns: 5)
        #expect(vt.grid.lines == ["5678", "9abc", ""])
        #expect(vt.privateModes.contains(69))
        #expect(vt.takeReplies().isEmpty)
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

    @Test("what ncurses writes for xterm-256color: IL/DL, ECH, REP, tabs, DECSC/DECRC, charset designations")
    func cursesSequences() {
        // IL at row 2 pushes "b" and "c" down; "d" falls off the bottom.
        #expect(screen("a\r\nb\r\nc\r\nd\u{1B}[2;1H\u{1B}[L", rows: 4).grid.lines == ["a", "", "b", "c"])
        // DL at row 2 pulls "c" and "d" up; a blank row comes in at the bottom.
        #expect(screen("a\r\nb\r\nc\r\nd\u{1B}[2;1H\u{1B}[M", rows: 4).grid.lines == ["a", "c", "d", ""])
        // Inside a scroll region, DL moves only the region's rows.
        #expect(screen("a\r\nb\r\nc\r\nd\u{1B}[1;3r\u{1B}[2;1H\u{1B}[2M\u{1B}[r", rows: 4).grid.lines == ["a", "", "", "d"])
        // ECH blanks without moving: the next character lands where the erase began.
        #expect(screen("abcdef\u{1B}[1;2H\u{1B}[3Xz").grid.lines == ["az  ef", "", ""])
        #expect(screen("ab\u{1B}[3bc").grid.lines == ["abbbbc", "", ""])
        #expect(screen("a\tb", columns: 12).grid.lines == ["a       b", "", ""])
        #expect(screen("ab\u{1B}7\u{1B}[3;5Hz\u{1B}8c").grid.lines == ["abc", "", "    z"])
        #expect(screen("ab\u{1B}[s\u{1B}[3;5Hz\u{1B}[uc").grid.lines == ["abc", "", "    z"])
        // sgr0 for xterm-256color is ESC ( B ESC [ m: the designation prints nothing.
        #expect(screen("\u{1B}(Bx\u{1B})0y\u{1B}#8z").grid.lines == ["xyz", "", ""])
        #expect(screen("ab\r\ncd\u{1B}[Ee\u{1B}[2Ff\u{1B}[4`g").grid.lines == ["fb g", "cd", "e"])
    }
}
