import TrellisLists
import TrellisTerminal
import TrellisViews

extension CatDetailView {
    /// What a key asks of the detail screen, named as in a keymap file's `[cats.detail]`.
    public enum Command: String, KeyCommand, CaseIterable {
        case toggleFavorite = "favorite"
        case reportSighting = "report-sighting"
        case confirmSighting = "confirm-sighting"
        case segment, move, page, select, reload
    }

    /// The keymap scope of the detail screen's keys.
    public nonisolated static let keymapScope = "cats.detail"

    /// The detail screen's keys (Tab, the host's, moves focus).
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.toggleFavorite, "f", summary: "favorite or not", showsInHints: true, hint: "favorite"),
        KeyBinding(.reload, "r", summary: "load again (after an error)"),
        KeyBinding(.segment, "left", "right", summary: "Details / Sightings", keysLabel: "←/→"),
        KeyBinding(.reportSighting, "n", summary: "report a sighting", showsInHints: true, hint: "report"),
        KeyBinding(.confirmSighting, "c", summary: "confirm the focused sighting (I saw it too), or take it back"),
        KeyBinding(.move, "up", "down", "k", "j", summary: "move in the list", keysLabel: "↑↓ j k"),
        KeyBinding(.page, "pageup", "pagedown", "home", "end", summary: "move by a page, to the ends"),
        KeyBinding(.select, "enter", summary: "the focused row's action"),
    ]

    /// Does what `command` asks (`key` picks the move).
    public func perform(_ command: Command, key: KeyEvent) {
        switch command {
        case .toggleFavorite: header.favoriteButton.press()
        case .reportSighting:
            reactor?.send(.select(.sightings))
            // The form covers the screen, which is unbound until it shows again: the reactor
            // loads Sightings now, so the report lands in a loaded list behind the form.
            if reactor?.currentState.sightings == .notLoaded { reactor?.send(.loadSightings) }
            onReportSighting()
        case .confirmSighting:
            guard reactor?.currentState.segment == .sightings, let sighting = focusedSighting else { return }
            sightingRows.reactor(for: sighting).send(.toggleConfirmation)
        case .segment: reactor?.send(key.key == .left ? .previousSegment : .nextSegment)
        case .move:
            let up = key.key == .up || key == KeyEvent(.character("k"))
            if showsSightingsTable { sightingsTable.perform(up ? .up : .down) } else { list.moveFocus(up ? .up : .down) }
        case .page:
            let moves: [Key: CollectionView.FocusMove] = [.pageUp: .pageUp, .pageDown: .pageDown, .home: .home, .end: .end]
            let tableMoves: [Key: DataTableKeyCommand] = [.pageUp: .pageUp, .pageDown: .pageDown, .home: .first, .end: .last]
            if showsSightingsTable {
                sightingsTable.perform(tableMoves[key.key] ?? .pageDown)
            } else {
                list.moveFocus(moves[key.key] ?? .pageDown)
            }
        case .select: if showsSightingsTable { sightingsTable.perform(.select) } else { list.selectFocusedItem() }
        case .reload: segments.selectedDataSource?.setNeedsLoadContent()
        }
        setNeedsDisplay()
    }

    /// Takes the screen's keys as they travel up the responder chain; others go on to the shell.
    public func handlesTerminalKeys() {
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [weak self] command, key in
            guard let self else { return false }
            perform(command, key: key)
            return true
        }
    }
}
