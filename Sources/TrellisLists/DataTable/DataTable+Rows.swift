import TrellisDiff
import TrellisViews

extension DataTable {
    /// Moves the focused row `offset` rows down (up when negative), stopping at the first
    /// and last, scrolls it into view and announces it.
    ///
    /// - Returns: Whether the focus moved (at an edge, or with no rows, it does not).
    @discardableResult
    public func moveFocusedRow(by offset: Int) -> Bool {
        guard rowCount > 0 else { return false }
        return focusRow(CellText.saturatingSum(focusedRow ?? 0, offset))
    }

    /// Focuses `row` (clamped to the rows), scrolls it into view and announces it.
    ///
    /// - Returns: Whether the focus moved.
    @discardableResult
    public func focusRow(_ row: Int) -> Bool {
        guard rowCount > 0 else { return false }
        let target = min(max(0, row), rowCount - 1)
        let moved = target != focusedRow
        focusedRow = target
        scrollFocusedRowIntoView()
        setNeedsDisplay()
        if moved, let rowAnnouncement { announce(rowAnnouncement) }
        return moved
    }

    /// The rows a Page Up or Page Down moves: a viewport less one row, at least one.
    var pageSize: Int { max(1, visibleRowCount - 1) }

    /// Scrolls the rows by `rows` (down when positive) without moving the focus, as the
    /// mouse wheel does; stops at the first and last rows.
    public func scroll(by rows: Int) {
        let last = max(0, rowCount - visibleRowCount)
        let clamped = min(max(0, CellText.saturatingSum(topRow, rows)), last)
        guard clamped != topRow else { return }
        topRow = clamped
        setNeedsDisplay()
    }

    /// Selects the focused row: calls ``onSelect`` with its item.
    ///
    /// - Returns: Whether there was a row to select.
    @discardableResult
    public func selectFocusedRow() -> Bool {
        guard let row = focusedRow, let item = item(atRow: row) else { return false }
        onSelect?(item)
        return true
    }

    /// Makes selecting a row send a typed action up the responder chain, as a `UIControl`
    /// sends its action: the screen that handles `Action` opens the item.
    ///
    /// ```swift
    /// table.sendsAction { SightingsAction.open($0.id) }
    /// screen.onAction(SightingsAction.self) { action in … }
    /// ```
    public func sendsAction<Action: Sendable>(_ makeAction: @escaping @MainActor (Item) -> Action) {
        onSelect = { [weak self] item in self?.send(makeAction(item)) }
    }

    /// Keeps the focused row among the rows (none when there are none) and the first row
    /// in view within range.
    func clampFocus() {
        let count = rowCount
        if count == 0 {
            focusedRow = nil
        } else {
            focusedRow = min(max(0, focusedRow ?? 0), count - 1)
        }
        topRow = min(max(0, topRow), max(0, count - visibleRowCount))
    }

    /// Scrolls as little as shows the focused row.
    func scrollFocusedRowIntoView() {
        clampFocus()
        guard let row = focusedRow, visibleRowCount > 0 else { return }
        if row < topRow {
            topRow = row
        } else if row >= topRow + visibleRowCount {
            topRow = row - visibleRowCount + 1
        }
    }
}
