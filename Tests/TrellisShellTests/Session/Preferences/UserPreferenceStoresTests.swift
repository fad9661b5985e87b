import Foundation
import Testing
import TrellisShell
import TrellisTestSupport

/// Each user's preferences file, kept across sessions, new users starting from the shared
/// values of the inherited keys, and ids that cannot name a file refused.
@Suite struct UserPreferenceStoresTests {
    enum Density: String, CaseIterable, PreferenceConvertible { case compact, comfortable }
    let density = PreferenceKey<Density>("grid.density", default: .comfortable)

    @Test func eachUserHasTheirOwnFileThatOutlivesTheOpenedStore() throws {
        try withTemporaryDirectory(prefix: "user-preferences") { directory in
            let users = UserPreferenceStores(directory: directory)
            try users.store(for: "ada").set(.compact, for: density)
            #expect(try users.store(for: "grace").value(for: density) == .comfortable)
            #expect(try (users.store(for: "ada") as AnyObject) === (users.store(for: "ada") as AnyObject))
            // a new run reads the file again
            let reopened = UserPreferenceStores(directory: directory)
            #expect(try reopened.store(for: "ada").value(for: density) == .compact)
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("preferences.ada.json").path))
        }
    }

    @Test func aNewUserStartsFromTheInheritedSharedValuesAndAnExistingOneKeepsTheirs() throws {
        try withTemporaryDirectory(prefix: "user-preferences") { directory in
            let shared = InMemoryPreferenceStore(["theme": .string("light"), "window": .int(3)])
            let existing = try FilePreferenceStore(fileURL: directory.appendingPathComponent("preferences.grace.json"))
            try existing.set(.string("dark"), forKey: "theme")
            let users = UserPreferenceStores(directory: directory, shared: shared, inheriting: ["theme"])
            #expect(try users.store(for: "ada").string(forKey: "theme") == "light")
            #expect(try users.store(for: "ada").int(forKey: "window") == nil, "only the inherited keys are copied")
            #expect(try users.store(for: "grace").string(forKey: "theme") == "dark")
            #expect(shared.string(forKey: "theme") == "light")
        }
    }

    @Test func inMemoryPreferencesLastAsLongAsTheStores() throws {
        let users = UserPreferenceStores(filePrefix: "settings")
        try users.store(for: "ada").set(.string("light"), forKey: "theme")
        #expect(try users.store(for: "ada").string(forKey: "theme") == "light")
        #expect(users.fileURL(for: "ada") == nil)
        #expect(
            UserPreferenceStores(directory: URL(fileURLWithPath: "/tmp"), filePrefix: "settings").fileURL(for: "ada")?.lastPathComponent
                == "settings.ada.json")
    }

    @Test(
        "an id that could name another file is refused, and nothing is written",
        arguments: ["", "../ada", "a/b", ".hidden", "ada\u{0}", "ad a", "émile", String(repeating: "a", count: 129)])
    func badUserIDs(_ id: String) throws {
        try withTemporaryDirectory(prefix: "user-preferences") { directory throws in
            let users = UserPreferenceStores(directory: directory)
            #expect(throws: PreferenceError.invalidUserID(id)) { try users.store(for: id) }
            #expect(users.fileURL(for: id) == nil)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
            #expect(PreferenceError.invalidUserID(id).description.contains("cannot name a preferences file"))
        }
    }

    @Test(
        "ids of letters, digits, dots, underscores and dashes are files",
        arguments: ["ada", "a.b_c-9", "A", String(repeating: "z", count: 128)])
    func goodUserIDs(_ id: String) throws {
        try withTemporaryDirectory(prefix: "user-preferences") { directory in
            let users = UserPreferenceStores(directory: directory)
            _ = try users.store(for: id)
            #expect(users.fileURL(for: id)?.lastPathComponent == "preferences.\(id).json")
        }
    }

    @Test func aCorruptFileIsATypedErrorNamingItAndIsLeftAsItIs() throws {
        try withTemporaryDirectory(prefix: "user-preferences") { directory in
            let file = directory.appendingPathComponent("preferences.ada.json")
            try Data("[1, 2]".utf8).write(to: file)
            let users = UserPreferenceStores(directory: directory)
            #expect {
                _ = try users.store(for: "ada")
            } throws: { error in
                guard case .corrupt(let path, _)? = error as? PreferenceError else { return false }
                return path == file.path
            }
            #expect(try String(contentsOf: file, encoding: .utf8) == "[1, 2]")
        }
    }
}
