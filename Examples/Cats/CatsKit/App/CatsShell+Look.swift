import TrellisShell
import TrellisTerminal
import TrellisViews

// Applying a user's look while the app runs: a theme chosen in Settings makes the screens'
// views again (the screens and their reactors stay), a colour mode goes to the terminal.

extension CatsShell {
    /// Follows `context`'s theme and colour mode from now on (a session's context, made at
    /// sign-in): the chrome and the screens take a new theme at once, the terminal a new
    /// colour mode.
    func followLook(of context: CatsContext) {
        restyleChrome(context.theme)
        applyColorMode(context.colorMode)
        context.observeTheme { [weak self, weak context] _ in
            // After the change that set it has finished: it comes from a reactor's state
            // (Settings), whose screen is among those made again.
            Task { @MainActor [weak self, weak context] in
                guard let self, let context, self.context === context else { return }
                self.restyleChrome(context.theme)
                if let split = self.split {
                    split.theme = context.theme
                    split.reloadViews()
                } else {
                    (self.navigator as? StackNavigator)?.reloadViews()
                }
            }
        }
        context.observeColorMode { [weak self, weak context] mode in
            // Called with the mode now too, before the shell holds the context: applied above.
            guard let self, let context, self.context === context else { return }
            self.applyColorMode(mode)
        }
    }

    /// The status line, the back button's focus and what the root draws in `theme`: its
    /// canvas (the `.background` style) under every view that sets no background of its own.
    func restyleChrome(_ theme: Theme) {
        rootView.style = theme[.background]
        (rootView.statusLine as? StatusBar)?.theme = theme
        rootView.focusedStyle = theme[.focused]
    }

    /// Writes the terminal in `mode` (nothing on a host that is not a terminal).
    func applyColorMode(_ mode: CatsColorMode) {
        guard let detectedCapabilities, let terminal = app as? TerminalApp else { return }
        terminal.capabilities.colorDepth = mode.depth(detected: detectedCapabilities.colorDepth)
    }
}
