/// A message for the status line at the bottom of every screen.
public struct StatusMessage: Sendable, Hashable, CustomStringConvertible {
    /// How the message reads: information, something that went wrong, an announcement
    /// of the accessible mode (a change said in words: "Abyssinian, 2 of 68"), or a
    /// notice that the server could not be reached, which reads as information and is
    /// taken down once the app is back online (``StatusLine/serverIsReachable()``).
    public enum Kind: Sendable, Hashable { case info, error, announcement, offline }

    public var text: String
    public var kind: Kind

    public init(_ text: String, kind: Kind = .info) {
        self.text = text
        self.kind = kind
    }

    public var description: String { kind == .error ? "error: \(text)" : text }

    /// The text in words alone, for a screen reader: symbols drawn as glyphs ("★", "☆")
    /// left out, spaces around them trimmed; an error starts "Error: ".
    public var spokenText: String {
        let words = String(text.filter { !$0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .otherSymbol } })
        let trimmed = words.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return kind == .error ? "Error: \(trimmed)" : trimmed
    }

    /// Whether it is an announcement of the accessible mode.
    public var isAnnouncement: Bool { kind == .announcement }
}
