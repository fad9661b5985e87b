/// One character cell of the screen: what it shows, how wide that is, and its style.
///
/// A wide character (CJK, most emoji) takes two cells: the left one holds it with
/// ``width`` 2 and the right one is a continuation with ``width`` 0, which shows
/// nothing of its own.
///
/// A plain value of two words (no references; the glyph is one, the style and the
/// width share the other), so buffers copy and compare at memory speed: two integer
/// compares tell two cells apart, and a screen of 200×60 is 192 KB.
package struct Cell: Hashable, Sendable {
    /// The grapheme shown; a space for blanks and continuations.
    package var glyph: Glyph
    /// The packed style's bits, with the width in bits 5–6, which the packing leaves free.
    @usableFromInline var word: UInt64

    /// Whether two cells show the same: two integer compares, inlined into the renderer's
    /// loops (a call through the synthesized conformance per cell was a tenth of a scrolled
    /// frame).
    @inlinable
    package static func == (lhs: Cell, rhs: Cell) -> Bool { lhs.glyph == rhs.glyph && lhs.word == rhs.word }

    private static let widthShift: UInt64 = 5
    private static let widthMask: UInt64 = 3 << widthShift
    /// Bit 34, which the style's packing leaves free: the cell is part of a link, whose
    /// target its buffer keeps (``CellBuffer/link(x:y:)``). In the word, so a cell that
    /// gains or loses a link compares different and is sent again.
    private static let linkMask: UInt64 = 1 << 34

    package init(_ glyph: Glyph, width: UInt8 = 1, packedStyle: PackedStyle) {
        precondition(width <= 2, "a cell is 0, 1 or 2 wide")
        self.glyph = glyph
        word = packedStyle.bits | UInt64(width) << Cell.widthShift
    }

    /// 1 for most characters, 2 for the left half of a wide one, 0 for its right half.
    package var width: UInt8 {
        UInt8(truncatingIfNeeded: (word & Cell.widthMask) >> Cell.widthShift)
    }

    /// The resolved style, packed (see ``style``).
    package var packedStyle: PackedStyle {
        get { PackedStyle(bits: word & ~(Cell.widthMask | Cell.linkMask)) }
        set { word = newValue.bits | word & (Cell.widthMask | Cell.linkMask) }
    }

    /// Whether the cell is part of a link (its target is its buffer's: ``CellBuffer/link(x:y:)``).
    /// A cell written over it starts without one; restyling keeps it.
    package var isLinked: Bool {
        get { word & Cell.linkMask != 0 }
        set { word = newValue ? word | Cell.linkMask : word & ~Cell.linkMask }
    }

    package init(_ glyph: Glyph, width: UInt8 = 1, style: Style = .plain) {
        self.init(glyph, width: width, packedStyle: PackedStyle(style))
    }

    package init(_ character: Character, width: UInt8 = 1, style: Style = .plain) {
        self.init(Glyph(character), width: width, style: style)
    }

    /// The resolved style: `nil` colors are the terminal's defaults.
    package var style: Style {
        get { packedStyle.style }
        set { packedStyle = PackedStyle(newValue) }
    }

    /// The grapheme as a character.
    package var character: Character { glyph.character }

    /// A space in the terminal's default colors: what a cleared screen holds.
    /// (Computed, not stored: a stored static is read through a lazy-initialization
    /// check, and the renderer compares against it for every cell.)
    package static var blank: Cell { Cell(Glyph.space, packedStyle: .plain) }

    /// A space in `style`.
    package static func blank(_ style: Style) -> Cell { Cell(Glyph.space, style: style) }

    /// A space in a packed style.
    package static func blank(_ style: PackedStyle) -> Cell { Cell(Glyph.space, packedStyle: style) }

    /// The right half of a wide character in `style`.
    package static func continuation(_ style: PackedStyle) -> Cell { Cell(Glyph.space, width: 0, packedStyle: style) }

    package var isContinuation: Bool { width == 0 }

    /// The 64-bit words a cell is made of, with no padding between or after them: two
    /// cells are equal exactly when their words are (``CellBuffer/row(_:equals:of:)``
    /// compares rows word by word; `CellTests` checks the layout).
    package static var wordCount: Int { 2 }
}
