import TrellisReactor
import TrellisShell

extension SettingsReactor {
    /// Stores the theme after the one stored (or shown) as the user's preference, shown from
    /// the next sign-in; a store that cannot be written leaves the stored theme as it was and says why.
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

    /// Stores the other grid density as the user's preference; the screen applies it to the
    /// list at once. A store that cannot be written keeps the density and says why.
    func switchDensity() -> Effect<Mutation> {
        let current = currentState.density
        let next = current.toggled
        return .run { [preferences] send in
            do {
                try next.store(in: preferences)
                await send(.setDensity(next, problem: nil))
            } catch {
                await send(.setDensity(current, problem: String(describing: error)))
            }
        }
    }
}

extension SettingsReactor.State {
    /// The grid row's value: the density, or why a switch could not be stored.
    public var densityText: String {
        if let densityProblem { return "\(density.rawValue) (not saved: \(densityProblem))" }
        return density.rawValue
    }

    /// The recently viewed row's value: the names, newest first, or "none".
    public var recentlyViewedText: String { recentlyViewed.isEmpty ? "none" : recentlyViewed.joined(separator: ", ") }

    /// The theme row's value: the theme on screen, then the one stored for the next sign-in
    /// when it differs, or why a switch could not be stored.
    public var themeText: String {
        let shown = theme?.rawValue ?? "custom"
        if let themeProblem { return "\(shown) (not saved: \(themeProblem))" }
        guard let storedTheme, storedTheme != theme else { return shown }
        return "\(shown) · \(storedTheme.rawValue) from the next sign-in"
    }
}
