import TrellisViews

/// Shows screens: a stack with one modal above it (Facebook's `FBUINavigationController`,
/// a protocol with several implementations).
///
/// ``StackNavigator`` shows its screens in a ``NavigationHost`` (a terminal app, with
/// TrellisTerminal); ``RecordingNavigator`` shows nothing and records what was asked, for
/// tests of code that navigates. ``open(_:from:as:)`` shows the screen a URL names.
///
/// ```swift
/// navigator.push(CatDetailScreen(cat: tabby))
/// navigator.present(FilterScreen())
/// navigator.dismiss()
/// navigator.pop()
/// ```
@MainActor
public protocol Navigator: AnyObject {
    /// The stack, its root first and the screen on top last.
    var screens: [Screen] { get }
    /// The screen shown modally above the stack, if any.
    var presented: Screen? { get }

    /// Shows `screen` on top of the stack (below the modal, if one is shown).
    func push(_ screen: Screen)
    /// Removes the top screen, unless it is the root; returns it.
    @discardableResult func pop() -> Screen?
    /// Removes every screen above the root; returns them, lowest first.
    @discardableResult func popToRoot() -> [Screen]
    /// Shows `screen` above the stack; a screen already presented is dismissed first.
    func present(_ screen: Screen)
    /// Removes the modal screen; returns it, or `nil` when none was shown.
    @discardableResult func dismiss() -> Screen?
    /// Makes `screens` the stack (not empty; the modal stays).
    func replace(with screens: [Screen])
}

extension Navigator {
    /// The screen on top of the stack.
    public var topScreen: Screen? { screens.last }

    /// What Esc asks for: dismisses the modal, or else pops; `false` when at the root
    /// with no modal.
    @discardableResult
    public func goBack() -> Bool {
        if presented != nil { return dismiss() != nil }
        return pop() != nil
    }

    /// Checks a stack a navigator is given: not empty, no screen twice.
    static func checkStack(_ screens: [Screen], presented: Screen?) {
        precondition(!screens.isEmpty, "A navigator's stack needs a root screen; pass at least one.")
        for (index, screen) in screens.enumerated() {
            precondition(
                !screens[..<index].contains { $0 === screen } && screen !== presented,
                "Screen '\(screen.title)' is already shown by this navigator; make a new screen to show it again.")
        }
    }
}

/// How ``Navigator/open(_:from:as:)`` shows a screen.
public enum Presentation: Sendable, Hashable {
    /// Pushed on the stack.
    case push
    /// Shown modally above the stack.
    case present
    /// Made the whole stack.
    case replace
}

/// Where a ``StackNavigator`` shows its screens: one root view filling the host, and a
/// modal view above it. A terminal app is one (the umbrella module `Trellis` makes
/// `TerminalApp` one); tests use a fake.
@MainActor
public protocol NavigationHost: AnyObject {
    /// Shows `view` as the whole screen, keys going to `focus` (or, when `nil`, to what
    /// had focus when the view was last shown).
    func showRoot(_ view: View, focus: View?)
    /// Shows `view` modally above the root, keys going to `focus` (or the view).
    func showModal(_ view: View, focus: View?)
    /// Removes the modal view, giving focus back.
    func dismissModal()
}
