// A select list's keys: ↑/↓, Home/End and the page keys move the highlight, Enter
// chooses, Esc gives up, Backspace edits the filter (the typed characters that filter are
// the list's own `handleKey(_:)`, as a text field's are).

/// What a select list's keys do (``SelectList/keyBindings``); the raw values are the names
/// a keymap file uses in its `[select.list]` scope.
public enum SelectListCommand: String, KeyCommand, CaseIterable {
    /// ↑: highlights the row above.
    case previous
    /// ↓: highlights the row below.
    case next
    /// Home: highlights the first row.
    case first
    /// End: highlights the last row.
    case last
    /// Page Up: highlights the row a page above.
    case pageUp = "page-up"
    /// Page Down: highlights the row a page below.
    case pageDown = "page-down"
    /// Enter: chooses the highlighted option.
    case choose
    /// Esc: closes the list without choosing.
    case cancel
    /// Backspace: deletes the filter's last character.
    case deleteFilter = "delete-filter"
}

extension SelectList {
    /// The keymap scope of a select list's keys.
    public nonisolated static var keymapScope: String { "select.list" }

    /// The list's keys, as help lists them.
    public nonisolated static var keyBindings: KeyBindings<SelectListCommand> {
        [
            KeyBinding(.previous, "up", summary: "highlight the option above"),
            KeyBinding(.next, "down", summary: "highlight the option below"),
            KeyBinding(.first, "home", summary: "highlight the first option"),
            KeyBinding(.last, "end", summary: "highlight the last option"),
            KeyBinding(.pageUp, "pageup", summary: "highlight a page up"),
            KeyBinding(.pageDown, "pagedown", summary: "highlight a page down"),
            KeyBinding(.choose, "enter", summary: "choose", showsInHints: true),
            KeyBinding(.cancel, "escape", summary: "close without choosing", showsInHints: true),
            KeyBinding(.deleteFilter, "backspace", summary: "edit the filter"),
        ]
    }

    /// Does `command`.
    func perform(_ command: SelectListCommand) {
        let page = max(1, visibleRows - 1)
        let current = highlightedIndex ?? 0
        switch command {
        case .previous: highlight(current - 1)
        case .next: highlight(current + 1)
        case .first: highlight(0)
        case .last: highlight(shownOptions.count - 1)
        case .pageUp: highlight(current - page)
        case .pageDown: highlight(current + page)
        case .choose: chooseHighlighted()
        case .cancel: onCancel?()
        case .deleteFilter: if !filter.isEmpty { setFilter(String(filter.dropLast())) }
        }
    }
}
