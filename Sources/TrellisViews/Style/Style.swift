/// How content is drawn: colors and text attributes.
///
/// A style's `nil` colors and `false` flags mean "inherit", so styles layer:
/// ``merged(over:)`` puts one on top of another (a highlighted row over the list's
/// style). Screens don't build styles by hand; they ask the ``Theme`` for named ones.
///
/// ```swift
/// var warning = Style(foreground: .yellow, bold: true)
/// warning.underline = true
/// let onRow = warning.merged(over: Style(background: .palette(236)))
/// ```
public struct Style: Hashable, Sendable, CustomStringConvertible {
    /// The text color, or `nil` to inherit.
    public var foreground: Color?
    /// The fill color, or `nil` to inherit.
    public var background: Color?
    /// Heavier text.
    public var bold: Bool
    /// Fainter text.
    public var dim: Bool
    /// Slanted text, where the host can show it.
    public var italic: Bool
    /// Underlined text.
    public var underline: Bool
    /// Swaps foreground and background.
    public var reverse: Bool

    /// A style; everything unset inherits.
    public init(
        foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
        italic: Bool = false, underline: Bool = false, reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.reverse = reverse
    }

    /// The style that changes nothing.
    public static let plain = Style()

    /// This style drawn over `base`: this one's colors where set, and the attributes
    /// of both.
    public func merged(over base: Style) -> Style {
        Style(
            foreground: foreground ?? base.foreground, background: background ?? base.background,
            bold: bold || base.bold, dim: dim || base.dim, italic: italic || base.italic,
            underline: underline || base.underline, reverse: reverse || base.reverse)
    }

    /// `fg:red bg:palette(236) bold`, or `plain`.
    public var description: String {
        var parts: [String] = []
        if let foreground { parts.append("fg:\(foreground)") }
        if let background { parts.append("bg:\(background)") }
        for (flag, name) in [(bold, "bold"), (dim, "dim"), (italic, "italic"), (underline, "underline"), (reverse, "reverse")] where flag {
            parts.append(name)
        }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}
