import Testing
import TrellisData
import TrellisReactorTesting
import TrellisShell
import TrellisTerminal

@testable import CatsKit

/// Settings' preferences (theme, grid, colours, stale-after time) apply at once and are
/// stored for the next sign-in; a store that cannot be written still applies the choice for
/// this session and says why it was not saved.
@MainActor
@Suite struct SettingsReactorPreferencesTests {
    /// Preferences whose file cannot be written.
    final class UnwritablePreferences: PreferenceStore {
        func value(forKey key: String) -> PreferenceValue? { nil }
        func set(_ value: PreferenceValue?, forKey key: String) throws(PreferenceError) {
            throw .writeFailed(path: "/ro/preferences.json", reason: "read-only file system")
        }
        func removeAll() throws(PreferenceError) {}
        var keys: [String] { [] }
    }

    /// The row of `kind` in `state`'s table.
    static func row(_ state: SettingsReactor.State, _ kind: SettingsRow.Kind) -> SettingsRow? {
        state.table.path { $0.kind == kind }.flatMap(state.table.row(at:))
    }

    static let reason = "cannot write preferences file /ro/preferences.json: read-only file system"

    @Test("switching the theme shows the other one at once and stores it, and back")
    func switchingTheTheme() async throws {
        let preferences = InMemoryPreferenceStore()
        let store = TestStore(
            SettingsReactor(services: FakeCatsServices().services, preferences: preferences, theme: .dark, endSession: {}))
        #expect(Self.row(store.state, .theme)?.control == .toggle(true))
        await store.send(.switchTheme)
        await store.receive(.setTheme(.light, problem: nil)) { ($0.theme, $0.lastChanged) = (.light, .theme) }
        #expect(try CatsTheme.chosen(flag: nil, preferences: preferences) == .light)
        #expect(Self.row(store.state, .theme)?.control == .toggle(false))
        await store.send(.switchTheme)
        await store.receive(.setTheme(.dark, problem: nil)) { $0.theme = .dark }
        #expect(preferences.string(forKey: CatsTheme.preference.name) == "dark")
        await store.finish()
    }

    @Test("a store that cannot be written applies the theme for this session and says why")
    func unwritableStore() async {
        let store = TestStore(
            SettingsReactor(services: FakeCatsServices().services, preferences: UnwritablePreferences(), theme: .dark, endSession: {}))
        await store.send(.switchTheme)
        await store.receive(.setTheme(.light, problem: Self.reason)) {
            ($0.theme, $0.themeProblem, $0.lastChanged) = (.light, Self.reason, .theme)
        }
        #expect(Self.row(store.state, .theme)?.value == "not saved: \(Self.reason)")
        await store.finish()
    }

    @Test("switching the grid stores the other density; a store that cannot be written applies it and says why")
    func switchingTheGrid() async throws {
        let preferences = InMemoryPreferenceStore()
        let store = TestStore(
            SettingsReactor(services: FakeCatsServices().services, preferences: preferences, density: .comfortable, endSession: {}))
        #expect(Self.row(store.state, .density)?.control == .toggle(false))
        await store.send(.switchDensity)
        await store.receive(.setDensity(.compact, problem: nil)) { ($0.density, $0.lastChanged) = (.compact, .density) }
        #expect(try preferences.value(for: CatsGridDensity.preference) == .compact)
        await store.finish()

        let refused = TestStore(
            SettingsReactor(services: FakeCatsServices().services, preferences: UnwritablePreferences(), endSession: {}))
        await refused.send(.switchDensity)
        await refused.receive(.setDensity(.compact, problem: Self.reason)) {
            ($0.density, $0.densityProblem, $0.lastChanged) = (.compact, Self.reason, .density)
        }
        await refused.finish()
    }

    @Test("the colour mode is offered in a terminal only, each titled for it, and a choice is stored")
    func colourMode() async throws {
        let fake = FakeCatsServices()
        #expect(Self.row(SettingsReactor(services: fake.services, endSession: {}).currentState, .colorMode) == nil)
        let preferences = InMemoryPreferenceStore()
        let store = TestStore(
            SettingsReactor(services: fake.services, preferences: preferences, detectedColorDepth: .palette256, endSession: {}))
        let row = try #require(Self.row(store.state, .colorMode))
        guard case .choice(let options, let selected) = row.control else {
            Issue.record("\(row)")
            return
        }
        #expect(selected == "automatic")
        #expect(options.map(\.title) == ["automatic: 256 colours", "true colour", "256 colours", "16 colours", "no colour"])
        await store.send(.chooseColorMode(.palette16))
        await store.receive(.setColorMode(.palette16, problem: nil)) { ($0.colorMode, $0.lastChanged) = (.palette16, .colorMode) }
        #expect(try preferences.value(for: CatsColorMode.preference) == .palette16)
        await store.finish()
    }

    @Test("the stale-after choices name the flag's time as the default, and a choice is stored")
    func staleAfter() async throws {
        let fake = FakeCatsServices().services
        let services = CatsServices(
            catalog: fake.catalog, favorites: fake.favorites, account: fake.account, sync: fake.sync, sightings: fake.sightings,
            staleness: CatsStaleness(policy: .ttl(.seconds(90))))
        let preferences = InMemoryPreferenceStore()
        let store = TestStore(SettingsReactor(services: services, preferences: preferences, endSession: {}))
        let row = try #require(Self.row(store.state, .staleAfter))
        guard case .choice(let options, let selected) = row.control else {
            Issue.record("\(row)")
            return
        }
        #expect(selected == "standard")
        #expect(options.map(\.title) == ["default: 90 s", "1 min", "5 min", "30 min", "1 h", "never"])
        await store.send(.chooseStaleAfter(.fiveMinutes))
        await store.receive(.setStaleAfter(.fiveMinutes, problem: nil)) { ($0.staleAfter, $0.lastChanged) = (.fiveMinutes, .staleAfter) }
        #expect(try preferences.value(for: CatsStaleAfter.preference) == .fiveMinutes)
        await store.finish()
    }

    @Test("a screen reader hears each row's title, its control's state and its value")
    func rowsSayTheirState() throws {
        var state = SettingsReactor(services: FakeCatsServices().services, detectedColorDepth: .ansi16, endSession: {}).currentState
        state.themeProblem = "read-only"
        #expect(Self.row(state, .theme)?.accessibilityLabel == "Dark theme, switch, on, not saved: read-only")
        #expect(Self.row(state, .density)?.accessibilityLabel == "Compact grid, switch, off")
        #expect(Self.row(state, .colorMode)?.accessibilityLabel == "Colours, pop-up, automatic: 16 colours")
        #expect(Self.row(state, .database)?.accessibilityLabel == "Database, :memory:")
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
