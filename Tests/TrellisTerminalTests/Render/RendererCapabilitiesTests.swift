import Testing
import TrellisTestSupport
import TrellisViews

@testable import TrellisTerminal
@testable import TrellisTerminalTesting

/// The renderer's bytes within the terminal's capabilities, read off a ``Pilot``'s test
/// terminal: what `NO_COLOR`, a 256-color `TERM`, true color and `LC_ALL=C` really write.
@MainActor
@Suite("Renderer capabilities")
struct RendererCapabilitiesTests {
    /// A theme of exact 24-bit colors, and a screen drawn with it: a title, a starred
    /// row in reverse on a colored background, and a box-drawn separator.
    static let theme = Theme.standard
        .with(.accent, Style(foreground: .rgb(red: 255, green: 0, blue: 0), bold: true))
        .with(
            .selected,
            Style(foreground: .rgb(red: 18, green: 18, blue: 18), background: .rgb(red: 128, green: 128, blue: 128), reverse: true)
        )
        .with(.separator, Style(foreground: .palette(240)))

    func screen() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 16, height: 3))
        let title = Self.theme.label(.accent, text: "★ Cats › all")
        title.frame = Rect(x: 0, y: 0, width: 16, height: 1)
        let row = Self.theme.label(.selected, text: "☆ Abyssinian")
        row.frame = Rect(x: 0, y: 1, width: 16, height: 1)
        let line = Self.theme.label(.separator, text: "┌──────┐ 猫")
        line.frame = Rect(x: 0, y: 2, width: 16, height: 1)
        for view in [title, row, line] { root.addSubview(view) }
        return root
    }

    /// The pilot's output for a terminal described by `environment`, and the screen
    /// it shows (before the session ends and the alternate screen goes).
    func output(_ environment: [String: String]) -> (bytes: [UInt8], lines: [String]) {
        let pilot = Pilot(
            root: screen(), columns: 16, rows: 3, capabilities: TerminalCapabilities(environment: environment),
            issueHandler: { Issue.record(Comment(rawValue: $0)) })
        defer { pilot.stop() }
        return (pilot.terminal.output, pilot.screenLines)
    }

    /// Every SGR sequence's parameters (`ESC [ … m`), in order.
    static func sgrParameters(in bytes: [UInt8]) -> [[Int]] {
        var result: [[Int]] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "m") {
                let text = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                result.append(text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
            }
            index = end
        }
        return result
    }

    /// The color parameters among `parameters`: 30–39, 40–49, 90–97, 100–107 with
    /// their `5;n` or `2;r;g;b` tails, as written.
    static func colors(in parameters: [Int]) -> [[Int]] {
        var result: [[Int]] = []
        var index = 0
        while index < parameters.count {
            let code = parameters[index]
            if code == 38 || code == 48 {
                let length = parameters.count > index + 1 && parameters[index + 1] == 5 ? 3 : 5
                result.append(Array(parameters[index..<min(parameters.count, index + length)]))
                index += length
                continue
            }
            if (30...37).contains(code) || (40...47).contains(code) || (90...97).contains(code) || (100...107).contains(code)
                || code == 39 || code == 49
            {
                result.append([code])
            }
            index += 1
        }
        return result
    }

    static func colors(in bytes: [UInt8]) -> [[Int]] { sgrParameters(in: bytes).flatMap { colors(in: $0) } }

    /// A colour mode chosen while the app runs (Cats's Settings): the next frame is a full
    /// repaint within the new depth, with no frame still written at the old one.
    @Test("capabilities changed while running repaint the whole screen at the new depth")
    func capabilitiesChangedWhileRunning() {
        let pilot = Pilot(
            root: screen(), columns: 16, rows: 3, capabilities: TerminalCapabilities(colorDepth: .trueColor),
            issueHandler: { Issue.record(Comment(rawValue: $0)) })
        defer { pilot.stop() }
        #expect(Self.colors(in: pilot.terminal.output).contains { $0.first == 38 && $0.dropFirst().first == 2 })
        let before = pilot.terminal.output.count
        pilot.app.capabilities.colorDepth = .none
        pilot.frame()
        let repaint = Array(pilot.terminal.output[before...])
        #expect(Self.colors(in: repaint).isEmpty, "\(Self.sgrParameters(in: repaint))")
        #expect(String(decoding: repaint, as: UTF8.self).contains("Abyssinian"), "the whole screen is written again")
        // Setting the same capabilities again repaints nothing.
        let after = pilot.terminal.output.count
        pilot.app.capabilities.colorDepth = .none
        pilot.frame()
        #expect(pilot.terminal.output.count == after)
    }

    @Test("with NO_COLOR=1 no color sequence is written; bold and reverse still are")
    func noColor() {
        let (bytes, _) = output(["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1", "LANG": "C.UTF-8"])
        #expect(Self.colors(in: bytes) == [])
        let attributes = Set(Self.sgrParameters(in: bytes).joined())
        #expect(attributes.contains(1) && attributes.contains(7), "\(attributes)")
    }

    @Test("with TERM=xterm-256color no 24-bit sequence is written, the theme's colors go to the palette")
    func palette256() {
        let (bytes, _) = output(["TERM": "xterm-256color", "LANG": "C.UTF-8"])
        let colors = Self.colors(in: bytes)
        #expect(!colors.contains { $0.count > 1 && $0[1] == 2 }, "\(colors)")
        #expect(colors.contains([38, 5, 196]) && colors.contains([38, 5, 233]) && colors.contains([48, 5, 244]), "\(colors)")
        #expect(colors.contains([38, 5, 240]))
    }

    @Test("with TERM=xterm the theme's colors are among the 16")
    func ansi16() {
        let colors = Self.colors(in: output(["TERM": "xterm"]).bytes)
        #expect(colors.allSatisfy { $0.count == 1 }, "\(colors)")
        #expect(colors.contains([91]) && colors.contains([30]) && colors.contains([100]), "\(colors)")
    }

    @Test("with COLORTERM=truecolor the theme's exact colors are written")
    func trueColor() {
        let colors = Self.colors(in: output(["TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8"]).bytes)
        #expect(colors.contains([38, 2, 255, 0, 0]) && colors.contains([38, 2, 18, 18, 18]), "\(colors)")
        #expect(colors.contains([48, 2, 128, 128, 128]) && colors.contains([38, 5, 240]), "\(colors)")
    }

    @Test("with LC_ALL=C only ASCII is written, in the same columns")
    func asciiLocale() {
        let (bytes, lines) = output(["TERM": "xterm", "LANG": "en_US.UTF-8", "LC_ALL": "C"])
        #expect(bytes.allSatisfy { $0 < 0x80 })
        #expect(lines == ["* Cats > all", "o Abyssinian", "+------+ ??"])
        #expect(output(["TERM": "xterm", "LANG": "en_US.UTF-8"]).lines == ["★ Cats › all", "☆ Abyssinian", "┌──────┐ 猫"])
    }

    /// `buffer` as a terminal within `capabilities` should show it: colors degraded,
    /// non-ASCII characters as their fallbacks (a wide one as two ASCII cells).
    static func expected(_ buffer: CellBuffer, within capabilities: TerminalCapabilities) -> CellBuffer {
        var expected = buffer
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                var style = cell.style
                style.foreground = style.foreground.flatMap { $0.degraded(to: capabilities.colorDepth) }
                style.background = style.background.flatMap { $0.degraded(to: capabilities.colorDepth) }
                var glyph = cell.glyph
                var width = cell.width
                if capabilities.glyphs == .ascii, cell.glyph.asciiValue == nil || cell.isContinuation {
                    glyph = Glyph(cell.isContinuation ? "?" : GlyphRepertoire.asciiFallback(for: cell.character))
                    width = 1
                }
                var degraded = Cell(glyph, width: width, style: style)
                degraded.isLinked = cell.isLinked  // a link is written at every depth
                expected.cells[y * buffer.width + x] = degraded
            }
        }
        return expected
    }

    @Test("at every depth and repertoire the replayed screen is the back buffer degraded, cell for cell")
    func replayedScreenIsDegradedBackBuffer() throws {
        let seed = UInt64.random(in: 1...UInt64.max)
        var random = SeededGenerator(seed: seed)
        for round in 0..<40 {
            let capabilities = TerminalCapabilities(
                colorDepth: ColorDepth.allCases.randomElement(using: &random)!, glyphs: Bool.random(using: &random) ? .ascii : .unicode)
            let width = Int.random(in: 3...24, using: &random)
            let height = Int.random(in: 3...12, using: &random)
            var renderer = Renderer(width: width, height: height, capabilities: capabilities)
            let terminal = TestTerminal(columns: width, rows: height)
            var buffer = CellBuffer(width: width, height: height)
            for _ in 0..<25 {
                RendererPropertyTests.edit(&buffer, using: &random)
                renderer.back = buffer
                let bytes = renderer.flush()
                try terminal.write(bytes)
                let expected = Self.expected(buffer, within: capabilities)
                #expect(terminal.screen.grid == expected, "round \(round), \(capabilities), \(width)×\(height) (seed \(seed))")
                if capabilities.glyphs == .ascii { #expect(bytes.allSatisfy { $0 < 0x80 }, "seed \(seed)") }
                if terminal.screen.grid != expected { return }
            }
        }
    }
}
