/// A cell's style as a frame message gives it to the page: colors as the page's script
/// reads them (`"d"`, `"a1"`, `"p208"`, `"#ffcc00"`, or `nil` to inherit) and the flags.
public struct WebCellStyle: Hashable, Sendable {
    /// The text color.
    public var foreground: String?
    /// The background color.
    public var background: String?
    /// Bold text.
    public var bold = false
    /// Dim text.
    public var dim = false
    /// Italic text.
    public var italic = false
    /// Underlined text.
    public var underline = false
    /// Foreground and background swapped.
    public var reverse = false

    /// A style; the default has no colors and no flags.
    public init(
        foreground: String? = nil, background: String? = nil, bold: Bool = false, dim: Bool = false, italic: Bool = false,
        underline: Bool = false, reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.reverse = reverse
    }
}
