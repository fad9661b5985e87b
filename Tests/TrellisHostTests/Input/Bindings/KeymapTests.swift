import Foundation
import Testing
import TrellisHost

/// A user's keymap file: every way it can be wrong is a sentence naming where.
@Suite struct KeymapTests {
    @Test func aKeymapReadsScopesOfCommandsOfKeys() throws {
        let keymap = try Keymap(json: Data(#"{"cats": {"quit": ["ctrl+q", "q"]}, "cats.list": {}}"#.utf8))
        #expect(keymap.keys(in: "cats") == ["quit": [KeyEvent(.character("q"), modifiers: .control), KeyEvent(.character("q"))]])
        #expect(keymap.keys(in: "cats.list").isEmpty && keymap.keys(in: "nowhere").isEmpty)
        try keymap.check(scopes: ["cats", "cats.list", "cats.detail"])
        #expect(throws: KeymapError.unknownScope("cats.list", known: ["cats"])) { try keymap.check(scopes: ["cats"]) }
    }

    @Test(
        "a file that is not a keymap says where it goes wrong",
        arguments: [
            ("", "not a keymap: not JSON"),
            ("[]", "not a keymap: the file: expected an object"),
            (#"{"cats": []}"#, "not a keymap: cats: expected an object"),
            (#"{"cats": {"quit": "q"}}"#, "not a keymap: cats.quit: expected a list of keys"),
            (#"{"cats": {"quit": [1]}}"#, "not a keymap: cats.quit.[0]: expected a key as text"),
            (#"{"cats": {"quit": ["ctrl+"]}}"#, #"cats.quit: "ctrl+" names no key"#),
            (#"{"cats": {"quit": ["hyper+q"]}}"#, #"cats.quit: "hyper" in "hyper+q" is not a modifier (ctrl, alt, shift)"#),
        ])
    func refused(_ json: String, _ message: String) {
        let error = #expect(throws: KeymapError.self) { try Keymap(json: Data(json.utf8)) }
        #expect(error?.description.hasPrefix(message) == true, "\(error.map(String.init(describing:)) ?? "no error")")
    }

    @Test func aFileNamesItsPathInEveryError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keymap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.json")
        let unreadable = #expect(throws: KeymapError.self) { try Keymap(contentsOf: missing) }
        #expect(unreadable?.description.hasPrefix("the keymap \(missing.path) cannot be read") == true)
        let bad = directory.appendingPathComponent("keys.json")
        try Data(#"{"cats": {"quit": ["f13"]}}"#.utf8).write(to: bad)
        let error = #expect(throws: KeymapError.self) { try Keymap(contentsOf: bad) }
        #expect(error?.description == #"\#(bad.path): cats.quit: "f13" is not a function key: F1 to F12"#)
        try Data(#"{"cats": {"quit": ["ctrl+q"]}}"#.utf8).write(to: bad)
        #expect(try Keymap(contentsOf: bad).keys(in: "cats")["quit"] == [KeyEvent(.character("q"), modifiers: .control)])
    }
}
