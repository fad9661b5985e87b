import Testing
import TrellisHost
import TrellisViews

@testable import TrellisTerminal
@testable import TrellisTerminalTesting

/// Links the terminal's cells with `target` from column `x` of row `y`, over the text drawn there.
func link(_ target: String, x: Int, y: Int, length: Int, in buffer: inout CellBuffer) {
    for column in x..<(x + length) { buffer.setLink(target, x: column, y: y) }
}

/// Linked cells go out inside OSC 8 hyperlinks (`ESC ] 8 ; ; URI ESC \` … `ESC ] 8 ; ; ESC \`),
/// only for safe targets, never left open, and moved with their rows.
@MainActor
@Suite("Renderer links")
struct RendererLinkTests {
    static let open = "\u{1B}]8;;"
    static let end = "\u{1B}\\"
    static let close = "\u{1B}]8;;\u{1B}\\"

    @Test("a linked run is wrapped in one OSC 8 link and the terminal shows its cells linked")
    func linkedRun() throws {
        var renderer = Renderer(width: 20, height: 2)
        let terminal = TestTerminal(columns: 20, rows: 2)
        draw(["see docs now"], into: &renderer)
        link("https://swift.org/docs", x: 4, y: 0, length: 4, in: &renderer.back)
        let bytes = renderer.flush()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("see \(Self.open)https://swift.org/docs\(Self.end)docs\(Self.close) now"), "\(text.debugDescription)")
        try terminal.write(bytes)
        #expect(terminal.screenLines[0] == "see docs now")
        #expect((4..<8).allSatisfy { terminal.link(atColumn: $0, row: 0) == "https://swift.org/docs" })
        #expect(terminal.link(atColumn: 3, row: 0) == nil && terminal.link(atColumn: 8, row: 0) == nil)
        #expect(!terminal.isLinkOpen)
        #expect(renderer.flush().isEmpty, "nothing changed, nothing is written")
    }

    @Test("the same cells linked to another target are written again, with the new target")
    func changedTargetIsWrittenAgain() throws {
        var renderer = Renderer(width: 20, height: 2)
        let terminal = TestTerminal(columns: 20, rows: 2)
        draw(["see docs now"], into: &renderer)
        link("https://a.example", x: 4, y: 0, length: 4, in: &renderer.back)
        try terminal.write(renderer.flush())
        link("https://b.example", x: 4, y: 0, length: 4, in: &renderer.back)
        let bytes = renderer.flush()
        #expect(String(decoding: bytes, as: UTF8.self).contains("\(Self.open)https://b.example\(Self.end)docs\(Self.close)"))
        try terminal.write(bytes)
        #expect((4..<8).allSatisfy { terminal.link(atColumn: $0, row: 0) == "https://b.example" })
        #expect(renderer.front == renderer.back)
    }

    @Test("a link loses its cells when they are drawn over without one")
    func unlinkedAgain() throws {
        var renderer = Renderer(width: 20, height: 2)
        let terminal = TestTerminal(columns: 20, rows: 2)
        draw(["see docs now"], into: &renderer)
        link("https://a.example", x: 4, y: 0, length: 4, in: &renderer.back)
        try terminal.write(renderer.flush())
        draw(["see docs now"], into: &renderer)
        try terminal.write(renderer.flush())
        #expect((0..<12).allSatisfy { terminal.link(atColumn: $0, row: 0) == nil })
    }

    @Test("a linked row scrolled with the region keeps its link, which is not written again")
    func linkScrollsWithItsRow() throws {
        var renderer = Renderer(width: 12, height: 8)
        let terminal = TestTerminal(columns: 12, rows: 8)
        let rows = (0..<9).map { "row \($0) text" }
        draw(Array(rows[0..<8]), into: &renderer)
        link("https://five.example", x: 0, y: 5, length: 5, in: &renderer.back)
        try terminal.write(renderer.flush())
        draw(Array(rows[1..<9]), into: &renderer)
        link("https://five.example", x: 0, y: 4, length: 5, in: &renderer.back)
        let bytes = renderer.flush()
        #expect(renderer.lastScroll != nil)
        #expect(!String(decoding: bytes, as: UTF8.self).contains("five.example"), "the scroll moved it")
        try terminal.write(bytes)
        #expect(terminal.screenLines == Array(rows[1..<9]))
        #expect((0..<5).allSatisfy { terminal.link(atColumn: $0, row: 4) == "https://five.example" })
        #expect(terminal.link(atColumn: 0, row: 5) == nil)
        #expect(renderer.front == renderer.back)
    }

    @Test("a row scrolled with the region whose link now goes elsewhere is written again with the new target")
    func scrolledRowWithANewTarget() throws {
        var renderer = Renderer(width: 12, height: 8)
        let terminal = TestTerminal(columns: 12, rows: 8)
        let rows = (0..<9).map { "row \($0) text" }
        draw(Array(rows[0..<8]), into: &renderer)
        link("https://five.example", x: 0, y: 5, length: 5, in: &renderer.back)
        try terminal.write(renderer.flush())
        // The same cells, linked as before, one row up: but to another target.
        draw(Array(rows[1..<9]), into: &renderer)
        link("https://other.example", x: 0, y: 4, length: 5, in: &renderer.back)
        let bytes = renderer.flush()
        #expect(renderer.lastScroll != nil)
        try terminal.write(bytes)
        #expect(terminal.screenLines == Array(rows[1..<9]))
        #expect((0..<5).allSatisfy { terminal.link(atColumn: $0, row: 4) == "https://other.example" })
        #expect(renderer.front == renderer.back)
    }

    @Test("a link is closed before the cursor moves away and at the end of every frame")
    func closedBeforeMoves() throws {
        var renderer = Renderer(width: 30, height: 3)
        let terminal = TestTerminal(columns: 30, rows: 3)
        draw(["one two three", "", "four five"], into: &renderer)
        link("https://one.example", x: 0, y: 0, length: 3, in: &renderer.back)
        link("https://one.example", x: 8, y: 0, length: 5, in: &renderer.back)
        link("mailto:four@example.org", x: 0, y: 2, length: 9, in: &renderer.back)
        let text = String(decoding: renderer.flush(), as: UTF8.self)
        // Between each opening and the closing after it: only text and style (SGR), no move.
        var rest = Substring(text)
        var opened = 0
        while let start = rest.range(of: Self.open), let stop = rest[start.upperBound...].range(of: Self.close) {
            let inside = rest[start.upperBound..<stop.lowerBound]
            let linked = inside[(inside.range(of: Self.end)?.upperBound ?? inside.endIndex)...]
            let withoutStyle = linked.replacing(/\u{1B}\[[0-9;]*m/, with: "")
            #expect(
                !withoutStyle.isEmpty && !withoutStyle.contains(where: { $0.asciiValue.map { $0 < 0x20 } ?? false }),
                "\(linked.debugDescription)")
            opened += 1
            rest = rest[stop.upperBound...]
        }
        #expect(opened == 3, "\(text.debugDescription)")
        #expect(text.hasSuffix(Self.close) || !text.contains(Self.open))
        try terminal.write(Array(text.utf8))
        #expect(!terminal.isLinkOpen)
        #expect(terminal.link(atColumn: 5, row: 0) == nil && terminal.link(atColumn: 9, row: 0) == "https://one.example")
    }

    @Test("a hostile target cannot end the sequence: control characters go, the rest is percent-encoded")
    func hostileTargetIsNeutralised() throws {
        var renderer = Renderer(width: 20, height: 2)
        let terminal = TestTerminal(columns: 20, rows: 2)
        let hostile = "https://evil.example/\u{1B}\\\u{1B}]52;c;cHduZWQ=\u{7}\u{9C}x y\u{1B}[2J"
        draw(["click me"], into: &renderer)
        link(hostile, x: 0, y: 0, length: 5, in: &renderer.back)
        let bytes = renderer.flush()
        try terminal.write(bytes)
        #expect(terminal.clipboard == nil, "no OSC 52 got through")
        #expect(terminal.screenLines[0] == "click me")
        #expect(terminal.link(atColumn: 0, row: 0) == "https://evil.example/\\]52;c;cHduZWQ=x%20y[2J")
        #expect(!terminal.isLinkOpen)
        // Every ESC in the output belongs to the renderer's own sequences.
        let escapes = bytes.indices.filter { bytes[$0] == 0x1B }.count
        var clean = Renderer(width: 20, height: 2)
        draw(["click me"], into: &clean)
        link("https://evil.example/", x: 0, y: 0, length: 5, in: &clean.back)
        #expect(escapes == clean.flush().filter { $0 == 0x1B }.count)
        #expect(!bytes.contains(0x07) && !bytes.contains(0x9C))
    }

    @Test(
        "only http, https and mailto are linked; other schemes are plain text",
        arguments: [
            ("https://swift.org", true), ("HTTP://swift.org", true), ("mailto:a@example.org", true),
            ("javascript:alert(1)", false), ("file:///etc/passwd", false), ("data:text/html,hi", false),
            ("ftp://example.org", false), ("swift.org", false), ("https:", false), (" https://x.example", false), ("", false),
        ])
    func onlySafeSchemes(_ target: String, _ linked: Bool) throws {
        var renderer = Renderer(width: 10, height: 1)
        let terminal = TestTerminal(columns: 10, rows: 1)
        draw(["link"], into: &renderer)
        link(target, x: 0, y: 0, length: 4, in: &renderer.back)
        let bytes = renderer.flush()
        try terminal.write(bytes)
        #expect(terminal.screenLines[0] == "link")
        #expect(String(decoding: bytes, as: UTF8.self).contains("]8;") == linked, "\(target)")
    }

    @Test("with hyperlinks off no OSC 8 is written, and the text is")
    func flagOff() throws {
        var renderer = Renderer(width: 20, height: 2, capabilities: TerminalCapabilities(hyperlinks: false))
        let terminal = TestTerminal(columns: 20, rows: 2)
        draw(["see docs now"], into: &renderer)
        link("https://swift.org", x: 4, y: 0, length: 4, in: &renderer.back)
        let bytes = renderer.flush()
        #expect(!String(decoding: bytes, as: UTF8.self).contains("]8;"))
        try terminal.write(bytes)
        #expect(terminal.screenLines[0] == "see docs now" && terminal.links.isEmpty)
    }

    @Test("a wide character in a link is linked in both its cells")
    func wideCharacters() throws {
        var renderer = Renderer(width: 10, height: 1)
        let terminal = TestTerminal(columns: 10, rows: 1)
        draw(["a猫b"], into: &renderer)
        link("https://cat.example", x: 1, y: 0, length: 2, in: &renderer.back)
        try terminal.write(renderer.flush())
        #expect(terminal.link(atColumn: 1, row: 0) == "https://cat.example" && terminal.link(atColumn: 2, row: 0) == "https://cat.example")
        #expect(terminal.link(atColumn: 3, row: 0) == nil)
    }
}
