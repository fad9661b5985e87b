import Testing

@testable import TrellisViews

/// Cell widths from the project's own table: East Asian wide and fullwidth characters
/// and emoji take two cells, combining marks and joiners none.
@Suite struct CharacterWidthTests {
    /// The ranges `of(_:)` answers without searching the tables give what the tables
    /// give, for every code point in them.
    @Test func theRangesAnsweredWithoutTheTablesAgreeWithThem() {
        let disagreeing = (UInt32(0xA0)...0x2FFF).filter { value in
            Unicode.Scalar(value).map { CharacterWidth.of($0) != CharacterWidth.tableWidth(value) } ?? false
        }
        #expect(disagreeing.isEmpty, "\(disagreeing.prefix(10).map { "U+" + String($0, radix: 16) })")
    }

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

    /// Every code point `standsAlone` accepts, and neighbours from each of its ranges.
    static let standaloneRanges: [ClosedRange<UInt32>] = [0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x2BFF, 0x4E00...0x9FFF]

    @Test func codePointsThatStandAloneAreEachACharacter() {
        let neighbours: [Unicode.Scalar] = ["a", "\u{B7}", "\u{2FF}", "\u{2010}", "\u{205E}", "\u{2500}", "\u{2BFF}", "中", "\u{9FFF}", " "]
        var accepted = 0
        for range in Self.standaloneRanges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                #expect(CharacterWidth.standsAlone(scalar))
                accepted += 1
                for neighbour in neighbours {
                    var text = String.UnicodeScalarView()
                    text.append(contentsOf: [neighbour, scalar, neighbour])
                    let string = String(text)
                    // CR LF is one character, but both are zero wide, so widths agree.
                    if value != 0x0D { #expect(string.count == 3, "U+\(String(value, radix: 16)) joins a neighbour") }
                    #expect(CharacterWidth.of(string) == CharacterWidth.of(string[...]))
                }
            }
        }
        #expect(accepted == Self.standaloneRanges.reduce(0) { $0 + $1.count })
    }

    @Test(arguments: [0x300, 0x200D, 0xFE0F, 0x1F1E6, 0x1100, 0xAC00, 0x302A, 0x20D0, 0x1F3FB])
    func codePointsThatCanJoinDoNotStandAlone(value: UInt32) {
        #expect(!CharacterWidth.standsAlone(Unicode.Scalar(value)!))
    }

    @Test(arguments: ["Korat #6 · Thailand · a lively cat", "a\u{301}·中\u{302A}", "·🇨🇳·", "─\u{200D}─", "猫\r\n猫", "\u{B7}\u{FE0F}"])
    func aStringMeasuresAsItsCharacters(text: String) {
        #expect(CharacterWidth.of(text) == text.reduce(0) { $0 + CharacterWidth.of($1) })
    }
}
