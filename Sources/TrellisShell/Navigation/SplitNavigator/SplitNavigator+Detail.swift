import TrellisViews

// The detail: shown in the right pane or pushed, Esc from it, and which screen the keys go to.

extension SplitNavigator {
    /// Shows `screen` as the detail, as `UISplitViewController.showDetailViewController`
    /// does: expanded, in the right pane instead of the old detail, with the focus (Enter
    /// on a list row opens it, and its keys work at once, as after a push); collapsed,
    /// pushed over the primary, or instead of the detail pushed before. With a screen pushed
    /// over the split (Settings), it is pushed over that one, as any screen.
    ///
    /// - Precondition: `screen` is not shown by this navigator yet.
    public func showDetail(_ screen: Screen) {
        precondition(
            !screens.contains { $0 === screen } && screen !== presented,
            "Screen '\(screen.title)' is already shown by this split; make a new screen.")
        guard over.isEmpty else { return stack.push(screen) }
        let hadDetail = detail != nil
        detail = screen
        if let split = splitScreen {
            split.setDetail(screen)
            guard split.appearance == .appeared, split.isViewLoaded else { return }
            split.splitView.layoutIfNeeded()
            (screen.preferredFocus ?? screen.view).becomeFocused()
        } else if hadDetail {
            stack.replace(with: [primary, screen])
        } else {
            stack.push(screen)
        }
    }

    /// What Esc asks of a split: dismisses the modal, or pops a screen pushed over the
    /// split; expanded with the focus in the detail pane, moves the focus to the primary
    /// (the detail stays in its pane, as Esc on an iPad's Mail goes back to the list);
    /// collapsed, pops the detail.
    ///
    /// - Returns: Whether it did any of these; `false` on the primary with nothing to go
    ///   back to.
    @discardableResult
    public func back() -> Bool {
        if presented != nil || !over.isEmpty || isCollapsed { return goBack() }
        guard let split = splitScreen, split.isViewLoaded, split.splitView.focusedPane == 1 else { return false }
        return (primary.preferredFocus ?? primary.view).becomeFocused()
    }

    /// Whether ``back()`` has somewhere to go.
    public var canGoBack: Bool {
        if presented != nil || !over.isEmpty { return true }
        return isCollapsed ? detail != nil : detail != nil && activeScreen === detail
    }

    /// The screen the keys go to: the modal, else the top screen pushed over the split,
    /// else, expanded, the screen of the pane holding the focus (the primary when neither
    /// does). A help overlay titles itself with it.
    public var activeScreen: Screen {
        if let presented { return presented }
        guard let split = splitScreen, over.isEmpty else { return screens[screens.count - 1] }
        if let detail, split.isViewLoaded, split.splitView.focusedPane == 1 { return detail }
        return primary
    }
}
