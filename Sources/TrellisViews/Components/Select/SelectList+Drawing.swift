// How a select's list draws itself: the filter line while filtering, then a window of
// the rows that keeps the highlighted one in view, `✓` before the chosen value.

extension SelectList {
    /// The size the list wants on a screen of `screen`: as wide as its widest title and
    /// marks, a row per option (and one for the filter), at most half the screen high.
    public func fittingSize(in screen: Size) -> Size {
        let widest = options.map { CharacterWidth.of($0.title) }.max() ?? 0
        let width = max(widest + 4, CharacterWidth.of(filter) + 4, 12)
        let rows = max(1, shownOptions.count) + listTop
        return Size(width: Double(width), height: Double(min(rows, max(3, Int(screen.height / 2)))))
    }

    /// The row the options start on: 1 under the filter line while filtering.
    var listTop: Int { filter.isEmpty ? 0 : 1 }

    /// How many option rows show.
    var visibleRows: Int { max(0, Int(bounds.height) - listTop) }

    /// The first option row shown: the least scroll that shows the highlighted row.
    func firstVisibleRow(rows: Int) -> Int {
        guard let highlighted = highlightedIndex, rows > 0 else { return 0 }
        return max(0, highlighted - rows + 1)
    }

    /// The shown option at `point`, or `nil` on the filter line, past the rows or outside.
    func rowIndex(at point: Point) -> Int? {
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.x < bounds.width, point.y >= Double(listTop) else { return nil }
        let index = Int(point.y.rounded(.down)) - listTop + firstVisibleRow(rows: visibleRows)
        return shownOptions.indices.contains(index) ? index : nil
    }

    /// Draws the filter line, then the rows in view, the highlighted one in ``highlightStyle``.
    func drawRows(_ context: inout DrawingContext) {
        let width = context.bounds.width
        if !filter.isEmpty { context.draw("/ " + filter, x: 0, y: 0, style: filterStyle) }
        guard !shownOptions.isEmpty else {
            context.draw("No matches", x: 1, y: listTop, style: filterStyle)
            return
        }
        let first = firstVisibleRow(rows: visibleRows)
        for row in 0..<visibleRows where first + row < shownOptions.count {
            let option = shownOptions[first + row]
            let style = first + row == highlightedIndex ? highlightStyle.focus(over: rowStyle) : rowStyle
            context.fill(CellRect(x: 0, y: listTop + row, width: width, height: 1), style: style)
            context.draw(option.value == selection ? "✓" : " ", x: 0, y: listTop + row, style: style)
            context.draw(option.title, x: 2, y: listTop + row, style: style)
        }
    }
}
