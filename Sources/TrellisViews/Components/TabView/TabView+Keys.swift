// A tab view's keys, as browsers and editors bind them:
//
// | keys | selects |
// |---|---|
// | Ctrl-PgDn / Ctrl-PgUp | the next / previous tab, wrapping (from anywhere inside) |
// | Alt-1 … Alt-9 | tab 1 … 9 (from anywhere inside) |
// | ← / → | the tab left / right (while the tab bar has focus) |

/// What a tab view's keys do (``TabView/keyBindings``); the raw values are the names a
/// keymap file uses in its `[tabs]` scope.
public enum TabCommand: String, KeyCommand, CaseIterable {
    /// Selects the next tab, after the last the first.
    case next
    /// Selects the previous tab, before the first the last.
    case previous
    /// Selects the tab the digit names.
    case goTo = "go-to"
    /// Selects the tab left or right of the selected one, from the tab bar.
    case move
}

extension TabView {
    /// The keymap scope of a tab view's keys.
    public nonisolated static let keymapScope = "tabs"

    /// A tab view's keys, as help lists them.
    public nonisolated static let keyBindings: KeyBindings<TabCommand> = [
        KeyBinding(.next, "ctrl+pagedown", summary: "next tab"),
        KeyBinding(.previous, "ctrl+pageup", summary: "previous tab"),
        KeyBinding(
            .goTo, "alt+1", "alt+2", "alt+3", "alt+4", "alt+5", "alt+6", "alt+7", "alt+8", "alt+9", summary: "go to tab 1–9",
            keysLabel: "Alt-1…9"),
        KeyBinding(.move, "left", "right", summary: "tab left / right (tab bar)", keysLabel: "← →"),
    ]

    func declareKeys() {
        bindKeys(
            Self.keyBindings, scope: Self.keymapScope, when: { [unowned self] command in command != .move || tabBar.hasFocus },
            perform: { [unowned self] command, event in perform(command, event) })
    }

    /// Does `command` as `event` asks; returns whether the key was taken. An arrow at the
    /// first or last tab is still taken, so it never moves something behind the bar.
    func perform(_ command: TabCommand, _ event: KeyEvent) -> Bool {
        let count = contents.count
        switch command {
        case .next: return select((selectedIndex + 1) % count)
        case .previous: return select((selectedIndex + count - 1) % count)
        case .goTo:
            guard case .character(let digit) = event.key, let number = digit.wholeNumberValue else { return false }
            return select(number - 1)
        case .move:
            let index = selectedIndex + (event.key == .left ? -1 : 1)
            if contents.indices.contains(index) { select(index) }
            return true
        }
    }
}
