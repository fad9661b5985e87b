// An alert's keys, declared once (help, hints and keymaps read them). Enter and Space on
// the focused button are the button's own (scope `button`).

extension Alert {
    /// What an alert's keys do (``Alert/keyBindings``).
    public enum Command: String, KeyCommand, CaseIterable {
        /// Tab or →: focus the next button (after the last, the first).
        case next
        /// Shift-Tab or ←: focus the previous button.
        case previous
        /// Enter: choose the focused button (the button takes it first when it has focus).
        case choose
        /// Esc: choose the cancel action, or close.
        case cancel
    }

    /// The keymap scope of an alert's keys.
    public nonisolated static let keymapScope = "alert"

    /// Tab/→ and Shift-Tab/← move between the buttons, Enter chooses, Esc cancels.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.next, "tab", "right", summary: "next button"),
        KeyBinding(.previous, "shift+tab", "left", summary: "previous button"),
        KeyBinding(.choose, "enter", summary: "choose the focused button", showsInHints: true, hint: "choose"),
        KeyBinding(.cancel, "escape", summary: "cancel", showsInHints: true),
    ]

    func installKeys() {
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [unowned self] command, _ in
            switch command {
            case .next: return focusButton(at: focusedIndex + 1)
            case .previous: return focusButton(at: focusedIndex - 1)
            case .choose: choose(focusedIndex)
            case .cancel: cancel()
            }
            return true
        }
    }
}
