import TrellisViews

// The keys declared along the focused view's responder chain, as a host shows them.

extension AppHost {
    /// The bindings a key pressed now would reach, nearest first: the focused view's (or
    /// the overlay's while one shows), then each view's up the responder chain to the root
    /// (TrellisViews' `View.keyBindingsInEffect`), then the host's own (``focusBindings``)
    /// where no view takes their keys. The help overlay, the hint line and the command
    /// palette are made from it.
    public var keyBindingsInEffect: [ActiveKeyBinding] {
        var bindings = keyTarget.keyBindingsInEffect
        // Only Tab's and Shift-Tab's few keys are looked for: no set of every key is made
        // (the hint line asks for this every frame).
        let unclaimed = Self.focusBindings.bindings.filter { binding in
            !binding.keys.contains { key in bindings.contains { $0.isEnabled && $0.keys.contains(key) } }
        }
        for binding in unclaimed {
            bindings.append(
                ActiveKeyBinding(binding, scope: "host", isEnabled: true) { [weak self] event in self?.moveFocus(for: event) ?? false })
        }
        return bindings
    }

    /// What the host's own keys do: Tab and Shift-Tab that no view takes move focus.
    public enum FocusCommand: String, KeyCommand, CaseIterable {
        /// The next view that takes focus.
        case next = "focus-next"
        /// The previous one.
        case previous = "focus-previous"
    }

    /// The host's own keys, which it performs when no view took them.
    public nonisolated static let focusBindings: KeyBindings<FocusCommand> = [
        KeyBinding(.next, "tab", summary: "move focus"),
        KeyBinding(.previous, "shift+tab", summary: "focus back"),
    ]

    /// The user's keymap (TrellisViews' `Keymap`): it rebinds the commands every view
    /// declares, by scope. Held by the root, and by the layer that holds the root while an
    /// overlay shows.
    public var keymap: Keymap {
        get { root.keymap }
        set {
            root.keymap = newValue
            layers.container?.keymap = newValue
        }
    }

    /// Shows the keys in effect now in a `KeyHelpOverlay` (TrellisViews), centred and sized
    /// to fit; its own keys (Esc, `?`, `q`) dismiss it.
    ///
    /// ```swift
    /// app.presentHelp(title: navigator.topScreen.title, theme: theme)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The box's title (the screen's).
    ///   - theme: The look.
    ///   - keyStyle: The style the keys are in (`.accent` by default).
    /// - Returns: The overlay shown.
    @discardableResult
    public func presentHelp(title: String = "Keys", theme: Theme, keyStyle: Theme.StyleName = .accent) -> KeyHelpOverlay {
        let overlay = KeyHelpOverlay(keys: keyBindingsInEffect.help, title: title, theme: theme, keyStyle: keyStyle)
        present(overlay)
        return overlay
    }

    /// Shows `overlay` centred at the size that fits, worked out again when the screen is
    /// resized, with keys going to it; closing it dismisses it.
    public func present(_ overlay: KeyHelpOverlay) {
        overlay.onClose = { [weak self] in self?.dismissOverlay() }
        presentOverlay(
            overlay, placement: .centered { [weak overlay] screen in overlay?.fittingSize(in: screen) ?? screen }, focus: overlay)
    }

    /// Shows `palette` centred at the size that fits, its field focused, as the focus
    /// engine's presented scope; closing it dismisses it and focus goes back where it was.
    public func present(_ palette: CommandPaletteView) {
        palette.onClose = { [weak self] in self?.dismissOverlay() }
        presentOverlay(
            palette, placement: .centered { [weak palette] screen in palette?.fittingSize(in: screen) ?? screen }, focus: palette.field)
    }
}
