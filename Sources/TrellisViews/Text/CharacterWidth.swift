/// How many terminal cells text takes: 2 for East Asian wide and fullwidth characters
/// and emoji, 0 for combining marks, joiners and controls, 1 for the rest.
///
/// The numbers come from a table the project owns (``CharacterWidth`` +Table,
/// generated from Unicode's EastAsianWidth.txt), not from the platform, so a label
/// measures the same on Linux, macOS and in a terminal host. Widths are per
/// grapheme cluster (`Character`): a base and its combining marks take the base's
/// width; an emoji ZWJ sequence or a flag takes two cells; a text-style character
/// followed by the emoji selector U+FE0F takes two.
///
/// ```swift
/// CharacterWidth.of("阅读源码的乐趣")   // 14
/// CharacterWidth.of("e\u{301}")        // 1: e + combining acute
/// CharacterWidth.of("👨‍👩‍👧")            // 2
/// ```
public enum CharacterWidth {
    /// The cells one code point takes on its own.
    ///
    /// - Complexity: O(log *r*) for the *r* ranges of the table; O(1) for ASCII.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        // Latin-1, Latin Extended and General Punctuation's dashes, quotes, bullets and
        // guillemets (`›`, `…`, `·`) are one cell each, without a table search:
        // `CharacterWidthTests` checks both ranges against the tables, code point by code point.
        if value < 0x300 || (0x2010...0x2027).contains(value) || (0x2030...0x205E).contains(value) { return 1 }
        return tableWidth(value)
    }

    /// The width the tables give a code point from U+00A0 up.
    static func tableWidth(_ value: UInt32) -> Int {
        if contains(zeroWidthRanges, value) { return 0 }
        return contains(wideRanges, value) ? 2 : 1
    }

    /// The cells one grapheme cluster takes.
    public static func of(_ character: Character) -> Int {
        var width = 0
        var isRegionalIndicator = false
        for scalar in character.unicodeScalars {
            if width == 0 {
                width = of(scalar)
                isRegionalIndicator = (0x1F1E6...0x1F1FF).contains(scalar.value)
            } else if scalar.value == 0xFE0F {
                width = 2  // emoji presentation selector
            }
        }
        return isRegionalIndicator ? 2 : width
    }

    /// The cells a string takes on one line.
    ///
    /// The same as the generic `of(_:)` for a `String`, in one pass
    /// over its code points when they all ``standsAlone(_:)`` (most text), without
    /// finding grapheme boundaries.
    ///
    /// - Complexity: O(*n*) for *n* code points; ASCII needs no table lookup.
    public static func of(_ text: String) -> Int {
        var width = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x7F {
                if value >= 0x20 { width += 1 }
                continue
            }
            guard standsAlone(scalar) else { return of(text[...]) }
            width += of(scalar)
        }
        return width
    }

    /// The cells a string takes on one line.
    ///
    /// - Complexity: O(*n*) for *n* UTF-8 bytes; ASCII needs no table lookup.
    public static func of<Text: StringProtocol>(_ text: Text) -> Int {
        var width = 0
        var isASCII = true
        for byte in text.utf8 {
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if byte >= 0x20 && byte != 0x7F { width += 1 }
        }
        if isASCII { return width }
        width = 0
        for scalar in text.unicodeScalars {
            guard standsAlone(scalar) else {
                width = 0
                for character in text { width += of(character) }
                return width
            }
            width += of(scalar)
        }
        return width
    }

    /// Whether `scalar` is always a grapheme cluster of its own wherever it appears
    /// among others that are too: Latin-1 and the rest below the combining marks
    /// (U+0000–U+02FF), general punctuation (U+2010–U+2027, U+2030–U+205E), arrows
    /// through miscellaneous symbols and arrows (U+2190–U+2BFF: box drawing, shapes,
    /// braille, dingbats) and the CJK unified ideographs (U+4E00–U+9FFF).
    ///
    /// None of these extends, joins or prefixes a neighbour under Unicode's grapheme
    /// rules (UAX #29), except CR before LF, and both are zero wide. So a text made only
    /// of them measures and draws the same scalar by scalar as character by character,
    /// without the cost of finding grapheme boundaries.
    ///
    /// ```swift
    /// "Korat #6 · Thailand".unicodeScalars.allSatisfy(CharacterWidth.standsAlone)   // true
    /// "e\u{301}".unicodeScalars.allSatisfy(CharacterWidth.standsAlone)              // false
    /// ```
    public static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x300, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x2BFF, 0x4E00...0x9FFF: return true
        default: return false
        }
    }

    private static func contains(_ ranges: [(UInt32, UInt32)], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].1 < value { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].0 <= value
    }
}
