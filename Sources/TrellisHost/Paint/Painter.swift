import TrellisViews

/// Draws a view tree into a ``CellBuffer``: back to front, each view clipped to its
/// frame and its ancestors', hidden views skipped.
///
/// The painter knows no kind of view: it fills a view's frame with its own background
/// when it has one, then asks the view to draw itself (`View.draw(_:)`) through a
/// `DrawingContext` clipped to what shows of it within the damage, with its style merged
/// over its ancestors' (`Style.merged(over:)`); then its subviews; then, for a view that
/// says it does (`View.drawsOverSubviews`), `View.drawOverSubviews(_:)` (a focused list
/// cell's highlight, a loading placeholder's spinner). Views that animate
/// (`View.isAnimating`) are found as the tree is walked, for the host to mark at each
/// animation step.
///
/// Frames after the first are painted incrementally (see `Painter+Damage.swift`): the
/// rectangles of views that need display are cleared and painted again, clipped to
/// themselves, from the painter's flattened copy of the tree, and the rest of the buffer
/// is kept. A view that scrolled (`View.scrollRect(_:byRows:)`, a list moved by a row) has
/// the cells it painted moved instead, and only what came in and what changed painted
/// (`Painter+Scroll.swift`), as Core Animation moves a scrolled layer.
/// ``paint(_:into:)`` walks the tree itself: a one-off picture (a snapshot), and what the
/// tests compare the incremental frames with.
@MainActor
package struct Painter {
    /// Which step of their animations animating views draw (`DrawingContext.animationStep`).
    package var spinnerPhase: Int
    /// Whether animations run; off, an animating view draws its still picture (a loading
    /// placeholder only its "Loading…").
    package var animates = true
    /// The animating views on screen, found by the last damage pass or full paint.
    package var animatingViews: [View] = []
    /// The tree as the last damage pass saw it, flattened (see `Painter+Damage.swift`).
    package var flattened = FlattenedTree()
    /// The screen that flattened tree was laid over.
    package var flattenedScreen = CellRect(x: 0, y: 0, width: 0, height: 0)
    /// Whether the last ``paint(_:into:damage:)`` had to cut a wide character at the
    /// damage's left or right edge (the caller widens the damage and paints again).
    package var cutAtLeftEdge = false
    package var cutAtRightEdge = false
    /// The rectangle of the screen whose cells the next ``repaint(_:into:damage:)`` moves
    /// (a view that scrolled: `View.scrollRect(_:byRows:)`), found by
    /// ``collectDamage(_:screen:)`` (see `Painter+Scroll.swift`).
    package var pendingScroll: RowShift?
    /// The cells the last ``repaint(_:into:damage:)`` moved, if it moved any: a renderer
    /// scrolls the screen the same way.
    package internal(set) var lastScroll: RowShift?

    package init(spinnerPhase: Int = 0) {
        self.spinnerPhase = spinnerPhase
    }

    /// Whether something drawn animates (a spinner), so the host should draw again soon.
    package var hasAnimation: Bool { animates && !animatingViews.isEmpty }

    /// Paints `root` (at the origin) and its subtree into all of `buffer`, and marks
    /// every painted view displayed.
    ///
    /// - Complexity: O(*v* + *c*) for *v* views and *c* cells covered.
    package mutating func paint(_ root: View, into buffer: inout CellBuffer) {
        animatingViews = []
        buffer.clear()
        paint(root, into: &buffer, damage: buffer.bounds)
    }

    /// Paints the part of the tree inside `damage`, over what is there (the caller
    /// clears it first).
    ///
    /// - Complexity: O(*v* + *c*) for the *v* views that reach `damage` and its *c* cells.
    package mutating func paint(_ root: View, into buffer: inout CellBuffer, damage: CellRect) {
        var context = makeContext(taking: &buffer)
        paint(root, originX: 0, originY: 0, visible: context.buffer.bounds, damage: damage, inherited: .plain, into: &context)
        finish(&context, returningTo: &buffer)
    }

    /// A drawing context that holds `buffer`'s cells while the painter draws (moved, not
    /// copied: `buffer` is left empty until ``finish(_:returningTo:)``).
    package func makeContext(taking buffer: inout CellBuffer) -> DrawingContext {
        var context = DrawingContext(buffer: CellBuffer(width: 0, height: 0), animationStep: spinnerPhase, animates: animates)
        swap(&context.buffer, &buffer)
        return context
    }

    /// Gives the cells back to `buffer`, and notes whether a wide character was cut.
    package mutating func finish(_ context: inout DrawingContext, returningTo buffer: inout CellBuffer) {
        swap(&context.buffer, &buffer)
        cutAtLeftEdge = context.cutAtLeftEdge
        cutAtRightEdge = context.cutAtRightEdge
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
        inherited: Style, into context: inout DrawingContext
    ) {
        view.markDisplayed()
        guard !view.isHidden else { return }
        let (rect, shown) = Painter.rects(of: view, originX: originX, originY: originY, visible: visible)
        guard !shown.isEmpty else { return }
        let clip = shown.intersection(damage)
        guard !clip.isEmpty else { return }
        let style = view.style.merged(over: inherited)

        let packed = PackedStyle(style)
        if view.style.background != nil || view.isOpaque { context.buffer.fill(clip, with: .blank(packed)) }
        context.prepare(frame: rect, shown: shown, clip: clip, style: style, packedStyle: packed)
        view.draw(&context)
        // Without a retain per subview: views with weak links to them (every view in a
        // tree) retain and release through a side table, at a fifth of a whole frame.
        view.forEachSubviewUnretained { subview in
            paint(subview, originX: rect.minX, originY: rect.minY, visible: shown, damage: damage, inherited: style, into: &context)
        }
        if animates, view.isAnimating, !animatingViews.contains(where: { $0 === view }) { animatingViews.append(view) }
        if view.drawsOverSubviews {
            context.prepare(frame: rect, shown: shown, clip: clip, style: style, packedStyle: packed)
            view.drawOverSubviews(&context)
        }
    }

}
