// The keys every app shares (TrellisViews' `StandardCommand`), declared once on the root
// so that every screen has them, and the help and hint line every app shows, generated
// from what the focused view's chain declares.

import TrellisHost
import TrellisViews

extension NavigationRootView {
    /// The keys in effect now, nearest first: the focused view's, its screen's, the root's
    /// (`View.keyBindingsInEffect`, and the host's Tab with an ``app``); without an app,
    /// those `focus` reaches (a screen's preferred focus), else the root's.
    public func keyBindingsInEffect(from focus: View? = nil) -> [ActiveKeyBinding] {
        app?.keyBindingsInEffect ?? (focus ?? content ?? self).keyBindingsInEffect
    }

    /// Declares the standard keys on this root (`StandardCommand`: quit, help, back, the
    /// palette) in keymap scope `scope`: `q`/Ctrl-C quit the ``app``, `?`/F1 show the keys
    /// in effect (``presentHelp(title:theme:keyStyle:)``), Esc goes back (the app's
    /// `onBack`, a navigator's pop), Ctrl-P calls `goTo`, which is left out when `nil`.
    ///
    /// ```swift
    /// rootView.bindStandardKeys(scope: "gallery", title: { shell.topScreen?.title ?? "Keys" }, theme: .standard)
    /// ```
    ///
    /// - Parameters:
    ///   - bindings: The standard keys and their words (`StandardCommand.defaultBindings`).
    ///   - scope: The keymap scope that rebinds them (the app's name: `[cats]`).
    ///   - title: The help overlay's title (the screen on top's).
    ///   - theme: The help overlay's look.
    ///   - keyStyle: The style of the help overlay's keys.
    ///   - canGoBack: Whether there is a screen to go back to (Esc applies, and the hint line
    ///     offers it, only then).
    ///   - canGoTo: Whether the palette has anything to go to now (Ctrl-P applies, and the hint
    ///     line and help offer it, only then: not on a sign-in screen).
    ///   - goTo: Shows the command palette; returns whether it did (`false` lets Ctrl-P go on).
    public func bindStandardKeys(
        _ bindings: KeyBindings<StandardCommand> = StandardCommand.defaultBindings, scope: String,
        title: @escaping @MainActor () -> String, theme: @escaping @MainActor () -> Theme, keyStyle: Theme.StyleName = .accent,
        canGoBack: @escaping @MainActor () -> Bool, canGoTo: @escaping @MainActor () -> Bool = { true },
        goTo: (@MainActor () -> Bool)? = nil
    ) {
        let applies: @MainActor (StandardCommand) -> Bool = { command in
            switch command {
            case .quit, .help: true
            case .back: canGoBack()
            case .goTo: goTo != nil && canGoTo()
            }
        }
        bindKeys(bindings, scope: scope, when: applies) { [weak self] command, _ in
            guard let self else { return false }
            switch command {
            case .quit:
                guard let app else { return false }
                app.quit()
            case .help: presentHelp(title: title(), theme: theme(), keyStyle: keyStyle)
            case .back: return app?.onBack?() ?? false
            case .goTo: return goTo?() ?? false
            }
            return true
        }
    }

    /// Shows the keys in effect in a `KeyHelpOverlay`: in the app's overlay, or kept as
    /// the ``modal`` without an app.
    @discardableResult
    public func presentHelp(title: String, theme: Theme, keyStyle: Theme.StyleName = .accent) -> KeyHelpOverlay {
        if let app { return app.presentHelp(title: title, theme: theme, keyStyle: keyStyle) }
        let overlay = KeyHelpOverlay(keys: keyBindingsInEffect().help, title: title, theme: theme, keyStyle: keyStyle)
        overlay.onClose = { [weak self] in self?.dismissModal() }
        showModal(overlay, focus: overlay)
        return overlay
    }
}
