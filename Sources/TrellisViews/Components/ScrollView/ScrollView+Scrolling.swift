// Moving the viewport: to an offset, by lines or pages, to show a rectangle or the
// focused view, and what a screen reader hears of where it is.

extension ScrollView {
    /// Scrolls so the viewport's top-left corner is at `offset` in the content, clamped to
    /// what the content allows; calls ``onScroll`` when the offset changed.
    ///
    /// - Returns: Whether the offset changed.
    @discardableResult
    public func scroll(to offset: Point) -> Bool {
        let clamped = geometry.clamp(offset)
        guard clamped != contentOffset || clamped != storedOffset else { return false }
        let changed = clamped != contentOffset
        storedOffset = clamped
        contentView?.frame.origin = Point(x: -clamped.x, y: -clamped.y)
        setNeedsDisplay()
        if changed { onScroll?(clamped) }
        return changed
    }

    /// Scrolls by `dx` columns and `dy` rows (negative: left and up), clamped.
    ///
    /// - Returns: Whether the offset changed.
    @discardableResult
    public func scroll(byX dx: Double = 0, y dy: Double = 0) -> Bool {
        let offset = contentOffset
        return scroll(to: Point(x: offset.x + (dx.isFinite ? dx : 0), y: offset.y + (dy.isFinite ? dy : 0)))
    }

    /// Scrolls a viewport's height (less a row kept for context) down, or up when `pages`
    /// is negative.
    @discardableResult
    public func scroll(pages: Int) -> Bool {
        let page = max(1, geometry.viewport.height - 1)
        return scroll(y: Double(page) * Double(min(max(pages, -1_000), 1_000)))
    }

    /// Scrolls as little as it takes to show `rect` (in the content's coordinates): its
    /// top-left corner when it is larger than the viewport. UIKit's
    /// `scrollRectToVisible(_:animated:)`.
    ///
    /// - Returns: Whether the offset changed.
    @discardableResult
    public func scrollRectToVisible(_ rect: Rect) -> Bool {
        let viewport = geometry.viewport
        let offset = contentOffset
        func axis(_ start: Double, _ length: Double, _ current: Double, _ visible: Int) -> Double {
            guard start.isFinite, length.isFinite else { return current }
            if start < current { return start }
            if start + length > current + Double(visible) { return min(start, start + length - Double(visible)) }
            return current
        }
        return scroll(
            to: Point(
                x: axis(rect.minX, rect.width, offset.x, viewport.width), y: axis(rect.minY, rect.height, offset.y, viewport.height)))
    }

    /// When focus moves to a view inside the content, scrolls to show it (a form's next
    /// field below the fold), as `UIScrollView` does for its focused subviews.
    func followFocus(_ update: FocusUpdate) {
        guard let next = update.nextFocusedView, let contentView, next !== contentView, next.isDescendant(of: contentView)
        else { return }
        let origin = contentView.frameInRoot.origin
        let frame = next.frameInRoot
        scrollRectToVisible(frame.offsetBy(dx: -origin.x, dy: -origin.y))
    }

    /// "scroll view, 40% down": its ``View/accessibilityLabel``, then how far down (and,
    /// when it scrolls sideways, how far right) the viewport is. Scrolling announces
    /// nothing: the content a screen reader reads says where it is.
    var positionDescription: String {
        let limit = geometry.maxOffset
        let offset = contentOffset
        var parts = [accessibilityLabel, "scroll view"].compactMap { $0 }
        if limit.y > 0 { parts.append("\(Int((offset.y / Double(limit.y) * 100).rounded()))% down") }
        if limit.x > 0 { parts.append("\(Int((offset.x / Double(limit.x) * 100).rounded()))% right") }
        if limit.x == 0 && limit.y == 0 { parts.append("all shown") }
        return parts.joined(separator: ", ")
    }

    /// Takes the wheel while the content is taller than the viewport; lets it go on up
    /// (to an outer scroll view) when there is nothing to scroll.
    func scrollByWheel(_ lines: Int) -> Bool {
        guard geometry.maxOffset.y > 0 else { return false }
        scroll(y: Double(min(max(lines, -100_000), 100_000)))
        return true
    }

}
