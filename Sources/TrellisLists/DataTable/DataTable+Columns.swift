import TrellisViews

/// A column of a ``DataTable`` as drawn: its index in ``DataTable/columns``, its first cell
/// and its width in cells, and what drawing its cells needs of it. Not nested in the
/// generic table, so the drawing loops over plain values.
struct DataTablePlacedColumn: Equatable {
    /// The column's index in ``DataTable/columns``.
    var index: Int
    /// Its first cell, from the table's left edge.
    var x: Int
    /// Its width in cells.
    var width: Int
    /// Where its text sits.
    var alignment: TextAlignment = .left
    /// Whether it styles its cells itself (``DataTableColumn/style``).
    var isStyled = false
    /// The cell just right of it: its resize handle, and the gap before the next column.
    var edge: Int { x + width }
}

extension DataTable {
    /// A column as drawn (``DataTablePlacedColumn``).
    typealias PlacedColumn = DataTablePlacedColumn

    /// The cells between two columns.
    static var columnGap: Int { 1 }

    /// The shown columns that start inside the table, from ``firstColumn`` on, left to
    /// right (the last may be cut by the right edge).
    ///
    /// - Complexity: O(*c*) for the *c* columns.
    func placedColumns() -> [PlacedColumn] {
        let width = CellText.cells(bounds.width, minimum: 0)
        var placed: [PlacedColumn] = []
        var x = 0
        for index in _columns.indices where index >= firstColumn && !_columns[index].isHidden {
            guard x < width else { break }
            let column = _columns[index]
            let cells = column.cells
            placed.append(PlacedColumn(index: index, x: x, width: cells, alignment: column.alignment, isStyled: column.style != nil))
            x += cells + Self.columnGap
        }
        return placed
    }

    /// Focuses the next shown column `offset` columns right (left when negative), scrolling
    /// sideways to show it.
    ///
    /// - Returns: Whether the focus moved (at the first or last shown column it does not).
    @discardableResult
    public func moveFocusedColumn(by offset: Int) -> Bool {
        let shown = columns.indices.filter { !columns[$0].isHidden }
        guard let current = focusedColumn.flatMap({ shown.firstIndex(of: $0) }) else { return false }
        let target = min(max(0, CellText.saturatingSum(current, offset)), shown.count - 1)
        guard target != current else { return false }
        focusColumn(at: shown[target])
        return true
    }

    /// Focuses the column at `index` in ``columns`` (a shown one), scrolls it into view and
    /// announces it ("Place, column 2 of 3").
    func focusColumn(at index: Int) {
        guard columns.indices.contains(index), !columns[index].isHidden else { return }
        focusedColumn = index
        scrollFocusedColumnIntoView()
        setNeedsDisplay()
        let shown = columns.indices.filter { !columns[$0].isHidden }
        let position = (shown.firstIndex(of: index) ?? 0) + 1
        announce("\(columns[index].title), column \(position) of \(shown.count)")
    }

    /// Makes the focused column `delta` cells wider (narrower when negative), never below
    /// its minimum width (the `<` and `>` keys).
    ///
    /// - Returns: Whether there is a focused column.
    @discardableResult
    public func resizeFocusedColumn(by delta: Int) -> Bool {
        guard let focusedColumn else { return false }
        setWidth(Double(CellText.saturatingSum(columns[focusedColumn].cells, delta)), ofColumnAt: focusedColumn)
        announce("\(columns[focusedColumn].title), \(columns[focusedColumn].cells) wide")
        return true
    }

    /// Sets the width of the column at `index`, clamped to its minimum and 10,000 cells
    /// (NaN is the minimum). Never sorts again.
    public func setWidth(_ width: Double, ofColumnAt index: Int) {
        guard _columns.indices.contains(index) else { return }
        let column = _columns[index]
        _columns[index].width = Double(CellText.cells(width, minimum: column.minimumCells))
        scrollFocusedColumnIntoView()
        setNeedsDisplay()
    }

    /// Hides the focused column (the `h` key) and focuses the next shown one. The last
    /// shown column stays: a table with no column shows nothing to focus.
    ///
    /// - Returns: Whether a column was hidden.
    @discardableResult
    public func hideFocusedColumn() -> Bool {
        guard let focusedColumn, _columns.filter({ !$0.isHidden }).count > 1 else { return false }
        let title = _columns[focusedColumn].title
        _columns[focusedColumn].isHidden = true
        self.focusedColumn =
            _columns.indices.first { $0 > focusedColumn && !_columns[$0].isHidden }
            ?? _columns.indices.last { !_columns[$0].isHidden }
        scrollFocusedColumnIntoView()
        setNeedsDisplay()
        announce("\(title) hidden")
        return true
    }

    /// Shows every hidden column again (the `H` key).
    ///
    /// - Returns: Whether a column was hidden.
    @discardableResult
    public func showAllColumns() -> Bool {
        guard _columns.contains(where: \.isHidden) else { return false }
        for index in _columns.indices { _columns[index].isHidden = false }
        if focusedColumn == nil { focusedColumn = _columns.indices.first }
        setNeedsDisplay()
        announce("every column shown")
        return true
    }

    /// Scrolls sideways as little as shows the focused column whole (or from its start,
    /// when it is wider than the table).
    func scrollFocusedColumnIntoView() {
        guard let focused = focusedColumn else { return }
        let width = CellText.cells(bounds.width, minimum: 0)
        if focused < firstColumn { firstColumn = focused }
        while firstColumn < focused {
            let span = columns.indices.filter { $0 >= firstColumn && $0 <= focused && !columns[$0].isHidden }
                .reduce(0) { $0 + columns[$1].cells + Self.columnGap }
            if span - Self.columnGap <= width { break }
            firstColumn += 1
        }
    }
}
