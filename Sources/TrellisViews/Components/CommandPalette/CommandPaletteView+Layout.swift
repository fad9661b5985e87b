extension CommandPaletteView {
    /// The box's size on a `screen`: at most 72 wide and 20 tall, 2 cells and 1 row from
    /// the edges (the whole screen when it is smaller).
    public func fittingSize(in screen: Size) -> Size {
        let width = screen.width >= 24 ? min(72, screen.width - 4) : screen.width
        let height = screen.height >= 9 ? min(20, screen.height - 2) : screen.height
        return Size(width: max(0, width), height: max(0, height))
    }

    /// How many entries show at once: the rows between the rule and the footer.
    var visibleRowCount: Int { max(0, Int(bounds.height) - 5) }

    /// Places the border, the field, the visible entries and the footer.
    func layOutPalette() {
        let width = bounds.width
        let height = Int(bounds.height)
        let inner = max(0, Int(width) - 2)
        border.top.text = KeyHelpOverlay.border(width: inner, left: "┌", right: "┐", caption: "Go to")
        border.bottom.text = KeyHelpOverlay.border(width: inner, left: "└", right: "┘", caption: "↑↓ Enter Esc")
        border.rule.text = "├" + String(repeating: "─", count: inner) + "┤"
        border.top.frame = Rect(x: 0, y: 0, width: width, height: min(1, bounds.height))
        border.bottom.frame = Rect(x: 0, y: Double(max(0, height - 1)), width: width, height: height > 1 ? 1 : 0)
        border.rule.frame = Rect(x: 0, y: 2, width: width, height: height > 3 ? 1 : 0)
        let side = (1..<max(1, height - 1)).map { $0 == 2 ? "" : "│" }.joined(separator: "\n")
        for label in [border.left, border.right] { label.text = side }
        border.left.frame = Rect(x: 0, y: 1, width: 1, height: Double(max(0, height - 2)))
        border.right.frame = Rect(x: max(0, width - 1), y: 1, width: 1, height: Double(max(0, height - 2)))
        prompt.frame = Rect(x: 2, y: 1, width: 1, height: 1)
        field.frame = Rect(x: 4, y: 1, width: max(0, width - 6), height: 1)
        layOutRows(width: Double(max(0, inner - 2)))
        footer.frame = Rect(x: 2, y: Double(max(0, height - 2)), width: max(0, width - 4), height: height > 4 ? 1 : 0)
        footer.style = error == nil ? theme[.caption] : theme[.error]
        footer.text = error ?? (query.isEmpty ? "\(results.count) entries" : "\(results.count) of \(items.count) match")
    }

    /// One label per visible entry: the title, then its detail at the right, the focused
    /// one in the theme's `.focused`; scrolled so the focused entry shows.
    private func layOutRows(width: Double) {
        let count = visibleRowCount
        while rows.count < count {
            let row = Label()
            addSubview(row)
            rows.append(row)
        }
        while rows.count > count { rows.removeLast().removeFromSuperview() }
        if selection < firstRow { firstRow = selection }
        if count > 0, selection >= firstRow + count { firstRow = selection - count + 1 }
        for (offset, row) in rows.enumerated() {
            let index = firstRow + offset
            let item = results.indices.contains(index) ? results[index] : nil
            row.text = item.map { Self.line($0, width: Int(width)) } ?? ""
            row.style = index == selection && item != nil ? theme[.focused] : theme[.body]
            row.frame = Rect(x: 2, y: Double(3 + offset), width: width, height: 1)
        }
    }

    /// "Favorites            cats://favorites": the title and the detail `width` cells apart
    /// at most (the detail left out when both do not fit).
    static func line(_ item: CommandPaletteItem, width: Int) -> String {
        let used = CharacterWidth.of(item.title) + CharacterWidth.of(item.detail)
        guard used + 2 <= width else { return item.title }
        return item.title + String(repeating: " ", count: width - used) + item.detail
    }
}
