import TrellisReactor
import TrellisShell

extension SettingsReactor {
    /// Stores the theme after the one stored (or shown) as the preference for the next
    /// start; a store that cannot be written leaves the stored theme as it was and says why.
    func switchTheme() -> Effect<Mutation> {
        let stored = currentState.storedTheme
        let next: CatsTheme = (stored ?? currentState.theme ?? .dark) == .dark ? .light : .dark
        return .run { [preferences] send in
            do {
                try next.store(in: preferences)
                await send(.setStoredTheme(next, problem: nil))
            } catch {
                await send(.setStoredTheme(stored, problem: String(describing: error)))
            }
        }
    }
}

extension SettingsReactor.State {
    /// The theme row's value: the theme on screen, then the one stored for the next start
    /// when it differs, or why a switch could not be stored.
    public var themeText: String {
        let shown = theme?.rawValue ?? "custom"
        if let themeProblem { return "\(shown) (not saved: \(themeProblem))" }
        guard let storedTheme, storedTheme != theme else { return shown }
        return "\(shown) · \(storedTheme.rawValue) from the next start"
    }
}
