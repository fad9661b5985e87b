import TrellisViews

// A view that scrolled (`View.scrollRect(_:byRows:)`, a list moved by a row): the painter
// moves the cells it painted there and paints only what came in and what changed, as
// Core Animation moves a scrolled layer without drawing it again. Which cells can move
// is checked here, view by view; everything else is damage as usual.

extension Painter {
    /// Walks the subtree of the entry at `index` afresh, as ``collectDamage(_:screen:)``
    /// does for a view that needs display, for a view that scrolled: the damage is what the
    /// move of its scrolled rectangle's cells does not bring, and the move is returned
    /// (for ``repaint(_:into:damage:)`` to make). `nil`, with nothing walked, when the
    /// cells cannot move:
    ///
    /// - the view moved, resized, changed its style or was hidden, or does not fill its
    ///   rectangle (what is under it would move with it), or draws over its subviews, or
    ///   an ancestor does (neither moves with the content);
    /// - the rectangle shows no cell, or moved by all its rows or more.
    ///
    /// Otherwise every subview that only moved, by exactly the rows scrolled, with nothing
    /// in its subtree changed and no subview it was under now under it, whose cells were
    /// all inside the scrolled rectangle and show where they land, needs nothing. A subview
    /// that did not change at all is damage only where the move went over it and where its
    /// cells land. Any other subview is damage where it was, where its old cells land and
    /// where it is now; so is a subview that came or went; so are the rows that come in,
    /// and whatever is painted later (over the view) inside the rectangle.
    ///
    /// The fresh entries go to `fresh`; the views held for them are left where they are, and
    /// `viewEdits` says where subviews came, went, were walked again or restacked
    /// (``FlattenedTree/replace(_:with:editingViews:)``).
    ///
    /// - Complexity: O(*s* + *a*) for the *s* views of the subtree and the *a* entries
    ///   painted after it whose rectangles reach the scrolled one; a subview that moved with
    ///   the area costs the copy of its entries, not a walk.
    mutating func walkScrolled(
        at index: Int, scrolled: ScrolledRect, inherited: Style, ancestors: [Int], into fresh: inout [TreeEntry],
        viewEdits: inout [FlattenedTree.ViewEdit]?, damage: inout [CellRect]
    ) -> RowShift? {
        let old = flattened.entries[index]
        let view = old.view
        let entry = TreeEntry(
            view: view, depth: old.depth, originX: old.originX, originY: old.originY, visible: old.visible,
            ancestorHidden: old.ancestorHidden, inherited: inherited)
        guard old.isDrawn, entry.isDrawn, entry.rect == old.rect, entry.shown == old.shown, entry.fills, old.fills,
            entry.packedStyle == old.packedStyle, !entry.drawsOverSubviews, !old.drawsOverSubviews,
            !ancestors.contains(where: { flattened.entries[$0].drawsOverSubviews })
        else { return nil }
        let rows = scrolled.rows
        let area = CellRect(
            minX: entry.rect.minX + Painter.cell(scrolled.rect.minX), minY: entry.rect.minY + Painter.cell(scrolled.rect.minY),
            maxX: entry.rect.minX + Painter.cell(scrolled.rect.maxX), maxY: entry.rect.minY + Painter.cell(scrolled.rect.maxY)
        ).intersection(entry.shown)
        guard !area.isEmpty, abs(rows) < area.height else { return nil }

        /// Where cells painted at `rect` land once the area's cells move (`nil`: nowhere).
        func landing(_ rect: CellRect?) -> CellRect? {
            guard let rect else { return nil }
            let moved = rect.intersection(area).offsetBy(dx: 0, dy: -rows).intersection(area)
            return moved.isEmpty ? nil : moved
        }

        // The subviews as painted last: their rectangles, what showed of them, and their
        // places in the stack.
        var before: [ObjectIdentifier: (rect: CellRect, painted: CellRect?, rank: Int, index: Int)] = [:]
        before.reserveCapacity(view.subviews.count)
        var child = index + 1
        while child < index + old.size {
            let childEntry = flattened.entries[child]
            before[ObjectIdentifier(childEntry.view)] = (childEntry.rect, childEntry.painted, before.count, child)
            child += childEntry.size
        }
        // The views held for the subtree are edited where subviews came, went, were walked
        // again or restacked, instead of held again one by one (each retains through a side
        // table). The subviews that stayed keep their order, but for the fewest that moved
        // past others (a pinned header that gave way to the next one): those count as gone
        // and come in, painted where they were and where they are.
        let restacked = Painter.restacked(view.subviews, ranks: before)
        var edits: [FlattenedTree.ViewEdit] = []
        var comingIn: [View] = []  // views of subviews that came in, until the next one that stayed
        func placeComingIn(before position: Int) {
            guard !comingIn.isEmpty else { return }
            edits.append(FlattenedTree.ViewEdit(range: position..<position, views: comingIn))
            comingIn = []
        }

        fresh.append(entry)
        view.clearSubtreeNeedsDisplay()
        view.markDisplayed()
        var changed = 0
        for subview in view.subviews {
            let onlyMoved = subview.needsDisplayOnlyMoved
            if onlyMoved, let was = before[ObjectIdentifier(subview)], !restacked.contains(ObjectIdentifier(subview)),
                subview.subviews.allSatisfy({ !$0.subtreeNeedsDisplay })
            {
                // Moved and nothing else, nothing under it changed: if what shows of it moved
                // whole with the area, its entries move too, without walking its subtree.
                let (rect, shown) = Painter.rects(of: subview, originX: entry.rect.minX, originY: entry.rect.minY, visible: entry.shown)
                let painted = subview.isHidden || shown.isEmpty ? nil : shown
                // Whole: nothing of it (or under it) newly clipped, nor shown.
                let whole = was.painted.map { $0.offsetBy(dx: 0, dy: -rows) }
                if rect == was.rect.offsetBy(dx: 0, dy: -rows), painted == whole, painted == landing(was.painted),
                    was.painted.map({ $0.intersection(area) == $0 }) ?? true
                {
                    let size = flattened.entries[was.index].size
                    fresh.append(flattened.entries[was.index].moved(byRows: rows, isRoot: true))
                    for moved in (was.index + 1)..<(was.index + size) {
                        fresh.append(flattened.entries[moved].moved(byRows: rows, isRoot: false))
                    }
                    placeComingIn(before: was.index)
                    subview.clearSubtreeNeedsDisplay()
                    subview.markDisplayed()
                    before[ObjectIdentifier(subview)] = nil
                    continue
                }
            }
            let changedBefore = changed
            let start = fresh.count
            let damageStart = damage.count
            var walked: [View] = []
            walk(
                subview, depth: entry.depth + 1, originX: entry.rect.minX, originY: entry.rect.minY, visible: entry.shown,
                ancestorHidden: false, inherited: entry.style, into: &fresh, views: &walked, damage: &damage, changed: &changed)
            let now = fresh[start]
            guard let was = before.removeValue(forKey: ObjectIdentifier(subview)) else {
                // Came in: painted where it is.
                if let painted = now.painted { damage.append(painted) }
                comingIn += walked
                continue
            }
            let oldRange = was.index..<(was.index + flattened.entries[was.index].size)
            // Restacked: where it overlaps the subviews it moved past is inside its own
            // rectangles, painted again below.
            let inOrder = !restacked.contains(ObjectIdentifier(subview))
            if inOrder {
                placeComingIn(before: was.index)
                edits.append(FlattenedTree.ViewEdit(range: oldRange, views: walked))
            } else {
                edits.append(FlattenedTree.ViewEdit(range: oldRange, views: []))
                comingIn += walked
            }
            let carried = landing(was.painted)
            if inOrder, onlyMoved, changed == changedBefore + 1, now.rect == was.rect.offsetBy(dx: 0, dy: -rows),
                now.painted == carried, was.painted.map({ $0.intersection(area) == $0 }) ?? true
            {
                // Its cells move with the area: nothing to paint.
                damage.removeSubrange(damageStart...)
                continue
            }
            if inOrder, changed == changedBefore, now.rect == was.rect, now.painted == was.painted {
                // Unchanged where it was (an index beside the area, a pinned header): painted
                // again only where the move went over it.
                if let painted = now.painted, !painted.intersection(area).isEmpty { damage.append(painted.intersection(area)) }
                if let carried { damage.append(carried) }
                continue
            }
            for rect in [was.painted, carried, now.painted] { if let rect { damage.append(rect) } }
        }
        for (_, was) in before {
            // Went: painted over where it was and where its cells land.
            for rect in [was.painted, landing(was.painted)] { if let rect { damage.append(rect) } }
            edits.append(FlattenedTree.ViewEdit(range: was.index..<(was.index + flattened.entries[was.index].size), views: []))
        }
        placeComingIn(before: index + old.size)
        viewEdits = edits
        fresh[0].size = fresh.count
        // The rows that come in.
        damage.append(
            rows > 0
                ? CellRect(minX: area.minX, minY: area.maxY - rows, maxX: area.maxX, maxY: area.maxY)
                : CellRect(minX: area.minX, minY: area.minY, maxX: area.maxX, maxY: area.minY - rows))
        // What is painted after the view, over it, stays where it is: painted again where
        // it is and where its cells land.
        var later = index + old.size
        while later < flattened.entries.count {
            let laterEntry = flattened.entries[later]
            guard let painted = laterEntry.painted, !painted.intersection(area).isEmpty else {
                later += laterEntry.size
                continue
            }
            damage.append(painted.intersection(area))
            if let carried = landing(painted) { damage.append(carried) }
            later += 1
        }
        return RowShift(top: area.minY, bottom: area.maxY - 1, count: rows, rowsSaved: 0, columns: area.minX..<area.maxX)
    }

    /// The subviews (of those ranked in `ranks`, their places in the old stack) that moved
    /// past others: all but a longest run of them, in the new stack's order, whose old
    /// places rise (patience sorting). Every pair of the others is in its old order.
    ///
    /// - Complexity: O(*s* log *s*) for the *s* subviews.
    static func restacked(
        _ subviews: [View], ranks: [ObjectIdentifier: (rect: CellRect, painted: CellRect?, rank: Int, index: Int)]
    ) -> Set<ObjectIdentifier> {
        var stayed: [(id: ObjectIdentifier, rank: Int)] = []
        stayed.reserveCapacity(ranks.count)
        for subview in subviews {
            if let rank = ranks[ObjectIdentifier(subview)]?.rank { stayed.append((ObjectIdentifier(subview), rank)) }
        }
        // The common case: nothing moved past anything.
        if zip(stayed, stayed.dropFirst()).allSatisfy({ $0.rank < $1.rank }) { return [] }
        // `tails[k]`: the position in `stayed` ending the rising run of length k + 1 whose
        // last rank is lowest; `previous`: each position's predecessor in its run.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: stayed.count)
        for position in stayed.indices {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if stayed[tails[middle]].rank < stayed[position].rank { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var kept = [Bool](repeating: false, count: stayed.count)
        var position = tails.last ?? -1
        while position >= 0 {
            kept[position] = true
            position = previous[position]
        }
        var moved = Set<ObjectIdentifier>()
        for position in stayed.indices where !kept[position] { moved.insert(stayed[position].id) }
        return moved
    }

    /// Moves the cells of `scroll` in `buffer`, unless the damage repaints all of them
    /// anyway or a wide character straddles the moved columns' edges (moving half of it
    /// would cut it); returns the move made, or `nil` (the caller repaints the rectangle).
    func moveScrolledCells(_ scroll: RowShift, in buffer: inout CellBuffer, damage: [CellRect]) -> RowShift? {
        let area = Painter.rect(of: scroll).intersection(buffer.bounds)
        guard !area.isEmpty, abs(scroll.count) < area.height,
            !damage.contains(where: { $0.intersection(area) == area })
        else { return nil }
        for y in area.minY..<area.maxY {
            if area.minX > 0 && buffer[area.minX, y].isContinuation { return nil }
            if area.maxX < buffer.width && buffer[area.maxX, y].isContinuation { return nil }
        }
        let columns = area.minX..<area.maxX
        buffer.scroll(top: area.minY, bottom: area.maxY - 1, by: scroll.count, columns: columns)
        return RowShift(
            top: area.minY, bottom: area.maxY - 1, count: scroll.count, rowsSaved: 0,
            columns: columns == 0..<buffer.width ? nil : columns)
    }

    /// The cells a shift moves.
    static func rect(of scroll: RowShift) -> CellRect {
        let columns = scroll.columns ?? 0..<Int(Int32.max)
        return CellRect(minX: columns.lowerBound, minY: scroll.top, maxX: columns.upperBound, maxY: scroll.bottom + 1)
    }
}
