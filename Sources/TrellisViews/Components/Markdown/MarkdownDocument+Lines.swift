// A document set as lines of styled text for a width: blocks wrapped by display width,
// a blank line between two, list items with a hanging indent, code kept as written.

extension MarkdownDocument {
    /// The document as lines of at most `width` cells (code lines may be longer: a view
    /// clips them), set in `styles`.
    ///
    /// - Complexity: O(*n*) for the *n* characters of the document, times the wrap's cost
    ///   per line.
    public func lines(width: Int, styles: MarkdownStyles = MarkdownStyles()) -> [StyledText] {
        let width = max(1, width)
        var lines: [StyledText] = []
        for (index, block) in blocks.enumerated() {
            if index > 0 { lines.append(StyledText()) }
            switch block {
            case .heading(let level, let spans):
                lines += Self.wrap(Self.styled(spans, styles, base: styles.heading(level)), width: width)
            case .paragraph(let spans):
                lines += Self.wrap(Self.styled(spans, styles, base: .plain), width: width)
            case .code(let code, _):
                for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
                    let text = line.replacing("\t", with: "    ")
                    lines.append(StyledText("  " + text, style: styles.code))
                }
            case .list(let ordered, let start, let items):
                for (number, item) in items.enumerated() {
                    let marker = ordered ? "\(start &+ number). " : "• "
                    let indent = CharacterWidth.of(marker)
                    let wrapped = Self.wrap(Self.styled(item, styles, base: .plain), width: max(1, width - indent))
                    for (row, line) in wrapped.enumerated() {
                        lines.append(StyledText(row == 0 ? marker : String(repeating: " ", count: indent)) + line)
                    }
                }
            }
        }
        return lines
    }

    /// `spans` as styled text over `base`.
    static func styled(_ spans: [Span], _ styles: MarkdownStyles, base: Style) -> StyledText {
        StyledText(
            runs: spans.map { span in
                StyledText.Run(span.text, style: styles.style(span.traits, link: span.link != nil, over: base), link: span.link)
            })
    }

    /// `text` broken into lines of `width` cells (at spaces where it can), styles kept.
    static func wrap(_ text: StyledText, width: Int) -> [StyledText] {
        guard !text.isEmpty else { return [StyledText()] }
        let layout = TextLayout(
            text: text.string, measurer: MonospaceTextMeasurer(), width: Double(width), lineLimit: 0, truncation: .clip,
            alignment: .left)
        return text.lines(of: layout).map { StyledText(runs: $0.runs) }
    }
}
