import Testing
import TrellisViews

@testable import TrellisTerminal

/// The ASCII written for characters an ASCII-only terminal cannot show.
@Suite("Glyph repertoire")
struct GlyphRepertoireTests {
    @Test(
        "symbols, box drawing and accents have ASCII look-alikes",
        arguments: [
            ("★", "*"), ("☆", "o"), ("›", ">"), ("‹", "<"), ("·", "-"), ("…", "."), ("─", "-"), ("│", "|"),
            ("┌", "+"), ("┘", "+"), ("╭", "+"), ("═", "-"), ("║", "|"), ("→", ">"), ("←", "<"), ("↑", "^"), ("↓", "v"),
            ("é", "e"), ("Ü", "U"), ("ß", "s"), ("×", "x"), ("–", "-"), ("—", "-"), ("⠋", "|"), ("⠙", "/"),
            ("a", "a"), ("~", "~"), ("e\u{301}", "e"),
        ] as [(Character, Character)])
    func fallbacks(_ character: Character, _ expected: Character) {
        #expect(GlyphRepertoire.asciiFallback(for: character) == expected)
    }

    @Test("anything else is a question mark, and every fallback is one ASCII byte")
    func everyFallbackIsASCII() {
        #expect(GlyphRepertoire.asciiFallback(for: "猫") == "?")
        #expect(GlyphRepertoire.asciiFallback(for: "😺") == "?")
        let planes: [ClosedRange<UInt32>] = [0...0xD7FF, 0xE000...0x10FFF, 0x1F300...0x1F6FF]
        for plane in planes {
            for value in plane {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let fallback = GlyphRepertoire.asciiFallback(for: Character(scalar))
                if fallback.asciiValue == nil || fallback.utf8.count != 1 {
                    Issue.record("U+\(String(value, radix: 16)) falls back to \(fallback)")
                    return
                }
            }
        }
    }
}
