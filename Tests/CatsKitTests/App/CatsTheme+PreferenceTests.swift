import Testing
import TrellisShell

@testable import CatsKit

/// The theme comes from the `--theme` flag, else the stored preference, else dark; a stored
/// value naming no theme is a typed error naming the key and the value.
@Suite struct CatsThemePreferenceTests {
    @Test("with nothing stored and no flag the theme is dark")
    func defaultIsDark() throws {
        #expect(try CatsTheme.chosen(flag: nil, preferences: InMemoryPreferenceStore()) == .dark)
    }

    @Test("a stored theme round-trips through the preferences", arguments: CatsTheme.allCases)
    func roundTrip(_ theme: CatsTheme) throws {
        let preferences = InMemoryPreferenceStore()
        try theme.store(in: preferences)
        #expect(preferences.string(forKey: CatsTheme.preference.name) == theme.rawValue)
        #expect(try CatsTheme.chosen(flag: nil, preferences: preferences) == theme)
    }

    @Test("the flag wins over the stored preference, and is not stored")
    func flagWins() throws {
        let preferences: any PreferenceStore = InMemoryPreferenceStore()
        try CatsTheme.light.store(in: preferences)
        #expect(try CatsTheme.chosen(flag: .dark, preferences: preferences) == .dark)
        #expect(preferences.string(forKey: CatsTheme.preference.name) == "light")
        try preferences.set(.string("purple"), forKey: CatsTheme.preference.name)
        #expect(try CatsTheme.chosen(flag: .light, preferences: preferences) == .light)
    }

    @Test(
        "a stored value naming no theme is an error naming the key and the value",
        arguments: [
            PreferenceValue.string("purple"), .string("Dark"), .string(""), .bool(true), .int(1), .strings(["dark"]),
        ])
    func badPreference(_ value: PreferenceValue) {
        let preferences = InMemoryPreferenceStore([CatsTheme.preference.name: value])
        #expect(throws: PreferenceError.unexpectedValue(key: CatsTheme.preference.name, value: value, expected: #"one of "dark", "light""#))
        {
            try CatsTheme.chosen(flag: nil, preferences: preferences)
        }
        let error = PreferenceError.unexpectedValue(key: CatsTheme.preference.name, value: value, expected: #"one of "dark", "light""#)
        #expect(error.description.contains("cats.theme") && error.description.contains(value.description))
    }
}
