// Switching tabs without losing anything: each tab's content stays in the tree, hidden,
// and the view that had focus in it is remembered and given focus again when it shows.

extension TabView {
    /// Shows tab `index` and hides the others; when focus was inside the tab left, it goes
    /// to the view remembered in the tab shown, else that tab's first focusable view, else
    /// the tab bar. Focus on the bar stays on the bar.
    func show(_ index: Int) {
        guard index != selectedIndex || contents[index].isHidden else { return }
        let focusWasInsideTab = focusedTab != nil
        tabBar.selectedIndex = index
        for (tab, content) in contents.enumerated() { content.isHidden = tab != index }
        setNeedsDisplay()
        guard focusWasInsideTab, let requestFocus else { return }
        requestFocus(focusTarget(in: index))
    }

    /// The view to focus when tab `index` shows.
    func focusTarget(in index: Int) -> View {
        let content = contents[index]
        if let remembered = rememberedFocus[index].view, remembered.isDescendant(of: content), remembered.isFocusable {
            return remembered
        }
        if content.isFocusable { return content }
        return FocusEngine.readingOrder(under: content).first ?? tabBar
    }

    /// Remembers the view that took focus inside a tab.
    func noteFocus(_ update: FocusUpdate) {
        guard let next = update.nextFocusedView else {
            focusedTab = nil
            return
        }
        focusedTab = contents.firstIndex { next.isDescendant(of: $0) }
        if let focusedTab { rememberedFocus[focusedTab] = WeakFocus(next) }
    }
}
