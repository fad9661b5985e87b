// A document set as lines of styled text for a width: blocks wrapped by display width,
// a blank line between two, list items with a hanging indent, code kept as written. Set
// alongside, the text they show as a selection copies it: each paragraph whole, a list's
// items (markers kept) and a code block's lines each on a line, a blank line between two
// blocks; indents are drawn, not copied.

extension MarkdownDocument {
    /// The document as lines of at most `width` cells (code lines may be longer: a view
    /// clips them), set in `styles`.
    ///
    /// - Complexity: O(*n*) for the *n* characters of the document, times the wrap's cost
    ///   per line.
    public func lines(width: Int, styles: MarkdownStyles = MarkdownStyles()) -> [StyledText] {
        layout(width: width, styles: styles).lines
    }

    /// ``lines(width:styles:)`` and the text they show, each line a row of it.
    ///
    /// - Complexity: as ``lines(width:styles:)``.
    package func layout(width: Int, styles: MarkdownStyles = MarkdownStyles()) -> (lines: [StyledText], text: ShownText) {
        let width = max(1, width)
        var lines: [StyledText] = []
        var shown = ShownText()
        func add(_ line: StyledText, x: Int = 0, drawn: some Sequence<Character>, source: Range<Int>) {
            lines.append(line)
            shown.addRow(x: x, drawn, source: source)
        }
        func addWrapped(_ spans: [Span], base: Style) {
            let start = shown.characters.count
            for (line, source) in Self.wrap(Self.styled(spans, styles, base: base), width: width, into: &shown) {
                add(line, drawn: line.string, source: source.shifted(by: start))
            }
        }
        for (index, block) in blocks.enumerated() {
            if index > 0 {
                shown.append("\n")
                add(StyledText(), drawn: "", source: shown.characters.count..<shown.characters.count)
                shown.append("\n")
            }
            switch block {
            case .heading(let level, let spans): addWrapped(spans, base: styles.heading(level))
            case .paragraph(let spans): addWrapped(spans, base: .plain)
            case .code(let code, _):
                for (number, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let text = line.replacing("\t", with: "    ")
                    if number > 0 { shown.append("\n") }
                    let start = shown.characters.count
                    shown.append(text)
                    add(StyledText("  " + text, style: styles.code), x: 2, drawn: text, source: start..<shown.characters.count)
                }
            case .list(let ordered, let start, let items):
                for (number, item) in items.enumerated() {
                    let marker = ordered ? "\(start &+ number). " : "• "
                    let indent = CharacterWidth.of(marker)
                    if number > 0 { shown.append("\n") }
                    let itemStart = shown.characters.count
                    shown.append(marker)
                    let textStart = shown.characters.count
                    let wrapped = Self.wrap(Self.styled(item, styles, base: .plain), width: max(1, width - indent), into: &shown)
                    for (row, (line, source)) in wrapped.enumerated() {
                        if row == 0 {
                            add(StyledText(marker) + line, drawn: marker + line.string, source: itemStart..<textStart + source.upperBound)
                        } else {
                            add(
                                StyledText(String(repeating: " ", count: indent)) + line, x: indent, drawn: line.string,
                                source: source.shifted(by: textStart))
                        }
                    }
                }
            }
        }
        return (lines, shown)
    }

    /// `spans` as styled text over `base`.
    static func styled(_ spans: [Span], _ styles: MarkdownStyles, base: Style) -> StyledText {
        StyledText(
            runs: spans.map { span in
                StyledText.Run(span.text, style: styles.style(span.traits, link: span.link != nil, over: base), link: span.link)
            })
    }

    /// `text` broken into lines of `width` cells (at spaces where it can), styles kept,
    /// each with the characters of `text` it shows; `text` is appended to `shown`.
    static func wrap(_ text: StyledText, width: Int, into shown: inout ShownText) -> [(line: StyledText, source: Range<Int>)] {
        let string = text.string
        shown.append(string)
        guard !text.isEmpty else { return [(StyledText(), 0..<0)] }
        let layout = TextLayout(
            text: string, measurer: MonospaceTextMeasurer(), width: Double(width), lineLimit: 0, truncation: .clip,
            alignment: .left)
        let sources = ShownText.offsets(of: layout.lines.map(\.source), in: string)
        return zip(text.lines(of: layout), sources).map { (StyledText(runs: $0.runs), $1) }
    }
}

extension Range<Int> {
    /// The range `offset` further on.
    fileprivate func shifted(by offset: Int) -> Range<Int> {
        (lowerBound + offset)..<(upperBound + offset)
    }
}
