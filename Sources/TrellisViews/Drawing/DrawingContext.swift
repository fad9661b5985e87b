/// Where a view draws its content: the cells of its frame, in its own cell coordinates,
/// clipped to the part of it that shows and that this frame repaints.
///
/// A host hands one to ``View/draw(_:)`` for each view it paints, back to front (a view
/// before its subviews), with ``style`` set to the view's style merged over its
/// ancestors'. It is ratatui's `Buffer` as `Widget::render` sees it, and UIKit's graphics
/// context inside `draw(_:)`: (0, 0) is the view's top-left cell, and writes outside
/// ``clipBounds`` are dropped, so a view draws as if it were all on screen.
///
/// Every write keeps the background already painted below where its style sets none
/// (text over a row's highlight), and keeps wide characters whole: a wide character the
/// clip cuts shows as a blank in its visible half.
///
/// ```swift
/// final class Meter: View {
///     var fraction = 0.5 { didSet { setNeedsDisplay() } }
///     override func draw(_ context: inout DrawingContext) {
///         let filled = Int(Double(context.bounds.width) * fraction)
///         context.fill(CellRect(x: 0, y: 0, width: filled, height: 1), with: "█")
///         context.draw("\(Int(fraction * 100))%", x: filled + 1, y: 0, style: Style(dim: true))
///     }
/// }
/// ```
public struct DrawingContext {
    /// The cells painted: the whole screen's, in screen coordinates.
    package var buffer: CellBuffer
    /// The view's frame on screen.
    package private(set) var frame: CellRect
    /// The part of the frame its ancestors let show.
    package private(set) var shown: CellRect
    /// Where the view may write this time: what shows, within the damage.
    package private(set) var clip: CellRect
    /// ``style``, packed.
    package private(set) var packedStyle: PackedStyle
    /// Whether a write had to cut a wide character at the clip's left or right edge where
    /// the view shows beyond it: the damage, not the view, cut it, so the host widens the
    /// damage and paints again.
    package var cutAtLeftEdge = false, cutAtRightEdge = false

    /// The view's style merged over its ancestors' (`Style.merged(over:)`): what its
    /// writes use when they give no style of their own.
    public private(set) var style: Style

    /// Which step of its animation an animating view draws (a spinner's glyph): it grows
    /// by one at each of the host's animation ticks. See ``View/isAnimating``.
    public package(set) var animationStep: Int
    /// Whether animations run; off in a host's reduced-motion mode, where an animating
    /// view draws its still picture.
    public package(set) var animates: Bool

    /// A context painting into `buffer`, for no view yet (see `prepare`).
    package init(buffer: CellBuffer, animationStep: Int = 0, animates: Bool = true) {
        self.buffer = buffer
        frame = CellRect(x: 0, y: 0, width: 0, height: 0)
        shown = frame
        clip = frame
        style = .plain
        packedStyle = .plain
        self.animationStep = animationStep
        self.animates = animates
    }

    /// Points the context at a view: its `frame` on screen, the part of it that `shown`,
    /// where it may write (`clip`), and its merged style.
    @inline(__always)
    package mutating func prepare(frame: CellRect, shown: CellRect, clip: CellRect, style: Style, packedStyle: PackedStyle) {
        self.frame = frame
        self.shown = shown
        self.clip = clip
        self.style = style
        self.packedStyle = packedStyle
    }

    // MARK: - Geometry

    /// The view's cells: (0, 0) to its width and height.
    public var bounds: CellRect { CellRect(x: 0, y: 0, width: frame.width, height: frame.height) }

    /// The part of ``bounds`` this frame repaints (what shows of the view, within what
    /// changed); writes outside it are dropped. A view with much to draw can skip what
    /// lies outside, as UIKit's `draw(_ rect:)` may.
    public var clipBounds: CellRect { clip.offsetBy(dx: -frame.minX, dy: -frame.minY) }

    /// The packed style a write uses: the view's, or `style` merged over it.
    @inline(__always)
    private func packed(_ style: Style?) -> PackedStyle {
        guard let style else { return packedStyle }
        return PackedStyle(style.merged(over: self.style))
    }

    // MARK: - Writing

    /// Writes `character` at column `x`, row `y` of the view, in ``style`` or in `style`
    /// merged over it. A wide character takes that cell and the next; a character of no
    /// width (a lone combining mark) writes nothing.
    ///
    /// - Complexity: O(1).
    public mutating func put(_ character: Character, x: Int, y: Int, style: Style? = nil) {
        let width = CharacterWidth.of(character)
        guard width > 0 else { return }
        let column = frame.minX + x
        let row = frame.minY + y
        if width == 2 { noteCut(at: column, y: row) }
        put(Glyph(character), width: width, x: column, y: row, style: packed(style))
    }

    /// Writes one line of `text` from column `x` of row `y` of the view, in ``style`` or
    /// in `style` merged over it. Newlines and other control characters take no cell: a
    /// view that shows several lines draws each (`CharacterWidth.of(_:)` says how many
    /// columns a line takes).
    ///
    /// - Complexity: O(*n*) for the *n* characters of `text` up to the clip's right edge.
    public mutating func draw(_ text: String, x: Int, y: Int, style: Style? = nil) {
        drawLine(text, x: frame.minX + x, y: frame.minY + y, style: packed(style))
    }

    /// Writes `character` (a space by default) over every cell of `rect` (in the view's
    /// cells, clipped), in ``style`` or in `style` merged over it. A wide character fills
    /// every other cell.
    ///
    /// - Complexity: O(*c*) for the *c* cells of `rect` that show.
    public mutating func fill(_ rect: CellRect, with character: Character = " ", style: Style? = nil) {
        let width = CharacterWidth.of(character)
        guard width > 0 else { return }
        let packed = packed(style)
        let glyph = Glyph(character)
        let target = rect.offsetBy(dx: frame.minX, dy: frame.minY)
        let area = target.intersection(clip)
        guard !area.isEmpty else { return }
        for row in area.minY..<area.maxY {
            var column = target.minX
            while column < area.maxX {
                if column + width > area.minX {
                    if width == 2 { noteCut(at: column, y: row) }
                    put(glyph, width: width, x: column, y: row, style: packed)
                }
                column += width
            }
        }
    }

    /// Changes the style of the cells of `rect` (in the view's cells, clipped) with
    /// `transform`, their characters kept: a highlight over what the view and its
    /// subviews drew (see ``View/drawOverSubviews(_:)``).
    ///
    /// - Complexity: O(*c*) for the *c* cells of `rect` that show.
    public mutating func restyle(_ rect: CellRect, _ transform: (inout Style) -> Void) {
        buffer.restyle(rect.offsetBy(dx: frame.minX, dy: frame.minY).intersection(clip), transform)
    }

    /// The character and style shown at column `x`, row `y` of the view, as painted so far
    /// this frame (what lies below, for a view that draws over it); `nil` outside
    /// ``clipBounds``.
    public func cell(x: Int, y: Int) -> (character: Character, style: Style)? {
        let column = frame.minX + x
        let row = frame.minY + y
        guard clip.contains(x: column, y: row) else { return nil }
        let cell = buffer[column, row]
        return (cell.character, cell.style)
    }

    // MARK: - Cells, on screen

    /// Writes one glyph `width` cells wide at screen column `x`, row `y` in `style`,
    /// keeping the background below when the style has none. A wide glyph cut by the clip
    /// shows as a space in its visible half.
    ///
    /// - Complexity: O(1).
    package mutating func put(_ glyph: Glyph, width: Int, x: Int, y: Int, style: PackedStyle) {
        guard clip.contains(x: x, y: y) || (width == 2 && clip.contains(x: x + 1, y: y)) else { return }
        var cellStyle = style
        let keepsBackground = !style.hasBackground
        if keepsBackground, clip.contains(x: x, y: y) {
            cellStyle = style.withBackground(of: buffer[x, y].packedStyle)
        }
        if width == 2 && !(clip.contains(x: x, y: y) && clip.contains(x: x + 1, y: y)) {
            let visibleX = clip.contains(x: x, y: y) ? x : x + 1
            if keepsBackground { cellStyle = style.withBackground(of: buffer[visibleX, y].packedStyle) }
            buffer.set(.blank(cellStyle), x: visibleX, y: y)
            return
        }
        buffer.set(Cell(glyph, width: UInt8(width), packedStyle: cellStyle), x: x, y: y)
    }

    /// A wide character at screen `column` cut by the damage (not by the view's own edges)
    /// must be painted whole: notes it, so that the host widens the damage and paints again.
    package mutating func noteCut(at column: Int, y: Int) {
        if column + 1 == clip.minX && shown.contains(x: column, y: y) { cutAtLeftEdge = true }
        if column + 1 == clip.maxX && shown.contains(x: column + 1, y: y) { cutAtRightEdge = true }
    }
}
