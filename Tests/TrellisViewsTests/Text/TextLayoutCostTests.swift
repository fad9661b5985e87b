import Synchronization
import Testing
import TrellisTestSupport
import TrellisViews

/// Line breaking costs what the text's length does: a 32 KiB paste shown in a wrapping
/// label (a search field's "Nothing matches “…”") once took the main actor seconds,
/// because each line measured the whole rest of the paragraph. A measurer that counts
/// the characters it is asked about shows the cost without a clock; seeded random
/// texts show the lines are the ones the greedy rule gives.
@Suite struct TextLayoutCostTests {
    /// The terminal's measurer, counting every character it measures.
    final class CountingMeasurer: TextMeasurer {
        let measured = Atomic<Int>(0)
        var lineHeight: Double { 1 }
        func width(of text: Substring) -> Double {
            measured.add(text.count, ordering: .relaxed)
            return MonospaceTextMeasurer().width(of: text)
        }
        var count: Int { measured.load(ordering: .relaxed) }
    }

    static let pasted = String(repeating: "lorem ipsum 阅读源码 dolor ", count: 1_400)  // 32,200 characters

    @Test("wrapping a 32 KiB text measures each character a bounded number of times")
    func wrappingIsLinear() {
        let measurer = CountingMeasurer()
        let layout = TextLayout(
            text: Self.pasted, measurer: measurer, width: 60, lineLimit: 0, truncation: .tail, alignment: .center)
        #expect(layout.lines.count > 500)
        // Each character once while breaking, a carried-over word again, and once more for
        // its line's width; breaking that measured the rest of the paragraph for each line
        // measured 11.3 million.
        #expect(measurer.count <= 4 * Self.pasted.count, "measured \(measurer.count) for \(Self.pasted.count)")
    }

    @Test("a line limit stops breaking once the shown lines are known")
    func aLineLimitStopsEarly() {
        let measurer = CountingMeasurer()
        let layout = TextLayout(
            text: Self.pasted, measurer: measurer, width: 60, lineLimit: 3, truncation: .tail, alignment: .left)
        #expect(layout.lines.count == 3)
        #expect(layout.lines[2].text.hasSuffix("…"))
        #expect(measurer.count <= 1_000, "measured \(measurer.count)")
    }

    @Test("one line cut to its width costs its length")
    func oneLineIsLinear() {
        for truncation in [Truncation.head, .middle, .tail, .clip] {
            let measurer = CountingMeasurer()
            let layout = TextLayout(
                text: Self.pasted, measurer: measurer, width: 60, lineLimit: 1, truncation: truncation, alignment: .left)
            #expect(layout.lines.count == 1)
            #expect(measurer.count <= 3 * Self.pasted.count, "\(truncation): measured \(measurer.count)")
        }
    }

    /// The greedy rule as it was first written (each line measures the rest of the
    /// paragraph): slow, plainly right, the reference for random texts.
    static func referenceWrap(_ paragraph: Substring, to width: Double) -> [String] {
        let measurer = MonospaceTextMeasurer()
        var lines: [String] = []
        var rest = paragraph
        while measurer.width(of: rest) > width {
            var end = rest.startIndex
            var lastSpace: Substring.Index?
            var used = 0.0
            for index in rest.indices {
                let step = measurer.width(of: rest[index...index])
                if used + step > width { break }
                used += step
                if rest[index] == " " { lastSpace = index }
                end = rest.index(after: index)
            }
            if end == rest.startIndex { end = rest.index(after: rest.startIndex) }
            if let lastSpace, end < rest.endIndex, rest[end] != " " {
                lines.append(String(rest[..<lastSpace]))
                rest = rest[rest.index(after: lastSpace)...]
            } else {
                lines.append(String(rest[..<end]))
                rest = rest[end...]
                while rest.first == " " { rest = rest.dropFirst() }
            }
        }
        lines.append(String(rest))
        return lines
    }

    @Test("random texts break into the greedy rule's lines, whatever the line limit", arguments: 1...200)
    func randomTextsBreakAsTheRuleSays(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pieces = ["a", "bc", "word", " ", " ", "  ", "阅", "读源", "\n", "—", "x"]
        let text = (0..<Int.random(in: 0...60, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        // From two cells, so every line fits (a wide character in one cell is cut, after breaking).
        let width = Double(Int.random(in: 2...12, using: &random))
        let expected =
            text.isEmpty
            ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { Self.referenceWrap($0, to: width) }
        let whole = TextLayout(
            text: text, measurer: MonospaceTextMeasurer(), width: width, lineLimit: 0, truncation: .tail, alignment: .left)
        #expect(whole.lines.map(\.text) == expected, "seed \(seed): \(text.debugDescription) at \(width)")
        let limit = Int.random(in: 2...6, using: &random)
        let limited = TextLayout(
            text: text, measurer: MonospaceTextMeasurer(), width: width, lineLimit: limit, truncation: .clip, alignment: .left)
        #expect(
            limited.lines.map(\.text) == Array(expected.prefix(limit)),
            "seed \(seed): limit \(limit), \(text.debugDescription) at \(width)")
    }
}
