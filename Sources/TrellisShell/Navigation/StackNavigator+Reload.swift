import TrellisViews

extension StackNavigator {
    /// Makes every screen's view again, keeping the screens, their order and what they
    /// own (a ``ReactorScreen``'s reactor, so its state): what an app does when something
    /// every view was made with changes, such as the theme.
    ///
    /// Android recreates an activity's views on a configuration change while its
    /// `ViewModel` survives; UIKit asks views to redraw on a trait change. Trellis views take
    /// their styles when they are made, so the screens make them again: the screens shown
    /// (the top of the stack and the presented one) disappear, drop their views, and appear
    /// with new ones, focus going to each one's ``Screen/preferredFocus``; the screens below
    /// make theirs when they are shown next. What a view kept and its reactor does not (a
    /// list's focused row, a scroll offset) starts over, as after Android's recreation
    /// without saved state.
    ///
    /// ```swift
    /// context.theme = CatsTheme.light.theme   // the screens' `makeView` read the context
    /// navigator.reloadViews()
    /// ```
    ///
    /// - Complexity: O(*n*) for the *n* screens, plus making the shown screens' views.
    public func reloadViews() { reloadViews(alsoDiscarding: []) }

    /// ``reloadViews()``, dropping the views of `others` too (screens shown inside one of
    /// the stack's, such as a split's panes) once they have disappeared with it.
    func reloadViews(alsoDiscarding others: [Screen]) {
        let visible = [screens.last, presented].compactMap { $0 }
        let shown = host != nil
        if shown {
            visible.forEach { $0.beginDisappearance() }
            if presented != nil { host?.dismissModal() }
            visible.forEach { $0.endDisappearance() }
        }
        for screen in screens + [presented].compactMap({ $0 }) {
            containers[ObjectIdentifier(screen)]?.removeFromSuperview()
            containers[ObjectIdentifier(screen)] = nil
            if screen.isViewLoaded { screen.discardView() }
        }
        for screen in others where screen.isViewLoaded { screen.discardView() }
        guard shown, let host else { return }
        let top = screens[screens.count - 1]
        visible.forEach { $0.beginAppearance() }
        host.showRoot(container(for: top), focus: top.preferredFocus)
        if let presented { host.showModal(container(for: presented), focus: presented.preferredFocus) }
        visible.forEach { $0.endAppearance() }
    }
}
