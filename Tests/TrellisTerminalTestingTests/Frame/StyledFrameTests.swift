import Testing
import TrellisViews

@testable import TrellisTerminal
@testable import TrellisTerminalTesting

@Suite("StyledFrame")
struct StyledFrameTests {
    /// A 12×3 frame with a bold title, a reversed tab in palette and true colours, and a
    /// wide character.
    static let sample = StyledFrame(
        columns: 12,
        lines: ["Cats <&>", "  All  猫", ""],
        runs: [
            [.init(columns: 0...3, style: Style(bold: true))],
            [
                .init(
                    columns: 2...4,
                    style: Style(foreground: .palette(208), background: .rgb(red: 0x20, green: 0x30, blue: 0x40), reverse: true)),
                .init(columns: 7...8, style: Style(foreground: .gray, dim: true, italic: true, underline: true)),
            ],
            [.init(columns: 0...11, style: Style(background: .hostDefault))],
        ])

    @Test func theTextFormatRoundTrips() throws {
        let text = Self.sample.textRepresentation
        #expect(
            text == """
                trellis-frame 12x3
                |Cats <&>
                |  All  猫
                |
                styles
                0: 0...3 bold
                1: 2...4 fg:palette(208) bg:#203040 reverse; 7...8 fg:brightBlack dim italic underline
                2: 0...11 bg:default

                """)
        #expect(try StyledFrame(textRepresentation: text) == Self.sample)
    }

    @Test func aPaintedFrameRoundTripsWithItsRuns() throws {
        var buffer = CellBuffer(width: 6, height: 2)
        buffer.set(Cell("A", style: Style(foreground: .red)), x: 1, y: 0)
        buffer.set(Cell("B", style: Style(foreground: .red)), x: 2, y: 0)
        buffer.set(Cell("猫", width: 2, style: Style(bold: true)), x: 3, y: 1)
        let frame = StyledFrame(buffer)
        #expect(frame.lines == [" AB", "   猫"])
        #expect(frame.runs[0] == [.init(columns: 1...2, style: Style(foreground: .red))])
        #expect(frame.runs[1] == [.init(columns: 3...4, style: Style(bold: true))])
        #expect(try StyledFrame(textRepresentation: frame.textRepresentation) == frame)
    }

    @Test(arguments: [
        ("frame 2x1\n|a\nstyles\n", StyledFrameFormatError.badHeader("frame 2x1")),
        ("trellis-frame 2x2\n|a\nstyles\n", .truncated(expectedRows: 2)),
        ("trellis-frame 2x1\na\nstyles\n", .badRow(line: 2, text: "a")),
        ("trellis-frame 2x1\n|a\nstyles\n0: 0...2 bold\n", .badRun(line: 4, text: "0: 0...2 bold")),
        ("trellis-frame 2x1\n|a\nstyles\n1: 0...1 bold\n", .badRun(line: 4, text: "1: 0...1 bold")),
        ("trellis-frame 2x1\n|a\nstyles\n0: 0...1 fg:mauve\n", .badStyle(line: 4, word: "fg:mauve")),
        ("trellis-frame 2x1\n|a\nstyles\n0: 0...1 blink\n", .badStyle(line: 4, word: "blink")),
    ])
    func badTextIsATypedErrorNamingTheLine(text: String, error: StyledFrameFormatError) {
        #expect(throws: error) { try StyledFrame(textRepresentation: text) }
    }

    @Test func aDifferenceNamesTheRowAndTheStyle() {
        var changed = Self.sample
        changed.runs[1][0].style = Style(reverse: true)
        changed.lines[2] = "new"
        let difference = changed.difference(from: Self.sample)
        #expect(difference?.contains("- style 1: 2...4 fg:palette(208) bg:#203040 reverse; 7...8") == true)
        #expect(difference?.contains("+ style 1: 2...4 reverse; 7...8") == true)
        #expect(difference?.contains("-  2 |\n+  2 |new") == true)
        #expect(difference?.contains("style 0") == false)
        #expect(Self.sample.difference(from: Self.sample) == nil)
    }

    @Test func htmlEscapesTextAndWritesTheExactColours() {
        let page = Self.sample.html(title: "Cats & <dogs>")
        #expect(page.contains("<title>Cats &amp; &lt;dogs&gt;</title>"))
        #expect(page.contains("<span style=\"font-weight:bold\">Cats</span> &lt;&amp;&gt;    \n"))
        // reverse: palette 208 (#ff8700) becomes the background under #203040 text
        #expect(page.contains("<span style=\"color:#203040;background:#ff8700\">All</span>"))
        // dim: bright black (#7f7f7f) halfway to the default background (#1c1c1c)
        #expect(page.contains("<span style=\"color:#4d4d4d;font-style:italic;text-decoration:underline\">猫</span>   \n"))
        #expect(!page.contains("<script") && !page.contains("http"))
        #expect(page == Self.sample.html(title: "Cats & <dogs>"))
    }
}
