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
    /// Moves the selection's end as a Shift-held `key` asks, from `start` when nothing is
    /// selected yet; returns whether the key is a move.
    ///
    /// - Complexity: O(*w*) for a row's width (↑/↓ keep the column).
    package mutating func extend(by key: Key, in rows: [ShownRow], from start: Position) -> Bool {
        guard let last = rows.indices.last else { return false }
        var position = head ?? start
        position.row = min(max(0, position.row), last)
        position.offset = min(max(0, position.offset), rows[position.row].characters.count)
        let row = rows[position.row]
        switch key {
        case .left where position.offset > 0: position.offset -= 1
        case .left where position.row > 0: position = Position(row: position.row - 1, offset: rows[position.row - 1].characters.count)
        case .right where position.offset < row.characters.count: position.offset += 1
        case .right where position.row < last: position = Position(row: position.row + 1, offset: 0)
        case .up, .down:
            let target = key == .up ? position.row - 1 : position.row + 1
            guard target >= 0, target <= last else { break }
            let column = row.x + CharacterWidth.width(of: row.characters[..<position.offset])
            position = Position(row: target, offset: CharacterWidth.offset(atColumn: column - rows[target].x, in: rows[target].characters))
        case .home: position.offset = 0
        case .end: position.offset = row.characters.count
        case .left, .right: break
        default: return false
        }
        if anchor == nil { begin(at: head ?? start) }
        extend(to: position)
        return true
    }
}
