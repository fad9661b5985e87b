import Testing
import TrellisViews

/// A user's keymap file: every way it can be wrong is a sentence naming where.
@Suite struct KeymapTests {
    @Test func aKeymapReadsScopesOfCommandsOfKeys() throws {
        let keymap = try Keymap(
            parsing: """
                # the keys every screen shares
                [cats]
                quit = ["ctrl+q", "q"]   # a comment after keys
                "go-to" = ["#", "\\\\", "\\""]

                [cats.list]
                """)
        #expect(
            keymap.keys(in: "cats") == [
                "quit": [KeyEvent(.character("q"), modifiers: .control), KeyEvent(.character("q"))],
                "go-to": [KeyEvent(.character("#")), KeyEvent(.character("\\")), KeyEvent(.character("\""))],
            ])
        #expect(keymap.keys(in: "cats.list").isEmpty && keymap.keys(in: "nowhere").isEmpty)
        try keymap.check(scopes: ["cats", "cats.list", "cats.detail"])
        #expect(throws: KeymapError.unknownScope("cats.list", known: ["cats"])) { try keymap.check(scopes: ["cats"]) }
        #expect(try Keymap(parsing: "") == Keymap())
    }

    @Test(
        "a file that is not a keymap says which line and why",
        arguments: [
            ("quit = [\"q\"]", "line 1: quit comes before any [scope]"),
            ("[cats]\nquit", "line 2: expected [scope] or command = [\"key\", …]"),
            ("[cats\n", "line 1: a scope is written [name]"),
            ("[ca ts]", "line 1: \"ca ts\" is not a scope name"),
            ("[cats]\n[cats]", "line 2: [cats] appears twice"),
            ("[cats]\nquit = [\"q\"]\nquit = []", "line 3: quit is given twice in [cats]"),
            ("[cats]\nquit = \"q\"", "line 2: expected a list of keys in brackets"),
            ("[cats]\nquit = [q]", "line 2: expected a key in double quotes"),
            ("[cats]\nquit = [\"q]", "line 2: a key's quotes are not closed"),
            ("[cats]\nquit = [\"q\" \"x\"]", "line 2: keys are separated by commas"),
            ("[cats]\nquit = [\"\\n\"]", "line 2: only"),
            ("[cats]\nquit = [\"ctrl+\"]", "cats.quit: \"ctrl+\" names no key"),
            ("[cats]\nquit = [\"hyper+q\"]", "cats.quit: \"hyper\" in \"hyper+q\" is not a modifier (ctrl, alt, shift)"),
        ])
    func refused(_ text: String, _ message: String) {
        let error = #expect(throws: KeymapError.self) { try Keymap(parsing: text) }
        #expect(error?.description.hasPrefix(message) == true, "\(error.map(String.init(describing:)) ?? "no error")")
    }
}
