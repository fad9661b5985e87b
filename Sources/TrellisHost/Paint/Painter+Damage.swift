import TrellisViews

// Which cells a frame must repaint: those a view that needs display covers now, and
// those it covered when last painted (it may have moved, shrunk or been hidden).

extension Painter {
    /// The painter's flattened copy of the tree (pre-order): entries to scan each
    /// frame, and the same views, held.
    ///
    /// Why an entry's unchecked reference cannot dangle: `entries[i].view` is
    /// `views[i]` for every `i`, and `views` holds it. The two arrays are private to
    /// this type and change only together, in ``replace(_:with:views:)``, which checks
    /// that they stay the same length and hold the same views.
    package struct FlattenedTree {
        package private(set) var entries: [TreeEntry] = []
        package private(set) var views: [View] = []

        package var isEmpty: Bool { entries.isEmpty }

        /// Whether each entry names the view held beside it (what makes the entries'
        /// unchecked references safe; the property tests check it every frame).
        package var entriesNameTheirHeldViews: Bool {
            entries.count == views.count && zip(entries, views).allSatisfy { $0.view === $1 }
        }

        /// Replaces the entries in `range` and the views they name.
        ///
        /// - Precondition: `views` are the views of `fresh`, in order.
        package mutating func replace(_ range: Range<Int>, with fresh: [TreeEntry], views held: [View]) {
            precondition(
                fresh.count == held.count && zip(fresh, held).allSatisfy { $0.view === $1 },
                "a flattened tree's entries and held views must name the same views")
            entries.replaceSubrange(range, with: fresh)
            views.replaceSubrange(range, with: held)
        }

        /// A change to the views held for a subtree: the views at `range` (positions before
        /// any edit) give way to `views`; an empty range inserts them there.
        package struct ViewEdit {
            package var range: Range<Int>
            package var views: [View]
        }

        /// Replaces the entries in `range` with `fresh`, and the views held for them by
        /// applying `edits`, which touch no position twice: for a subtree most of whose
        /// views stayed where they were (a list that scrolled), so that they are not held
        /// again one by one (each view retains through a side table).
        ///
        /// - Precondition: afterwards, the entries name the views held beside them.
        package mutating func replace(_ range: Range<Int>, with fresh: [TreeEntry], editingViews edits: [ViewEdit]) {
            // From the last position back, so the positions of the others still hold; where
            // an insertion and a replacement start at the same place, the replacement first,
            // so the insertion lands before it.
            let ordered = edits.sorted {
                $0.range.lowerBound != $1.range.lowerBound ? $0.range.lowerBound > $1.range.lowerBound : !$0.range.isEmpty
            }
            for edit in ordered {
                precondition(range.contains(edit.range.lowerBound) || edit.range.lowerBound == range.upperBound)
                views.replaceSubrange(edit.range, with: edit.views)
            }
            entries.replaceSubrange(range, with: fresh)
            let changed = range.lowerBound..<(range.lowerBound + fresh.count)
            precondition(
                entries.count == views.count && namesHeldViews(in: changed),
                "a flattened tree's entries and held views must name the same views")
        }

        /// Whether the entries in `range` name the views held beside them, compared by
        /// address (nothing retained).
        private func namesHeldViews(in range: Range<Int>) -> Bool {
            views.withUnsafeBufferPointer { held in
                held.withMemoryRebound(to: UnsafeRawPointer.self) { addresses in
                    range.allSatisfy { UnsafeRawPointer(entries[$0].unretained.toOpaque()) == addresses[$0] }
                }
            }
        }

        /// Grows (or shrinks) the recorded size of the subtree at `index` by `delta`
        /// entries, after a subtree inside it was walked again.
        package mutating func resizeSubtree(at index: Int, by delta: Int) {
            entries[index].size += delta
        }
    }

    /// One view in the painter's flattened copy of the tree (pre-order), with what it
    /// takes to work out its rectangle again without visiting its ancestors, and what
    /// painting it needs that does not change until it is walked again.
    ///
    /// Why the kept facts stay true: everything they are made of marks a view for display
    /// when it changes (its frame, `isHidden`, `style`, `drawsOverSubviews`, `isAnimating`;
    /// its ancestors' frames, visibility and styles mark those ancestors), and a view that
    /// needs display has its subtree walked again before the frame is painted
    /// (``collectDamage(_:screen:)``).
    package struct TreeEntry {
        /// Unchecked: ``FlattenedTree`` holds the same view beside it (its comment says
        /// why that suffices), and reading the flag of every view each frame must not
        /// retain and release each one.
        /// Internal, not `package`: a `TreeEntry` copied out of the tree could outlive its
        /// view, so no other module (no other host) may read it.
        let unretained: Unmanaged<View>
        /// The view (unchecked: see ``unretained``).
        var view: View { unretained.takeUnretainedValue() }
        package let depth: Int
        /// Its superview's top-left corner on screen.
        package private(set) var originX: Int, originY: Int
        /// What its ancestors let show.
        package private(set) var visible: CellRect
        package let ancestorHidden: Bool
        /// Its frame on screen, and the part of that its ancestors let show
        /// (``Painter/rects(of:originX:originY:visible:)``).
        package private(set) var rect: CellRect, shown: CellRect
        /// Whether it is drawn at all: neither it nor an ancestor is hidden, and some of it shows.
        package let isDrawn: Bool
        /// Whether the view draws over its subviews (`View.drawsOverSubviews`), and whether
        /// it animates (`View.isAnimating`): asked once per walk, not every frame.
        package let drawsOverSubviews: Bool, isAnimating: Bool
        /// Its style merged over its ancestors' (what it and its text are drawn in), and
        /// the same packed.
        package let style: Style
        package let packedStyle: PackedStyle
        /// Whether its own style has a background, or it is opaque (`View.isOpaque`): it
        /// fills its rectangle.
        package let fills: Bool
        /// How many entries its subtree takes, itself included: a clean subtree is
        /// skipped in one step.
        package var size = 1

        /// The entry of `view` whose superview's top-left corner is at (`originX`,
        /// `originY`) on screen, under ancestors that let `visible` show and are hidden
        /// or not, their styles merged into `inherited`.
        @MainActor
        package init(
            view: View, depth: Int, originX: Int, originY: Int, visible: CellRect, ancestorHidden: Bool,
            inherited: Style = .plain
        ) {
            unretained = Unmanaged.passUnretained(view)
            self.depth = depth
            self.originX = originX
            self.originY = originY
            self.visible = visible
            self.ancestorHidden = ancestorHidden
            (rect, shown) = Painter.rects(of: view, originX: originX, originY: originY, visible: visible)
            isDrawn = !ancestorHidden && !view.isHidden && !shown.isEmpty
            drawsOverSubviews = view.drawsOverSubviews
            isAnimating = view.isAnimating
            let own = view.style
            style = own.merged(over: inherited)
            packedStyle = PackedStyle(style)
            fills = own.background != nil || view.isOpaque
        }

        /// The cells the view covered when it was walked, if it was drawn.
        package var painted: CellRect? { isDrawn ? shown : nil }

        /// The entry of the same view once it and everything around it moved `rows` rows up
        /// (down when negative), its subtree unchanged: a list's cell that scrolled
        /// (`Painter+Scroll.swift`). The root of the moved subtree keeps its superview's
        /// corner and what its ancestors let show (they did not move); what shows of it, as
        /// of every view under it, moved with it.
        ///
        /// - Precondition: what shows of the root moved whole (the caller checked it).
        func moved(byRows rows: Int, isRoot: Bool) -> TreeEntry {
            var entry = self
            if !isRoot {
                entry.originY -= rows
                entry.visible = visible.offsetBy(dx: 0, dy: -rows)
            }
            entry.rect = rect.offsetBy(dx: 0, dy: -rows)
            entry.shown = shown.offsetBy(dx: 0, dy: -rows)
            return entry
        }
    }

    /// The rectangles that views needing display cover now or covered when last
    /// painted; marks those views displayed and finds the animating views.
    ///
    /// A view that moved, changed or was hidden needs display itself; a view whose
    /// subviews changed does too (adding and removing mark the superview); a view's
    /// subtree lies within its rectangle. So the rectangles hold every cell whose
    /// content may have changed: what a view that needs display covered before is inside
    /// what the topmost view needing display above it covered (each view is drawn inside
    /// its ancestors), which its entry still says.
    ///
    /// After the first frame the tree is not walked again: the painter keeps it
    /// flattened, skips every subtree whose root says nothing in it needs display
    /// (``View/subtreeNeedsDisplay``), and walks afresh only the subtrees of views that
    /// need display (their structure or geometry may have changed). The same changes
    /// that mark a view mark the flattened copy stale.
    ///
    /// - Complexity: O(*a* + *c*) for the *a* views on the paths from the root to the
    ///   views that need display and their siblings, and the *c* views in the
    ///   subtrees walked again; nothing else is read.
    package mutating func collectDamage(_ root: View, screen: CellRect) -> [CellRect] {
        var damage: [CellRect] = []
        var changed = 0
        pendingScroll = nil
        if flattened.isEmpty || flattened.entries[0].view !== root || flattenedScreen != screen {
            if let old = flattened.entries.first?.painted { damage.append(old) }
            var entries: [TreeEntry] = []
            var views: [View] = []
            walk(
                root, depth: 0, originX: 0, originY: 0, visible: screen, ancestorHidden: false, inherited: .plain,
                into: &entries, views: &views, damage: &damage, changed: &changed)
            flattened.replace(flattened.entries.indices, with: entries, views: views)
            flattenedScreen = screen
        } else {
            // In place: most frames change a view or two, and copying the whole list
            // (retaining every view) would cost more than the rest of the frame.
            var index = 0
            var ancestors: [Int] = []  // entries whose subtrees hold `index`, outermost first
            while index < flattened.entries.count {
                while let last = ancestors.last, index >= last + flattened.entries[last].size { ancestors.removeLast() }
                let view = flattened.entries[index].view
                if view.needsDisplay {
                    let entry = flattened.entries[index]
                    var fresh: [TreeEntry] = []
                    var views: [View] = []
                    // The parent is the innermost entry holding this one (the loop steps
                    // into a subtree only from its root).
                    let inherited = ancestors.last.map { flattened.entries[$0].style } ?? .plain
                    var viewEdits: [FlattenedTree.ViewEdit]?
                    if pendingScroll == nil, let scrolled = view.scrolledSinceDisplay,
                        let scroll = walkScrolled(
                            at: index, scrolled: scrolled, inherited: inherited, ancestors: ancestors, into: &fresh,
                            viewEdits: &viewEdits, damage: &damage)
                    {
                        pendingScroll = scroll
                    } else {
                        if let old = entry.painted { damage.append(old) }
                        walk(
                            entry.view, depth: entry.depth, originX: entry.originX, originY: entry.originY, visible: entry.visible,
                            ancestorHidden: entry.ancestorHidden, inherited: inherited, into: &fresh, views: &views, damage: &damage,
                            changed: &changed)
                    }
                    if let viewEdits {
                        flattened.replace(index..<(index + entry.size), with: fresh, editingViews: viewEdits)
                    } else {
                        flattened.replace(index..<(index + entry.size), with: fresh, views: views)
                    }
                    for ancestor in ancestors { flattened.resizeSubtree(at: ancestor, by: fresh.count - entry.size) }
                    index += fresh.count
                } else if view.subtreeNeedsDisplay {
                    view.clearSubtreeNeedsDisplay()  // its subtree is visited now
                    ancestors.append(index)
                    index += 1
                } else {
                    index += flattened.entries[index].size
                }
            }
        }
        animatingViews = []
        for index in flattened.entries.indices where flattened.entries[index].isAnimating && flattened.entries[index].isDrawn {
            animatingViews.append(flattened.views[index])
        }
        return damage
    }

    /// Visits `view`'s subtree afresh: records it flattened, and the damage of every
    /// view in it that needs display (where it shows now; where it was is inside what
    /// the caller added for the subtree's root). `changed` counts the views that needed
    /// display, drawn or not.
    mutating func walk(
        _ view: View, depth: Int, originX: Int, originY: Int, visible: CellRect, ancestorHidden: Bool, inherited: Style,
        into entries: inout [TreeEntry], views: inout [View], damage: inout [CellRect], changed: inout Int
    ) {
        let start = entries.count
        let entry = TreeEntry(
            view: view, depth: depth, originX: originX, originY: originY, visible: visible, ancestorHidden: ancestorHidden,
            inherited: inherited)
        entries.append(entry)
        views.append(view)
        view.clearSubtreeNeedsDisplay()
        if view.needsDisplay {
            changed += 1
            if let shown = entry.painted { damage.append(shown) }
            view.markDisplayed()
        }
        let hidden = ancestorHidden || view.isHidden
        for subview in view.subviews {
            walk(
                subview, depth: depth + 1, originX: entry.rect.minX, originY: entry.rect.minY, visible: entry.shown,
                ancestorHidden: hidden, inherited: entry.style, into: &entries, views: &views, damage: &damage, changed: &changed)
        }
        entries[start].size = entries.count - start
    }

    /// Paints the part of the flattened tree inside `damage`, over what is there (the
    /// caller clears it first): what ``paint(_:into:damage:)`` does for the same tree,
    /// from the entries (no recursion, no geometry worked out again), with one call to
    /// each view that reaches the damage (`View.draw(_:)`, and `drawOverSubviews(_:)` for
    /// those that ask).
    ///
    /// - Precondition: ``collectDamage(_:screen:)`` ran for this frame's tree.
    private func paintFlattened(into context: inout DrawingContext, damage: CellRect) {
        let entries = flattened.entries
        // Entries that draw over their subtree (a loading spinner, a focused cell's
        // highlight): (the index past the subtree, the entry's index).
        var finishing: [(end: Int, index: Int)] = []
        var index = 0
        while index < entries.count {
            while let last = finishing.last, last.end <= index {
                finishing.removeLast()
                finish(entries[last.index], damage: damage, into: &context)
            }
            // Field by field: an entry is large, and copying one whole per view was a
            // twentieth of a frame.
            let shown = entries[index].shown
            let clip = shown.intersection(damage)
            guard entries[index].isDrawn, !clip.isEmpty else {
                index += entries[index].size
                continue
            }
            // A view one of its subviews fills over is not drawn: every cell it would write
            // is written again (a list under its cells, a pane under the view filling it).
            if !Painter.subviewCovers(entries, index, clip) {
                let packed = entries[index].packedStyle
                if entries[index].fills { context.buffer.fill(clip, with: .blank(packed)) }
                context.prepare(frame: entries[index].rect, shown: shown, clip: clip, style: entries[index].style, packedStyle: packed)
                // Through a guaranteed reference: `flattened.views` holds the view, and every
                // view in a tree retains and releases through a side table.
                View.withUnretained(entries[index].unretained) { view in view.draw(&context) }
            }
            if entries[index].drawsOverSubviews { finishing.append((index + entries[index].size, index)) }
            index += 1
        }
        while let last = finishing.popLast() { finish(entries[last.index], damage: damage, into: &context) }
    }

    /// Whether the entry at `index` writes every cell of `rect`, whatever was there: it is
    /// drawn, shows all of `rect`, and fills it (its background, or `View.isOpaque`) or has
    /// a subview that does. A view draws only inside what shows of it, and a fill replaces
    /// each cell whole (character, style, link), so nothing painted before it under `rect`
    /// shows.
    ///
    /// - Complexity: O(*c*) for the *c* subviews of each view that shows all of `rect`
    ///   without filling it.
    static func covers(_ entries: [TreeEntry], _ index: Int, _ rect: CellRect) -> Bool {
        guard entries[index].isDrawn, entries[index].shown.contains(rect) else { return false }
        return entries[index].fills || subviewCovers(entries, index, rect)
    }

    /// Whether a subview of the entry at `index` writes every cell of `rect`
    /// (``covers(_:_:_:)``): painted after the entry, it paints over all the entry would.
    static func subviewCovers(_ entries: [TreeEntry], _ index: Int, _ rect: CellRect) -> Bool {
        let end = index + entries[index].size
        var child = index + 1
        while child < end {
            if covers(entries, child, rect) { return true }
            child += entries[child].size
        }
        return false
    }

    /// What a view draws over its subviews: a loading placeholder's spinner, a focused
    /// cell's highlight.
    private func finish(_ entry: TreeEntry, damage: CellRect, into context: inout DrawingContext) {
        context.prepare(
            frame: entry.rect, shown: entry.shown, clip: entry.shown.intersection(damage), style: entry.style,
            packedStyle: entry.packedStyle)
        View.withUnretained(entry.unretained) { view in view.drawOverSubviews(&context) }
    }

    /// Clears and repaints each damaged rectangle of `buffer`, and returns, per row,
    /// the columns that may have changed (empty where nothing did).
    ///
    /// When ``collectDamage(_:screen:)`` found a view that scrolled (``pendingScroll``), the
    /// cells of its scrolled rectangle move first, and the damage holds only what the move
    /// does not bring (`Painter+Scroll.swift`); ``lastScroll`` then says which cells moved.
    /// A wide character straddling the rectangle's left or right edge keeps them where they
    /// are, and the rectangle is repainted instead.
    ///
    /// Overlapping rectangles are merged; many small ones become whole rows, which
    /// cost less to walk than one tree walk per rectangle. A rectangle is widened
    /// until no wide character straddles its left or right edge, before (in the old
    /// content) and after (in the new), so that painting inside it gives exactly what
    /// painting the whole screen would.
    ///
    /// - Complexity: O(*r* · *v* + *c*) for *r* rectangles, *v* views and *c* cells.
    ///
    /// - Precondition: ``collectDamage(_:screen:)`` ran for `root` this frame.
    package mutating func repaint(_ root: View, into buffer: inout CellBuffer, damage: [CellRect]) -> [Range<Int>] {
        precondition(
            flattened.entries.first?.view === root, "Painter.repaint(_:into:damage:) needs collectDamage(_:screen:) for the same root first"
        )
        var spans = [Range<Int>](repeating: 0..<0, count: buffer.height)
        var damage = damage
        lastScroll = nil
        if let scroll = pendingScroll {
            pendingScroll = nil
            if let moved = moveScrolledCells(scroll, in: &buffer, damage: damage) {
                lastScroll = moved
                for row in moved.top...moved.bottom { spans[row] = moved.columns ?? 0..<buffer.width }
            } else {
                damage.append(Painter.rect(of: scroll))
            }
        }
        let areas = Painter.normalized(damage, in: buffer.bounds)
        var context = makeContext(taking: &buffer)
        defer { finish(&context, returningTo: &buffer) }
        for area in areas {
            var rect = area
            while true {
                rect = Painter.widened(rect, toWholeCharactersIn: context.buffer)
                // A root that fills the rectangle (or a view over it that does) writes
                // every cell of it anyway.
                if !Painter.covers(flattened.entries, 0, rect) { context.buffer.clear(rect) }
                context.cutAtLeftEdge = false
                context.cutAtRightEdge = false
                paintFlattened(into: &context, damage: rect)
                guard context.cutAtLeftEdge || context.cutAtRightEdge else { break }
                if context.cutAtLeftEdge { rect.minX = max(0, rect.minX - 1) }
                if context.cutAtRightEdge { rect.maxX = min(context.buffer.width, rect.maxX + 1) }
            }
            for row in rect.minY..<rect.maxY {
                let span = spans[row]
                spans[row] =
                    span.isEmpty
                    ? rect.minX..<rect.maxX
                    : min(span.lowerBound, rect.minX)..<max(span.upperBound, rect.maxX)
            }
        }
        return spans
    }

    /// Damage clipped to the screen and merged until no two rectangles overlap; more
    /// than a few rectangles, or a large area, become whole rows.
    package static func normalized(_ damage: [CellRect], in screen: CellRect) -> [CellRect] {
        var rects: [CellRect] = []
        rects.reserveCapacity(damage.count)
        var seen = Set<CellRect>(minimumCapacity: damage.count)
        for rect in damage {
            // The same rectangle twice (where a view was and is, unmoved) counts once.
            let clipped = rect.intersection(screen)
            if !clipped.isEmpty && seen.insert(clipped).inserted { rects.append(clipped) }
        }
        let area = rects.reduce(0) { $0 + ($1.maxX - $1.minX) * ($1.maxY - $1.minY) }
        if rects.count > 8 || area * 4 > (screen.maxX - screen.minX) * (screen.maxY - screen.minY) {
            rects = rects.map { CellRect(minX: screen.minX, minY: $0.minY, maxX: screen.maxX, maxY: $0.maxY) }
        }
        var merged: [CellRect] = []
        for rect in rects {
            var current = rect
            var index = 0
            while index < merged.count {
                if merged[index].overlapsOrTouchesRows(current) {
                    current = current.union(merged.remove(at: index))
                    index = 0
                } else {
                    index += 1
                }
            }
            merged.append(current)
        }
        return merged
    }

    /// `rect`, widened until no row has a wide character split by its left or right edge.
    package static func widened(_ rect: CellRect, toWholeCharactersIn buffer: CellBuffer) -> CellRect {
        var rect = rect
        var changed = true
        while changed {
            changed = false
            for row in rect.minY..<rect.maxY {
                if rect.minX > 0 && rect.minX < buffer.width && buffer[rect.minX, row].isContinuation {
                    rect.minX -= 1
                    changed = true
                }
                if rect.maxX < buffer.width && rect.maxX > 0 && buffer[rect.maxX - 1, row].width == 2 {
                    rect.maxX += 1
                    changed = true
                }
            }
        }
        return rect
    }
}

extension CellRect {
    /// The smallest rectangle holding both.
    package func union(_ other: CellRect) -> CellRect {
        CellRect(
            minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
            maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// Whether the two overlap (sharing an edge does not count, except for whole rows
    /// stacked on each other, which merge into one band).
    package func overlapsOrTouchesRows(_ other: CellRect) -> Bool {
        let columnsOverlap = minX < other.maxX && other.minX < maxX
        let rowsOverlap = minY < other.maxY && other.minY < maxY
        let sameColumns = minX == other.minX && maxX == other.maxX
        let rowsTouch = minY <= other.maxY && other.minY <= maxY
        return (columnsOverlap && rowsOverlap) || (sameColumns && rowsTouch)
    }
}
