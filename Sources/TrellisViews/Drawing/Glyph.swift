/// What one cell shows: a grapheme's code points, stored inline in one word.
///
/// Up to three code points fit, 21 bits each, so a ``Cell`` is two plain words: no
/// reference counting when buffers are copied or cleared, and one integer compare to
/// tell glyphs apart, which is most of the renderer's work. Three cover every letter
/// with its accents as terminals compose them, flags and keycaps, an emoji with its skin
/// tone or its presentation selector, and two-person ZWJ sequences (`👩‍💻`). A longer
/// grapheme (a family of three, `🏳️‍🌈`) keeps its first code point and, when one follows
/// it, its variation selector (`🏳️`): the same cells, one picture.
package struct Glyph: Hashable, Sendable {
    /// The code points, first in the lowest bits, each stored as its value plus one
    /// (so that 0 means "none" and U+0000 still counts).
    @usableFromInline var bits: UInt64

    /// Whether two glyphs hold the same code points: one integer compare, inlined into the
    /// renderer's loops (a call through the synthesized conformance per cell was a tenth
    /// of a scrolled frame).
    @inlinable
    package static func == (lhs: Glyph, rhs: Glyph) -> Bool { lhs.bits == rhs.bits }

    private static let scalarBits: UInt64 = 21
    private static let scalarMask: UInt64 = (1 << scalarBits) - 1

    /// A one-byte glyph.
    package init(ascii: UInt8) {
        bits = UInt64(ascii) + 1
    }

    /// A space. (Computed: a stored static costs a lazy-initialization check per read.)
    package static var space: Glyph { Glyph(ascii: 0x20) }

    /// The glyph of `character` (its first code point and variation selector when it has
    /// more than three).
    package init(_ character: Character) {
        if let ascii = character.asciiValue, character.utf8.count == 1 {
            bits = UInt64(ascii) + 1
            return
        }
        var bits: UInt64 = 0
        var index: UInt64 = 0
        for scalar in character.unicodeScalars {
            guard index < 3 else {
                let second = bits >> Glyph.scalarBits & Glyph.scalarMask
                bits &= Glyph.scalarMask
                if second == 0xFE0F + 1 || second == 0xFE0E + 1 { bits |= second << Glyph.scalarBits }
                break
            }
            bits |= UInt64(scalar.value + 1) << (Glyph.scalarBits * index)
            index += 1
        }
        self.bits = bits
    }

    /// The glyph of one code point (the same as that of the character it makes alone).
    package init(_ scalar: Unicode.Scalar) {
        bits = UInt64(scalar.value) + 1
    }

    /// The byte when the glyph is one ASCII byte.
    package var asciiValue: UInt8? { bits >= 1 && bits <= 0x80 ? UInt8(truncatingIfNeeded: bits - 1) : nil }

    /// A number that differs between most glyphs, for hashing rows.
    package var fingerprint: UInt64 { bits }

    /// The code points, in order.
    package var scalars: [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        forEachScalar { scalars.append($0) }
        return scalars
    }

    /// Calls `body` with each code point, in order, without collecting them.
    private func forEachScalar(_ body: (Unicode.Scalar) -> Void) {
        var rest = bits
        while rest != 0 {
            if let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: (rest & Glyph.scalarMask) - 1)) { body(scalar) }
            rest >>= Glyph.scalarBits
        }
    }

    /// Appends the glyph's UTF-8 bytes (the renderer does, for every cell it writes).
    package func append(to bytes: inout [UInt8]) {
        if let ascii = asciiValue {
            bytes.append(ascii)
            return
        }
        forEachScalar { UTF8.encode($0) { bytes.append($0) } }
    }

    /// The glyph as a character.
    package var character: Character {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text).first ?? " "
    }
}
