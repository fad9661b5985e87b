// The bars under the mouse: a press on a thumb captures it and the drag moves the content
// in proportion (a thumb cell is as many content rows as the content is longer than the
// track); a press on the track pages towards the press, as a click in an AppKit scroller's
// slot does.

extension ScrollView {
    /// Takes a drag that begins on a bar: on the thumb it captures the pointer and the
    /// content follows the thumb; on the track it pages towards the press. A drag that
    /// begins elsewhere (on the content) is left to others.
    func dragBars(_ drag: DragEvent) -> Bool {
        switch drag.phase {
        case .began:
            thumbDrag = nil
            guard let (axis, position) = barPosition(of: drag.location) else { return false }
            let thumb = geometry.thumb(axis, at: contentOffset)
            if position >= thumb.start && position < thumb.start + thumb.length {
                thumbDrag = (axis, contentOffset)
            } else {
                page(axis, forward: position >= thumb.start + thumb.length)
            }
            return true
        case .moved, .ended:
            guard let thumbDrag else { return false }
            let perCell = geometry.contentPerThumbCell(thumbDrag.axis)
            let start = thumbDrag.startOffset
            let moved = drag.translation
            if thumbDrag.axis == .vertical {
                scroll(to: Point(x: start.x, y: start.y + (moved.y.isFinite ? moved.y : 0) * perCell))
            } else {
                scroll(to: Point(x: start.x + (moved.x.isFinite ? moved.x : 0) * perCell, y: start.y))
            }
            if drag.phase == .ended { self.thumbDrag = nil }
            return true
        }
    }

    /// The bar under `point` and the cell along it, or `nil` off the bars.
    func barPosition(of point: Point) -> (Axis, Int)? {
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.y >= 0, point.x < 1e9, point.y < 1e9 else { return nil }
        let geometry = geometry
        let viewport = geometry.viewport
        let (x, y) = (Int(point.x), Int(point.y))
        if geometry.hasVerticalBar, x == viewport.width, y < viewport.height { return (.vertical, y) }
        if geometry.hasHorizontalBar, y == viewport.height, x < viewport.width { return (.horizontal, x) }
        return nil
    }

    /// Scrolls a viewport's length less one along `axis`, on or back.
    func page(_ axis: Axis, forward: Bool) {
        if axis == .vertical {
            scroll(pages: forward ? 1 : -1)
        } else {
            let page = Double(max(1, geometry.viewport.width - 1))
            scroll(byX: forward ? page : -page)
        }
    }
}
