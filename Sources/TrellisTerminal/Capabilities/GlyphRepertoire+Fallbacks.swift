import TrellisHost

// The ASCII a renderer writes for a character an ASCII-only terminal cannot show, in the
// spirit of ncurses' ACS fallbacks (`+`, `-`, `|` for line drawing) and iconv's
// `//TRANSLIT` (é as e).

extension GlyphRepertoire {
    /// The ASCII character written in place of `character` on an ``ascii`` terminal:
    /// the character itself when it is ASCII (or starts with an ASCII letter and
    /// combining marks), a look-alike when there is one (★ `*`, ☆ `o`, › `>`, · `-`,
    /// `…` `.`, box drawing `+`, `-`, `|`, é `e`), and `?` otherwise.
    ///
    /// A fallback always takes one column; the renderer pads a wide character's
    /// second column with `?`, so the screen's geometry does not change.
    public static func asciiFallback(for character: Character) -> Character {
        guard let scalar = character.unicodeScalars.first else { return "?" }
        if scalar.isASCII { return Character(scalar) }
        let value = scalar.value
        if let mapped = fallbacks[value] { return mapped }
        switch value {
        case 0xC0...0xFF:
            // Latin-1 letters without their accents (× and ÷ are in the table above).
            let letters = Array("AAAAAAACEEEEIIIIDNOOOOO*OUUUUYTsaaaaaaaceeeeiiiidnooooo/ouuuuyty")
            return letters[Int(value - 0xC0)]
        case 0x2500...0x257F: return boxDrawing(value)
        case 0x2800...0x28FF:
            // Braille: the spinner's frames turn a line around; other patterns are dots.
            return spinner[value] ?? "."
        default: return "?"
        }
    }

    private static func boxDrawing(_ value: UInt32) -> Character {
        let horizontal: Set<UInt32> = [
            0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A,
            0x257C, 0x257E,
        ]
        let vertical: Set<UInt32> = [
            0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B,
            0x257D, 0x257F,
        ]
        if horizontal.contains(value) { return "-" }
        if vertical.contains(value) { return "|" }
        return "+"
    }

    private static let spinner: [UInt32: Character] = [
        0x280B: "|", 0x2819: "/", 0x2839: "-", 0x2838: "\\", 0x283C: "|", 0x2834: "/", 0x2826: "-", 0x2827: "\\",
        0x2807: "|", 0x280F: "/",
    ]

    private static let fallbacks: [UInt32: Character] = [
        0x00A0: " ", 0x00AB: "<", 0x00BB: ">", 0x00B7: "-", 0x00D7: "x", 0x00F7: "/", 0x00B1: "+", 0x00A7: "S",
        0x00B2: "2", 0x00A9: "c", 0x00AE: "r", 0x00B0: "o",
        0x2013: "-", 0x2014: "-", 0x2212: "-", 0x2022: "-", 0x2219: "-", 0x2026: ".", 0x2018: "'", 0x2019: "'",
        0x201C: "\"", 0x201D: "\"", 0x2039: "<", 0x203A: ">",
        0x2605: "*", 0x2606: "o", 0x2665: "*", 0x2764: "*", 0x2713: "v", 0x2714: "v", 0x2717: "x", 0x2718: "x",
        0x2190: "<", 0x2192: ">", 0x2191: "^", 0x2193: "v", 0x2194: "-", 0x21B5: "<", 0x23CE: "<",
        0x25B6: ">", 0x25B8: ">", 0x25BA: ">", 0x25C0: "<", 0x25C2: "<", 0x25C4: "<", 0x25B2: "^", 0x25B4: "^",
        0x25BC: "v", 0x25BE: "v", 0x25CF: "o", 0x25CB: "o", 0x25A0: "#", 0x2588: "#", 0x2591: ":", 0x2592: ":",
        0x2593: "#", 0x258F: "|",
        0x2227: "^", 0x2228: "v", 0x2264: "<", 0x2265: ">", 0x2260: "#", 0x2248: "~", 0x22DA: "=", 0x2211: "E",
        0x03A3: "E", 0x24D8: "i", 0x2699: "*", 0x2630: "=",
    ]
}
