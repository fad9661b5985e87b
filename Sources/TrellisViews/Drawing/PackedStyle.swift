/// A `Style` packed into one word, so that a ``Cell`` compares and
/// copies as plain integers.
///
/// Comparing two `Style`s walks two optional enums with payloads and five flags,
/// and the renderer compares every cell of the screen several times a frame; two
/// packed styles are equal exactly when their styles are (the packing loses nothing),
/// at the cost of one integer compare.
///
/// Layout: bits 0–4 the flags (bold, dim, italic, underline, reverse), bits 7–33 the
/// background's code and bits 37–63 the foreground's; a color's code is its kind in
/// bits 24–26 (0 none, 1 ANSI, 2 palette, 3 RGB, 4 the host's default) over its value.
/// Bits 5–6 stay clear: a ``Cell`` keeps its width there (and bit 34 its link flag).
package struct PackedStyle: Hashable, Sendable {
    /// The packed bits.
    package private(set) var bits: UInt64

    private static let backgroundShift: UInt64 = 7
    private static let foregroundShift: UInt64 = 37
    private static let codeMask: UInt64 = (1 << 27) - 1

    /// The default style (no colors, no flags).
    package static var plain: PackedStyle { PackedStyle(bits: 0) }

    /// The style with these bits (bits 5, 6 and 34–36 must be clear).
    package init(bits: UInt64) {
        self.bits = bits
    }

    package init(_ style: Style) {
        var flags: UInt64 = 0
        if style.bold { flags |= 1 }
        if style.dim { flags |= 2 }
        if style.italic { flags |= 4 }
        if style.underline { flags |= 8 }
        if style.reverse { flags |= 16 }
        bits =
            PackedStyle.code(style.foreground) << PackedStyle.foregroundShift
            | PackedStyle.code(style.background) << PackedStyle.backgroundShift | flags
    }

    /// The style unpacked.
    package var style: Style {
        Style(
            foreground: PackedStyle.color(bits >> PackedStyle.foregroundShift & PackedStyle.codeMask),
            background: PackedStyle.color(bits >> PackedStyle.backgroundShift & PackedStyle.codeMask),
            bold: bits & 1 != 0, dim: bits & 2 != 0, italic: bits & 4 != 0, underline: bits & 8 != 0,
            reverse: bits & 16 != 0)
    }

    /// Whether the style sets a background (`style.background != nil`).
    package var hasBackground: Bool { bits >> PackedStyle.backgroundShift & PackedStyle.codeMask != 0 }

    /// This style with `other`'s background (`style.background = other.style.background`).
    package func withBackground(of other: PackedStyle) -> PackedStyle {
        let mask = PackedStyle.codeMask << PackedStyle.backgroundShift
        return PackedStyle(bits: bits & ~mask | other.bits & mask)
    }

    private static func code(_ color: Color?) -> UInt64 {
        switch color {
        case nil: return 0
        case .ansi(let ansi)?: return 1 << 24 | UInt64(ansi.rawValue)
        case .palette(let index)?: return 2 << 24 | UInt64(index)
        case .rgb(let red, let green, let blue)?: return 3 << 24 | UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue)
        case .hostDefault?: return 4 << 24
        }
    }

    private static func color(_ code: UInt64) -> Color? {
        let value = code & 0xFF_FFFF
        switch code >> 24 {
        case 1: return .ansi(Color.ANSIColor(rawValue: UInt8(truncatingIfNeeded: value))!)
        case 2: return .palette(UInt8(truncatingIfNeeded: value))
        case 3:
            return .rgb(
                red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
                blue: UInt8(truncatingIfNeeded: value))
        case 4: return .hostDefault
        default: return nil
        }
    }
}
