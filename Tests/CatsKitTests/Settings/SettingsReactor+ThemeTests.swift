import Testing
import TrellisReactorTesting
import TrellisShell

@testable import CatsKit

/// Settings shows the theme and switches the stored preference for the next start; a store
/// that cannot be written says why and keeps what was stored.
@MainActor
@Suite struct SettingsReactorThemeTests {
    /// Preferences whose file cannot be written.
    final class UnwritablePreferences: PreferenceStore {
        func value(forKey key: String) -> PreferenceValue? { nil }
        func set(_ value: PreferenceValue?, forKey key: String) throws(PreferenceError) {
            throw .writeFailed(path: "/ro/preferences.json", reason: "read-only file system")
        }
        func removeAll() throws(PreferenceError) {}
        var keys: [String] { [] }
    }

    @Test("switching stores the other theme for the next start, and back")
    func switchStoresTheOtherTheme() async throws {
        let preferences = InMemoryPreferenceStore()
        let store = TestStore(
            SettingsReactor(services: FakeCatsServices().services, preferences: preferences, theme: .dark, endSession: {}))
        #expect(store.state.themeText == "dark")
        await store.send(.switchTheme)
        await store.receive(.setStoredTheme(.light, problem: nil)) { $0.storedTheme = .light }
        #expect(preferences.string(forKey: CatsTheme.preference.name) == "light")
        #expect(try CatsTheme.chosen(flag: nil, preferences: preferences) == .light)
        #expect(store.state.themeText == "dark · light from the next sign-in")
        await store.send(.switchTheme)
        await store.receive(.setStoredTheme(.dark, problem: nil)) { $0.storedTheme = .dark }
        #expect(store.state.themeText == "dark")
        await store.finish()
    }

    @Test("the state starts from the stored preference")
    func startsFromTheStoredPreference() {
        let preferences = InMemoryPreferenceStore([CatsTheme.preference.name: .string("light")])
        let state = SettingsReactor(services: FakeCatsServices().services, preferences: preferences, theme: .light, endSession: {})
            .currentState
        #expect(state.storedTheme == .light && state.themeText == "light")
    }

    @Test("a store that cannot be written keeps what was stored and says why")
    func unwritableStore() async {
        let store = TestStore(
            SettingsReactor(services: FakeCatsServices().services, preferences: UnwritablePreferences(), theme: .dark, endSession: {}))
        await store.send(.switchTheme)
        let reason = "cannot write preferences file /ro/preferences.json: read-only file system"
        await store.receive(.setStoredTheme(nil, problem: reason)) { $0.themeProblem = reason }
        #expect(store.state.themeText == "dark (not saved: \(reason))")
        await store.finish()
    }

    @Test("switching the grid stores the other density, and a store that cannot be written keeps it")
    func switchingTheGrid() async throws {
        let preferences = InMemoryPreferenceStore()
        let store = TestStore(
            SettingsReactor(services: FakeCatsServices().services, preferences: preferences, density: .comfortable, endSession: {}))
        #expect(store.state.densityText == "comfortable")
        await store.send(.switchDensity)
        await store.receive(.setDensity(.compact, problem: nil)) { $0.density = .compact }
        #expect(try preferences.value(for: CatsGridDensity.preference) == .compact)
        await store.finish()

        let refused = TestStore(
            SettingsReactor(services: FakeCatsServices().services, preferences: UnwritablePreferences(), endSession: {}))
        await refused.send(.switchDensity)
        let reason = "cannot write preferences file /ro/preferences.json: read-only file system"
        await refused.receive(.setDensity(.comfortable, problem: reason)) { $0.densityProblem = reason }
        #expect(refused.state.densityText == "comfortable (not saved: \(reason))")
        await refused.finish()
    }

    @Test("the session's values show as the state starts")
    func sessionValues() {
        let values = CatsSessionValues()
        values.noteViewed("Korat")
        values.noteSearch("mau")
        let state = SettingsReactor(services: FakeCatsServices().services, values: values, endSession: {}).currentState
        #expect(state.recentlyViewedText == "Korat" && state.lastSearch == "mau")
    }
}
