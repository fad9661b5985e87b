// The focus chain: reading order by geometry, overridden where views say so, and
// Tab / Shift-Tab along it.

extension FocusEngine {
    /// Where ``moveFocus(_:)`` moves now: the innermost presented scope; else the
    /// nearest ``View/isFocusScope`` around the focused view; else ``root``.
    public var currentScope: View? {
        if let presented = presentedScopes.last { return presented.scope }
        if focusedViewIsShown, let scope = focusedView?.enclosingFocusScope { return scope }
        return root
    }

    /// The views `scope` lets take focus, in the order Tab visits them: reading order
    /// (top to bottom, then left to right, by ``View/frameInRoot``; tree order on a tie),
    /// except inside a view with a ``View/focusOrder``, whose listed subviews come first
    /// in that order (the container itself sitting where its frame reads). Hidden views,
    /// views under hidden ancestors, and views without an area are left out.
    ///
    /// - Complexity: O(*v* log *v* · *d*) for the *v* views under `scope` at depth *d*.
    public func focusChain(in scope: View) -> [View] {
        guard scope.isShownWithAncestors else { return [] }
        return Self.readingOrder(under: scope)
    }

    /// Moves focus to the next or previous view of the current scope's chain, wrapping
    /// around at its ends. A focused view's ``View/nextFocusView`` (when in the chain)
    /// goes first, and moving back from that view returns to it. With focus outside the
    /// chain, `.next` focuses its first view and `.previous` its last; with focus inside
    /// a view of the chain (a text field's label), that view counts as focused.
    ///
    /// - Returns: Whether focus moved: `false` with no focusable view, or only the focused one.
    /// - Complexity: O(*v* log *v* · *d*), as ``focusChain(in:)``.
    @discardableResult
    public func moveFocus(_ direction: FocusDirection) -> Bool {
        guard let scope = currentScope else { return false }
        let chain = focusChain(in: scope)
        guard !chain.isEmpty else { return false }
        let current = focusedViewIsShown ? focusedView : nil
        let target: View
        if let current, let linked = Self.linked(from: current, direction, in: chain) {
            target = linked
        } else if let index = current.flatMap({ Self.position(of: $0, in: chain) }) {
            let step = direction == .next ? 1 : chain.count - 1
            target = chain[(index + step) % chain.count]
        } else {
            target = direction == .next ? chain[0] : chain[chain.count - 1]
        }
        guard target !== current else { return false }
        focus(target)
        return true
    }

    /// The explicit neighbour of `view`: its ``View/nextFocusView``, or the view whose
    /// next it is, when that view is in `chain`.
    static func linked(from view: View, _ direction: FocusDirection, in chain: [View]) -> View? {
        switch direction {
        case .next:
            guard let next = view.nextFocusView, chain.contains(where: { $0 === next }) else { return nil }
            return next
        case .previous:
            return chain.first { $0.nextFocusView === view }
        }
    }

    /// The index of `view` in `chain`, or of the deepest chain view containing it.
    static func position(of view: View, in chain: [View]) -> Int? {
        if let index = chain.firstIndex(where: { $0 === view }) { return index }
        let containing = chain.indices.filter { view.isDescendant(of: chain[$0]) }
        return containing.max { chain[$0].depth < chain[$1].depth }
    }

    /// The focusable views under `container` (not itself) in reading order, with its
    /// ``View/focusOrder`` applied.
    static func readingOrder(under container: View) -> [View] {
        var listed: [View] = []
        if let order = container.focusOrder {
            for view in order where view !== container && view.isDescendant(of: container) && view.isShownWithAncestors {
                listed.append(contentsOf: itself(view) + readingOrder(under: view))
            }
        }
        var units: [(frame: Rect, views: [View])] = []
        var stack = Array(container.subviews.reversed())
        while let view = stack.popLast() {
            guard !view.isHidden, !(container.focusOrder ?? []).contains(where: { $0 === view }) else { continue }
            if view.focusOrder != nil {
                units.append((view.frameInRoot, itself(view) + readingOrder(under: view)))
                continue
            }
            if view.isFocusable { units.append((view.frameInRoot, [view])) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        // `units` is in tree order; a stable sort keeps it on ties.
        let sorted = units.enumerated().sorted { a, b in
            (a.element.frame.minY, a.element.frame.minX, a.offset) < (b.element.frame.minY, b.element.frame.minX, b.offset)
        }
        let rest = sorted.flatMap(\.element.views)
        return listed + rest.filter { view in !listed.contains { $0 === view } }
    }

    private static func itself(_ view: View) -> [View] { view.isFocusable ? [view] : [] }
}
