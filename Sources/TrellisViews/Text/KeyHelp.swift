/// A key and what it does, as a hint line or a help screen lists it: "↑ ↓ move",
/// "? help". Apps describe their keys with it; a hint line shows as many as fit.
///
/// ```swift
/// let hints = [KeyHelp("Enter", "open"), KeyHelp("f", "favorite"), KeyHelp("?", "help")]
/// hints.fitting(width: 20, keeping: { $0.keys == "?" }).line()   // "Enter open  ? help"
/// ```
public struct KeyHelp: Sendable, Hashable {
    /// The key as written on the keyboard ("Shift-↑", "/", "↑ ↓").
    public var keys: String
    /// What it does ("move the favorite up").
    public var summary: String

    /// `keys` does `summary`.
    public init(_ keys: String, _ summary: String) {
        self.keys = keys
        self.summary = summary
    }

    /// "keys summary", as a hint line shows it.
    public var text: String { "\(keys) \(summary)" }
}

extension Array where Element == KeyHelp {
    /// The hints as one line, each "keys summary", joined by `separator`.
    public func line(separator: String = "  ") -> String {
        map(\.text).joined(separator: separator)
    }

    /// The hints that fit in `width` cells as one line, in their order: a hint that does
    /// not fit is left out whole rather than cut mid-word ("q q…"), and a later, shorter
    /// one may still fit. Hints `keeping` says stay whatever the width (the help key leads
    /// to all the others), and room is kept for them.
    ///
    /// - Complexity: O(*h*²) for *h* hints (a handful).
    public func fitting(width: Double, separator: String = "  ", keeping: (KeyHelp) -> Bool = { _ in false }) -> [KeyHelp] {
        var kept: [KeyHelp] = []
        for (index, hint) in enumerated() {
            let keptAfter = self[(index + 1)...].filter(keeping)
            if keeping(hint) || Double(CharacterWidth.of((kept + [hint] + keptAfter).line(separator: separator))) <= width {
                kept.append(hint)
            }
        }
        return kept
    }
}
