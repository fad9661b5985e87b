import TrellisHost
import TrellisViews

/// How many colors a terminal can show, from none to 24-bit.
///
/// The renderer writes every `Color` at the depth of the terminal it
/// draws on (``TerminalCapabilities/colorDepth``): a true color is degraded to the
/// nearest entry of the 256-color palette or of the 16 ANSI colors, and with
/// ``none`` no color sequence is written at all (bold, dim, underline and reverse
/// still are, as no-color.org allows).
public enum ColorDepth: Int, Hashable, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    /// No colors: `NO_COLOR` is set, or the terminal is unknown or dumb.
    case none
    /// The 16 ANSI colors (SGR 30–37, 90–97): the Linux console, a plain `xterm`.
    case ansi16
    /// The 256-color palette (`38;5;n`): a `TERM` ending in `-256color`.
    case palette256
    /// 24-bit color (`38;2;r;g;b`): `COLORTERM=truecolor` or `24bit`.
    case trueColor

    /// Orders depths by how many colors they show.
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `none`, `16`, `256` or `truecolor`.
    public var description: String {
        switch self {
        case .none: return "none"
        case .ansi16: return "16"
        case .palette256: return "256"
        case .trueColor: return "truecolor"
        }
    }
}
