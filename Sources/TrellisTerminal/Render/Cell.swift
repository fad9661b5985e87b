import TrellisViews

/// One character cell of the screen: what it shows, how wide that is, and its style.
///
/// A wide character (CJK, most emoji) takes two cells: the left one holds it with
/// ``width`` 2 and the right one is a continuation with ``width`` 0, which shows
/// nothing of its own.
///
/// A plain value (no references, the style packed into a word), so buffers copy and
/// compare at memory speed: four integer compares tell two cells apart.
struct Cell: Hashable, Sendable {
    /// The grapheme shown; a space for blanks and continuations.
    var glyph: Glyph
    /// 1 for most characters, 2 for the left half of a wide one, 0 for its right half.
    var width: UInt8
    /// The resolved style, packed (see ``style``).
    var packedStyle: PackedStyle

    init(_ glyph: Glyph, width: UInt8 = 1, packedStyle: PackedStyle) {
        self.glyph = glyph
        self.width = width
        self.packedStyle = packedStyle
    }

    init(_ glyph: Glyph, width: UInt8 = 1, style: Style = .plain) {
        self.init(glyph, width: width, packedStyle: PackedStyle(style))
    }

    init(_ character: Character, width: UInt8 = 1, style: Style = .plain) {
        self.init(Glyph(character), width: width, style: style)
    }

    /// The resolved style: `nil` colors are the terminal's defaults.
    var style: Style {
        get { packedStyle.style }
        set { packedStyle = PackedStyle(newValue) }
    }

    /// The grapheme as a character.
    var character: Character { glyph.character }

    /// A space in the terminal's default colors: what a cleared screen holds.
    /// (Computed, not stored: a stored static is read through a lazy-initialization
    /// check, and the renderer compares against it for every cell.)
    static var blank: Cell { Cell(Glyph.space, packedStyle: .plain) }

    /// A space in `style`.
    static func blank(_ style: Style) -> Cell { Cell(Glyph.space, style: style) }

    /// A space in a packed style.
    static func blank(_ style: PackedStyle) -> Cell { Cell(Glyph.space, packedStyle: style) }

    /// The right half of a wide character in `style`.
    static func continuation(_ style: PackedStyle) -> Cell { Cell(Glyph.space, width: 0, packedStyle: style) }

    var isContinuation: Bool { width == 0 }
}

/// A rectangle of cells in screen coordinates; empty when either side is not positive.
struct CellRect: Hashable, Sendable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    var isEmpty: Bool { maxX <= minX || maxY <= minY }

    func intersection(_ other: CellRect) -> CellRect {
        CellRect(minX: max(minX, other.minX), minY: max(minY, other.minY),
                 maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }

    func contains(x: Int, y: Int) -> Bool { x >= minX && x < maxX && y >= minY && y < maxY }
}
