import TrellisLists
import TrellisTerminal
import TrellisViews

// The list's keys and wheel; keys it has no use for go on to the shell (q, ?, Esc to go back).
// ←/→ move across the grid's columns, as tvOS's focus engine does; a move with nowhere to
// go (the first or last column, or one column) switches segments. Tab moves focus (the
// terminal host's focus engine): the segmented control, the search field, the list.
// Shift-letter (or Alt-letter, the list's own key) jumps by the section index to the first
// origin with that letter; lowercase letters stay shortcuts.

extension CatsListView {
    func installInputHandlers() {
        list.handlesSectionIndexClicks()  // a click on a letter of the index jumps to its origin
        onAction(.key) { [weak self] event in
            guard let self, handle(event) else { return false }
            setNeedsDisplay()
            return true
        }
        // The segmented control's click or ←/→ while it has focus.
        onAction(.segmentSelected) { [weak self] index in
            guard let self, let segment = CatsListSegment(rawValue: index) else { return false }
            reactor?.send(.selectSegment(segment))
            return true
        }
        onAction(.scroll) { [weak self] rows in self?.list.scroll(by: Double(rows)) != nil }
        // A paste while typing a search, should the field not have focus: into the field.
        onAction(.paste) { [weak self] text in
            guard let self, reactor?.currentState.isTyping == true else { return false }
            searchField.edit { $0.insert(text) }
            return true
        }
    }

    /// Does what `event` asks; returns whether the screen used it.
    func handle(_ event: KeyEvent) -> Bool {
        guard let reactor else { return false }
        let state = reactor.currentState
        if state.isTyping, let used = handleTyping(event, reactor: reactor) { return used }
        let inFavorites = state.segment == .favorites
        switch (event.key, event.modifiers) {
        case (.character("k"), []): list.moveFocus(.up)
        case (.character("j"), []): list.moveFocus(.down)
        case (.character(" "), []): list.moveFocus(.pageDown)
        case (.left, []), (.right, []):
            // Across the grid's columns first; at its edge (or in one column) the other segment.
            let move: CollectionView.FocusMove = event.key == .left ? .left : .right
            if !list.perform(.moveFocus(move)) { reactor.send(.selectSegment(inFavorites ? .all : .favorites)) }
        case (.character("f"), []): if let row = focusedRow { reactor.send(.toggleFavorite(row.id)) }
        case (.character("r"), []): segments.selectedDataSource?.setNeedsLoadContent()
        case (.character("/"), []): reactor.send(.beginSearch)
        case (.character(let letter), let modifiers) where letter.isUppercase && letter.isLetter && modifiers.isSubset(of: .shift):
            // Shift-letter: the section index's jump to the first origin with that letter.
            return list.jumpToSectionIndexTitle(startingWith: letter)
        case (.escape, []) where state.isSearching: reactor.send(.clearSearch)
        case (.up, .shift) where inFavorites, (.down, .shift) where inFavorites:
            guard let row = focusedRow else { return true }
            reactor.send(.moveFavorite(row.id, by: event.key == .up ? -1 : 1))
            if let path = list.focusedPath { list.scrollToItem(at: path) }
        case (.delete, []) where inFavorites, (.character("x"), []) where inFavorites:
            if let row = focusedRow { reactor.send(.removeFavorite(row.id)) }
        case (.character("u"), []) where inFavorites: reactor.send(.undoRemoval)
        default:  // ↑↓, Page Up/Down, Home, End, Enter: the list's own keys
            return CollectionView.keyCommand(for: event).map { list.perform($0) } ?? false
        }
        return true
    }

    /// Keys while typing a search: Backspace at an empty query stops typing, Enter stops
    /// typing, Esc clears; the search field's editing keys edit the query (the terminal
    /// host gives them to the field first while it has focus). `nil` for keys the list
    /// takes as usual (↑/↓ and the like).
    private func handleTyping(_ event: KeyEvent, reactor: CatsListReactor) -> Bool? {
        switch (event.key, event.modifiers) {
        case (.backspace, []) where reactor.currentState.query.isEmpty: reactor.send(.endTyping)
        case _ where searchField.handleKey(event): break
        case (.enter, []): reactor.send(.endTyping)
        case (.escape, []): reactor.send(.clearSearch)
        default: return nil
        }
        return true
    }
}
