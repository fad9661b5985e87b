import TrellisTerminal
import TrellisViews

extension CatsScreen {
    /// Connects the screen to a terminal app: keys and the mouse wheel become commands,
    /// `q` and Ctrl-C quit, and the list has keyboard focus.
    public func install(in app: TerminalApp) {
        app.focusedView = list
        onAction(.key) { [weak self, weak app] action in
            guard let self, let app, let event = action.value as? KeyEvent else { return false }
            if event == KeyEvent(.character("q")) || event == .interrupt {
                app.quit()
                return true
            }
            guard let command = CatsKeyBindings.command(for: event) else { return false }
            self.perform(command)
            app.requestRedraw()
            return true
        }
        onAction(.scroll) { [weak self, weak app] action in
            guard let self, let rows = action.value as? Int else { return false }
            self.perform(.scroll(rows))
            app?.requestRedraw()
            return true
        }
    }
}

/// The keys of the cats screen.
public enum CatsKeyBindings {
    /// The command a key asks for, or `nil`.
    public static func command(for event: KeyEvent) -> CatsCommand? {
        switch (event.key, event.modifiers) {
        case (.up, []), (.character("k"), []): .moveUp
        case (.down, []), (.character("j"), []): .moveDown
        case (.pageUp, []): .pageUp
        case (.pageDown, []), (.character(" "), []): .pageDown
        case (.home, []): .home
        case (.end, []): .end
        case (.tab, []), (.right, []): .nextSegment
        case (.tab, .shift), (.left, []): .previousSegment
        case (.character("f"), []): .toggleFavorite
        case (.character("r"), []): .reload
        case (.enter, []): .open
        default: nil
        }
    }
}
