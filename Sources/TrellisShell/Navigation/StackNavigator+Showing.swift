import TrellisViews

// How a StackNavigator shows screens: containers with bars, the appearance calls
// around a change of what the host shows, attaching to a host.

extension StackNavigator {
    /// Calls `hiding`'s disappearance and `showing`'s appearance around `change` to the
    /// host; only the change runs while no host shows the navigator.
    func transition(hiding: Screen?, showing: Screen?, change: (any NavigationHost) -> Void) {
        guard let host else { return }
        hiding?.beginDisappearance()
        showing?.beginAppearance()
        change(host)
        hiding?.endDisappearance()
        showing?.endAppearance()
    }

    /// The container showing `screen`: its bar titled, with a back title when a screen
    /// lies below it on the stack (a click on it goes back).
    func container(for screen: Screen) -> ScreenContainerView {
        let container = containers[ObjectIdentifier(screen)] ?? makeContainer(for: screen)
        containers[ObjectIdentifier(screen)] = container
        if let index = screens.firstIndex(where: { $0 === screen }), index > 0 {
            container.navigationBar.backTitle = ScreenContainerView.backTitle(for: screens[index - 1].title)
        } else {
            container.navigationBar.backTitle = nil
        }
        return container
    }

    /// A new container for `screen`, whose back button pops it when pressed (clicked, or
    /// Enter while focused: UIKit's back button), while it is the top of the stack.
    private func makeContainer(for screen: Screen) -> ScreenContainerView {
        let container = ScreenContainerView(content: screen.view, title: screen.title, metrics: barMetrics)
        container.navigationBar.isHidden = screen.hidesNavigationBar
        container.navigationBar.backButton.onAction(.navigateBack) { [weak self, weak screen] in
            guard let self, let screen, self.screens.count > 1, self.screens.last === screen, self.presented == nil else { return false }
            return (self.owner ?? self).pop() != nil
        }
        return container
    }

    /// Takes `screen` in: the navigator is its navigator and shows its title changes.
    func adopt(_ screen: Screen) {
        screen.navigator = owner ?? self
        screen.onTitleChange = { [weak self, weak screen] in
            guard let self, let screen else { return }
            self.containers[ObjectIdentifier(screen)]?.navigationBar.title = screen.title
            // The screen above shows this title as its back item.
            if let index = self.screens.firstIndex(where: { $0 === screen }), index + 1 < self.screens.count {
                _ = self.container(for: self.screens[index + 1])
            }
        }
    }

    /// Lets go of a screen that left the navigator.
    func release(_ screen: Screen) {
        containers[ObjectIdentifier(screen)]?.removeFromSuperview()
        containers[ObjectIdentifier(screen)] = nil
        screen.navigator = nil
        screen.onTitleChange = nil
    }

    /// Makes `newScreens` the stack without calling any screen's appearance methods (the
    /// caller, a ``SplitNavigator`` moving its detail between a pane and the stack, calls
    /// those that change), and shows the new top, focusing `focus`, when the top changed.
    func rearrange(to newScreens: [Screen], focus: View?) {
        Self.checkStack(newScreens, presented: presented)
        let old = screens
        let newTop = newScreens[newScreens.count - 1]
        newScreens.forEach(adopt)
        screens = newScreens
        if old.last !== newTop { host?.showRoot(container(for: newTop), focus: focus) }
        for screen in old where !newScreens.contains(where: { $0 === screen }) { release(screen) }
    }

    /// Shows the current screens in a new host, hiding them from the old one.
    func attach(from oldHost: (any NavigationHost)?) {
        guard oldHost !== host else { return }
        let visible = [screens.last, presented].compactMap { $0 }
        if oldHost != nil {
            visible.forEach { $0.beginDisappearance() }
            if presented != nil { oldHost?.dismissModal() }
            visible.forEach { $0.endDisappearance() }
        }
        guard let host else { return }
        let top = screens[screens.count - 1]
        visible.forEach { $0.beginAppearance() }
        host.showRoot(container(for: top), focus: top.preferredFocus)
        if let presented { host.showModal(container(for: presented), focus: presented.preferredFocus) }
        visible.forEach { $0.endAppearance() }
    }
}
