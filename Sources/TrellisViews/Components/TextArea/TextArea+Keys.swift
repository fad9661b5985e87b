// A text area's keys, as Textual's TextArea, readline and macOS's Cocoa text system bind
// them, declared once under the `textarea` keymap scope. The focused area is offered every
// key first: it keeps every character typed (`handleKey(_:)`, so a letter never reaches a
// screen's shortcuts) and its declared keys; Tab, Esc, function keys and chords it has no
// use for go on up the responder chain. Ctrl-C copies only while text is selected, so it
// still quits otherwise; Ctrl-Z reaches the area before the terminal host's suspend.
//
// | keys | does |
// |---|---|
// | characters, Enter | insert (over the selection) |
// | ←/→ ↑/↓, Ctrl-B/F | a character back/on, a row up/down (keeping the column) |
// | Home/End, Ctrl-A/E | the row's start/end |
// | Alt-←/→, Ctrl-←/→, Alt-B/F | a word back/on |
// | Ctrl-Home/End, Alt-</> | the text's start/end |
// | Page Up/Down | a page up/down |
// | Shift with any move | extend the selection |
// | Alt-A, F7 | select all |
// | Backspace, Ctrl-H / Delete, Ctrl-D | delete before/after (or the selection) |
// | Ctrl-U / Ctrl-K / Ctrl-W, Alt-Backspace | delete to the line's start / end / the word before |
// | Ctrl-Z, Alt-Z / Ctrl-Y | undo / redo |
// | Ctrl-C / Ctrl-X | copy / cut the selection |

/// What a text area's keys do (``TextArea/keyBindings``); the raw values are the names a
/// keymap file uses in its `[textarea]` scope.
public enum TextAreaCommand: String, KeyCommand, CaseIterable {
    /// Moves the cursor a character, a row, to a row's ends.
    case move
    /// Moves the cursor a word.
    case moveWord = "move-word"
    /// Moves the cursor to the text's start or end.
    case moveToEnd = "move-to-end"
    /// Moves the cursor a page.
    case page
    /// Any move with Shift: extends the selection.
    case select
    /// Selects the whole text.
    case selectAll = "select-all"
    /// Starts a new line.
    case newLine = "new-line"
    /// Deletes the character before or after the cursor, or the selection.
    case delete
    /// Deletes to the line's start, to its end, or the word before.
    case deleteMore = "delete-more"
    /// Undoes the last step.
    case undo
    /// Redoes the last undone step.
    case redo
    /// Copies the selection.
    case copy
    /// Cuts the selection.
    case cut
}

extension TextArea {
    /// The keymap scope of a text area's keys.
    public nonisolated static let keymapScope = "textarea"

    /// A text area's keys, as help lists them: each group one command, the key pressed
    /// picking the move or deletion (a keymap may take keys from a group; the moves keep their keys).
    public nonisolated static let keyBindings: KeyBindings<TextAreaCommand> = [
        KeyBinding(
            .move, "left", "right", "up", "down", "home", "end", "ctrl+b", "ctrl+f", "ctrl+a", "ctrl+e",
            summary: "move (Home/End: the row's ends)", keysLabel: "← → ↑ ↓ Home End"),
        KeyBinding(
            .moveWord, "alt+left", "alt+right", "ctrl+left", "ctrl+right", "alt+b", "alt+f", summary: "move a word",
            keysLabel: "Alt-← Alt-→"),
        KeyBinding(
            .moveToEnd, "ctrl+home", "ctrl+end", "alt+<", "alt+>", summary: "to the start / end of the text",
            keysLabel: "Ctrl-Home Ctrl-End"),
        KeyBinding(.page, "pageup", "pagedown", summary: "a page up / down"),
        KeyBinding(
            .select, "shift+left", "shift+right", "shift+up", "shift+down", "shift+home", "shift+end", "alt+shift+left",
            "alt+shift+right", "ctrl+shift+left", "ctrl+shift+right", "ctrl+shift+home", "ctrl+shift+end", "shift+pageup",
            "shift+pagedown", summary: "select (Shift with any move)", keysLabel: "Shift-← → ↑ ↓"),
        KeyBinding(.selectAll, "alt+a", "f7", summary: "select all"),
        KeyBinding(.newLine, "enter", summary: "new line"),
        KeyBinding(
            .delete, "backspace", "shift+backspace", "ctrl+h", "delete", "ctrl+d", summary: "delete a character or the selection",
            keysLabel: "Backspace Del"),
        KeyBinding(
            .deleteMore, "ctrl+u", "ctrl+k", "ctrl+w", "alt+backspace", summary: "delete to the line's start / end / a word",
            keysLabel: "Ctrl-U/K/W"),
        KeyBinding(.undo, "ctrl+z", "alt+z", summary: "undo"),
        KeyBinding(.redo, "ctrl+y", summary: "redo"),
        KeyBinding(.copy, "ctrl+c", summary: "copy the selection"),
        KeyBinding(.cut, "ctrl+x", summary: "cut the selection"),
    ]

    /// Inserts a typed character (with or without Shift) over the selection; returns
    /// whether the area took the key. An editable area takes every character typed, so a
    /// letter never reaches a screen's shortcuts; a read-only one passes them on.
    func type(_ event: KeyEvent) -> Bool {
        guard isEditable, event.isText, case .character(let character) = event.key else { return false }
        insert(String(character))
        return true
    }

    /// The move a key asks for (Shift aside), for the move, word, end, page and select commands.
    static func motion(for event: KeyEvent) -> Motion? {
        let word: KeyModifiers = event.modifiers.contains(.alt) ? [.alt] : [.control]
        switch (event.key, event.modifiers.subtracting(.shift)) {
        case (.left, []), (.character("b"), .control): return .left
        case (.right, []), (.character("f"), .control): return .right
        case (.up, []): return .up
        case (.down, []): return .down
        case (.home, []), (.character("a"), .control): return .rowStart
        case (.end, []), (.character("e"), .control): return .rowEnd
        case (.left, word), (.character("b"), .alt): return .wordBackward
        case (.right, word), (.character("f"), .alt): return .wordForward
        case (.home, .control), (.character("<"), .alt): return .documentStart
        case (.end, .control), (.character(">"), .alt): return .documentEnd
        case (.pageUp, []): return .pageUp
        case (.pageDown, []): return .pageDown
        default: return nil
        }
    }

    /// Whether `command` applies now: edits need an editable area, copy and cut a selection.
    func applies(_ command: TextAreaCommand) -> Bool {
        switch command {
        case .move, .moveWord, .moveToEnd, .page, .select, .selectAll: true
        case .copy: hasSelection
        case .cut: hasSelection && isEditable
        case .newLine, .delete, .deleteMore, .undo, .redo: isEditable
        }
    }

    /// Declares the keys and takes the mouse wheel.
    func declareKeys() {
        bindKeys(
            Self.keyBindings, scope: Self.keymapScope, when: { [unowned self] in applies($0) },
            perform: { [unowned self] command, event in perform(command, for: event) })
        takeWheel()
    }

    func perform(_ command: TextAreaCommand, for event: KeyEvent) -> Bool {
        switch command {
        case .move, .moveWord, .moveToEnd, .page, .select:
            guard let motion = Self.motion(for: event) else { return false }
            move(motion, extendingSelection: event.modifiers.contains(.shift))
        case .selectAll: selectAll()
        case .newLine:
            history.seal()
            insert("\n")
        case .delete: event.key == .delete || event.key == .character("d") ? deleteForward() : deleteBackward()
        case .deleteMore:
            switch event.key {
            case .character("u"): deleteToLineStart()
            case .character("k"): deleteToLineEnd()
            default: deleteWordBackward()
            }
        case .undo: undo()
        case .redo: redo()
        case .copy: copySelection()
        case .cut: cutSelection()
        }
        return true
    }
}
