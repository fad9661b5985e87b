import TrellisViews

/// The navigator a host shows: the top screen fills the host under a navigation bar with
/// a back title, a presented screen sits above it, and ``Navigator/goBack()`` (the host's
/// Esc) dismisses or pops.
///
/// Screens appear and disappear only while a ``host`` shows the navigator: attaching a
/// host makes the top screen (and the modal) appear, detaching makes them disappear.
/// Showing a screen that this navigator already shows is a programming error.
///
/// ```swift
/// let navigator = StackNavigator(root: CatsScreen(store: store))
/// app.show(navigator)                 // Trellis: the terminal app hosts it, Esc goes back
/// navigator.push(CatDetailScreen(cat: tabby))
/// ```
@MainActor
public final class StackNavigator: Navigator {
    /// The stack, root first.
    public internal(set) var screens: [Screen]
    /// The screen presented over the stack, if any.
    public private(set) var presented: Screen?
    /// How the navigation bars are laid out.
    public let barMetrics: NavigationBarMetrics
    /// Where the screens are shown; setting it shows the current ones there.
    public weak var host: (any NavigationHost)? {
        didSet { attach(from: oldValue) }
    }

    /// The container each shown screen is in, by the screen's identity.
    var containers: [ObjectIdentifier: ScreenContainerView] = [:]
    /// The navigator its screens know as theirs when this stack works for another one (a
    /// ``SplitNavigator``'s stack): their pushes and back buttons go through it.
    weak var owner: (any Navigator)?

    /// A navigator whose stack starts with `root`.
    public init(root: Screen, barMetrics: NavigationBarMetrics = NavigationBarMetrics()) {
        screens = [root]
        self.barMetrics = barMetrics
        adopt(root)
    }

    public func push(_ screen: Screen) {
        Self.checkStack(screens + [screen], presented: presented)
        let old = screens.last
        adopt(screen)
        screens.append(screen)
        transition(hiding: old, showing: screen) { $0.showRoot(container(for: screen), focus: screen.preferredFocus) }
    }

    @discardableResult
    public func pop() -> Screen? {
        guard screens.count > 1 else { return nil }
        let old = screens.removeLast()
        let new = screens[screens.count - 1]
        // Focus goes back where it was, unless the view is new (made again: reloadViews()).
        let focus = containers[ObjectIdentifier(new)] == nil ? new.preferredFocus : nil
        transition(hiding: old, showing: new) { $0.showRoot(container(for: new), focus: focus) }
        release(old)
        return old
    }

    @discardableResult
    public func popToRoot() -> [Screen] {
        guard screens.count > 1 else { return [] }
        let popped = Array(screens[1...])
        screens.removeLast(popped.count)
        let focus = containers[ObjectIdentifier(screens[0])] == nil ? screens[0].preferredFocus : nil
        transition(hiding: popped.last, showing: screens[0]) { $0.showRoot(container(for: screens[0]), focus: focus) }
        popped.forEach(release)
        return popped
    }

    public func present(_ screen: Screen) {
        precondition(
            !screens.contains { $0 === screen },
            "Screen '\(screen.title)' is already on this navigator's stack; make a new screen to present.")
        if presented === screen { return }
        let old = presented
        adopt(screen)
        presented = screen
        transition(hiding: old, showing: screen) { $0.showModal(container(for: screen), focus: screen.preferredFocus) }
        if let old { release(old) }
    }

    @discardableResult
    public func dismiss() -> Screen? {
        guard let old = presented else { return nil }
        presented = nil
        transition(hiding: old, showing: nil) { $0.dismissModal() }
        release(old)
        return old
    }

    public func replace(with newScreens: [Screen]) {
        Self.checkStack(newScreens, presented: presented)
        let old = screens
        let oldTop = screens.last
        let newTop = newScreens[newScreens.count - 1]
        newScreens.forEach(adopt)
        screens = newScreens
        transition(hiding: oldTop === newTop ? nil : oldTop, showing: oldTop === newTop ? nil : newTop) {
            $0.showRoot(container(for: newTop), focus: newTop.preferredFocus)
        }
        for screen in old where !newScreens.contains(where: { $0 === screen }) { release(screen) }
    }
}
