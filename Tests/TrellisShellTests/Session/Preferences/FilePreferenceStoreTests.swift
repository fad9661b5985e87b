import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisShell

@Suite struct FilePreferenceStoreTests {
    /// A new file in `directory`, holding `contents` if given.
    func file(_ contents: String? = nil, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent("\(UUID().uuidString).json")
        if let contents { try Data(contents.utf8).write(to: url) }
        return url
    }

    @Test func valuesSurviveReopening() throws {
        try withTemporaryDirectory(prefix: "trellis-prefs") { directory in
            let url = try file(in: directory)
            let store = try FilePreferenceStore(fileURL: url)  // a missing file is an empty store
            #expect(store.keys.isEmpty)
            try store.set(.string("dark"), forKey: "theme")
            try store.set(.int(3), forKey: "columns")
            try store.set(.bool(true), forKey: "compact")
            try store.set(.double(2.5), forKey: "scale")
            try store.set(.strings(["a", "b"]), forKey: "recent")
            try store.set(nil, forKey: "compact")
            let reopened = try FilePreferenceStore(fileURL: url)
            #expect(reopened.keys == ["columns", "recent", "scale", "theme"])
            #expect(reopened.string(forKey: "theme") == "dark")
            #expect(reopened.int(forKey: "columns") == 3)
            #expect(reopened.value(forKey: "scale") == .double(2.5))
            #expect(reopened.value(forKey: "recent") == .strings(["a", "b"]))
            try reopened.removeAll()
            #expect(try FilePreferenceStore(fileURL: url).keys.isEmpty)
        }
    }

    @Test func booleansAndNumbersKeepTheirKind() throws {
        try withTemporaryDirectory(prefix: "trellis-prefs") { directory in
            let store = try FilePreferenceStore(fileURL: file(#"{"on": true, "n": 1, "x": 1.5}"#, in: directory))
            #expect(store.value(forKey: "on") == .bool(true))
            #expect(store.value(forKey: "n") == .int(1))
            #expect(store.value(forKey: "x") == .double(1.5))
        }
    }

    @Test(arguments: ["not json", "[1, 2]", "\"text\"", ""])
    func aFileThatIsNotAJSONObjectIsCorrupt(contents: String) throws {
        try withTemporaryDirectory(prefix: "trellis-prefs") { directory in
            let url = try file(contents, in: directory)
            let error = try #require(throws: PreferenceError.self) { try FilePreferenceStore(fileURL: url) }
            guard case let .corrupt(path, _) = error else {
                Issue.record("expected .corrupt, got \(error)")
                return
            }
            #expect(path == url.path)
        }
    }

    @Test func aValuePreferencesCannotHoldIsNamedByKey() throws {
        try withTemporaryDirectory(prefix: "trellis-prefs") { directory in
            let url = try file(#"{"theme": "dark", "window": {"width": 80}}"#, in: directory)
            #expect(throws: PreferenceError.unsupportedValue(key: "window", path: url.path)) { try FilePreferenceStore(fileURL: url) }
            let nulls = try file(#"{"theme": null}"#, in: directory)
            #expect(throws: PreferenceError.unsupportedValue(key: "theme", path: nulls.path)) { try FilePreferenceStore(fileURL: nulls) }
        }
    }

    @Test func aDirectoryIsUnreadableAndAMissingFolderCannotBeWritten() throws {
        try withTemporaryDirectory(prefix: "trellis-prefs") { directory in
            let error = try #require(throws: PreferenceError.self) { try FilePreferenceStore(fileURL: directory) }
            guard case .unreadable = error else {
                Issue.record("expected .unreadable, got \(error)")
                return
            }
            let nowhere = directory.appendingPathComponent("missing/folder/prefs.json")
            let store = try FilePreferenceStore(fileURL: nowhere)
            let writeError = try #require(throws: PreferenceError.self) { try store.set(.int(1), forKey: "n") }
            guard case .writeFailed = writeError else {
                Issue.record("expected .writeFailed, got \(writeError)")
                return
            }
            #expect(store.keys.isEmpty)  // nothing is kept that is not on disk
        }
    }
}
