import TrellisViews

// Labels: their text, one line or laid out, in cells.

extension Painter {
    /// Draws `label`'s text in `rect` (its frame on screen), within `area`.
    package mutating func paintText(of label: Label, at rect: CellRect, area: Area, style: PackedStyle, into buffer: inout CellBuffer) {
        let facts = label.drawingFacts
        var text = facts.text
        guard !text.isEmpty else { return }
        // The common case, one line of ASCII that fits, read from the text's bytes in
        // place (iterating a small string's `utf8` spills it to the stack for every byte):
        // no wide character to cut, no grapheme to find, one run of cells.
        let drawn = Painter.withUTF8(of: &text) { bytes in
            guard let line = Painter.singleASCIILine(of: facts, bytes: bytes) else { return false }
            let y = rect.minY
            if y >= area.clip.minY && y < area.clip.maxY {
                buffer.writeASCII(
                    bytes, printable: line.printable, x: rect.minX + line.offset, y: y, minX: area.clip.minX, maxX: area.clip.maxX,
                    style: style)
            }
            return true
        }
        if drawn { return }
        if let line = Painter.singleLine(of: facts) {
            paintLine(
                text, x: rect.minX + line.offset, y: rect.minY, area: area, style: style,
                standsAlone: line.standsAlone, into: &buffer)
            return
        }
        for (index, line) in label.textLayout.lines.enumerated() {
            let row = rect.minY + index
            guard row < area.clip.maxY else { break }
            paintLine(line.text, x: rect.minX + Int(line.x.rounded(.down)), y: row, area: area, style: style, into: &buffer)
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
    nonisolated private static func drawsOneLine(_ label: Label.DrawingFacts) -> Bool {
        guard label.isMonospace else { return false }
        let heightLimit = Int(label.bounds.height.rounded(.down))
        var limit = label.lineLimit
        if heightLimit > 0 && (limit == 0 || heightLimit < limit) { limit = heightLimit }
        return limit == 1
    }

    /// Where a line `width` cells wide starts in `label`, if it fits.
    nonisolated private static func offset(ofLine width: Int, in label: Label.DrawingFacts) -> Int? {
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
    nonisolated private static func singleASCIILine(of label: Label.DrawingFacts, bytes: UnsafeBufferPointer<UInt8>) -> (
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
    private static func singleLine(of label: Label.DrawingFacts) -> (offset: Int, standsAlone: Bool)? {
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

    /// One line of text from column `x` of row `y`, clipped.
    ///
    /// - Parameter standsAlone: Whether every code point of `text` stands alone
    ///   (`CharacterWidth.standsAlone`), when the caller knows; `nil` to find out.
    private mutating func paintLine(
        _ text: String, x: Int, y: Int, area: Area, style packed: PackedStyle, standsAlone known: Bool? = nil,
        into buffer: inout CellBuffer
    ) {
        let clip = area.clip
        guard y >= clip.minY && y < clip.maxY else { return }
        var column = x
        let keepsBackground = !packed.hasBackground
        // Text whose code points are its characters (see `CharacterWidth.standsAlone`),
        // which is most text, is drawn code point by code point, ASCII inline, without
        // finding grapheme boundaries.
        var standsAlone = known ?? true
        if known == nil {
            for scalar in text.unicodeScalars where scalar.value >= 0x80 && !CharacterWidth.standsAlone(scalar) {
                standsAlone = false
                break
            }
        }
        if standsAlone {
            for scalar in text.unicodeScalars {
                let value = scalar.value
                if value < 0x80 {
                    guard value >= 0x20 && value != 0x7F else { continue }
                    if column >= clip.maxX { break }
                    if column >= clip.minX {
                        let cellStyle = keepsBackground ? packed.withBackground(of: buffer[column, y].packedStyle) : packed
                        buffer.set(Cell(Glyph(ascii: UInt8(truncatingIfNeeded: value)), packedStyle: cellStyle), x: column, y: y)
                    }
                    column += 1
                    continue
                }
                let width = CharacterWidth.of(scalar)
                guard width > 0 else { continue }
                if column >= clip.maxX { break }
                if width == 2 { noteCut(at: column, y: y, area: area) }
                put(Glyph(scalar), width: width, x: column, y: y, clip: clip, style: packed, into: &buffer)
                column += width
            }
            return
        }
        for character in text {
            let width = CharacterWidth.of(character)
            guard width > 0 else { continue }
            if column >= clip.maxX { break }
            if width == 2 { noteCut(at: column, y: y, area: area) }
            put(Glyph(character), width: width, x: column, y: y, clip: clip, style: packed, into: &buffer)
            column += width
        }
    }

    /// A wide character at `column` cut by the damage (not by the view) must be painted
    /// whole: notes it, so that the caller widens the damage and paints again.
    private mutating func noteCut(at column: Int, y: Int, area: Area) {
        let clip = area.clip
        if column + 1 == clip.minX && area.shown.contains(x: column, y: y) { cutAtLeftEdge = true }
        if column + 1 == clip.maxX && area.shown.contains(x: column + 1, y: y) { cutAtRightEdge = true }
    }
}
