import TrellisShell
import TrellisTerminal

/// How many colours Cats writes to the terminal: a user preference, kept per user across
/// log out, chosen in Settings and applied to the screen at once.
///
/// ``automatic`` is what the terminal and `cats --color` say (TrellisTerminal's
/// `TerminalCapabilities(environment:colorChoice:)`); the others set the depth whatever
/// they say, as a terminal's own "colours" setting would (a user whose terminal claims
/// 24-bit colours over an SSH hop that shows 256 picks 256 here). The browser host shows
/// every colour, so Settings offers the choice only in a terminal.
public enum CatsColorMode: String, CaseIterable, Sendable, PreferenceConvertible {
    /// What the terminal and `--color` say (the default).
    case automatic
    /// 24-bit colours.
    case trueColor
    /// The 256-colour palette.
    case palette256
    /// The 16 ANSI colours.
    case palette16
    /// No colour at all: bold, underline and reverse video only.
    case monochrome

    /// The colour mode in a user's preferences, ``automatic`` when none is stored.
    public static let preference = PreferenceKey<CatsColorMode>("cats.colorMode", default: .automatic)

    /// The depth to write in this mode on a terminal whose own is `detected`.
    public func depth(detected: ColorDepth) -> ColorDepth {
        switch self {
        case .automatic: detected
        case .trueColor: .trueColor
        case .palette256: .palette256
        case .palette16: .ansi16
        case .monochrome: .none
        }
    }

    /// The mode's name in Settings ("256 colours"); ``automatic`` names what it resolves
    /// to on a terminal whose own depth is `detected` ("automatic: 256 colours").
    public func title(detected: ColorDepth?) -> String {
        switch self {
        case .automatic: detected.map { "automatic: \(Self.name(of: $0))" } ?? "automatic"
        case .trueColor, .palette256, .palette16, .monochrome: Self.name(of: depth(detected: .none))
        }
    }

    /// "true colour", "256 colours", "16 colours", "no colour".
    static func name(of depth: ColorDepth) -> String {
        switch depth {
        case .trueColor: "true colour"
        case .palette256: "256 colours"
        case .ansi16: "16 colours"
        case .none: "no colour"
        }
    }

    /// Stores this mode as the user's ``preference``.
    public func store(in preferences: any PreferenceStore) throws(PreferenceError) {
        try preferences.set(self, for: Self.preference)
    }
}
