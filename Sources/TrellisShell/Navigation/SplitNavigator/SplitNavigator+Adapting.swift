import TrellisViews

// Collapsing and expanding with the width, keeping what is shown (UIKit's
// `collapseSecondaryViewController` and `separateSecondaryViewController`).

extension SplitNavigator {
    /// Expands the split from ``minimumExpandedWidth`` cells and collapses it below (a
    /// width that is not a number collapses it); nothing changes when the width stays on
    /// the same side. A host calls it as its width changes (Trellis's `NavigationRootView`
    /// does, for the split it shows).
    public func adapt(toWidth width: Double) {
        let collapsed = !(width >= minimumExpandedWidth)
        guard collapsed != isCollapsed else { return }
        if collapsed { collapse() } else { expand() }
    }

    /// The primary and the pushed detail go into a split at the bottom of the stack. When
    /// they were on top, the split appears; the one that was shown has appeared already
    /// and keeps the focus.
    private func expand() {
        let over = self.over
        let top = stack.screens[stack.screens.count - 1]
        let split = SplitScreen(primary: primary, detail: detail, navigator: self)
        let shows = over.isEmpty && top.appearance == .appeared
        isCollapsed = false
        if shows { split.beginAppearance() }
        stack.rearrange(to: [split] + over, focus: Self.focusedView(in: top.view) ?? top.preferredFocus)
        split.own()
        if shows { split.endAppearance() }
    }

    /// The split's screens go back on the stack: the detail pushed over the primary. When
    /// the split was on top, what stays on screen (the detail, else the primary) stays
    /// appeared and the rest disappears.
    private func collapse() {
        guard let split = splitScreen else {
            isCollapsed = true
            return
        }
        let over = self.over
        let newStack = [primary] + [detail].compactMap { $0 } + over
        let newTop = newStack[newStack.count - 1]
        let shows = split.appearance == .appeared
        let focus = Self.focusedView(in: newTop.view) ?? newTop.preferredFocus
        isCollapsed = true
        if shows {
            split.leave(newTop)
            split.beginDisappearance()
        }
        stack.rearrange(to: newStack, focus: focus)
        if shows { split.endDisappearance() }
    }

    /// The view holding the focus inside `view`, if one does.
    ///
    /// - Complexity: O(*n*) for the *n* views under `view`.
    static func focusedView(in view: View) -> View? {
        var pending = [view]
        while let next = pending.popLast() {
            if next.hasFocus { return next }
            pending.append(contentsOf: next.subviews)
        }
        return nil
    }
}
