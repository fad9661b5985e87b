/// How a ``MarkdownView`` sets each kind of text: a theme's `.heading1`–`.heading3`,
/// `.code` and `.link`, with emphasis in italics and strong text in bold.
///
/// ```swift
/// let styles = MarkdownStyles(theme: theme)
/// ```
public struct MarkdownStyles: Sendable, Hashable {
    /// `#` headings.
    public var heading1 = Style(bold: true, underline: true)
    /// `##` headings.
    public var heading2 = Style(bold: true)
    /// `###` headings.
    public var heading3 = Style(bold: true)
    /// Code spans and fenced blocks.
    public var code = Style(foreground: .yellow)
    /// Links' text.
    public var link = Style(foreground: .cyan, underline: true)
    /// `*emphasis*`.
    public var emphasis = Style(italic: true)
    /// `**strong**`.
    public var strong = Style(bold: true)

    /// The standard look, without a theme.
    public init() {}

    /// The styles `theme` names for rich text.
    public init(theme: Theme) {
        heading1 = theme[.heading1]
        heading2 = theme[.heading2]
        heading3 = theme[.heading3]
        code = theme[.code]
        link = theme[.link]
    }

    /// The style of a heading of `level` (1 to 3; others as 3).
    public func heading(_ level: Int) -> Style {
        switch level {
        case ...1: heading1
        case 2: heading2
        default: heading3
        }
    }

    /// The style of a span set with `traits`, pointing to `link`, over `base`.
    func style(_ traits: MarkdownDocument.Traits, link isLink: Bool, over base: Style) -> Style {
        var style = base
        if traits.contains(.code) { style = code.merged(over: style) }
        if traits.contains(.strong) { style = strong.merged(over: style) }
        if traits.contains(.emphasis) { style = emphasis.merged(over: style) }
        if isLink { style = link.merged(over: style) }
        return style
    }
}
