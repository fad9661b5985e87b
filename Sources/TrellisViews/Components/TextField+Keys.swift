// A text field's keys, as readline and macOS's Cocoa text system bind them.
// The focused field is offered every key first (`handleKey(_:)`); it keeps every
// character typed (so a letter never reaches a screen's shortcuts) and the editing keys,
// and lets the rest go up the responder chain: Enter, Esc, Tab, ↑/↓, Page Up/Down,
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

extension TextField {
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
