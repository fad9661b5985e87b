// A text field's keys, as readline and macOS's Cocoa text system bind them.
// The focused field is offered every key first: it keeps every character typed
// (`handleKey(_:)`, so a letter never reaches a screen's shortcuts) and the editing keys
// (its declared bindings, which help lists), and lets the rest go up the responder chain: Enter, Esc, Tab, ↑/↓, Page Up/Down,
// function keys and control chords it has no use for (Ctrl-C still quits).
//
// | keys | edit |
// |---|---|
// | characters (with or without Shift) | insert |
// | ←/→, Ctrl-B/F | a character back/on |
// | Home/End, Ctrl-A/E | to the start/end |
// | Alt-←/→, Ctrl-←/→, Alt-B/F | a word back/on |
// | Backspace, Ctrl-H / Delete, Ctrl-D | delete before/after |
// | Ctrl-U / Ctrl-K / Ctrl-W, Alt-Backspace | delete to the start / to the end / the word before |

/// What a text field's editing keys do (``TextField/keyBindings``); the raw values are
/// the names a keymap file uses in its `[field]` scope.
public enum TextFieldCommand: String, KeyCommand, CaseIterable {
    /// Moves the insertion point: a character, a word, to either end.
    case move
    /// Deletes the character before or after the insertion point.
    case delete
    /// Deletes to the start, to the end, or the word before.
    case deleteMore = "delete-more"
}

extension TextField {
    /// The keymap scope of a field's editing keys.
    public nonisolated static let keymapScope = "field"

    /// A field's editing keys, as help lists them: each group one command, the key pressed
    /// picking the edit (a keymap may take keys from a group; the edits keep their keys).
    public nonisolated static let keyBindings: KeyBindings<TextFieldCommand> = [
        KeyBinding(
            .move, "left", "right", "home", "end", "ctrl+b", "ctrl+f", "ctrl+a", "ctrl+e", "alt+left", "alt+right",
            "ctrl+left", "ctrl+right", "alt+b", "alt+f", summary: "move (Ctrl-A/E, Alt-←/→ by word)",
            keysLabel: "← → Home End"),
        KeyBinding(
            .delete, "backspace", "shift+backspace", "ctrl+h", "delete", "ctrl+d", summary: "delete a character",
            keysLabel: "Backspace Del"),
        KeyBinding(
            .deleteMore, "ctrl+u", "ctrl+k", "ctrl+w", "alt+backspace", summary: "delete to the start / to the end / a word",
            keysLabel: "Ctrl-U/K/W"),
    ]

    /// The edit `event` asks for; `nil` for keys a field leaves to others.
    static func edit(for event: KeyEvent) -> ((inout TextEditing) -> Void)? {
        let word: KeyModifiers = event.modifiers.contains(.alt) ? .alt : .control
        switch (event.key, event.modifiers) {
        case (.character(let character), let modifiers) where modifiers.isSubset(of: .shift):
            return { $0.insert(String(character)) }
        case (.left, []), (.character("b"), .control): return { $0.moveBackward() }
        case (.right, []), (.character("f"), .control): return { $0.moveForward() }
        case (.home, []), (.character("a"), .control): return { $0.moveToStart() }
        case (.end, []), (.character("e"), .control): return { $0.moveToEnd() }
        case (.left, word), (.character("b"), .alt): return { $0.moveWordBackward() }
        case (.right, word), (.character("f"), .alt): return { $0.moveWordForward() }
        case (.backspace, []), (.backspace, .shift), (.character("h"), .control): return { $0.deleteBackward() }
        case (.delete, []), (.character("d"), .control): return { $0.deleteForward() }
        case (.character("u"), .control): return { $0.deleteToStart() }
        case (.character("k"), .control): return { $0.deleteToEnd() }
        case (.character("w"), .control), (.backspace, .alt): return { $0.deleteWordBackward() }
        default: return nil
        }
    }
}
