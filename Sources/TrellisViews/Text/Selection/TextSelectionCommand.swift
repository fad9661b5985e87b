// The keys of a selectable text view (a selectable `Label`, a `MarkdownView`), as the
// Cocoa text system and `TextArea` bind them: Shift with an arrow, Home or End extends the
// selection, Alt-A or F7 selects everything, Ctrl-C copies. Every selectable view declares
// them under one keymap scope, `selection`, so a keymap rebinds them everywhere at once
// (a `[selection]` section); Ctrl-C applies only while something is selected, so it still
// quits otherwise.

/// What a selectable text view's keys do; the raw values are the names a keymap file uses.
public enum TextSelectionCommand: String, KeyCommand, CaseIterable {
    /// Shift with ←/→ (a character), ↑/↓ (a row), Home/End (the row's ends): extends the
    /// selection.
    case select
    /// Selects all the text.
    case selectAll = "select-all"
    /// Copies the selection to the host's clipboard.
    case copy

    /// The keymap scope every selectable text view declares these keys under.
    public nonisolated static let keymapScope = "selection"

    /// The keys, as help lists them.
    public nonisolated static let keyBindings: KeyBindings<TextSelectionCommand> = [
        KeyBinding(
            .select, "shift+left", "shift+right", "shift+up", "shift+down", "shift+home", "shift+end",
            summary: "select (Shift with a move)", keysLabel: "Shift-← → ↑ ↓"),
        KeyBinding(.selectAll, "alt+a", "f7", summary: "select all"),
        KeyBinding(.copy, "ctrl+c", summary: "copy the selection"),
    ]
}

extension ShownTextSelection {
    /// Moves the selection's end as a Shift-held `key` asks (a drawn character, a row at
    /// the same column, a row's ends), from `start` when nothing is selected yet; returns
    /// whether the key is a move.
    ///
    /// - Complexity: O(*w*) for a row's width.
    package mutating func extend(by key: Key, in shown: ShownText, from start: Int) -> Bool {
        guard !shown.rows.isEmpty else { return false }
        let offset = min(max(0, head ?? start), shown.characters.count)
        let moved: Int
        switch key {
        case .left: moved = shown.offset(before: offset)
        case .right: moved = shown.offset(after: offset)
        case .up: moved = shown.offset(from: offset, rows: -1)
        case .down: moved = shown.offset(from: offset, rows: 1)
        case .home, .end:
            guard let row = shown.place(of: offset)?.row else { return false }
            moved = shown.offset(row: row, index: key == .home ? 0 : shown.rows[row].characters.count)
        default: return false
        }
        if anchor == nil { begin(at: offset) }
        extend(to: moved)
        return true
    }
}
