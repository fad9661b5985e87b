import TrellisViews

extension TreeView {
    /// The children shown under `node` when it is expanded: its known children, a lazy
    /// node's loaded ones (none while they load or after a failure), none for a leaf.
    public func shownChildren(of node: Node) -> [Node] {
        switch children(node) {
        case .leaf: []
        case .nodes(let nodes): nodes
        case .lazy: lazySources[node.id]?.nodes ?? []
        }
    }

    /// Whether `node` is a folder: it has, or may load, children.
    public func isExpandable(_ node: Node) -> Bool {
        if case .leaf = children(node) { return false }
        return true
    }

    /// Whether the node with `id` is expanded.
    public func isExpanded(_ id: Node.ID) -> Bool { expanded.contains(id) }

    /// Where a lazy node's children stand in AAPL's state machine, or `nil` for a node
    /// that is not lazy or has not been expanded yet.
    public func loadState(of id: Node.ID) -> LoadingState? { lazySources[id]?.loadingState }

    /// Flattens the tree into ``rows`` (once per change, never per frame) and keeps the
    /// focus on the node it was on, or on its nearest shown ancestor when a collapse hid it.
    ///
    /// - Complexity: O(*r*) for the *r* rows shown, plus their ancestors' lookups.
    func rebuildRows() {
        let focusedPath = focusedRow.map(ancestry(ofRow:)) ?? []
        rebuildCount += 1
        var flattened: [TreeRow<Node>] = []
        func visit(_ nodes: [Node], depth: Int, parent: Int?) {
            for (index, node) in nodes.enumerated() {
                let row = flattened.count
                flattened.append(TreeRow(node: node, depth: depth, parentRow: parent, siblingIndex: index, siblingCount: nodes.count))
                if expanded.contains(node.id) { visit(shownChildren(of: node), depth: depth + 1, parent: row) }
            }
        }
        visit(roots, depth: 0, parent: nil)
        rows = flattened
        // The focused node, or the closest ancestor still shown.
        focusedRow = nil
        for id in focusedPath.reversed() {
            if let row = rows.firstIndex(where: { $0.node.id == id }) {
                focusedRow = row
                break
            }
        }
        if focusedRow == nil, !rows.isEmpty { focusedRow = 0 }
        scrollFocusedRowIntoView()
        setNeedsDisplay()
    }

    /// The ids from the root down to the node at `row`.
    func ancestry(ofRow row: Int) -> [Node.ID] {
        var path: [Node.ID] = []
        var next: Int? = rows.indices.contains(row) ? row : nil
        while let current = next {
            path.append(rows[current].node.id)
            next = rows[current].parentRow
        }
        return path.reversed()
    }

    /// Focuses `row` (clamped to the rows), scrolls it into view and announces it.
    ///
    /// - Returns: Whether the focus moved.
    @discardableResult
    public func focusRow(_ row: Int) -> Bool {
        guard !rows.isEmpty else { return false }
        let target = min(max(0, row), rows.count - 1)
        let moved = target != focusedRow
        focusedRow = target
        scrollFocusedRowIntoView()
        setNeedsDisplay()
        if moved, let treeRowDescription { announce(treeRowDescription) }
        return moved
    }

    /// Moves the focus `offset` rows down (up when negative); at an edge it does not move.
    @discardableResult
    public func moveFocus(by offset: Int) -> Bool {
        focusRow(CellText.saturatingSum(focusedRow ?? 0, offset))
    }

    /// Scrolls the rows by `rows` (down when positive) without moving the focus.
    public func scroll(by rows: Int) {
        let last = max(0, self.rows.count - visibleRowCount)
        let clamped = min(max(0, CellText.saturatingSum(topRow, rows)), last)
        guard clamped != topRow else { return }
        topRow = clamped
        setNeedsDisplay()
    }

    /// The rows in view, by index.
    var rowsInView: Range<Int> { topRow..<min(rows.count, topRow + visibleRowCount) }

    /// Scrolls as little as shows the focused row.
    func scrollFocusedRowIntoView() {
        topRow = min(max(0, topRow), max(0, rows.count - visibleRowCount))
        guard let row = focusedRow, visibleRowCount > 0 else { return }
        if row < topRow {
            topRow = row
        } else if row >= topRow + visibleRowCount {
            topRow = row - visibleRowCount + 1
        }
    }
}
