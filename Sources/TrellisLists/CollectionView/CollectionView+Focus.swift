import TrellisDiff
import TrellisViews

// Keyboard focus moves by geometry, as tvOS's focus engine (`UIFocusSystem`) moves it:
// ↑/↓ to the nearest item in the row above or below, ←/→ to the next item in the same
// row. A move with nowhere to go reports it, so the key can travel up the responder
// chain (a screen switches segments with ← at the left edge).

extension CollectionView {
    /// Moves keyboard focus and scrolls the focused item into view.
    ///
    /// - ``FocusMove/up`` and ``FocusMove/down`` go to the row above or below, across
    ///   section boundaries, to the item that overlaps the focused one most horizontally
    ///   (the nearest centre on a tie);
    /// - ``FocusMove/left`` and ``FocusMove/right`` go to the nearest item in the same row;
    /// - pages go a viewport of rows, keeping the column; Home and End the first and last item.
    ///
    /// - Returns: Whether focus moved (or was taken by the first item); `false` at an edge,
    ///   or with no items. At an edge the focused item is still scrolled into view.
    /// - Complexity: O(log *n* + *k*) for the *k* elements in the rows searched.
    @discardableResult
    public func moveFocus(_ move: FocusMove) -> Bool {
        if needsFullLayout { layoutIfNeeded() }
        guard flattenedCount() > 0 else {
            focusedPath = nil
            return false
        }
        guard let current = focusedPath, isValid(current) else {
            focusedPath = move == .end ? lastItem() : firstItem()
            finishFocusMove()
            return true
        }
        let page = max(1, Int(bounds.height.rounded(.down)) - 1)
        let target: ItemPath?
        switch move {
        case .left, .right: target = neighborInRow(of: current, toTheRight: move == .right)
        case .up, .down: target = nearestInAdjacentRow(to: current, below: move == .down)
        case .pageUp: target = rowStep(from: current, rows: -page)
        case .pageDown: target = rowStep(from: current, rows: page)
        case .home: target = firstItem()
        case .end: target = lastItem()
        }
        guard let target, target != current else {
            // Nowhere to go, but the focused item comes back into view (after a wheel
            // scroll, ↑ on the first item shows it and the headers above it again).
            finishFocusMove()
            return false
        }
        focusedPath = target
        finishFocusMove()
        return true
    }

    /// The item left or right of `path` in its row: the nearest one whose frame shares
    /// some of its height.
    func neighborInRow(of path: ItemPath, toTheRight: Bool) -> ItemPath? {
        guard let frame = layout.attributes(forItemAt: path)?.frame else { return nil }
        let row = Rect(x: -1, y: frame.minY, width: layout.width + 2, height: frame.height)
        // How far right (or left) of the focused item a candidate starts; negative when it isn't.
        func gap(_ candidate: Rect) -> Double { toTheRight ? candidate.minX - frame.maxX : frame.minX - candidate.maxX }
        let candidates = itemFrames(in: row).filter { (candidate: (path: ItemPath, frame: Rect)) -> Bool in
            let sharesHeight = candidate.frame.minY < frame.maxY && candidate.frame.maxY > frame.minY
            return sharesHeight && gap(candidate.frame) >= -Self.focusSlack
        }
        return candidates.min { gap($0.frame) < gap($1.frame) }?.path
    }

    /// The item in the row above or below `path` nearest it horizontally: the most overlap,
    /// then the nearest centre. The search window grows until it finds a row or reaches
    /// the end of the content.
    func nearestInAdjacentRow(to path: ItemPath, below: Bool) -> ItemPath? {
        guard let frame = layout.attributes(forItemAt: path)?.frame else { return nil }
        var reach = max(8, 2 * frame.height)
        while true {
            let window =
                below
                ? Rect(x: -1, y: frame.maxY, width: layout.width + 2, height: reach)
                : Rect(x: -1, y: frame.minY - reach, width: layout.width + 2, height: reach)
            let beyond = itemFrames(in: window).filter {
                below ? $0.frame.minY >= frame.maxY - Self.focusSlack : $0.frame.maxY <= frame.minY + Self.focusSlack
            }
            let tops = beyond.map { $0.frame.minY }
            let rowTop = below ? tops.min() : tops.max()
            if let rowTop {
                let row = beyond.filter { abs($0.frame.minY - rowTop) <= Self.focusSlack }
                return row.max { Self.closeness($0.frame, to: frame) < Self.closeness($1.frame, to: frame) }?.path
            }
            let exhausted = below ? window.maxY >= layout.contentHeight : window.minY <= 0
            if exhausted { return nil }
            reach *= 2
        }
    }

    /// How close `candidate` is to `frame` across: horizontal overlap first, then minus
    /// the distance between centres (larger is closer).
    static func closeness(_ candidate: Rect, to frame: Rect) -> (Double, Double) {
        let overlap = max(0, min(candidate.maxX, frame.maxX) - max(candidate.minX, frame.minX))
        return (overlap, -abs((candidate.minX + candidate.maxX) - (frame.minX + frame.maxX)) / 2)
    }

    /// Frames are whole points in practice; this absorbs rounding in fractional layouts.
    static var focusSlack: Double { 0.001 }

    /// The items whose frames meet `rect`, with their frames (content coordinates).
    private func itemFrames(in rect: Rect) -> [(path: ItemPath, frame: Rect)] {
        layout.attributes(in: rect).compactMap { attributes in
            if case .item(let path) = attributes.element { (path, attributes.frame) } else { nil }
        }
    }
}
