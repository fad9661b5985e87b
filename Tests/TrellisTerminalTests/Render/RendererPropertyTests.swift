import Foundation
import Testing
import TrellisTestSupport
import TrellisViews

@testable import TrellisTerminal
@testable import TrellisTerminalTesting

/// The renderer's one promise: whatever it writes, the terminal ends up showing the
/// back buffer it was given. Checked by replaying its bytes through the VT model
/// after every frame of random edits.
@MainActor
@Suite("Renderer properties")
struct RendererPropertyTests {
    static let alphabet: [Character] = ["a", "b", "x", " ", "-", "猫", "😺", "é", "│", "⠋"]
    static let styles: [Style] = [
        .plain, Style(foreground: .red), Style(background: .blue),
        Style(foreground: .palette(200), bold: true), Style(reverse: true),
        Style(foreground: .rgb(red: 9, green: 8, blue: 7), dim: true, underline: true),
        Style(background: .palette(236), italic: true),
    ]

    static let links = ["https://a.example", "https://b.example/x?y=1", "mailto:c@example.org"]

    /// One random edit of `buffer`: cells, runs, or a band of rows shifted.
    static func edit(_ buffer: inout CellBuffer, using random: inout some RandomNumberGenerator) {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let character = alphabet.randomElement(using: &random)!
                buffer.set(
                    Cell(character, width: UInt8(CharacterWidth.of(character)), style: styles.randomElement(using: &random)!),
                    x: Int.random(in: 0..<buffer.width, using: &random), y: Int.random(in: 0..<buffer.height, using: &random))
            }
        case 1:
            let row = Int.random(in: 0..<buffer.height, using: &random)
            let style = styles.randomElement(using: &random)!
            var x = Int.random(in: 0..<buffer.width, using: &random)
            // Half the runs are links (the replayed screen's cells carry OSC 8 links too).
            let target = Bool.random(using: &random) ? links.randomElement(using: &random) : nil
            while x < buffer.width {
                let character = alphabet.randomElement(using: &random)!
                let width = CharacterWidth.of(character)
                buffer.set(Cell(character, width: UInt8(width), style: style), x: x, y: row)
                if let target { for column in x..<min(buffer.width, x + width) { buffer.setLink(target, x: column, y: row) } }
                x += width
            }
        default:
            let top = Int.random(in: 0..<(buffer.height - 1), using: &random)
            let bottom = Int.random(in: (top + 1)..<buffer.height, using: &random)
            let count = Int.random(in: 1...max(1, (bottom - top)), using: &random) * (Bool.random(using: &random) ? 1 : -1)
            buffer.scroll(top: top, bottom: bottom, by: count)
            for y in (count > 0 ? max(top, bottom - count + 1)...bottom : top...min(bottom, top - count - 1)) {
                for x in 0..<buffer.width where Bool.random(using: &random) {
                    let character = alphabet.randomElement(using: &random)!
                    buffer.set(
                        Cell(character, width: UInt8(CharacterWidth.of(character)), style: styles.randomElement(using: &random)!), x: x,
                        y: y)
                }
            }
        }
    }

    /// A band of rows shifted within a band of columns (a list beside a section index), its
    /// new rows partly written.
    static func columnEdit(_ buffer: inout CellBuffer, using random: inout some RandomNumberGenerator) {
        let top = Int.random(in: 0..<(buffer.height - 1), using: &random)
        let bottom = Int.random(in: (top + 1)..<buffer.height, using: &random)
        let left = Int.random(in: 0..<(buffer.width - 1), using: &random)
        let right = Int.random(in: (left + 1)...buffer.width, using: &random)
        let count = Int.random(in: 1...max(1, (bottom - top)), using: &random) * (Bool.random(using: &random) ? 1 : -1)
        buffer.scroll(top: top, bottom: bottom, by: count, columns: left..<right)
        // What moved may have cut a wide character at a margin, or put another's second half
        // after it: blank the halves left alone, and give each wide character its own second
        // half again, as a painter drawing there would.
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                if cell.isContinuation && (x == 0 || buffer[x - 1, y].width != 2) {
                    // In place: `set` would blank the cell before it too, a half it takes for its lead.
                    buffer.cells[y * buffer.width + x] = .blank
                } else if cell.width == 2 && x + 1 < buffer.width && buffer[x + 1, y].isContinuation {
                    // Both halves linked or neither, as `DrawingContext` links them.
                    let target = buffer.link(x: x, y: y)
                    buffer.set(cell, x: x, y: y)
                    if let target { buffer.setLink(target, x: x + 1, y: y) }
                } else if cell.width == 2 {
                    buffer.set(.blank, x: x, y: y)
                }
            }
        }
        let newRows = count > 0 ? max(top, bottom - count + 1)...bottom : top...min(bottom, top - count - 1)
        for y in newRows {
            for x in left..<right where Bool.random(using: &random) && buffer[x, y].width == 1 && !buffer[x, y].isContinuation {
                buffer.set(Cell("a", style: styles.randomElement(using: &random)!), x: x, y: y)
            }
        }
    }

    /// Where the replayed screen first differs from the buffer, both cells, and the buffer's text.
    static func difference(_ shown: CellBuffer, _ buffer: CellBuffer) -> String {
        let width = buffer.width
        guard let index = (0..<(width * buffer.height)).first(where: { shown[$0 % width, $0 / width] != buffer[$0 % width, $0 / width] })
        else { return "no difference" }
        let (x, y) = (index % width, index / width)
        return "first difference at (\(x), \(y)): \(shown[x, y]) against \(buffer[x, y]) in \(buffer.lines)"
    }

    @Test(
        "with bands of columns scrolled, the replayed screen equals the back buffer after every frame, with and without left and right margins",
        arguments: [true, false])
    func replayedScreenEqualsBackBufferWithColumnScrolls(margins: Bool) throws {
        // A new seed each run (printed on failure); TRELLIS_RENDERER_SEED replays one.
        let seed =
            ProcessInfo.processInfo.environment["TRELLIS_RENDERER_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64(UInt32.max))
        var random = SeededGenerator(seed: seed)
        var marginScrolls = 0
        for _ in 0..<40 {
            let width = Int.random(in: 3...24, using: &random)
            let height = Int.random(in: 3...12, using: &random)
            var renderer = Renderer(width: width, height: height, capabilities: TerminalCapabilities(leftRightMargins: margins))
            let terminal = TestTerminal(columns: width, rows: height)
            terminal.supportsLeftRightMargins = true
            var buffer = CellBuffer(width: width, height: height)
            for _ in 0..<25 {
                if Bool.random(using: &random) {
                    RendererPropertyTests.columnEdit(&buffer, using: &random)
                } else {
                    RendererPropertyTests.edit(&buffer, using: &random)
                }
                let valid = (0..<height).allSatisfy { y in
                    (0..<width).allSatisfy { x in
                        buffer[x, y].isContinuation
                            ? x > 0 && buffer[x - 1, y].width == 2
                            : buffer[x, y].width != 2 || (x + 1 < width && buffer[x + 1, y].isContinuation)
                    }
                }
                #expect(valid, "seed \(seed): the generator made a broken wide character")
                renderer.back = buffer
                try terminal.write(renderer.flush())
                if renderer.lastScroll?.columns != nil { marginScrolls += 1 }
                #expect(
                    terminal.screen.grid == buffer,
                    "\(width)×\(height), seed \(seed): \(RendererPropertyTests.difference(terminal.screen.grid, buffer)) after \(String(describing: renderer.lastScroll))"
                )
                if terminal.screen.grid != buffer { return }
            }
        }
        if margins { #expect(marginScrolls > 0, "seed \(seed)") } else { #expect(marginScrolls == 0) }
    }

    @Test(
        "the replayed screen equals the back buffer after every frame of random edits",
        arguments: [true, false])
    func replayedScreenEqualsBackBuffer(scrollRegions: Bool) throws {
        var random = SeededGenerator(seed: scrollRegions ? 7 : 11)
        var scrolls = 0
        for _ in 0..<40 {
            let width = Int.random(in: 3...24, using: &random)
            let height = Int.random(in: 3...12, using: &random)
            var renderer = Renderer(width: width, height: height, supportsScrollRegion: scrollRegions)
            let terminal = TestTerminal(columns: width, rows: height)
            var buffer = CellBuffer(width: width, height: height)
            for _ in 0..<25 {
                RendererPropertyTests.edit(&buffer, using: &random)
                renderer.back = buffer
                try terminal.write(renderer.flush())
                if renderer.lastScroll != nil { scrolls += 1 }
                #expect(terminal.screen.grid == buffer, "\(width)×\(height)")
                if terminal.screen.grid != buffer { return }
            }
        }
        if scrollRegions { #expect(scrolls > 0) } else { #expect(scrolls == 0) }
    }
}
