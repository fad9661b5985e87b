/// Text in runs, each with its own ``Style`` and, optionally, a link: Foundation's
/// `AttributedString` cut down to what a terminal cell can show, ratatui's `Line` of
/// `Span`s. A ``Label`` draws it (``Label/attributedText``), wrapping by display width
/// and keeping each run's style; a link travels to the cells it is drawn in, for a host
/// to make clickable (OSC 8 in a terminal, `<a>` in a browser).
///
/// ```swift
/// let text = StyledText("Read ") + StyledText("the guide", style: theme[.link], link: "https://example.com/guide")
///     + StyledText(" first.", style: Style(bold: true))
/// label.attributedText = text
/// ```
public struct StyledText: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A stretch of text in one style, with the link it points to, if any.
    public struct Run: Sendable, Hashable {
        /// The characters.
        public var text: String
        /// How they look, over the view's style.
        public var style: Style
        /// Where they point (a URL as a string), or `nil`.
        public var link: String?

        /// A run of `text` in `style`, pointing to `link`.
        public init(_ text: String, style: Style = .plain, link: String? = nil) {
            self.text = text
            self.style = style
            self.link = link
        }
    }

    /// The runs, in order; none is empty, and no two neighbours share a style and a link.
    public private(set) var runs: [Run] = []

    /// No text.
    public init() {}

    /// `text` in `style`, pointing to `link`.
    public init(_ text: String, style: Style = .plain, link: String? = nil) {
        append(text, style: style, link: link)
    }

    /// The runs given, empty ones left out and alike neighbours joined.
    public init(runs: [Run]) {
        for run in runs { append(run.text, style: run.style, link: run.link) }
    }

    /// Plain text, from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Adds `text` in `style`, pointing to `link`, at the end (the builder's one step).
    ///
    /// - Complexity: O(*n*) for the *n* characters of `text`.
    public mutating func append(_ text: String, style: Style = .plain, link: String? = nil) {
        guard !text.isEmpty else { return }
        if let last = runs.last, last.style == style, last.link == link {
            runs[runs.count - 1].text += text
        } else {
            runs.append(Run(text, style: style, link: link))
        }
    }

    /// Adds `other`'s runs at the end.
    public mutating func append(_ other: StyledText) {
        for run in other.runs { append(run.text, style: run.style, link: run.link) }
    }

    /// `lhs` followed by `rhs`.
    public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        var text = lhs
        text.append(rhs)
        return text
    }

    /// Adds `rhs` at the end of `lhs`.
    public static func += (lhs: inout StyledText, rhs: StyledText) {
        lhs.append(rhs)
    }

    /// The characters, without their styles.
    public var string: String { runs.map(\.text).joined() }

    /// Whether there are no characters.
    public var isEmpty: Bool { runs.isEmpty }

    /// The text with each styled run in brackets: `Read [the guide](link) first.`.
    public var description: String {
        runs.map { run in
            if let link = run.link { return "[\(run.text)](\(link))" }
            return run.style == .plain ? run.text : "{\(run.text)|\(run.style)}"
        }.joined()
    }
}
