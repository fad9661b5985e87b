// The palette's own keys, declared as any view's are: a keymap's `[palette]` rebinds them.
// The field, which has focus, keeps what is typed and leaves these to the palette.

extension CommandPaletteView {
    /// What the palette's keys do.
    public enum Command: String, KeyCommand, CaseIterable {
        /// ↑/↓: the previous or next entry.
        case move
        /// Page Up/Down: a page of entries.
        case page
        /// Enter: chooses the focused entry (``onChoose``).
        case choose
        /// Esc, Ctrl-P: closes the palette (``onClose``).
        case close
    }

    /// The keymap scope of the palette's keys.
    public nonisolated static let keymapScope = "palette"

    /// The palette's keys (others travel on: Ctrl-C quits).
    public nonisolated static let bindings: KeyBindings<Command> = [
        KeyBinding(.move, "up", "down", summary: "the previous, the next entry"),
        KeyBinding(.page, "pageup", "pagedown", summary: "a page of entries"),
        KeyBinding(.choose, "enter", summary: "open or do the entry"),
        KeyBinding(.close, "escape", "ctrl+p", summary: "close"),
    ]

    func declareKeys() {
        bindKeys(Self.bindings, scope: Self.keymapScope) { [unowned self] command, key in
            let page = max(1, visibleRowCount - 1)
            switch command {
            case .move: moveSelection(by: key.key == .up ? -1 : 1)
            case .page: moveSelection(by: key.key == .pageUp ? -page : page)
            case .choose: choose()
            case .close: onClose()
            }
            return true
        }
    }

    /// Enter: the chosen target to ``onChoose``, or why there is none.
    func choose() {
        guard let target = chosenTarget else { return showError("nothing matches “\(query)”") }
        onChoose(target)
    }
}
