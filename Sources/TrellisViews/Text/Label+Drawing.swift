// A label draws its text: one line of ASCII that fits straight from the text's bytes,
// any other single line code point by code point, several lines from its `textLayout`.

extension Label {
    /// How a label's text goes into cells at its size, worked out once per text and size
    /// (``Label/linePlan``), not on every frame.
    enum LinePlan {
        /// No text.
        case empty
        /// One line of ASCII that fits: written straight from the text's bytes, from
        /// `offset`, `printable` of them taking a cell (control bytes take none).
        case ascii(offset: Int, printable: Int)
        /// Any other single line that fits, from `offset`; `standsAlone` when its code points
        /// are its characters (`CharacterWidth.standsAlone`).
        case line(offset: Int, standsAlone: Bool)
        /// Several lines, or one that does not fit: drawn from ``Label/textLayout``.
        case layout
    }

    /// The ``LinePlan`` for the label's text at its size, as ``drawingFacts`` decide it.
    static func linePlan(of facts: DrawingFacts) -> LinePlan {
        var text = facts.text
        guard !text.isEmpty else { return .empty }
        if let line = Label.withUTF8(of: &text, { Label.singleASCIILine(of: facts, bytes: $0) }) {
            return .ascii(offset: line.offset, printable: line.printable)
        }
        if let line = Label.singleLine(of: facts) { return .line(offset: line.offset, standsAlone: line.standsAlone) }
        return .layout
    }

    /// Draws ``textLayout`` (or, for the common single line, the text itself) in the
    /// context's style.
    func drawText(_ context: inout DrawingContext) {
        let frame = context.frame
        switch linePlan {
        case .empty:
            return
        case .ascii(let offset, let printable):
            // The common case, one line of ASCII that fits, read from the text's bytes in
            // place (iterating a small string's `utf8` spills it to the stack for every byte):
            // no wide character to cut, no grapheme to find, one run of cells.
            let y = frame.minY
            let clip = context.clip
            guard y >= clip.minY && y < clip.maxY else { return }
            var text = text
            Label.withUTF8(of: &text) { bytes in
                context.buffer.writeASCII(
                    bytes, printable: printable, x: frame.minX + offset, y: y, minX: clip.minX, maxX: clip.maxX,
                    style: context.packedStyle)
            }
        case .line(let offset, let standsAlone):
            context.drawLine(text, x: frame.minX + offset, y: frame.minY, style: context.packedStyle, standsAlone: standsAlone)
        case .layout:
            for (index, line) in textLayout.lines.enumerated() {
                let row = frame.minY + index
                guard row < context.clip.maxY else { break }
                context.drawLine(line.text, x: frame.minX + Int(line.x.rounded(.down)), y: row, style: context.packedStyle)
            }
        }
    }

    /// `text.withUTF8(body)`, through a nonisolated function of our own: a main-actor
    /// closure handed straight to the standard library is checked for its executor on
    /// every call, one handed to this function is not (it runs synchronously, on the
    /// caller's actor all the same), as `View.forEach(unretainedIn:_:)` does.
    nonisolated private static func withUTF8<Result>(of text: inout String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.withUTF8(body)
    }

    /// Where a label's text starts when it is one line that fits: the common case,
    /// worked out without building a `TextLayout` (whose result it equals).
    package static func singleLineOffset(of label: Label) -> Int? {
        singleLine(of: label.drawingFacts)?.offset
    }

    /// Whether a label draws one line in cells: a monospace label limited to one line
    /// by its line limit or its height.
    nonisolated private static func drawsOneLine(_ label: DrawingFacts) -> Bool {
        guard label.isMonospace else { return false }
        let heightLimit = Int(label.bounds.height.rounded(.down))
        var limit = label.lineLimit
        if heightLimit > 0 && (limit == 0 || heightLimit < limit) { limit = heightLimit }
        return limit == 1
    }

    /// Where a line `width` cells wide starts in `label`, if it fits.
    nonisolated private static func offset(ofLine width: Int, in label: DrawingFacts) -> Int? {
        let box = label.bounds.width
        let width = Double(width)
        guard width <= box else { return nil }
        return switch label.alignment {
        case .left: 0
        case .center: max(0, Int(((box - width) / 2).rounded(.down)))
        case .right: max(0, Int((box - width).rounded(.down)))
        }
    }

    /// ``singleLine(of:)`` for text given as its UTF-8 `bytes`, when every byte is
    /// ASCII: the offset and how many bytes take a cell (control bytes take none).
    /// `nil` for text with other bytes or a newline, or that does not fit.
    nonisolated private static func singleASCIILine(of label: DrawingFacts, bytes: UnsafeBufferPointer<UInt8>) -> (
        offset: Int, printable: Int
    )? {
        guard !bytes.isEmpty, drawsOneLine(label) else { return nil }
        var printable = 0
        for byte in bytes {
            guard byte < 0x80, byte != 0x0A else { return nil }
            if byte >= 0x20 && byte != 0x7F { printable += 1 }
        }
        return offset(ofLine: printable, in: label).map { ($0, printable) }
    }

    /// ``singleLineOffset(of:)``, and whether the text's code points stand alone
    /// (`CharacterWidth.standsAlone`), found in the same pass over it.
    private static func singleLine(of label: DrawingFacts) -> (offset: Int, standsAlone: Bool)? {
        let text = label.text
        guard !text.isEmpty, drawsOneLine(label) else { return nil }
        var cells = 0
        var standsAlone = true
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                if value == 0x0A { return nil }
                if value >= 0x20 && value != 0x7F { cells += 1 }
            } else if standsAlone && CharacterWidth.standsAlone(scalar) {
                cells += CharacterWidth.of(scalar)
            } else {
                standsAlone = false
            }
        }
        guard let offset = offset(ofLine: standsAlone ? cells : CharacterWidth.of(text), in: label) else { return nil }
        return (offset, standsAlone)
    }
}
