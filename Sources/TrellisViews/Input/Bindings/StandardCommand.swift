/// The commands every app shares (Textual's `App.BINDINGS`, the keys of a Mac app's
/// standard menu): quit, help, back and the command palette. A shell declares them on its
/// root (the umbrella's `NavigationRootView.bindStandardKeys`), so every app has the same
/// keys for them and a keymap rebinds them by these names.
public enum StandardCommand: String, KeyCommand, CaseIterable {
    /// Ends the app (`q`, Ctrl-C).
    case quit
    /// Shows the keys in effect (`?`, F1).
    case help
    /// Goes back a screen, or closes what is on top (Esc).
    case back
    /// Shows the command palette: go to a screen, a command, a link (Ctrl-P).
    case goTo = "go-to"

    /// The standard keys: `q` and Ctrl-C quit, `?` and F1 help, Esc back, Ctrl-P the
    /// palette; the hint line offers each (back where there is a screen to go back to).
    public static let defaultBindings: KeyBindings<StandardCommand> = [
        KeyBinding(.goTo, "ctrl+p", summary: "go to a screen or a command", showsInHints: true, hint: "go to"),
        KeyBinding(.help, "?", "f1", summary: "this help", showsInHints: true, hint: "help"),
        KeyBinding(.back, "escape", summary: "back", showsInHints: true),
        KeyBinding(.quit, "q", "ctrl+c", summary: "quit", showsInHints: true),
    ]
}

extension KeyBindings {
    /// These bindings with `command` doing `summary` (an app's own words for a standard
    /// command: "go to a screen, a breed or a link"), and the hint line saying `hint` for it
    /// when one is given.
    public func describing(_ command: Command, as summary: String, hint: String? = nil) -> KeyBindings {
        var bindings = bindings
        for index in bindings.indices where bindings[index].command == command {
            bindings[index].summary = summary
            if let hint { bindings[index].hint = hint }
        }
        return KeyBindings(bindings)
    }
}
