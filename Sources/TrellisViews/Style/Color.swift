/// A terminal-friendly color: the 16 ANSI colors, the 256-color palette, or true color.
///
/// Hosts map it to what they can show: a UIKit host to `UIColor`, the terminal host to
/// SGR codes at the depth the terminal shows (TrellisTerminal's `TerminalCapabilities`:
/// true color degraded to the nearest of the 256-color palette or the 16 ANSI colors,
/// and no color at all under `NO_COLOR`).
public enum Color: Hashable, Sendable, CustomStringConvertible {
    /// One of the 16 standard colors.
    case ansi(ANSIColor)
    /// An index into the 256-color palette.
    case palette(UInt8)
    /// 24-bit color.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
    /// Whatever the host's own default is (the terminal's default foreground or
    /// background). As a background it makes a view opaque without choosing a color:
    /// a pinned header hides the rows that scroll under it on dark and light terminals alike.
    case hostDefault

    /// The 16 standard colors: eight base colors and their bright variants.
    public enum ANSIColor: UInt8, Hashable, Sendable, CaseIterable {
        /// The eight base colors.
        case black, red, green, yellow, blue, magenta, cyan, white
        /// The eight bright variants.
        case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    }

    /// ANSI black.
    public static let black = Color.ansi(.black)
    /// ANSI red.
    public static let red = Color.ansi(.red)
    /// ANSI green.
    public static let green = Color.ansi(.green)
    /// ANSI yellow.
    public static let yellow = Color.ansi(.yellow)
    /// ANSI blue.
    public static let blue = Color.ansi(.blue)
    /// ANSI magenta.
    public static let magenta = Color.ansi(.magenta)
    /// ANSI cyan.
    public static let cyan = Color.ansi(.cyan)
    /// ANSI white.
    public static let white = Color.ansi(.white)
    /// ANSI bright black, which terminals show as gray.
    public static let gray = Color.ansi(.brightBlack)

    /// Creates a true color from `0xRRGGBB`.
    public init(hex: UInt32) {
        self = .rgb(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// `red`, `palette(208)`, `#ff8800`.
    public var description: String {
        switch self {
        case .ansi(let color): return "\(color)"
        case .palette(let index): return "palette(\(index))"
        case .hostDefault: return "default"
        case .rgb(let red, let green, let blue):
            return "#"
                + [red, green, blue].map { value in
                    let digits = String(value, radix: 16)
                    return digits.count == 1 ? "0" + digits : digits
                }.joined()
        }
    }
}
