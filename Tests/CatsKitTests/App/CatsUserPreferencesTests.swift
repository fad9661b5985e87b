import Foundation
import Testing
import TrellisShell

@testable import CatsKit

/// Each user's preferences file, kept across sessions, and the old shared theme migrated.
@Suite struct CatsUserPreferencesTests {
    func directory() throws -> URL { URL(fileURLWithPath: try DataFixture.temporaryDirectory()) }

    @Test func eachUserHasTheirOwnFileThatOutlivesTheOpenedStore() throws {
        let directory = try directory()
        let preferences = CatsUserPreferences(directory: directory)
        try CatsGridDensity.compact.store(in: try preferences.store(for: "ada"))
        #expect(try CatsGridDensity.stored(in: preferences.store(for: "grace")) == .comfortable)
        // a new run reads the file again
        let reopened = CatsUserPreferences(directory: directory)
        #expect(try CatsGridDensity.stored(in: reopened.store(for: "ada")) == .compact)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("preferences.ada.json").path))
    }

    @Test func aNewUserStartsFromTheSharedThemeAndAnExistingOneKeepsTheirs() throws {
        let directory = try directory()
        let shared = InMemoryPreferenceStore([CatsTheme.preferenceKey: .string("light")])
        let existing = try FilePreferenceStore(fileURL: directory.appendingPathComponent("preferences.grace.json"))
        try CatsTheme.dark.store(in: existing)
        let preferences = CatsUserPreferences(directory: directory, shared: shared)
        #expect(try CatsTheme.chosen(flag: nil, preferences: preferences.store(for: "ada")) == .light)
        #expect(try CatsTheme.chosen(flag: nil, preferences: preferences.store(for: "grace")) == .dark)
    }

    @Test func inMemoryPreferencesLastAsLongAsTheApp() throws {
        let preferences = CatsUserPreferences()
        try CatsTheme.light.store(in: try preferences.store(for: "ada"))
        #expect(try preferences.store(for: "ada").string(forKey: CatsTheme.preferenceKey) == "light")
        #expect(preferences.fileURL(for: "ada") == nil)
    }

    @Test func aCorruptFileIsATypedErrorNamingItAndIsLeftAsItIs() throws {
        let directory = try directory()
        let file = directory.appendingPathComponent("preferences.ada.json")
        try Data("[1, 2]".utf8).write(to: file)
        let preferences = CatsUserPreferences(directory: directory)
        #expect {
            _ = try preferences.store(for: "ada")
        } throws: { error in
            guard case .corrupt(let path, _)? = error as? PreferenceError else { return false }
            return path == file.path
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "[1, 2]")
    }
}
