import TrellisReactor
import TrellisShell
import TrellisViews

extension SettingsReactor {
    /// Applies `value` (the screen follows the state at once) and stores it as the user's
    /// preference under `key`; a store that cannot be written still applies it for this
    /// session and says why it was not saved.
    func store<Value: PreferenceConvertible>(
        _ value: Value, for key: PreferenceKey<Value>, as mutation: @escaping @Sendable (Value, String?) -> Mutation
    ) -> Effect<Mutation> {
        .run { [preferences] send in
            do {
                try preferences.set(value, for: key)
                await send(mutation(value, nil))
            } catch {
                await send(mutation(value, String(describing: error)))
            }
        }
    }
}

extension SettingsReactor.State {
    /// The recently viewed row's value: the names, newest first, or "none".
    public var recentlyViewedText: String { recentlyViewed.isEmpty ? "none" : recentlyViewed.joined(separator: ", ") }

    /// The colour modes Settings offers, each titled for this terminal ("automatic: 256 colours").
    public var colorModeOptions: [ChoiceOption<String>] {
        CatsColorMode.allCases.map { ChoiceOption($0.rawValue, $0.title(detected: detectedColorDepth)) }
    }

    /// The stale-after choices Settings offers ("default: 10 min", "5 min", "never").
    public var staleAfterOptions: [ChoiceOption<String>] {
        CatsStaleAfter.allCases.map { ChoiceOption($0.rawValue, $0.title(standard: standardStaleness)) }
    }

    /// "(not saved: …)" after a preference whose store failed, else nothing.
    static func notSaved(_ problem: String?) -> String { problem.map { "not saved: \($0)" } ?? "" }
}
