// Drawing: only the rows in view, each character in the area's style or, selected, in the
// selection's; the placeholder while the text is empty; the position indicator on its
// own bottom row (ratatui's `Widget::render`, UIKit's `draw(_:)`).

extension TextArea {
    /// Draws the rows in view, the selection over them, or the placeholder; then the
    /// position indicator when it shows.
    ///
    /// - Complexity: O(*h* · *w* + log *L*) for the *h* rows in view, *w* cells wide, in a
    ///   text of *L* lines: lines out of view cost nothing.
    func drawText(in context: inout DrawingContext) {
        let height = viewportHeight
        if storage.characterCount == 0 {
            for (row, line) in placeholder.split(separator: "\n", omittingEmptySubsequences: false).prefix(height).enumerated() {
                context.draw(String(line), x: 0, y: row, style: placeholderStyle)
            }
        } else if height > 0 {
            drawRows(in: &context, height: height)
        }
        if showsPositionIndicator { drawIndicator(in: &context) }
    }

    private func drawRows(in context: inout DrawingContext, height: Int) {
        let selection = selectedRange
        let clip = context.clipBounds
        let firstRow = max(scrollOffset, scrollOffset + clip.minY)
        let lastRow = min(scrollOffset + min(height, clip.maxY), wrap.rowCount)
        guard firstRow < lastRow else { return }
        var (line, rowInLine) = wrap.lineAndRow(atRow: firstRow)
        for row in firstRow..<lastRow {
            let characters = storage.lines[line]
            let range = wrap.characters(ofRow: rowInLine, inLine: line, length: characters.count)
            var x = 0
            let y = row - scrollOffset
            for index in range {
                let location = TextLocation(line: line, index: index)
                let isSelected = selection?.contains(location) ?? false
                context.put(characters[index], x: x, y: y, style: isSelected ? selectionStyle : nil)
                x += CharacterWidth.of(characters[index])
                if x >= clip.maxX { break }
            }
            // A selected line break shows as one selected cell after the line's last row.
            if let selection, rowInLine == wrap.rows(inLine: line) - 1, line < storage.lineCount - 1,
                selection.contains(TextLocation(line: line, index: characters.count))
            {
                context.put(" ", x: x, y: y, style: selectionStyle)
            }
            rowInLine += 1
            if rowInLine == wrap.rows(inLine: line) {
                line += 1
                rowInLine = 0
            }
        }
    }

    /// "Ln 3, Col 7", right-aligned on the bottom row.
    private func drawIndicator(in context: inout DrawingContext) {
        let indicator = " \(cursorPosition) "
        let width = CharacterWidth.of(indicator)
        let bounds = context.bounds
        guard bounds.height > 0 else { return }
        context.draw(indicator, x: max(0, bounds.width - width), y: bounds.height - 1, style: indicatorStyle)
    }
}
