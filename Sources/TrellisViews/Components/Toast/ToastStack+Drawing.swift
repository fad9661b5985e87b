// Where each toast goes in the stack: its message wrapped to the maximum width, a cell of
// padding each side, the action's title after the message's last line; toasts right-
// aligned, newest at the top, a blank row between two.

extension ToastStack {
    /// One toast's cells: its wrapped lines and its size.
    struct Block {
        var entry: Entry
        var lines: [String]
        var width: Int
        var height: Int { lines.count }
    }

    /// The shown toasts' blocks, newest first.
    var blocks: [Block] {
        let cap = maximumWidth.isFinite ? max(4, Int(maximumWidth.rounded(.down))) : 40
        return visibleEntries.map { entry in
            var text = entry.toast.message
            if let action = entry.toast.actionTitle { text += "  [\(action)]" }
            let layout = TextLayout(
                text: text, measurer: MonospaceTextMeasurer(), width: Double(cap - 2), lineLimit: 0, truncation: .tail,
                alignment: .left)
            let lines = layout.lines.map(\.text)
            let shown = lines.isEmpty ? [""] : lines
            return Block(entry: entry, lines: shown, width: Int(layout.width) + 2)
        }
    }

    /// The blocks stacked: the widest by their rows plus a blank row between two.
    var stackSize: Size {
        let blocks = blocks
        guard !blocks.isEmpty else { return .zero }
        let width = blocks.map(\.width).max() ?? 0
        let height = blocks.map(\.height).reduce(0, +) + blocks.count - 1
        return Size(width: Double(width), height: Double(height))
    }

    /// Each block with its top row, in the stack's cells.
    var placedBlocks: [(block: Block, y: Int)] {
        var y = 0
        return blocks.map { block in
            defer { y += block.height + 1 }
            return (block, y)
        }
    }

    func drawToasts(_ context: inout DrawingContext) {
        let width = context.bounds.width
        for (block, top) in placedBlocks {
            let style = block.entry.toast.kind == .error ? errorStyle : infoStyle
            let x = max(0, width - block.width)
            context.fill(CellRect(x: x, y: top, width: block.width, height: block.height), style: style)
            for (row, line) in block.lines.enumerated() {
                context.draw(line, x: x + 1, y: top + row, style: style)
            }
        }
    }

    func toastClicked(at point: Point) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let width = Int(bounds.width)
        let (column, row) = (Int(point.x.rounded(.down)), Int(point.y.rounded(.down)))
        guard
            let (block, top) = placedBlocks.first(where: { row >= $0.y && row < $0.y + $0.block.height }),
            column >= max(0, width - block.width), column < width
        else { return false }
        if let action = block.entry.toast.actionTitle, row == top + block.height - 1,
            let last = block.lines.last, last.hasSuffix("[\(action)]")
        {
            let actionStart = max(0, width - block.width) + 1 + CharacterWidth.of(last) - CharacterWidth.of("[\(action)]")
            if column >= actionStart { onAction?(block.entry.toast) }
        }
        dismiss(id: block.entry.id)
        return true
    }
}
