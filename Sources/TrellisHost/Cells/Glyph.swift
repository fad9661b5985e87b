/// What one cell shows: a grapheme's UTF-8 bytes, stored inline.
///
/// Up to 15 bytes and their count fit in two words, so a ``Cell`` is a plain value: no
/// reference counting when buffers are copied or cleared, and two integer compares to
/// tell glyphs apart, which is most of the renderer's work. Every grapheme a terminal
/// can show in one or two cells fits, except long emoji ZWJ sequences (a family of
/// four is 25 bytes); those keep their first emoji, which takes the same two cells.
package struct Glyph: Hashable, Sendable {
    /// Bytes 0–7, the first in the lowest byte.
    private var low: UInt64
    /// Bytes 8–14, and the count in the top byte.
    private var high: UInt64

    /// A one-byte glyph.
    package init(ascii: UInt8) {
        low = UInt64(ascii)
        high = 1 << 56
    }

    /// A space. (Computed: a stored static costs a lazy-initialization check per read.)
    package static var space: Glyph { Glyph(ascii: 0x20) }

    /// The glyph of `character` (its first scalar when it is longer than 15 bytes).
    package init(_ character: Character) {
        if let ascii = character.asciiValue, character.utf8.count == 1 {
            self.init(ascii: ascii)
            return
        }
        let utf8 = character.utf8
        if utf8.count <= 15 {
            self.init(bytes: utf8)
        } else {
            self.init(bytes: character.unicodeScalars.first!.utf8)
        }
    }

    /// The glyph of one code point (the same as that of the character it makes alone).
    package init(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            self.init(ascii: UInt8(truncatingIfNeeded: scalar.value))
        } else {
            self.init(bytes: scalar.utf8)
        }
    }

    private init(bytes: some Collection<UInt8>) {
        low = 0
        high = 0
        var index = 0
        for byte in bytes {
            if index < 8 {
                low |= UInt64(byte) << (8 * index)
            } else {
                high |= UInt64(byte) << (8 * (index - 8))
            }
            index += 1
        }
        high |= UInt64(index) << 56
    }

    /// How many UTF-8 bytes.
    package var count: Int { Int(high >> 56) }

    /// The byte when the glyph is one ASCII byte.
    package var asciiValue: UInt8? { count == 1 ? UInt8(truncatingIfNeeded: low) : nil }

    /// A number that differs between most glyphs, for hashing rows.
    package var fingerprint: UInt64 { low ^ (high &* 31) }

    /// Appends the glyph's bytes.
    package func append(to bytes: inout [UInt8]) {
        let count = self.count
        for index in 0..<count {
            let word = index < 8 ? low : high
            bytes.append(UInt8(truncatingIfNeeded: word >> (8 * (index % 8))))
        }
    }

    /// The glyph as a character.
    package var character: Character {
        var bytes: [UInt8] = []
        append(to: &bytes)
        return String(decoding: bytes, as: UTF8.self).first ?? " "
    }
}
