// A select's keys: Enter or Space opens its list (AppKit opens a focused pop-up button's
// menu on Space); the list has its own (`SelectList+Keys.swift`).

/// What a select's keys do (``Select/keyBindings``).
public enum SelectCommand: String, KeyCommand, CaseIterable {
    /// Enter or Space: opens the list.
    case open
}

extension Select {
    /// The keymap scope of a select's keys.
    public nonisolated static var keymapScope: String { "select" }

    /// Enter and Space open the list.
    public nonisolated static var keyBindings: KeyBindings<SelectCommand> {
        [KeyBinding(.open, "enter", "space", summary: "open the list of options")]
    }
}
