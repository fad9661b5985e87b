/// Reads a block's text into spans: code spans first (nothing inside them is Markdown),
/// then `**strong**`, `*emphasis*` / `_emphasis_` and `[links](url)`, each only when its
/// closer follows; a delimiter without one is plain text, and `\` escapes the next
/// character. Nesting stops at ``maximumDepth`` so no input runs the stack out.
struct MarkdownInlineParser {
    typealias Span = MarkdownDocument.Span
    typealias Traits = MarkdownDocument.Traits

    /// How deep delimiters nest before the rest reads as plain text.
    static let maximumDepth = 8

    private let characters: [Character]
    private var spans: [Span] = []

    /// The spans of `text`.
    static func spans(_ text: String) -> [Span] {
        var parser = MarkdownInlineParser(characters: Array(text))
        parser.parse(0..<parser.characters.count, traits: [], link: nil, depth: 0)
        return parser.spans
    }

    private init(characters: [Character]) {
        self.characters = characters
    }

    private mutating func parse(_ range: Range<Int>, traits: Traits, link: String?, depth: Int) {
        var position = range.lowerBound
        var plain = ""
        func flush(_ spans: inout [Span]) {
            guard !plain.isEmpty else { return }
            Self.append(Span(plain, traits: traits, link: link), to: &spans)
            plain = ""
        }
        // A delimiter whose closer was not found from here is not looked for again further
        // on (it would not be found there either): a run of openers stays linear.
        var missing: Set<String> = []
        func closer(_ kind: String, _ search: () -> Int?) -> Int? {
            guard !missing.contains(kind) else { return nil }
            let found = search()
            if found == nil { missing.insert(kind) }
            return found
        }
        while position < range.upperBound {
            let character = characters[position]
            let end = range.upperBound
            if character == "\\", position + 1 < end, characters[position + 1].isPunctuation || characters[position + 1].isSymbol {
                plain.append(characters[position + 1])
                position += 2
                continue
            }
            guard depth < Self.maximumDepth || character == "`" else {
                plain.append(character)
                position += 1
                continue
            }
            if character == "`", let close = closer("`", { find("`", from: position + 1, before: end) }) {
                flush(&spans)
                Self.append(Span(String(characters[(position + 1)..<close]), traits: traits.union(.code), link: link), to: &spans)
                position = close + 1
            } else if character == "*", position + 1 < end, characters[position + 1] == "*",
                let close = closer("**", { find("*", "*", from: position + 2, before: end) }), close > position + 2
            {
                flush(&spans)
                parse((position + 2)..<close, traits: traits.union(.strong), link: link, depth: depth + 1)
                position = close + 2
            } else if character == "*" || (character == "_" && opensUnderscore(at: position)),
                let close = closer(String(character), { findEmphasisCloser(character, from: position + 1, before: end) })
            {
                flush(&spans)
                parse((position + 1)..<close, traits: traits.union(.emphasis), link: link, depth: depth + 1)
                position = close + 1
            } else if character == "[", closer("](", { find("]", "(", from: position + 1, before: end) }) != nil,
                let (textEnd, target, next) = linkParts(from: position, before: end)
            {
                flush(&spans)
                parse((position + 1)..<textEnd, traits: traits, link: target, depth: depth + 1)
                position = next
            } else {
                plain.append(character)
                position += 1
            }
        }
        flush(&spans)
    }

    /// Where `first` (followed by `second`, when given) next starts in `start..<end`.
    private func find(_ first: Character, _ second: Character? = nil, from start: Int, before end: Int) -> Int? {
        var index = start
        let last = second == nil ? end : end - 1
        while index < last {
            if characters[index] == first && (second == nil || characters[index + 1] == second) { return index }
            index += 1
        }
        return nil
    }

    /// A single `*` or `_` closing emphasis: not doubled, not right after the opener.
    private func findEmphasisCloser(_ delimiter: Character, from start: Int, before end: Int) -> Int? {
        var index = start
        while index < end {
            if characters[index] == "\\" {
                index += 2
                continue
            }
            if characters[index] == delimiter && index > start {
                let doubled = index + 1 < end && characters[index + 1] == delimiter
                if delimiter == "*" && doubled {
                    index += 2
                    continue
                }
                if delimiter == "_" && index + 1 < end && (characters[index + 1].isLetter || characters[index + 1].isNumber) {
                    index += 1
                    continue
                }
                return index
            }
            index += 1
        }
        return nil
    }

    /// `_` opens emphasis only away from a word (`snake_case` stays as written).
    private func opensUnderscore(at position: Int) -> Bool {
        position == 0 || !(characters[position - 1].isLetter || characters[position - 1].isNumber)
    }

    /// `[text](target)` from `start`: where the text ends, the target, and what follows.
    private func linkParts(from start: Int, before end: Int) -> (Int, String, Int)? {
        guard let textEnd = find("]", "(", from: start + 1, before: end), let close = find(")", from: textEnd + 2, before: end) else {
            return nil
        }
        let target = String(characters[(textEnd + 2)..<close]).trimmingCharacters(in: " ")
        guard !target.isEmpty, !target.contains(" ") else { return nil }
        return (textEnd, target, close + 1)
    }

    /// Adds `span`, joined to the last when they are set alike.
    private static func append(_ span: Span, to spans: inout [Span]) {
        guard !span.text.isEmpty else { return }
        if let last = spans.last, last.traits == span.traits, last.link == span.link {
            spans[spans.count - 1].text += span.text
        } else {
            spans.append(span)
        }
    }
}

extension String {
    /// Without `character` at either end.
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var text = self[...].drop { $0 == character }
        while text.last == character { text = text.dropLast() }
        return String(text)
    }
}
