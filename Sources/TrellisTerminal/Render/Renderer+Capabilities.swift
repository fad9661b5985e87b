import TrellisHost
import TrellisViews

// Writing a cell's character within the terminal's glyph repertoire: on an ASCII-only
// terminal (a locale that is not UTF-8) a non-ASCII character goes out as its fallback,
// so apps draw ★ and › everywhere and never branch on the locale. Colors are degraded
// where the style is written (`ControlSequence.style(from:to:depth:into:)`).

extension Renderer {
    /// Appends the cell's character, or on an ASCII-only terminal its ASCII fallback
    /// padded with `?` to the cell's width, so the cursor ends where the painter's
    /// layout expects.
    static func append(_ cell: Cell, asciiOnly: Bool, into bytes: inout [UInt8]) {
        guard asciiOnly, cell.glyph.asciiValue == nil else {
            cell.glyph.append(to: &bytes)
            return
        }
        let fallback = GlyphRepertoire.asciiFallback(for: cell.character)
        bytes.append(fallback.asciiValue ?? UInt8(ascii: "?"))
        if cell.width == 2 { bytes.append(UInt8(ascii: "?")) }
    }
}
