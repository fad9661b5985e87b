/// A navigator for tests of code that navigates: it keeps the stack and the modal as a
/// ``StackNavigator`` would, shows nothing, calls no appearance methods, and records
/// each request in ``events``.
///
/// ```swift
/// let navigator = RecordingNavigator(root: CatsScreen())
/// cell.select()                                   // the screen pushes the detail
/// #expect(navigator.events == [.push("Tabby")])
/// ```
@MainActor
public final class RecordingNavigator: Navigator {
    /// A request, naming screens by title.
    public enum Event: Hashable, Sendable {
        /// A screen with this title was pushed.
        case push(String)
        /// The top screen was popped.
        case pop
        /// Every screen above the root was popped.
        case popToRoot
        /// A screen with this title was presented.
        case present(String)
        /// The presented screen was dismissed.
        case dismiss
        /// The stack was replaced by screens with these titles.
        case replace([String])
    }

    /// The stack, root first.
    public private(set) var screens: [Screen]
    /// The screen presented over the stack, if any.
    public private(set) var presented: Screen?
    /// What was asked, in order (including pops at the root and dismissals with no modal).
    public private(set) var events: [Event] = []

    /// A navigator whose stack starts with `root`.
    public init(root: Screen) {
        screens = [root]
        root.navigator = self
    }

    public func push(_ screen: Screen) {
        Self.checkStack(screens + [screen], presented: presented)
        events.append(.push(screen.title))
        screen.navigator = self
        screens.append(screen)
    }

    @discardableResult
    public func pop() -> Screen? {
        events.append(.pop)
        guard screens.count > 1 else { return nil }
        return screens.removeLast()
    }

    @discardableResult
    public func popToRoot() -> [Screen] {
        events.append(.popToRoot)
        let popped = Array(screens.dropFirst())
        screens = [screens[0]]
        return popped
    }

    public func present(_ screen: Screen) {
        precondition(
            !screens.contains { $0 === screen },
            "Screen '\(screen.title)' is already on this navigator's stack; make a new screen to present.")
        events.append(.present(screen.title))
        screen.navigator = self
        presented = screen
    }

    @discardableResult
    public func dismiss() -> Screen? {
        events.append(.dismiss)
        defer { presented = nil }
        return presented
    }

    public func replace(with newScreens: [Screen]) {
        Self.checkStack(newScreens, presented: presented)
        events.append(.replace(newScreens.map(\.title)))
        newScreens.forEach { $0.navigator = self }
        screens = newScreens
    }
}
