// The dividers: drawn between the panes, dragged by the mouse, and what moving one does to
// the panes beside it (a pane dragged below half its minimum collapses, if it may, as in
// AppKit's `NSSplitView`; dragged back out, it expands).

extension SplitView {
    /// The dividers' characters: upright between panes side by side, flat between stacked ones.
    static let dividerGlyphs: (upright: Character, flat: Character) = ("│", "─")

    /// Draws each divider across the view.
    func drawDividers(_ context: inout DrawingContext) {
        let bounds = context.bounds
        for position in dividerPositions {
            if axis == .horizontal {
                context.fill(
                    CellRect(x: position, y: 0, width: 1, height: bounds.height), with: Self.dividerGlyphs.upright, style: dividerStyle)
            } else {
                context.fill(
                    CellRect(x: 0, y: position, width: bounds.width, height: 1), with: Self.dividerGlyphs.flat, style: dividerStyle)
            }
        }
    }

    /// A press on a divider captures the pointer; each motion moves the divider with it,
    /// and the release reports the new layout (``onLayoutChange``) if it changed.
    func dragDivider(_ drag: DragEvent) -> Bool {
        switch drag.phase {
        case .began:
            dividerDrag = nil
            let along = axis == .horizontal ? drag.location.x : drag.location.y
            guard along.isFinite, along >= 0, along < 1e9 else { return false }
            guard let index = dividerPositions.firstIndex(of: Int(along)) else { return false }
            dividerDrag = (index, paneLengths, storedLayout)
            return true
        case .moved, .ended:
            guard let dividerDrag else { return false }
            let moved = axis == .horizontal ? drag.translation.x : drag.translation.y
            let delta = moved.isFinite ? Int(min(max(moved, -1e6), 1e6).rounded()) : 0
            moveDivider(dividerDrag.index, by: delta, from: dividerDrag.startLengths)
            if drag.phase == .ended {
                self.dividerDrag = nil
                if storedLayout != dividerDrag.startLayout { onLayoutChange?(storedLayout) }
            }
            return true
        }
    }

    /// Moves divider `index` by `delta` cells from where `start` put it: the pane before it
    /// grows and the one after shrinks (or the reverse), each kept to its minimum unless it
    /// may collapse and goes below half of it.
    ///
    /// - Returns: Whether the layout changed.
    @discardableResult
    func moveDivider(_ index: Int, by delta: Int, from start: [Int]) -> Bool {
        guard start.count == panes.count, start.indices.contains(index + 1) else { return false }
        let (before, after) = (index, index + 1)
        let sum = start[before] + start[after]
        var lengths = start
        lengths[before] = min(max(start[before] + delta, 0), sum)
        lengths[after] = sum - lengths[before]
        var collapsed = (0..<panes.count).map { isCollapsed($0) }
        for (pane, other) in [(before, after), (after, before)] {
            let minimum = minimumLengths.indices.contains(pane) ? max(0, minimumLengths[pane]) : 0
            collapsed[pane] = false
            guard lengths[pane] < minimum else { continue }
            if collapsiblePanes.contains(pane), lengths[pane] * 2 < minimum, !collapsed[other] {
                collapsed[pane] = true
                lengths[pane] = 0
            } else {
                lengths[pane] = min(minimum, sum)
            }
            lengths[other] = sum - lengths[pane]
        }
        var next = storedLayout
        next.collapsed = collapsed
        next = next.adopting(lengths)
        guard next != storedLayout else { return false }
        let newlyCollapsed = panes.indices.filter { collapsed[$0] != isCollapsed($0) }
        storedLayout = next
        applyCollapsed()
        layoutDidChange()
        for pane in newlyCollapsed { announce("\(name(ofPane: pane)) \(collapsed[pane] ? "collapsed" : "expanded")") }
        return true
    }

    /// Collapses pane `index` (its length goes to its neighbours, and it hides) or expands
    /// it again to the share it had, and announces it ("list collapsed"). Setting it from
    /// the app does not call ``onLayoutChange``. The last pane that shows never collapses.
    ///
    /// - Returns: Whether the pane changed.
    @discardableResult
    public func setCollapsed(_ index: Int, _ collapsed: Bool) -> Bool {
        guard panes.indices.contains(index), isCollapsed(index) != collapsed else { return false }
        if collapsed, panes.indices.allSatisfy({ $0 == index || isCollapsed($0) }) { return false }
        var next = storedLayout.fitted(to: panes.count)
        next.collapsed[index] = collapsed
        storedLayout = next
        applyCollapsed()
        layoutDidChange()
        announce("\(name(ofPane: index)) \(collapsed ? "collapsed" : "expanded")")
        return true
    }

    /// What a screen reader calls pane `index`.
    func name(ofPane index: Int) -> String {
        if paneNames.indices.contains(index), !paneNames[index].isEmpty { return paneNames[index] }
        return panes[index].accessibilityLabel ?? panes[index].key ?? "pane \(index + 1)"
    }

    /// "split view, list 40%, detail 60%".
    var layoutDescription: String {
        let lengths = paneLengths
        let total = max(1, lengths.reduce(0, +))
        let panes = self.panes.indices.map { index in
            isCollapsed(index)
                ? "\(name(ofPane: index)) collapsed"
                : "\(name(ofPane: index)) \(Int((Double(lengths[index]) * 100 / Double(total)).rounded()))%"
        }
        return ([accessibilityLabel, "split view"].compactMap { $0 } + panes).joined(separator: ", ")
    }
}
