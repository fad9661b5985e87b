// The viewport: which rows of the wrapped text show. Moves and edits scroll just enough
// to keep the cursor in view (UIScrollView's `scrollRectToVisible`); the mouse wheel
// scrolls freely and may leave it out of view until the next move.

extension TextArea {
    /// Rows the text shows in: the area's height, less the indicator's row when it has one.
    public var viewportHeight: Int {
        let height = bounds.height.isFinite ? Int(min(max(0, bounds.height), 1e6)) : 0
        return showsPositionIndicator && height >= 2 ? height - 1 : height
    }

    /// The largest ``scrollOffset``: the last row at the bottom of the viewport.
    public var maximumScrollOffset: Int { max(0, wrap.rowCount - max(1, viewportHeight)) }

    /// Scrolls by `rows` (positive: down), within the text; the cursor stays where it is.
    public func scroll(by rows: Int) {
        let offset = min(max(0, scrollOffset.addingReportingOverflow(rows).partialValue), maximumScrollOffset)
        guard offset != scrollOffset else { return }
        scrollOffset = offset
        setNeedsDisplay()
    }

    /// Scrolls the least that shows the cursor's row.
    ///
    /// - Complexity: O(log *r*) for the cursor line's rows.
    func scrollToCursor() {
        let row = wrap.row(of: cursor)
        let height = max(1, viewportHeight)
        var offset = min(scrollOffset, maximumScrollOffset)
        if row < offset { offset = row }
        if row >= offset + height { offset = row - height + 1 }
        if offset != scrollOffset {
            scrollOffset = offset
            setNeedsDisplay()
        }
    }

    /// Where the cursor shows in the view, or `nil` while it is scrolled out of view. At
    /// the end of a row that fills the width it shows in the last column.
    var cursorCell: Point? {
        let row = wrap.row(of: cursor) - scrollOffset
        guard row >= 0, row < viewportHeight, bounds.width >= 1 else { return nil }
        let column = min(column(of: cursor), Int(min(bounds.width, 1e6)) - 1)
        return Point(x: Double(column), y: Double(row))
    }

    /// Takes the mouse wheel: `.scroll` with the lines to scroll.
    func takeWheel() {
        onAction(.scroll) { [weak self] rows in
            guard let self else { return false }
            scroll(by: rows)
            return true
        }
    }
}
