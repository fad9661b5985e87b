import TrellisTerminal
import TrellisViews

// Moving between the fields and the button, and the page's layout.
extension FieldsPage {
    /// What the page's keys do (letters are the fields'; Enter on the button presses it,
    /// the button's own key); the raw values are the names a keymap file uses in its
    /// `[gallery.fields]` scope.
    public enum Command: String, KeyCommand, CaseIterable {
        case next, previous
    }

    /// The keymap scope of the page's keys.
    public nonisolated static let keymapScope = "gallery.fields"

    /// The page's keys, declared once: dispatch, help and the hint line read them.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.next, "down", "enter", summary: "next field", showsInHints: true, hint: "next"),
        KeyBinding(.previous, "up", summary: "previous field", showsInHints: true, hint: "previous"),
    ]

    public var preferredFocus: View? { focusChain[focusIndex ?? 0] }

    func installKeys() {
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [weak self] command, _ in
            self?.moveFocus(by: command == .next ? 1 : -1)
            return self != nil
        }
    }

    /// Focus to the next (or previous) view of ``focusChain``, wrapping around; from
    /// outside the chain (the back button) to its first view. Tab and Shift-Tab, which the
    /// app's focus engine handles, walk the same views in the same order and the back
    /// button too.
    public func moveFocus(by step: Int) {
        let count = focusChain.count
        let next = focusIndex.map { (($0 + step) % count + count) % count } ?? 0
        context.focus(focusChain[next])
    }

    func showFocus() {
        for (index, label) in promptLabels.enumerated() {
            label.text = (index == focusIndex ? "▸ " : "  ") + ["Name", "Email", "Secret"][index]
        }
        setNeedsDisplay()
    }
}
