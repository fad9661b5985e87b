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
