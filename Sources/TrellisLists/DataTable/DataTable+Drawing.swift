import TrellisViews

extension DataTable {
    /// Draws the header, then the rows in view (``draw(_:)``): each one's item read and turned into text
    /// once per column shown, and only for rows this frame repaints
    /// (``configuredRowCount`` counts them).
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
        for line in max(1, clip.minY)..<max(1, min(clip.maxY, visibleRowCount + 1)) {
            let row = topRow + line - 1
            guard let item = item(atRow: row) else { break }
            configuredRowCount += 1
            let style: Style? = row == focusedRow ? rowStyle : nil
            if let style { context.fill(CellRect(x: 0, y: line, width: width, height: 1), style: style) }
            for column in placed {
                drawCell(
                    columns[column.index].text(item), in: column, y: line, style: style ?? columns[column.index].style?(item),
                    context: &context)
            }
        }
    }

    /// One cell's text in its column: where it fits, placed by the column's alignment over
    /// the cells the painter cleared (a styled row was filled first), so no padded copy of
    /// the text is made each frame; where it does not, cut with an ellipsis.
    private func drawCell(_ text: String, in column: PlacedColumn, y: Int, style: Style?, context: inout DrawingContext) {
        let alignment = columns[column.index].alignment
        let width = CharacterWidth.of(text)
        guard width <= column.width else {
            context.draw(CellText.fitted(text, width: column.width, alignment: alignment), x: column.x, y: y, style: style)
            return
        }
        let spare = column.width - width
        let offset: Int
        switch alignment {
        case .left: offset = 0
        case .center: offset = spare / 2
        case .right: offset = spare
        }
        context.draw(text, x: column.x + offset, y: y, style: style)
    }

    /// The header row: each title in its column, the focused column's in
    /// ``focusedColumnStyle`` (focus or not: it is where `s`, `<`, `>` and `h` will act), and ▲ or ▼ at the sorted column's right end.
    private func drawHeader(_ context: inout DrawingContext, _ placed: [PlacedColumn]) {
        guard context.clipBounds.minY < 1 else { return }
        context.fill(CellRect(x: 0, y: 0, width: context.bounds.width, height: 1), style: headerStyle)
        let sortedColumn = sort.flatMap(sortColumnIndex(for:))
        for column in placed {
            let style = column.index == focusedColumn ? focusedColumnStyle.merged(over: headerStyle) : headerStyle
            let title = columns[column.index].title
            if column.index == sortedColumn, let sort {
                let titleWidth = max(0, column.width - 2)
                context.draw(CellText.fitted(title, width: titleWidth), x: column.x, y: 0, style: style)
                if column.width >= 2 { context.draw(" ", x: column.x + titleWidth, y: 0, style: style) }
                context.put(sort.direction.indicator, x: column.edge - 1, y: 0, style: sortIndicatorStyle.merged(over: style))
            } else {
                context.draw(CellText.fitted(title, width: column.width), x: column.x, y: 0, style: style)
            }
        }
    }
}
