// One line of text in cells, clipped: what a label and ``DrawingContext/draw(_:x:y:style:)``
// write.

extension DrawingContext {
    /// One line of `text` from screen column `x` of row `y`, clipped, in `style` (keeping
    /// the background below where it has none).
    ///
    /// - Parameter standsAlone: Whether every code point of `text` stands alone
    ///   (``CharacterWidth/standsAlone(_:)``), when the caller knows; `nil` to find out.
    /// - Complexity: O(*n*) for the *n* characters up to the clip's right edge.
    package mutating func drawLine(_ text: String, x: Int, y: Int, style packed: PackedStyle, standsAlone known: Bool? = nil) {
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
                if width == 2 { noteCut(at: column, y: y) }
                put(Glyph(scalar), width: width, x: column, y: y, style: packed)
                column += width
            }
            return
        }
        for character in text {
            let width = CharacterWidth.of(character)
            guard width > 0 else { continue }
            if column >= clip.maxX { break }
            if width == 2 { noteCut(at: column, y: y) }
            put(Glyph(character), width: width, x: column, y: y, style: packed)
            column += width
        }
    }

    /// One line of `text` from column `x` of row `y` of the view, as
    /// ``draw(_:x:y:style:)`` writes it, its cells part of a link to `link` when given:
    /// a host makes them one clickable link (a terminal's OSC 8, a browser's `<a>`).
    ///
    /// - Complexity: O(*n*) for the *n* characters of `text` up to the clip's right edge.
    public mutating func draw(_ text: String, x: Int, y: Int, style: Style? = nil, link: String?) {
        let style = style.map { PackedStyle($0.merged(over: self.style)) } ?? packedStyle
        drawLine(text, x: frame.minX + x, y: frame.minY + y, style: style)
        guard let link else { return }
        let row = frame.minY + y
        guard row >= clip.minY && row < clip.maxY else { return }
        let start = frame.minX + x
        for column in max(start, clip.minX)..<max(max(start, clip.minX), min(start + CharacterWidth.of(text), clip.maxX)) {
            buffer.setLink(link, x: column, y: row)
        }
    }
}
