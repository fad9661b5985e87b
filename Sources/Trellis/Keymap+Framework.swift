import TrellisLists
import TrellisViews

extension Keymap {
    /// The keymap scopes of Trellis's own views and the commands each declares: a list's
    /// (`[list]`), a text field's (`[field]`), a button's (`[button]`), the help overlay's
    /// (`[help]`) and the command palette's (`[palette]`). An app's table of what its
    /// keymap may name starts from it, so a user can rebind the framework's keys in any
    /// app, and a view the framework adds is rebindable everywhere at once.
    ///
    /// ```swift
    /// static let keymapCommands = Keymap.frameworkCommands.merging([
    ///     "myapp": StandardCommand.commandNames,
    ///     MyScreen.keymapScope: MyScreen.Command.commandNames,
    /// ]) { _, app in app }
    /// try keymap.check(commands: keymapCommands)
    /// ```
    public static let frameworkCommands: [String: Set<String>] = [
        CollectionView.keymapScope: ListKeyCommand.commandNames,
        TextField.keymapScope: TextFieldCommand.commandNames,
        Button.keymapScope: Button.Command.commandNames,
        KeyHelpOverlay.keymapScope: KeyHelpOverlay.Command.commandNames,
        CommandPaletteView.keymapScope: CommandPaletteView.Command.commandNames,
    ]
}
