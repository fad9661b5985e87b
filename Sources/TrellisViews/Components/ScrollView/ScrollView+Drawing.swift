// The scroll bars: a track of `│` (or `─`) on the right edge (the bottom edge) with a
// thumb of `█`, as long as the part of the content that shows, at least one cell.

extension ScrollView {
    /// The track's character on the vertical bar and on the horizontal bar.
    static let trackGlyphs: (vertical: Character, horizontal: Character) = ("│", "─")
    /// The thumb's character.
    static let thumbGlyph: Character = "█"

    /// Draws the bars that show (the content draws itself in the clip view).
    func drawBars(_ context: inout DrawingContext) {
        let geometry = geometry
        let offset = contentOffset
        let viewport = geometry.viewport
        if geometry.hasVerticalBar {
            let x = viewport.width
            let thumb = geometry.thumb(.vertical, at: offset)
            context.fill(CellRect(x: x, y: 0, width: 1, height: viewport.height), with: Self.trackGlyphs.vertical, style: trackStyle)
            context.fill(CellRect(x: x, y: thumb.start, width: 1, height: thumb.length), with: Self.thumbGlyph, style: thumbStyle)
        }
        if geometry.hasHorizontalBar {
            let y = viewport.height
            let thumb = geometry.thumb(.horizontal, at: offset)
            context.fill(CellRect(x: 0, y: y, width: viewport.width, height: 1), with: Self.trackGlyphs.horizontal, style: trackStyle)
            context.fill(CellRect(x: thumb.start, y: y, width: thumb.length, height: 1), with: Self.thumbGlyph, style: thumbStyle)
        }
    }
}
