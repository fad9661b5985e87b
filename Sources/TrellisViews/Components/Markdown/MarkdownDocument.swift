/// A Markdown document parsed into blocks of styled spans: the subset a terminal shows
/// well (Textual's `Markdown` widget, cut down; CommonMark's core).
///
/// It reads ATX headings (`#`, `##`, `###`), paragraphs, `*emphasis*` and `_emphasis_`,
/// `**strong**`, code spans (a backtick each side), fenced code blocks (three backticks), `-`, `*`, `+`
/// and `1.` lists, and `[links](url)`. Anything else is shown as plain text. Parsing
/// never traps, whatever the input (bytes that are not UTF-8 arrive as U+FFFD).
///
/// ```swift
/// let document = MarkdownDocument("# Cats\n\nA **list** of [breeds](https://example.com).\n\n- Korat\n- Abyssinian")
/// document.blocks.count   // 3
/// ```
public struct MarkdownDocument: Sendable, Hashable {
    /// How a span of text is set.
    public struct Traits: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        /// Creates traits from their bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// `*emphasis*` or `_emphasis_`.
        public static let emphasis = Traits(rawValue: 1)
        /// `**strong**`.
        public static let strong = Traits(rawValue: 2)
        /// A code span, between backticks.
        public static let code = Traits(rawValue: 4)
    }

    /// A stretch of inline text with its traits and the link it is part of.
    public struct Span: Sendable, Hashable {
        /// The characters shown.
        public var text: String
        /// Emphasis, strong, code.
        public var traits: Traits
        /// The target of the link it is part of, or `nil`.
        public var link: String?

        /// A span of `text`.
        public init(_ text: String, traits: Traits = [], link: String? = nil) {
            self.text = text
            self.traits = traits
            self.link = link
        }
    }

    /// One block of the document, top to bottom.
    public enum Block: Sendable, Hashable {
        /// `#` to `###`: a heading of level 1 to 3.
        case heading(level: Int, [Span])
        /// Lines of text up to a blank line, joined.
        case paragraph([Span])
        /// A fenced block, its lines kept as written; the fence's language, if named.
        case code(String, language: String?)
        /// Items in a row: numbered from `start` when ordered, else bulleted.
        case list(ordered: Bool, start: Int, items: [[Span]])
    }

    /// The blocks, in order.
    public var blocks: [Block]

    /// The document `blocks` make.
    public init(blocks: [Block]) {
        self.blocks = blocks
    }

    /// Parses `markdown`.
    ///
    /// - Complexity: O(*n*) for the *n* characters, but for inline delimiters, each of
    ///   which looks for its closer: O(*n*²) at worst within a paragraph.
    public init(_ markdown: String) {
        var parser = MarkdownBlockParser(markdown)
        blocks = parser.parse()
    }

    /// Parses `bytes` as UTF-8, each invalid sequence read as U+FFFD.
    public init(bytes: some Collection<UInt8>) {
        self.init(String(decoding: bytes, as: UTF8.self))
    }
}
