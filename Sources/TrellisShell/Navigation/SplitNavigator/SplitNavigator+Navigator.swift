import TrellisViews

// The Navigator protocol on a split: the stack seen as the primary, the detail, then the
// screens pushed over them, whichever way the split is shown.

extension SplitNavigator {
    /// The primary, the detail (while one is shown), then the screens pushed over them.
    public var screens: [Screen] { [primary] + [detail].compactMap { $0 } + over }

    /// The screen shown modally above everything, if any.
    public var presented: Screen? { stack.presented }

    /// Shows `screen` over everything: the whole split while expanded.
    public func push(_ screen: Screen) {
        precondition(!screens.contains { $0 === screen }, "Screen '\(screen.title)' is already shown by this split; make a new screen.")
        stack.push(screen)
    }

    /// Removes the top screen: one pushed over the split, else the detail (the right pane
    /// shows the placeholder); `nil` when only the primary is shown.
    @discardableResult
    public func pop() -> Screen? {
        if !over.isEmpty { return stack.pop() }
        guard let old = detail else { return nil }
        detail = nil
        if let split = splitScreen {
            split.setDetail(nil)
            return old
        }
        return stack.pop()
    }

    /// Removes the detail and every screen pushed over it; returns them, lowest first.
    @discardableResult
    public func popToRoot() -> [Screen] {
        let popped = Array(screens.dropFirst())
        guard !popped.isEmpty else { return [] }
        // The pane empties while the split is still covered: the old detail does not
        // appear on the way out.
        if let split = splitScreen { split.setDetail(nil) }
        detail = nil
        stack.popToRoot()
        return popped
    }

    /// Shows `screen` above everything; a screen already presented is dismissed first.
    public func present(_ screen: Screen) {
        precondition(!screens.contains { $0 === screen }, "Screen '\(screen.title)' is already shown by this split; make a new screen.")
        stack.present(screen)
    }

    /// Removes the modal screen; returns it, or `nil` when none was shown.
    @discardableResult
    public func dismiss() -> Screen? { stack.dismiss() }

    /// Makes `newScreens` the stack: the first is the new primary (a list on another
    /// segment), the others are pushed over it; no detail is shown.
    public func replace(with newScreens: [Screen]) {
        Self.checkStack(newScreens, presented: presented)
        let oldChildren = [primary, detail].compactMap { $0 }
        let samePrimary = newScreens[0] === primary
        if let split = splitScreen, samePrimary { split.setDetail(nil) }
        primary = newScreens[0]
        detail = nil
        if isCollapsed {
            stack.replace(with: newScreens)
        } else {
            let split = (samePrimary ? splitScreen : nil) ?? SplitScreen(primary: primary, detail: nil, navigator: self)
            stack.replace(with: [split] + newScreens.dropFirst())
            split.own()
        }
        for old in oldChildren where !newScreens.contains(where: { $0 === old }) {
            old.navigator = nil
            old.onTitleChange = nil
        }
    }
}
