import Testing
@testable import TrellisViews

/// Cell widths from the project's own table: East Asian wide and fullwidth characters
/// and emoji take two cells, combining marks and joiners none.
@Suite struct CharacterWidthTests {
    @Test func theSeedsTitleIsFourteenCells() {
        #expect(CharacterWidth.of("阅读源码的乐趣") == 14)
        #expect(MonospaceTextMeasurer().width(of: "阅读源码的乐趣") == 14)
    }

    @Test(arguments: [
        ("Cats", 4), ("Cats 猫", 7), ("한국어", 6), ("ＡＢ", 4), ("ｶﾀｶﾅ", 4),
        ("e\u{301}", 1), ("👨‍👩‍👧", 2), ("🇨🇳", 2), ("❤️", 2), ("❤", 1), ("😀", 2),
        ("a\u{200B}b", 2), ("\t", 0), ("", 0),
    ])
    func stringWidths(text: String, cells: Int) {
        #expect(CharacterWidth.of(text) == cells)
    }

    @Test(arguments: [
        (Unicode.Scalar("a"), 1), ("\u{4E00}", 2), ("\u{1F600}", 2), ("\u{0301}", 0),
        ("\u{200D}", 0), ("\u{FE0F}", 0), ("\u{20000}", 2), ("\u{3000}", 2), ("\u{1160}", 0),
        ("\u{7F}", 0), ("\u{AD}", 1), ("\u{FF61}", 1),
    ])
    func scalarWidths(scalar: Unicode.Scalar, cells: Int) {
        #expect(CharacterWidth.of(scalar) == cells)
    }

    @Test func tablesAreSortedAndDisjoint() {
        for table in [CharacterWidth.wideRanges, CharacterWidth.zeroWidthRanges] {
            for (low, high) in table { #expect(low <= high) }
            for (previous, next) in zip(table, table.dropFirst()) { #expect(previous.1 < next.0) }
        }
        for (wideLow, wideHigh) in CharacterWidth.wideRanges {
            for (zeroLow, zeroHigh) in CharacterWidth.zeroWidthRanges {
                #expect(wideHigh < zeroLow || zeroHigh < wideLow)
            }
        }
    }
}
