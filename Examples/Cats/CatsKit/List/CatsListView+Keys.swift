import TrellisLists
import TrellisTerminal
import TrellisViews

// The list's keys, declared once (help, hints and the palette are made from them); others
// go on to the shell. ←/→ move across the grid's columns (tvOS's focus engine), switching
// segments at its edge; Shift-letter jumps by the section index.

extension CatsListView {
    /// What the list screen's keys do, named as in a keymap file's `[cats.list]`.
    public enum Command: String, KeyCommand, CaseIterable {
        case move, page, ends, open, favorite, reload, jump, search
        case moveFavorite = "move-favorite"
        case removeFavorite = "remove-favorite"
        case undoRemoval = "undo-removal"
    }

    /// What a search's keys do (Enter and Esc, while searching), in the same scope.
    public enum SearchCommand: String, KeyCommand, CaseIterable {
        case stopTyping = "stop-typing"
        case clearSearch = "clear-search"
    }

    /// The keymap scope of the list screen's keys.
    public nonisolated static let keymapScope = "cats.list"

    /// The list screen's keys.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(
            .move, "up", "down", "left", "right", "k", "j", summary: "move; ←→ at the edge: All / Favorites", keysLabel: "↑↓←→ j k"),
        KeyBinding(.page, "pageup", "pagedown", "space", summary: "page"),
        KeyBinding(.ends, "home", "end", summary: "first, last"),
        KeyBinding(.open, "enter", summary: "open the breed", showsInHints: true, hint: "open"),
        KeyBinding(.favorite, "f", summary: "favorite or not", showsInHints: true, hint: "favorite"),
        KeyBinding(.reload, "r", summary: "reload"),
        KeyBinding(
            .jump, keys: "ABCDEFGHIJKLMNOPQRSTUVWXYZ".flatMap { [KeyEvent(.character($0)), KeyEvent(.character($0), modifiers: .shift)] },
            "jump to the first origin with that letter (Shift-letter; the index on the right, All)", keysLabel: "A–Z"),
        KeyBinding(.search, "/", summary: "search by name, origin, coat", showsInHints: true, hint: "search"),
        KeyBinding(.moveFavorite, "shift+up", "shift+down", summary: "move the favorite (Favorites)"),
        KeyBinding(.removeFavorite, "delete", "x", summary: "remove the favorite (Favorites)"),
        KeyBinding(.undoRemoval, "u", summary: "undo the removal (Favorites)"),
    ]

    /// The search's keys.
    public nonisolated static let searchKeyBindings: KeyBindings<SearchCommand> = [
        KeyBinding(.stopTyping, "enter", summary: "stop typing, keep the search"),
        KeyBinding(.clearSearch, "escape", summary: "clear the search"),
    ]

    func installInputHandlers() {
        list.handlesSectionIndexClicks()  // a click on a letter of the index jumps to its origin
        bindKeys(
            Self.searchKeyBindings, scope: Self.keymapScope,
            when: { command, state in command == .stopTyping ? state.isTyping : state.isSearching },
            send: { command, _ in command == .stopTyping ? .endTyping : .clearSearch })
        bindKeys(
            Self.keyBindings, scope: Self.keymapScope, when: { [weak self] in self?.applies($0) ?? false },
            perform: { [weak self] command, event in self?.perform(command, key: event) ?? false })
        onAction(.scroll) { [weak self] rows in self?.list.scroll(by: Double(rows)) != nil }
        // A paste while typing a search, should the field not have focus: into the field.
        onAction(.paste) { [weak self] text in
            guard let self, reactor?.currentState.isTyping == true else { return false }
            searchField.edit { $0.insert(text) }
            return true
        }
    }

    /// Whether `command` applies now: the favorites' keys in Favorites.
    func applies(_ command: Command) -> Bool {
        guard let state = reactor?.currentState else { return false }
        return state.segment == .favorites || ![.moveFavorite, .removeFavorite, .undoRemoval].contains(command)
    }

    /// Does what `command` asks (`key` picks the move); returns whether the screen used it.
    func perform(_ command: Command, key: KeyEvent) -> Bool {
        guard let reactor else { return false }
        let inFavorites = reactor.currentState.segment == .favorites
        switch command {
        case .move:
            switch key.key {
            case .left, .right:
                // Across the grid's columns first; at its edge (or in one column) the other segment.
                if !list.perform(.moveFocus(key.key == .left ? .left : .right)) {
                    reactor.send(.selectSegment(inFavorites ? .all : .favorites))
                }
            case .up, .character("k"): list.moveFocus(.up)
            default: list.moveFocus(.down)
            }
        case .page: list.moveFocus(key.key == .pageUp ? .pageUp : .pageDown)
        case .ends: list.moveFocus(key.key == .home ? .home : .end)
        case .open: return list.perform(.select)
        case .favorite: if let row = focusedRow { reactor.send(.toggleFavorite(row.id)) }
        case .reload: reactor.send(.reload)  // the user asks the server now, stale or not
        case .jump:
            guard case .character(let letter) = key.key else { return false }
            return list.jumpToSectionIndexTitle(startingWith: letter)
        case .search: reactor.send(.beginSearch)
        case .moveFavorite:
            guard let row = focusedRow else { return true }
            reactor.send(.moveFavorite(row.id, by: key.key == .up ? -1 : 1))
            if let path = list.focusedPath { list.scrollToItem(at: path) }
        case .removeFavorite: if let row = focusedRow { reactor.send(.removeFavorite(row.id)) }
        case .undoRemoval: reactor.send(.undoRemoval)
        }
        return true
    }
}
