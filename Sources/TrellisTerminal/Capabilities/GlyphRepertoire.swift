import TrellisHost

/// Which characters a terminal can show: anything in UTF-8, or ASCII alone.
///
/// Under a locale that is not UTF-8 (`LC_ALL=C`, `POSIX`, `en_US.ISO-8859-1`) the
/// terminal shows UTF-8 bytes as garbage, so the renderer writes ``ascii`` glyphs in
/// their place: ★ as `*`, › as `>`, box drawing as `+`, `-` and `|` (see
/// ``asciiFallback(for:)``). Apps draw their usual glyphs
/// and never branch on the locale.
public enum GlyphRepertoire: Hashable, Sendable, CustomStringConvertible {
    /// Every character, written as UTF-8.
    case unicode
    /// ASCII only; other characters are written as their ASCII fallbacks.
    case ascii

    /// `unicode` or `ascii`.
    public var description: String {
        switch self {
        case .unicode: return "unicode"
        case .ascii: return "ascii"
        }
    }
}
