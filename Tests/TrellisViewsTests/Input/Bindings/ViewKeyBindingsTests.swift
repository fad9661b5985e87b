import Testing
import TrellisViews

/// Bindings a view declares (`bindKeys`): the responder chain performs them, nearest view
/// first, only when they apply; help, hints and the palette's commands are made from them;
/// a root's keymap rebinds them.
@MainActor
@Suite struct ViewKeyBindingsTests {
    enum ScreenCommand: String, KeyCommand { case favorite, remove, jump }
    enum ShellCommand: String, KeyCommand { case quit, help, back }

    /// A root with the shell's keys, a screen with its own, and a text field inside it.
    @MainActor final class Tree {
        let root = View()
        let screen = View()
        let field = TextField()
        var performed: [String] = []
        var inFavorites = false

        init() {
            root.addSubview(screen)
            screen.addSubview(field)
            root.bindKeys(
                [
                    KeyBinding(ShellCommand.quit, "q", "ctrl+c", summary: "quit", showsInHints: true),
                    KeyBinding(.help, "?", "f1", summary: "this help", showsInHints: true, hint: "help"),
                    KeyBinding(.back, "escape", summary: "back"),
                ], scope: "app"
            ) { [unowned self] command, _ in
                performed.append("app.\(command.rawValue)")
                return true
            }
            screen.bindKeys(
                [
                    KeyBinding(ScreenCommand.favorite, "f", summary: "favorite or not", showsInHints: true),
                    KeyBinding(.remove, "x", "escape", summary: "remove the favorite (Favorites)"),
                    KeyBinding(.jump, "A", "B", "C", summary: "jump to a letter", keysLabel: "A–C"),
                ], scope: "app.screen", when: { [unowned self] command in command != .remove || inFavorites },
                perform: { [unowned self] command, event in
                    performed.append("screen.\(command.rawValue)(\(event.spec))")
                    return true
                })
        }

        func press(_ spec: String, on view: View? = nil) throws {
            (view ?? screen).send(.key, try KeyEvent(spec: spec))
        }
    }

    @Test func aDeclaredKeyIsPerformedOnItsWayUpTheChain() throws {
        let tree = Tree()
        try tree.press("f")
        try tree.press("B")
        try tree.press("q")
        try tree.press("ctrl+c", on: tree.root)
        #expect(tree.performed == ["screen.favorite(f)", "screen.jump(B)", "app.quit", "app.quit"])
    }

    @Test func aBindingThatDoesNotApplyLetsTheKeyGoOn() throws {
        let tree = Tree()
        try tree.press("x")
        try tree.press("escape")  // the screen's remove does not apply: the root's back does
        #expect(tree.performed == ["app.back"])
        tree.inFavorites = true
        try tree.press("escape")  // now the screen's binding of Esc shadows the root's
        #expect(tree.performed == ["app.back", "screen.remove(escape)"])
    }

    @Test func theNearestViewsBindingShadowsTheRootsInHelp() {
        let tree = Tree()
        tree.inFavorites = true
        let help = tree.screen.keyBindingsInEffect.help
        #expect(
            help == [
                KeyHelp("f", "favorite or not"), KeyHelp("x Esc", "remove the favorite (Favorites)"),
                KeyHelp("A–C", "jump to a letter"), KeyHelp("q Ctrl-C", "quit"), KeyHelp("? F1", "this help"),
            ], "Esc reaches the screen's remove, so the root's back is not listed")
        tree.inFavorites = false
        #expect(tree.screen.keyBindingsInEffect.help.last == KeyHelp("Esc", "back"))
    }

    @Test func hintsAndCommandsAreTheBindingsThatApplyNow() {
        let tree = Tree()
        let bindings = tree.screen.keyBindingsInEffect
        #expect(bindings.hints == [KeyHelp("f", "favorite or not"), KeyHelp("q", "quit"), KeyHelp("?", "help")])
        #expect(bindings.commands.map(\.command) == ["favorite", "quit", "help", "back"])
    }

    @Test func aPaletteCommandPerformsAsItsFirstKeyWould() throws {
        let tree = Tree()
        let favorite = try #require(tree.screen.keyBindingsInEffect.commands.first { $0.command == "favorite" })
        #expect(favorite.perform())
        let remove = try #require(tree.screen.keyBindingsInEffect.first { $0.command == "remove" })
        #expect(!remove.perform(), "a command that does not apply now is not performed")
        #expect(tree.performed == ["screen.favorite(f)"])
    }

    @Test func whileAFieldTypesTextKeysAreLeftOutAndNeverReachTheBindings() throws {
        let tree = Tree()
        try tree.press("q", on: tree.field)
        try tree.press("f", on: tree.field)
        #expect(tree.performed == [], "the focused field took the letters")
        #expect(tree.field.text == "qf")
        #expect(
            tree.field.keyBindingsInEffect.help.suffix(3) == [
                KeyHelp("Ctrl-C", "quit"), KeyHelp("F1", "this help"), KeyHelp("Esc", "back"),
            ])
        #expect(tree.field.keyBindingsInEffect.help.first == KeyHelp("← → Home End", "move (Ctrl-A/E, Alt-←/→ by word)"))
        try tree.press("f1", on: tree.field)
        #expect(tree.performed == ["app.help"])
    }

    @Test func aKeymapOnTheRootRebindsAScreensCommand() throws {
        let tree = Tree()
        tree.root.keymap = try Keymap(parsing: "[app.screen]\nfavorite = [\"ctrl+f\", \"*\"]\n")
        try tree.press("f")
        try tree.press("ctrl+f")
        try tree.press("*")
        #expect(tree.performed == ["screen.favorite(ctrl+f)", "screen.favorite(*)"], "f no longer favorites")
        #expect(tree.screen.keyBindingsInEffect.help.first == KeyHelp("Ctrl-F *", "favorite or not"))
        #expect(tree.screen.keyBindingsInEffect.hints.first == KeyHelp("Ctrl-F", "favorite or not"))
    }

    @Test func removingAScopesBindingsStopsTheirKeys() throws {
        let tree = Tree()
        tree.screen.removeKeyBindings(scope: "app.screen")
        try tree.press("f")
        #expect(tree.performed == [])
        #expect(tree.screen.declaredKeyBindings.isEmpty)
        #expect(tree.root.declaredKeyBindings.map(\.command) == ["quit", "help", "back"])
    }

    @Test func aViewsEarlierDeclarationShadowsItsLaterOnesKeyWhileItApplies() throws {
        enum Search: String, KeyCommand { case stop }
        let tree = Tree()
        @MainActor final class Typing { var isOn = true }
        let typing = Typing()
        let view = View()
        tree.screen.addSubview(view)
        view.bindKeys(
            [KeyBinding(Search.stop, "enter", summary: "stop typing")], scope: "s", when: { _ in typing.isOn }, perform: { _, _ in true })
        view.bindKeys([KeyBinding(ScreenCommand.favorite, "enter", "h", "j", summary: "open", keysLabel: "↵ h j")], scope: "s") {
            _, _ in true
        }
        #expect(view.keyBindingsInEffect.help.prefix(2) == [KeyHelp("Enter", "stop typing"), KeyHelp("h j", "open")])
        typing.isOn = false
        #expect(view.keyBindingsInEffect.help.prefix(1) == [KeyHelp("↵ h j", "open")])
    }

    /// A view that takes typing while `isTyping`, as a text field does while it edits.
    final class SometimesTyping: View {
        var isTyping = false
        override var textInsertionPoint: Point? { isTyping ? Point(x: 0, y: 0) : nil }
    }

    /// The answer is kept between frames only while nothing it came from changed: here the
    /// bindings' versions stay the same while what is above them changes.
    @Test func theKeysInEffectFollowTheChainAndTypingWhenNoBindingChanged() {
        let first = View()
        let second = View()
        let view = SometimesTyping()
        first.bindKeys([KeyBinding(ScreenCommand.favorite, "f", summary: "favorite")], scope: "first") { _, _ in true }
        second.bindKeys([KeyBinding(ScreenCommand.remove, "x", summary: "remove")], scope: "second") { _, _ in true }
        #expect(second.keyBindingsInEffect.help == [KeyHelp("x", "remove")])  // its bindings made once, as first's below

        first.addSubview(view)
        #expect(view.keyBindingsInEffect.help == [KeyHelp("f", "favorite")])
        view.isTyping = true  // "f" is text now: a field would take it
        #expect(view.keyBindingsInEffect.help == [])
        view.isTyping = false
        #expect(view.keyBindingsInEffect.help == [KeyHelp("f", "favorite")])
        view.removeFromSuperview()
        second.addSubview(view)  // one declaration above it still, made once: another chain
        #expect(view.keyBindingsInEffect.help == [KeyHelp("x", "remove")])
    }
}
