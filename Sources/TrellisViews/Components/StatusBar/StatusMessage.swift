/// A message for an app's status line (``StatusLine``): information, an error, or an
/// announcement of the accessible mode, optionally about a *topic* that can stop being true.
///
/// ```swift
/// StatusMessage("★ Korat is a favorite")
/// StatusMessage("Can't reach the server", topic: "offline")   // taken down with clear(topic:)
/// ```
public struct StatusMessage: Sendable, Hashable, CustomStringConvertible {
    /// How the message reads.
    public enum Kind: Sendable, Hashable {
        /// Information.
        case info
        /// Something that went wrong (a status bar shows it in `.statusError`).
        case error
        /// A change said in words for the accessible mode ("Abyssinian, 2 of 68").
        case announcement
    }

    /// What the line says.
    public var text: String
    /// How it reads.
    public var kind: Kind
    /// What the message is about when it can stop being true ("offline"): the app takes it
    /// down with ``StatusLine/clear(topic:)`` once it is no longer so, and leaves any other
    /// message up.
    public var topic: String?

    /// A message saying `text`.
    public init(_ text: String, kind: Kind = .info, topic: String? = nil) {
        self.text = text
        self.kind = kind
        self.topic = topic
    }

    /// The text, an error's starting "error: ".
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
