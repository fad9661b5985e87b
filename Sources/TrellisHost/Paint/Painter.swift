import TrellisLists
import TrellisViews

/// Draws a view tree into a ``CellBuffer``: back to front, each view clipped to its
/// frame and its ancestors', hidden views skipped.
///
/// Widgets stay plain views; the painter knows how each kind looks in cells:
/// - any view with a background fills its frame with it;
/// - a `Label` draws its `Label.textLayout` in its style;
/// - a `SeparatorView` draws `─` across (or `│` down) its frame;
/// - a focused `CollectionViewCell` is drawn in its `focusedStyle` (its list's theme's
///   `.focused` style, reverse video without one) over everything in it, its nested
///   labels' colours and dim dropped so the whole row shows one highlight;
/// - a loading `PlaceholderView` draws a spinner above its title ("Loading…"), or
///   nothing more than the title when ``animates`` is off (the accessible mode).
///
/// Styles inherit down the tree (`Style.merged(over:)`); text with no
/// background of its own keeps whatever is painted below it.
///
/// Frames after the first are painted incrementally (see `Painter+Damage.swift`): the
/// rectangles of views that need display are cleared and painted again, clipped to
/// themselves, from the painter's flattened copy of the tree, and the rest of the buffer
/// is kept. ``paint(_:into:)`` walks the tree itself: a one-off picture (a snapshot), and
/// what the tests compare the incremental frames with.
@MainActor
package struct Painter {
    /// The braille spinner, one glyph per frame.
    package static let spinnerGlyphs: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// Which spinner glyph to draw.
    package var spinnerPhase: Int
    /// Whether spinners are drawn; off, a loading placeholder shows only its "Loading…".
    package var animates = true
    /// The loading placeholders on screen, found by the last damage pass or full paint.
    package var loadingPlaceholders: [PlaceholderView] = []
    /// The tree as the last damage pass saw it, flattened (see `Painter+Damage.swift`).
    package var flattened = FlattenedTree()
    /// The screen that flattened tree was laid over.
    package var flattenedScreen = CellRect(x: 0, y: 0, width: 0, height: 0)
    /// Whether the last ``paint(_:into:damage:)`` had to cut a wide character at the
    /// damage's left or right edge (the caller widens the damage and paints again).
    package var cutAtLeftEdge = false
    package var cutAtRightEdge = false

    package init(spinnerPhase: Int = 0) {
        self.spinnerPhase = spinnerPhase
    }

    /// Whether something drawn animates (a spinner), so the host should draw again soon.
    package var hasAnimation: Bool { animates && !loadingPlaceholders.isEmpty }

    /// Paints `root` (at the origin) and its subtree into all of `buffer`, and marks
    /// every painted view displayed.
    ///
    /// - Complexity: O(*v* + *c*) for *v* views and *c* cells covered.
    package mutating func paint(_ root: View, into buffer: inout CellBuffer) {
        loadingPlaceholders = []
        buffer.clear()
        paint(root, into: &buffer, damage: buffer.bounds)
    }

    /// Paints the part of the tree inside `damage`, over what is there (the caller
    /// clears it first).
    ///
    /// - Complexity: O(*v* + *c*) for the *v* views that reach `damage` and its *c* cells.
    package mutating func paint(_ root: View, into buffer: inout CellBuffer, damage: CellRect) {
        cutAtLeftEdge = false
        cutAtRightEdge = false
        paint(root, originX: 0, originY: 0, visible: buffer.bounds, damage: damage, inherited: .plain, into: &buffer)
    }

    /// The view's frame in screen cells, and the part of it its ancestors let show.
    package static func rects(of view: View, originX: Int, originY: Int, visible: CellRect) -> (frame: CellRect, visible: CellRect) {
        let frame = view.frame
        let rect = CellRect(
            minX: originX + cell(frame.minX), minY: originY + cell(frame.minY),
            maxX: originX + cell(frame.maxX), maxY: originY + cell(frame.maxY))
        return (rect, rect.intersection(visible))
    }

    /// The cell a coordinate falls in (rounded down), without a `floor` call for the
    /// whole numbers frames almost always are.
    @inline(__always)
    package static func cell(_ coordinate: Double) -> Int {
        guard coordinate.isFinite, abs(coordinate) < 1e15 else { return coordinate > 0 ? Int(Int32.max) : Int(Int32.min) }
        let truncated = Int(coordinate)
        return Double(truncated) == coordinate || coordinate > 0 ? truncated : truncated - 1
    }

    private mutating func paint(
        _ view: View, originX: Int, originY: Int, visible: CellRect, damage: CellRect,
        inherited: Style, into buffer: inout CellBuffer
    ) {
        view.markDisplayed()
        guard !view.isHidden else { return }
        let (rect, shown) = Painter.rects(of: view, originX: originX, originY: originY, visible: visible)
        guard !shown.isEmpty else { return }
        let clip = shown.intersection(damage)
        guard !clip.isEmpty else { return }
        let style = view.style.merged(over: inherited)

        let packed = PackedStyle(style)
        if view.style.background != nil { buffer.fill(clip, with: .blank(packed)) }
        if let label = view as? Label {
            paintText(of: label, at: rect, area: Area(clip: clip, shown: shown), style: packed, into: &buffer)
        } else if let separator = view as? SeparatorView {
            paintRule(vertical: separator.isVertical, in: clip, style: packed, into: &buffer)
        }
        // Without a retain per subview: views with weak links to them (every view in a
        // tree) retain and release through a side table, at a fifth of a whole frame.
        view.forEachSubviewUnretained { subview in
            paint(subview, originX: rect.minX, originY: rect.minY, visible: shown, damage: damage, inherited: style, into: &buffer)
        }
        if animates, let placeholder = view as? PlaceholderView, placeholder.isLoading {
            if !loadingPlaceholders.contains(where: { $0 === placeholder }) { loadingPlaceholders.append(placeholder) }
            paintSpinner(of: placeholder, at: rect, clip: clip, style: packed, into: &buffer)
        }
        if let cell = view as? CollectionViewCell, cell.isFocused {
            let focused = cell.focusedStyle
            buffer.restyle(clip) { style in Painter.highlight(&style, focused: focused) }
        }
    }

    /// A cell of a focused row: the focus style, with the row's one highlight behind every
    /// nested label (UIKit's `highlightedTextColor`). A label's colours and dim would
    /// otherwise show through (reversed, a dim "Short" sat on grey inside the highlight),
    /// and reverse video below (a selected row, a button) would invert the focus colours.
    /// Bold, italic and underline stay; they do not touch the background.
    package static func highlight(_ style: inout Style, focused: Style) {
        style = focused.merged(over: Style(bold: style.bold, italic: style.italic, underline: style.underline))
        style.reverse = focused.reverse
    }

    /// Where a view may draw this time (`clip`: its visible part within the damage),
    /// and where it shows at all (`shown`), to tell a cut by the damage from a cut by
    /// the view's own edges.
    package struct Area {
        package var clip: CellRect
        package var shown: CellRect
    }

    // MARK: - Kinds of views

    func paintRule(vertical: Bool, in rect: CellRect, style packed: PackedStyle, into buffer: inout CellBuffer) {
        let rule: Character = vertical ? "│" : "─"
        let glyph = Glyph(rule)
        for row in rect.minY..<rect.maxY {
            for column in rect.minX..<rect.maxX {
                put(glyph, width: 1, x: column, y: row, clip: rect, style: packed, into: &buffer)
            }
        }
    }

    func paintSpinner(
        of placeholder: PlaceholderView, at rect: CellRect, clip: CellRect, style: PackedStyle,
        into buffer: inout CellBuffer
    ) {
        let glyph = Painter.spinnerGlyphs[((spinnerPhase % 10) + 10) % 10]
        let title = placeholder.titleLabel.frame
        let row = rect.minY + max(0, Int(title.minY.rounded(.down)) - 1)
        let column = rect.minX + (rect.maxX - rect.minX) / 2
        put(Glyph(glyph), width: 1, x: column, y: row, clip: clip, style: style, into: &buffer)
    }

    // MARK: - Cells

    /// Writes one glyph in `style`, keeping the background below when the style has
    /// none. A wide glyph cut by the clip shows as a space in its visible half.
    package func put(
        _ glyph: Glyph, width: Int, x: Int, y: Int, clip: CellRect, style: PackedStyle,
        into buffer: inout CellBuffer
    ) {
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
}
