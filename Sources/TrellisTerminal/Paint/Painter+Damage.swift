import TrellisLists
import TrellisViews

// Which rows a frame must repaint: those a view that needs display covers now, and
// those it covered when last painted (it may have moved, shrunk or been hidden).

extension Painter {
    /// Marks in `rows` the rows that views needing display cover now or covered when
    /// last painted, marks those views displayed, and finds the loading placeholders.
    ///
    /// A view that moved, changed or was hidden needs display itself; a removed view's
    /// superview does; a view's subtree lies within its rows. So the marked rows hold
    /// every cell whose content may have changed.
    ///
    /// - Complexity: O(*v*) for the views in the tree.
    mutating func collectDamage(_ root: View, width: Int, into rows: inout [Bool]) {
        loadingPlaceholders = []
        let screen = CellRect(x: 0, y: 0, width: width, height: rows.count)
        collectDamage(root, originX: 0, originY: 0, visible: screen, ancestorHidden: false, into: &rows)
    }

    private mutating func collectDamage(_ view: View, originX: Int, originY: Int, visible: CellRect, ancestorHidden: Bool,
                                        into rows: inout [Bool]) {
        let (rect, shown) = Painter.rects(of: view, originX: originX, originY: originY, visible: visible)
        let isShown = !ancestorHidden && !view.isHidden
        if view.needsDisplay {
            if let old = paintedRows[ObjectIdentifier(view)] { Painter.mark(old, in: &rows) }
            if isShown && !shown.isEmpty { Painter.mark(shown.minY..<shown.maxY, in: &rows) }
            view.markDisplayed()
        }
        if isShown, !shown.isEmpty, let placeholder = view as? PlaceholderView, placeholder.isLoading {
            loadingPlaceholders.append(placeholder)
        }
        for subview in view.subviews {
            collectDamage(subview, originX: rect.minX, originY: rect.minY, visible: shown, ancestorHidden: !isShown, into: &rows)
        }
    }

    private static func mark(_ range: Range<Int>, in rows: inout [Bool]) {
        // A view can lie wholly below the screen (after the terminal shrank): nothing to mark.
        let lower = max(0, range.lowerBound), upper = min(rows.count, range.upperBound)
        guard lower < upper else { return }
        for row in lower..<upper { rows[row] = true }
    }
}
