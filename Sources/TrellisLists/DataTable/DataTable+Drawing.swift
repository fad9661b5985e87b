import TrellisDiff
import TrellisViews

extension DataTable {
    /// Draws the header, then the rows in view (``draw(_:)``). A row's item is read and
    /// turned into text (once per column shown) only when the row was not drawn before
    /// with the texts it shows now (``textCache``); the frames after that write the same
    /// texts again, measured once (``configuredRowCount`` counts the rows read).
    ///
    /// - Complexity: O(*v* × *c*) for the *v* rows in view and the *c* columns shown,
    ///   whatever the number of rows.
    func drawTable(_ context: inout DrawingContext) {
        let placed = placedColumns()
        drawHeader(&context, placed)
        configuredRowCount = 0
        guard placeholderView.isHidden else { return }
        let clip = context.clipBounds
        let width = context.bounds.width
        let rowStyle = hasFocus ? focusedRowStyle : selectedRowStyle
        let columnCount = _columns.count
        var styled = false
        for column in placed where column.isStyled { styled = true }
        for line in max(1, clip.minY)..<max(1, min(clip.maxY, visibleRowCount + 1)) {
            let row = topRow + line - 1
            guard let source = sourceIndex(ofRow: row) else { break }
            let texts = textCache.row(source: source, columnCount: columnCount)
            // The item is read only for a text not drawn yet, or for a column's style.
            var needsItem = styled
            for column in placed where texts.cells[column.index] == nil { needsItem = true }
            var item: Item?
            if needsItem {
                guard let read = dataSource.item(at: ItemPath(section: 0, item: source)) else { break }
                item = read
            }
            let style: Style? = row == focusedRow ? rowStyle : nil
            if let style { context.fill(CellRect(x: 0, y: line, width: width, height: 1), style: style) }
            var configured = false
            for column in placed {
                let cell: DataTableTextCache.Cell
                if let cached = texts.cells[column.index] {
                    cell = cached
                } else if let item {
                    cell = DataTableTextCache.Cell(DataTableTextCache.Text(_columns[column.index].text(item)))
                    texts.cells[column.index] = cell
                    configured = true
                } else {
                    continue
                }
                var cellStyle = style
                if style == nil, column.isStyled, let item { cellStyle = _columns[column.index].style?(item) }
                drawCell(cell, in: column, y: line, style: cellStyle, context: &context)
            }
            if configured { configuredRowCount += 1 }
        }
        forgetRowsOutOfView()
    }

    /// Keeps the text cache to the rows in view once it holds twice as many: a table
    /// scrolled through a million rows holds about two screenfuls.
    ///
    /// - Complexity: O(*v*) for the *v* rows in view, when it prunes.
    private func forgetRowsOutOfView() {
        let visible = visibleRowCount
        guard textCache.count > 2 * (visible + 1) else { return }
        var sources: [Int] = []
        for row in topRow..<(topRow + visible) {
            guard let source = sourceIndex(ofRow: row) else { break }
            sources.append(source)
        }
        textCache.keepOnly(sources)
    }

    /// One cell's text in its column: where it fits, placed by the column's alignment over
    /// the cells the painter cleared (a styled row was filled first), so no padded copy of
    /// the text is made each frame; where it does not, cut with an ellipsis (the cut kept
    /// in `cell` for the next frame).
    private func drawCell(_ cell: DataTableTextCache.Cell, in column: PlacedColumn, y: Int, style: Style?, context: inout DrawingContext) {
        let text = cell.text
        guard text.width <= column.width else {
            Self.write(cell.fitted(to: column.width, alignment: column.alignment), x: column.x, y: y, style: style, context: &context)
            return
        }
        let spare = column.width - text.width
        let offset: Int
        switch column.alignment {
        case .left: offset = 0
        case .center: offset = spare / 2
        case .right: offset = spare
        }
        Self.write(text, x: column.x + offset, y: y, style: style, context: &context)
    }

    /// Writes a measured text as `context.draw(_:x:y:style:)` would: ASCII as one run of
    /// cells, other text code point by code point when its code points stand alone. Not
    /// isolated, so the closure it hands the standard library runs with no executor check
    /// per cell (as `Label`'s drawing does).
    nonisolated private static func write(_ text: DataTableTextCache.Text, x: Int, y: Int, style: Style?, context: inout DrawingContext) {
        let packed = style.map { PackedStyle($0.merged(over: context.style)) } ?? context.packedStyle
        let frame = context.frame
        let clip = context.clip
        let row = frame.minY + y
        guard row >= clip.minY && row < clip.maxY else { return }
        guard let ascii = text.ascii else {
            context.drawLine(text.string, x: frame.minX + x, y: row, style: packed, standsAlone: text.standsAlone)
            return
        }
        ascii.withUnsafeBufferPointer { bytes in
            context.buffer.writeASCII(
                bytes, printable: text.width, x: frame.minX + x, y: row, minX: clip.minX, maxX: clip.maxX, style: packed)
        }
    }

    /// The header row: each title in its column, the focused column's in
    /// ``focusedColumnStyle`` (focus or not: it is where `s`, `<`, `>` and `h` will act),
    /// and ▲ or ▼ at the sorted column's right end. Each title is padded or cut once per
    /// width (``DataTableTextCache/titles``).
    private func drawHeader(_ context: inout DrawingContext, _ placed: [PlacedColumn]) {
        guard context.clipBounds.minY < 1 else { return }
        context.fill(CellRect(x: 0, y: 0, width: context.bounds.width, height: 1), style: headerStyle)
        let sortedColumn = sort.flatMap(sortColumnIndex(for:))
        if textCache.titles.count != _columns.count { textCache.titles = [DataTableTextCache.Cell?](repeating: nil, count: _columns.count) }
        for column in placed {
            let style = column.index == focusedColumn ? focusedColumnStyle.merged(over: headerStyle) : headerStyle
            let title: DataTableTextCache.Cell
            if let cached = textCache.titles[column.index] {
                title = cached
            } else {
                title = DataTableTextCache.Cell(DataTableTextCache.Text(_columns[column.index].title))
                textCache.titles[column.index] = title
            }
            if column.index == sortedColumn, let sort {
                let titleWidth = max(0, column.width - 2)
                Self.write(title.fitted(to: titleWidth, alignment: .left), x: column.x, y: 0, style: style, context: &context)
                if column.width >= 2 { context.draw(" ", x: column.x + titleWidth, y: 0, style: style) }
                context.put(sort.direction.indicator, x: column.edge - 1, y: 0, style: sortIndicatorStyle.merged(over: style))
            } else {
                Self.write(title.fitted(to: column.width, alignment: .left), x: column.x, y: 0, style: style, context: &context)
            }
        }
    }
}
