import TrellisViews

extension TreeView {
    /// Draws the rows in view: indent, ▸/▾, the title, and on a lazy node "Loading…" with a
    /// spinner, or its error. Only rows this frame repaints are read (``drawnRowCount``).
    ///
    /// - Complexity: O(*v*) for the *v* rows in view, whatever the tree's size.
    func drawTree(_ context: inout DrawingContext) {
        drawnRowCount = 0
        let clip = context.clipBounds
        let width = context.bounds.width
        let rowStyle = hasFocus ? focusedRowStyle : selectedRowStyle
        for line in max(0, clip.minY)..<max(0, min(clip.maxY, visibleRowCount)) {
            let index = topRow + line
            guard index < rows.count else { break }
            drawnRowCount += 1
            let row = rows[index]
            let style: Style? = index == focusedRow ? rowStyle : nil
            if let style { context.fill(CellRect(x: 0, y: line, width: width, height: 1), style: style) }
            var x = min(row.depth * 2, max(0, width - 1))
            if isExpandable(row.node) {
                let glyph: Character = expanded.contains(row.node.id) ? "▾" : "▸"
                context.put(glyph, x: x, y: line, style: style.map { disclosureStyle.merged(over: $0) } ?? disclosureStyle)
            }
            x += 2
            let text = title(row.node)
            context.draw(text, x: x, y: line, style: style)
            x += CharacterWidth.of(text) + 2
            drawStatus(of: row.node, at: x, line: line, rowStyle: style, in: &context)
        }
    }

    /// A lazy node's load on its own row: the spinner and "Loading…", or the error.
    private func drawStatus(of node: Node, at x: Int, line: Int, rowStyle: Style?, in context: inout DrawingContext) {
        guard let source = lazySources[node.id] else { return }
        if source.loadingState.isLoading {
            var x = x
            if context.animates {
                let glyph = PlaceholderView.spinnerGlyphs[((context.animationStep % 10) + 10) % 10]
                context.put(glyph, x: x, y: line, style: rowStyle.map { loadingStyle.merged(over: $0) } ?? loadingStyle)
                x += 2
            }
            context.draw("Loading…", x: x, y: line, style: rowStyle.map { loadingStyle.merged(over: $0) } ?? loadingStyle)
        } else if source.loadingState == .error, let error = source.loadingError {
            context.draw(
                "⚠ " + errorText(error) + " (r to retry)", x: x, y: line, style: rowStyle.map { errorStyle.merged(over: $0) } ?? errorStyle)
        }
    }
}
