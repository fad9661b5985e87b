import Testing
import TrellisViews

/// Line breaking, truncation and alignment over the monospace measurer.
@Suite struct TextLayoutTests {
    func lines(
        _ text: String, width: Double?, lineLimit: Int = 0, truncation: Truncation = .tail,
        alignment: TextAlignment = .left
    ) -> [String] {
        TextLayout(
            text: text, measurer: MonospaceTextMeasurer(), width: width, lineLimit: lineLimit,
            truncation: truncation, alignment: alignment
        ).lines.map(\.text)
    }

    @Test func wrapsAtSpaces() {
        #expect(lines("hello world foo", width: 11) == ["hello world", "foo"])
        #expect(lines("hello world foo", width: 8) == ["hello", "world", "foo"])
    }

    @Test func wrapsChineseBetweenAnyCharacters() {
        #expect(lines("阅读源码的乐趣", width: 6) == ["阅读源", "码的乐", "趣"])
        // a wide character never splits: 5 cells hold two of them
        #expect(lines("阅读源码", width: 5) == ["阅读", "源码"])
    }

    @Test func breaksWordsLongerThanTheLine() {
        #expect(lines("abcdefgh", width: 3) == ["abc", "def", "gh"])
    }

    @Test func truncatesOneLineWithAnEllipsis() {
        #expect(lines("阅读源码的乐趣", width: 8, lineLimit: 1) == ["阅读源…"])
        #expect(lines("Hello, world", width: 6, lineLimit: 1, truncation: .head) == ["…world"])
        #expect(lines("abcdefghij", width: 5, lineLimit: 1, truncation: .middle) == ["ab…ij"])
        #expect(lines("abcdef", width: 3, lineLimit: 1, truncation: .clip) == ["abc"])
        #expect(lines("fits", width: 4, lineLimit: 1) == ["fits"])
    }

    @Test func cutsToTheLineLimitWithAnEllipsisOnTheLastLine() {
        #expect(lines("a\nb\nc", width: 10, lineLimit: 2) == ["a", "b…"])
        #expect(lines("a\nb\nc", width: nil, lineLimit: 2) == ["a", "b…"])
        #expect(lines("one two three four", width: 7, lineLimit: 2) == ["one two", "three…"])
    }

    @Test func alignsLinesInTheWidth() {
        let measurer = MonospaceTextMeasurer()
        let centred = TextLayout(text: "ab", measurer: measurer, width: 6, lineLimit: 1, truncation: .tail, alignment: .center)
        let right = TextLayout(text: "ab", measurer: measurer, width: 6, lineLimit: 1, truncation: .tail, alignment: .right)
        #expect(centred.lines.map(\.x) == [2])
        #expect(right.lines.map(\.x) == [4])
    }

    @Test func measuresWithoutAWidth() {
        let layout = TextLayout(
            text: "ab\ncde", measurer: MonospaceTextMeasurer(), width: nil, lineLimit: 0,
            truncation: .tail, alignment: .left)
        #expect(layout.width == 3)
        #expect(layout.height == 2)
        #expect(
            TextLayout(
                text: "", measurer: MonospaceTextMeasurer(), width: nil, lineLimit: 0,
                truncation: .tail, alignment: .left
            ).lines.isEmpty)
    }
}
