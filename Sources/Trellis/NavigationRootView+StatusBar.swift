// The glue every app with a navigator and a status bar writes once it has a host: Esc goes
// back, the hint line follows the keys in effect, and the accessible mode's sentences show
// on the status line. Twig and the gallery use it; an app outside the package gets it here.

import TrellisHost
import TrellisViews

extension NavigationRootView where StatusLine == StatusBar {
    /// Sets the status bar's hints to the keys in effect from `focus` (a screen's preferred
    /// focus, when there is no host yet): the screen's own first, then those declared in
    /// `sharedScope` (the keys every screen shares), which stay whole when the line runs out
    /// of room while the screen's are left out, last first.
    ///
    /// ```swift
    /// rootView.updateHints(from: navigator.topScreen?.preferredFocus, sharedScope: "twig")
    /// // "Enter select  / search  r refs  ? help  q quit"
    /// ```
    public func updateHints(from focus: View?, sharedScope: String) {
        let bindings = keyBindingsInEffect(from: focus)
        let shared = bindings.filter { $0.scope == sharedScope }.hints
        statusLine.keepsHint = Set(shared).contains
        statusLine.hints = bindings.filter { $0.scope != sharedScope }.hints + shared
    }

    /// Makes `app` this root's host for `owner`, as an app's shell does when it is given
    /// one (`nil` sets only the root's ``app``):
    ///
    /// - the root's ``app``, and the app's keymap is the root's (the one the standard keys
    ///   and the screens' keys were declared under);
    /// - Esc (the app's `onBack`) calls `back`, a navigator's `goBack`;
    /// - the hint line is updated from `focus()` (``updateHints(from:sharedScope:)``) after
    ///   each change that needs a frame, not on every frame, while `owner` lives: the
    ///   screens' views may outlive the shell that made them (a test drops the shell, the
    ///   host still draws the root), and their keys may refer to screens that are gone;
    /// - the accessible mode's announcements show on the status bar's status line, where a
    ///   screen reader reads them.
    ///
    /// ```swift
    /// public weak var app: AppHost? {
    ///     didSet {
    ///         rootView.attach(
    ///             app, owner: self, sharedScope: "twig", focus: { [weak self] in self?.navigator?.topScreen?.preferredFocus },
    ///             back: { [weak self] in self?.navigator?.goBack() ?? false })
    ///     }
    /// }
    /// ```
    public func attach(
        _ app: AppHost?, owner: AnyObject, sharedScope: String, focus: @escaping @MainActor () -> View?,
        back: @escaping @MainActor () -> Bool
    ) {
        self.app = app
        guard let app else { return }
        app.onBack = back
        app.keymap = keymap
        app.onFrame = { [weak self, weak app, weak owner] in
            guard owner != nil, app?.needsFrame == true else { return }
            self?.updateHints(from: focus(), sharedScope: sharedScope)
        }
        app.onAnnouncement = { [weak self] sentence in self?.statusLine.status.announce(sentence) }
    }
}
