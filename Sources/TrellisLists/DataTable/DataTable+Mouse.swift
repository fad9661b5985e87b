import TrellisViews

extension DataTable {
    /// What ``handleClick(at:)`` does: a click on a header focuses its column and sorts by it (``sort(byColumnAt:)``); on a
    /// header's right edge it does nothing (a drag there resizes); on a row it focuses and
    /// selects the row. A click past the last row or column is taken and does nothing.
    func handleTableClick(at point: Point) -> Bool {
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.y >= 0 else { return false }
        let x = CellText.cells(point.x, minimum: 0)
        let line = CellText.cells(point.y, minimum: 0)
        if line == 0 {
            guard let column = placedColumns().first(where: { x >= $0.x && x < $0.edge }) else { return true }
            if column.index != focusedColumn { focusColumn(at: column.index) }
            sort(byColumnAt: column.index)
            return true
        }
        guard line <= visibleRowCount, CellText.saturatingSum(topRow, line - 1) < rowCount else { return true }
        focusRow(topRow + line - 1)
        selectFocusedRow()
        return true
    }

    /// What ``handleDrag(_:)`` does: dragging a header's right edge (the cell just right of a column) resizes the column
    /// by as many cells as the pointer moves; the width never goes below its minimum.
    func handleHeaderDrag(_ drag: DragEvent) -> Bool {
        switch drag.phase {
        case .began:
            guard drag.location.y >= 0, drag.location.y < 1, drag.location.x >= 0, drag.location.x.isFinite else { return false }
            let x = CellText.cells(drag.location.x, minimum: 0)
            guard let column = placedColumns().first(where: { $0.edge == x }) else { return false }
            resizing = (column.index, Double(column.width))
            return true
        case .moved, .ended:
            guard let resizing else { return false }
            let moved = drag.translation.x.isFinite ? drag.translation.x.rounded() : 0
            setWidth(resizing.width + moved, ofColumnAt: resizing.column)
            if drag.phase == .ended {
                self.resizing = nil
                if columns.indices.contains(resizing.column) {
                    announce("\(columns[resizing.column].title), \(columns[resizing.column].cells) wide")
                }
            }
            return true
        }
    }
}
