import TrellisLists
import TrellisTerminal
import TrellisViews

// The list's keys and wheel; keys it has no use for go on to the shell (q, ?, Esc to go back).
// ←/→ move across the grid's columns, as tvOS's focus engine does; a move with nowhere to
// go (the first or last column, or one column) switches segments, as Tab always does.

extension CatsListView {
    func installInputHandlers() {
        onAction(.key) { [weak self] event in
            guard let self, handle(event) else { return false }
            setNeedsDisplay()
            return true
        }
        onAction(.scroll) { [weak self] rows in self?.list.scroll(by: Double(rows)) != nil }
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
        case (.tab, []), (.tab, .shift): reactor.send(.selectSegment(inFavorites ? .all : .favorites))
        case (.left, []), (.right, []):
            // Across the grid's columns first; at its edge (or in one column) the other segment.
            let move: CollectionView.FocusMove = event.key == .left ? .left : .right
            if !list.perform(.moveFocus(move)) { reactor.send(.selectSegment(inFavorites ? .all : .favorites)) }
        case (.character("f"), []): if let row = focusedRow { reactor.send(.toggleFavorite(row.id)) }
        case (.character("r"), []): segments.selectedDataSource?.setNeedsLoadContent()
        case (.character("/"), []): reactor.send(.beginSearch)
        case (.escape, []) where state.isSearching: reactor.send(.clearSearch)
        case (.up, .shift) where inFavorites, (.down, .shift) where inFavorites:
            guard let row = focusedRow else { return true }
            reactor.send(.moveFavorite(row.id, by: event.key == .up ? -1 : 1))
            if let path = list.focusedPath { list.scrollToItem(at: path) }
        case (.delete, []) where inFavorites, (.character("x"), []) where inFavorites:
            if let row = focusedRow { reactor.send(.removeFavorite(row.id)) }
        case (.character("u"), []) where inFavorites: reactor.send(.undoRemoval)
        default:  // ↑↓, Page Up/Down, Home, End, Enter: the list's own keys
            return CollectionView.terminalCommand(for: event).map { list.perform($0) } ?? false
        }
        return true
    }

    /// Keys while typing a search: characters, Backspace (which stops typing at an empty
    /// query), Enter (stops typing), Esc (clears). `nil` for keys the list takes as usual.
    private func handleTyping(_ event: KeyEvent, reactor: CatsListReactor) -> Bool? {
        switch (event.key, event.modifiers) {
        case (.character(let character), let modifiers) where modifiers.isSubset(of: .shift):
            reactor.send(.typeCharacter(character))
        case (.backspace, []): reactor.send(reactor.currentState.query.isEmpty ? .endTyping : .deleteBackward)
        case (.enter, []): reactor.send(.endTyping)
        case (.escape, []): reactor.send(.clearSearch)
        default: return nil
        }
        return true
    }
}
