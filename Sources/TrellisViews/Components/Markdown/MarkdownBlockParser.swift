/// Splits Markdown into blocks, line by line: fences first (their lines are kept as
/// written), then headings, list items and paragraphs; anything else is a paragraph's text.
struct MarkdownBlockParser {
    private let lines: [Substring]
    private var index = 0
    private var blocks: [MarkdownDocument.Block] = []

    init(_ markdown: String) {
        // "\r\n" is one Character in Swift: split on it as on "\n" and a lone "\r".
        lines = markdown.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    mutating func parse() -> [MarkdownDocument.Block] {
        var paragraph: [Substring] = []
        func endParagraph(_ blocks: inout [MarkdownDocument.Block]) {
            guard !paragraph.isEmpty else { return }
            blocks.append(.paragraph(MarkdownInlineParser.spans(paragraph.joined(separator: " "))))
            paragraph.removeAll()
        }
        while index < lines.count {
            let line = lines[index]
            let trimmed = Self.trimmingLeadingSpaces(line)
            if trimmed.isEmpty {
                endParagraph(&blocks)
                index += 1
            } else if trimmed.hasPrefix("```") {
                endParagraph(&blocks)
                parseFence(language: trimmed.dropFirst(3))
            } else if let (level, text) = Self.heading(trimmed) {
                endParagraph(&blocks)
                blocks.append(.heading(level: level, MarkdownInlineParser.spans(String(text))))
                index += 1
            } else if let item = Self.listItem(trimmed) {
                endParagraph(&blocks)
                parseList(first: item)
            } else {
                paragraph.append(trimmed)
                index += 1
            }
        }
        endParagraph(&blocks)
        return blocks
    }

    /// The lines after an opening fence up to the closing one (or the end).
    private mutating func parseFence(language: Substring) {
        index += 1
        var code: [Substring] = []
        while index < lines.count, !Self.trimmingLeadingSpaces(lines[index]).hasPrefix("```") {
            code.append(lines[index])
            index += 1
        }
        index += 1  // the closing fence, when there is one
        let name = language.markdownTrimmed
        blocks.append(.code(code.joined(separator: "\n"), language: name.isEmpty ? nil : String(name)))
    }

    /// Items of one kind in a row; an indented line after an item continues it.
    private mutating func parseList(first: (ordered: Bool, number: Int, text: Substring)) {
        var items: [[Substring]] = [[first.text]]
        index += 1
        while index < lines.count {
            let line = lines[index]
            let trimmed = Self.trimmingLeadingSpaces(line)
            if trimmed.isEmpty { break }
            if let item = Self.listItem(trimmed) {
                guard item.ordered == first.ordered else { break }
                items.append([item.text])
            } else if line.first == " " || line.first == "\t" {
                items[items.count - 1].append(trimmed)
            } else {
                break
            }
            index += 1
        }
        let spans = items.map { MarkdownInlineParser.spans($0.joined(separator: " ")) }
        blocks.append(.list(ordered: first.ordered, start: first.number, items: spans))
    }

    /// `# Title` to `### Title`: the level and the text (a closing run of `#` dropped).
    static func heading(_ line: Substring) -> (Int, Substring)? {
        let level = line.prefix { $0 == "#" }.count
        guard (1...3).contains(level) else { return nil }
        let rest = line.dropFirst(level)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var text = rest.markdownTrimmed
        while text.last == "#" { text = text.dropLast() }
        return (level, text.markdownTrimmed)
    }

    /// `- item`, `* item`, `+ item` or `12. item` / `12) item`.
    static func listItem(_ line: Substring) -> (ordered: Bool, number: Int, text: Substring)? {
        if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " {
            return (false, 1, line.dropFirst(2).markdownTrimmed)
        }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard (1...9).contains(digits.count) else { return nil }
        let rest = line.dropFirst(digits.count)
        guard let marker = rest.first, marker == "." || marker == ")", rest.dropFirst().first == " " else { return nil }
        return (true, Int(digits) ?? 1, rest.dropFirst(2).markdownTrimmed)
    }

    static func trimmingLeadingSpaces(_ line: Substring) -> Substring {
        line.drop { $0 == " " || $0 == "\t" }
    }
}

extension Substring {
    /// Without spaces and tabs at either end.
    var markdownTrimmed: Substring {
        var text = drop { $0 == " " || $0 == "\t" }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
