import TrellisLists
import TrellisTerminal
import TrellisViews

extension CatDetailView {
    /// What a key asks of the detail screen.
    public enum Command: Sendable {
        case toggleFavorite
        /// `n`: the "Report a sighting" form, with Sightings shown behind it.
        case reportSighting
        /// `c` on Sightings: confirms the focused sighting ("I saw it too"), or takes it back.
        case confirmSighting
        case nextSegment, previousSegment
        case moveFocus(CollectionView.FocusMove)
        /// Enter: the focused row's actions (detail rows have none: nothing happens).
        case select
        /// `r`: loads the selected segment again (a failed part retries).
        case reload
    }

    /// The command `event` asks for, or `nil` for a key the screen leaves to the shell
    /// (and Tab, which the terminal host's focus engine takes: the back button, the
    /// favorite button, the segments, the list).
    public static func command(for event: KeyEvent) -> Command? {
        switch (event.key, event.modifiers) {
        case (.character("f"), []): .toggleFavorite
        case (.character("n"), []): .reportSighting
        case (.character("c"), []): .confirmSighting
        case (.right, []): .nextSegment
        case (.left, []): .previousSegment
        case (.up, []), (.character("k"), []): .moveFocus(.up)
        case (.down, []), (.character("j"), []): .moveFocus(.down)
        case (.pageUp, []): .moveFocus(.pageUp)
        case (.pageDown, []): .moveFocus(.pageDown)
        case (.home, []): .moveFocus(.home)
        case (.end, []): .moveFocus(.end)
        case (.enter, []): .select
        case (.character("r"), []): .reload
        default: nil
        }
    }

    /// Does what `command` asks.
    public func perform(_ command: Command) {
        switch command {
        case .toggleFavorite: header.favoriteButton.press()
        case .reportSighting:
            reactor?.send(.select(.sightings))
            // The form covers the screen, which is unbound until it shows again: the reactor
            // loads Sightings now, so the report lands in a loaded list behind the form.
            if reactor?.currentState.sightings == .notLoaded { reactor?.send(.loadSightings) }
            onReportSighting()
        case .confirmSighting:
            guard reactor?.currentState.segment == .sightings, let path = list.focusedPath, path.section == 0,
                sightings.items.indices.contains(path.item)
            else { return }
            row(for: sightings.items[path.item]).send(.toggleConfirmation)
        case .nextSegment: reactor?.send(.nextSegment)
        case .previousSegment: reactor?.send(.previousSegment)
        case .moveFocus(let move): list.moveFocus(move)
        case .select: list.selectFocusedItem()
        case .reload: segments.selectedDataSource?.setNeedsLoadContent()
        }
        setNeedsDisplay()
    }

    /// Lets the screen take its keys (``command(for:)``) as they travel up the responder
    /// chain from the focused list; other keys go on to the shell.
    public func handlesTerminalKeys() {
        onAction(.key) { [weak self] event in
            guard let self, let command = Self.command(for: event) else { return false }
            self.perform(command)
            return true
        }
    }
}
