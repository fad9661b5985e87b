// A checkbox's keys: Space and Enter toggle it (AppKit lets Space press the
// focused checkbox; huh's confirm takes Enter).

extension Checkbox {
    /// What a checkbox's keys do (``Checkbox/keyBindings``).
    public enum Command: String, KeyCommand, CaseIterable {
        /// Space or Enter: toggles the checkbox.
        case toggle
    }

    /// The keymap scope of a checkbox's keys.
    public nonisolated static let keymapScope = "checkbox"

    /// Space and Enter toggle the focused checkbox.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.toggle, "space", "enter", summary: "turn on or off")
    ]
}
