// Any host shows a navigator's screens (the terminal's `TerminalApp` is one): TrellisShell
// and TrellisHost do not know each other, so the umbrella module, which sees both, joins them.

import TrellisHost
import TrellisShell
import TrellisViews

extension AppHost: NavigationHost {
    /// Shows a navigator's screen as the root (`AppHost.replaceRoot(with:focus:)`).
    public func showRoot(_ view: View, focus: View?) {
        replaceRoot(with: view, focus: focus)
    }

    /// Shows a navigator's modal screen as the overlay
    /// (`AppHost.presentOverlay(_:insets:focus:)`).
    public func showModal(_ view: View, focus: View?) {
        presentOverlay(view, focus: focus)
    }

    /// Removes the overlay (`AppHost.dismissOverlay()`).
    public func dismissModal() {
        dismissOverlay()
    }

    /// Shows `navigator`'s screens, and makes Esc or Backspace that no view handles go
    /// back (dismiss the modal, or pop). The app keeps the navigator (in `onBack`); the
    /// navigator holds the app weakly.
    ///
    /// ```swift
    /// let navigator = StackNavigator(root: CatsScreen(store: store))
    /// let app = TerminalApp(root: View(), backend: POSIXTerminal())
    /// app.show(navigator)
    /// try await app.run()
    /// ```
    public func show(_ navigator: StackNavigator) {
        navigator.host = self
        onBack = { navigator.goBack() }
    }
}
