import Trellis
import TrellisLists
import TrellisViews

// A user's keymap (`cats --keymap FILE`) may rebind any declared command of any screen:
// one scope per screen, the shared keys' scope, and the framework views' own.

extension CatsShell {
    /// Every keymap scope of the app and its commands' names: the shared keys (`[cats]`),
    /// each screen's, and the framework views' own (`Keymap.frameworkCommands`).
    public nonisolated static let keymapCommands: [String: Set<String>] = Keymap.frameworkCommands.merging([
        keymapScope: StandardCommand.commandNames.union(CatsCommand.commandNames),
        CatsListView.keymapScope: CatsListView.Command.commandNames.union(CatsListView.SearchCommand.commandNames),
        CatDetailView.keymapScope: CatDetailView.Command.commandNames,
        SettingsView.keymapScope: SettingsView.Command.commandNames,
        SightingFormView.keymapScope: SightingFormView.Command.commandNames,
        SignInView.keymapScope: SignInView.Command.commandNames,
    ]) { _, app in app }

    /// Checks `keymap` before it is used: every scope and command it names is the app's,
    /// and no key is bound twice in a screen's keys.
    ///
    /// - Throws: `KeymapError` naming the scope, the command or the key.
    public nonisolated static func check(_ keymap: Keymap) throws(KeymapError) {
        try keymap.check(commands: keymapCommands)
        try rebind(defaultBindings, scope: keymapScope, in: keymap)
        try rebind(CatsListView.keyBindings, scope: CatsListView.keymapScope, in: keymap)
        try rebind(CatDetailView.keyBindings, scope: CatDetailView.keymapScope, in: keymap)
        try rebind(KeyHelpOverlay.bindings, scope: KeyHelpOverlay.keymapScope, in: keymap)
    }

    /// Applies `keymap`'s keys for `bindings`' commands of `scope` (a scope may be declared
    /// in parts), for the error a key bound twice makes.
    private nonisolated static func rebind<Command>(
        _ bindings: KeyBindings<Command>, scope: String, in keymap: Keymap
    ) throws(KeymapError) {
        let keys = keymap.keys(in: scope).filter { Command(rawValue: $0.key) != nil }
        do throws(KeymapError) { _ = try bindings.applying(keys) } catch { throw .inScope(scope, error) }
    }
}
