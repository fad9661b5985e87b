import Testing
import TrellisTestSupport

@testable import TrellisViews

/// A glyph is one word holding up to three code points: what fits must come back
/// byte for byte, what does not must keep its first code point (and its variation
/// selector), and two glyphs must be equal exactly when they hold the same code points.
@Suite("Glyph")
struct GlyphTests {
    /// Graphemes of one to three code points, each a single `Character`.
    static let fitting: [Character] = [
        "a", " ", "~", "é", "e\u{301}", "a\u{301}\u{302}", "猫", "─", "…", "😺", "❤️", "1️⃣", "🇯🇵", "👍🏽", "👩‍💻",
        "\u{10FFFF}", "\u{0}", "\r\n",
    ]

    @Test("a grapheme of up to three code points comes back as its own bytes", arguments: GlyphTests.fitting)
    func roundTrip(character: Character) {
        let glyph = Glyph(character)
        var bytes: [UInt8] = []
        glyph.append(to: &bytes)
        #expect(bytes == Array(String(character).utf8))
        #expect(glyph.character == character)
        #expect(glyph.scalars == Array(character.unicodeScalars))
    }

    @Test("one ASCII byte is its ASCII value; anything else has none")
    func asciiValues() {
        for byte in UInt8(0)..<0x80 {
            #expect(Glyph(ascii: byte).asciiValue == byte)
            #expect(Glyph(Character(Unicode.Scalar(byte))) == Glyph(ascii: byte))
            #expect(Glyph(Unicode.Scalar(byte)) == Glyph(ascii: byte))
        }
        for character: Character in ["é", "\u{80}", "猫", "😺", "\r\n", "a\u{301}"] {
            #expect(Glyph(character).asciiValue == nil, "\(character)")
        }
    }

    @Test("a longer grapheme keeps its first code point and the variation selector after it")
    func longGraphemes() {
        #expect(Glyph("🏳️‍🌈").scalars == ["\u{1F3F3}", "\u{FE0F}"])  // 🏳️
        #expect(Glyph("❤️‍🔥").scalars == ["\u{2764}", "\u{FE0F}"])
        #expect(Glyph("👨‍👩‍👧").scalars == ["\u{1F468}"])
        #expect(Glyph("👨‍👩‍👧‍👦").character == "👨")
        #expect(Glyph("a\u{301}\u{302}\u{303}").character == "a")
    }

    @Test("glyphs are equal exactly when their code points are", arguments: 1...20)
    func equality(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pool = GlyphTests.fitting + ["b", "ê", "犬", "🇫🇷", "👍🏿", "👨‍💻"]
        for _ in 0..<200 {
            let first = pool.randomElement(using: &random)!
            let second = pool.randomElement(using: &random)!
            let same = Array(first.unicodeScalars) == Array(second.unicodeScalars)
            #expect((Glyph(first) == Glyph(second)) == same, "seed \(seed): \(first) vs \(second)")
        }
    }
}
