import Testing
import TrellisViews

/// Bindings declared once: dispatch, help and hints read the same table, and a keymap
/// rebinds it by command name.
@Suite struct KeyBindingsTests {
    enum Command: String, KeyCommand {
        case toggle, reload, search, jump
    }

    static let bindings: KeyBindings<Command> = [
        KeyBinding(.toggle, "f", summary: "favorite or not", showsInHints: true),
        KeyBinding(.reload, "r", "f5", summary: "reload"),
        KeyBinding(.search, "/", "ctrl+f", summary: "search", showsInHints: true),
        KeyBinding(.jump, keys: [], "jump to a letter", keysLabel: "A–Z"),
    ]

    @Test func aKeyFindsItsCommand() throws {
        #expect(Self.bindings.command(for: KeyEvent(.character("f"))) == .toggle)
        #expect(Self.bindings.command(for: KeyEvent(.function(5))) == .reload)
        #expect(Self.bindings.command(for: KeyEvent(.character("f"), modifiers: .control)) == .search)
        #expect(Self.bindings.command(for: KeyEvent(.character("q"))) == nil)
    }

    @Test func helpAndHintsComeFromTheSameDeclarations() {
        #expect(
            Self.bindings.help == [
                KeyHelp("f", "favorite or not"), KeyHelp("r F5", "reload"), KeyHelp("/ Ctrl-F", "search"),
                KeyHelp("A–Z", "jump to a letter"),
            ])
        // The hint line: each binding it offers by its first key (and its short hint).
        #expect(Self.bindings.hints == [KeyHelp("f", "favorite or not"), KeyHelp("/", "search")])
        // While text is typed, only keys that are not text.
        #expect(Self.bindings.hints(keeping: { !$0.isText }) == [KeyHelp("Ctrl-F", "search")])
        #expect(Self.bindings.hints(of: [.toggle], keeping: { _ in true }) == [KeyHelp("f", "favorite or not")])
        #expect(Self.bindings.help(keeping: { !$0.isText }) == [KeyHelp("F5", "reload"), KeyHelp("Ctrl-F", "search")])
    }

    @Test func shiftWithACharacterThatIsNotALetterIsTheCharacter() {
        // A host may report the Shift that typed "/" or "?"; Shift-f is another key.
        #expect(Self.bindings.command(for: KeyEvent(.character("/"), modifiers: .shift)) == .search)
        #expect(Self.bindings.command(for: KeyEvent(.character("f"), modifiers: .shift)) == nil)
    }

    @Test func aKeymapRebindsByCommandNameAndHelpFollows() throws {
        let keymap = try Keymap(parsing: "[list]\ntoggle = [\"ctrl+t\", \"t\"]\nreload = []")
        let rebound = try Self.bindings.applying(keymap, scope: "list")
        #expect(rebound.command(for: KeyEvent(.character("t"), modifiers: .control)) == .toggle)
        #expect(rebound.command(for: KeyEvent(.character("f"))) == nil)  // replaced, not added to
        #expect(rebound.command(for: KeyEvent(.character("r"))) == nil)  // unbound
        #expect(rebound.help.first == KeyHelp("Ctrl-T t", "favorite or not"))
        #expect(!rebound.help.contains { $0.summary == "reload" })
        #expect(try Self.bindings.applying(keymap, scope: "other") == Self.bindings)  // another scope's keys stay
    }

    @Test func aKeymapThatBindsAKeyTwiceOrNamesNoCommandIsRefused() throws {
        let twice = try Keymap(parsing: "[list]\ntoggle = [\"/\"]")
        #expect(throws: KeymapError.inScope("list", .keyBoundTwice("/", first: "toggle", second: "search"))) {
            try Self.bindings.applying(twice, scope: "list")
        }
        let unknown = try Keymap(parsing: "[list]\ntoggel = [\"t\"]")
        let error = try #require(throws: KeymapError.self) { try Self.bindings.applying(unknown, scope: "list") }
        #expect(error.description == #"in list: there is no command "toggel" (there are jump, reload, search, toggle)"#)
    }

    @Test func aTableThatBindsAKeyTwiceSaysWhich() {
        #expect(throws: KeymapError.keyBoundTwice("f", first: "toggle", second: "reload")) {
            try KeyBindings<Command>(checking: [KeyBinding(.toggle, "f", summary: "a"), KeyBinding(.reload, "f", summary: "b")])
        }
    }
}
