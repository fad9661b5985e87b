/// One entry of the command palette: what it is called, what it shows at the right (a link,
/// a command's keys) and what choosing it does.
public struct CommandPaletteItem: Sendable, Hashable {
    /// What choosing an entry does.
    public enum Target: Sendable, Hashable {
        /// Opens a link (`cats://favorites`): a module's menu item, as Facebook's `FBMenuItem`.
        case link(String)
        /// Performs a declared command (an `ActiveKeyBinding`'s scope and command).
        case command(scope: String, name: String)
    }

    /// The entry's name ("Favorites", "Abyssinian", "favorite or not").
    public var title: String
    /// What it shows at the right: the link, or the command's keys.
    public var detail: String
    /// What choosing it does.
    public var target: Target

    /// An entry named `title` that opens `link`.
    public init(title: String, link: String) {
        self.title = title
        detail = link
        target = .link(link)
    }

    /// An entry for `binding`'s command: its summary, its keys at the right (the palette
    /// finds commands by what they do, and teaches their keys, as Textual's and VS Code's do).
    @MainActor
    public init(_ binding: ActiveKeyBinding) {
        title = binding.summary
        detail = binding.keysText
        target = .command(scope: binding.scope, name: binding.command)
    }

    /// The link it opens, if it is a link's entry.
    public var link: String? {
        if case .link(let link) = target { return link }
        return nil
    }

    /// What the filter matches: the name, then the detail.
    var searchText: String { "\(title)  \(detail)" }
}

@MainActor
extension Array where Element == ActiveKeyBinding {
    /// The binding `target` names, if it names a command of these.
    public func binding(for target: CommandPaletteItem.Target) -> ActiveKeyBinding? {
        guard case .command(let scope, let name) = target else { return nil }
        return first { $0.scope == scope && $0.command == name }
    }
}

/// The command palette (Sublime Text's and VS Code's, over Facebook's module menu and the
/// commands in effect): a text field labelled "Command" above the entries the typed text
/// matches, best first (`FuzzyMatch`), and a line for why an entry did not open.
///
/// Its command entries are generated from the declared bindings in effect
/// (``CommandPaletteItem/init(_:)`` over ``View/keyBindingsInEffect``'s commands), never
/// written by hand. ↑/↓ move among the entries while typing, Enter chooses the focused
/// entry (or, when the text holds `://`, the link typed), Esc or Ctrl-P closes: the
/// palette's own keys, declared (scope ``keymapScope``). What choosing does is the shell's
/// (``onChoose``): it opens the link or performs the command, or shows why not with
/// ``showError(_:)``. TrellisHost's `AppHost.present(_:)` shows it centred.
///
/// ```swift
/// let commands = app.keyBindingsInEffect.commands
/// let palette = CommandPaletteView(items: menu + commands.map(CommandPaletteItem.init), theme: theme)
/// palette.onChoose = { target in
///     app.dismissOverlay()
///     if let command = commands.binding(for: target) { command.perform() } else { open(target) }
/// }
/// app.present(palette)
/// ```
@MainActor
public final class CommandPaletteView: View {
    /// Where the query is typed.
    public let field: TextField
    /// Every entry, in the order shown for an empty query.
    public var items: [CommandPaletteItem] { didSet { refilter() } }
    /// The entries the query matches, best first.
    public private(set) var results: [CommandPaletteItem] = []
    /// The index in ``results`` of the focused entry.
    public private(set) var selection = 0
    /// Why the last choice did not open, shown on the footer until the query changes.
    public private(set) var error: String?
    /// Called with what Enter chose: a link to open, a command to perform.
    public var onChoose: @MainActor (CommandPaletteItem.Target) -> Void = { _ in }
    /// Called by Esc and Ctrl-P; whoever presents the palette sets it to dismiss it.
    public var onClose: @MainActor () -> Void = {}

    let theme: Theme
    let border = (top: Label(), bottom: Label(), left: Label(), right: Label(), rule: Label())
    let prompt: Label
    let footer = Label()
    /// One label per visible entry, made as the box grows.
    var rows: [Label] = []
    /// The first entry shown: the list scrolls so the focused one shows.
    var firstRow = 0

    /// A palette listing `items`, styled by `theme` (its prompt in `keyStyle`), its field
    /// showing `placeholder` while empty.
    public init(
        items: [CommandPaletteItem], theme: Theme, placeholder: String = "a screen, a command, or a link",
        keyStyle: Theme.StyleName = .accent
    ) {
        self.items = items
        self.theme = theme
        field = TextField(placeholder: placeholder)
        prompt = theme.label(keyStyle, text: "›")
        super.init()
        key = "palette"
        style = theme[.body]
        field.key = "palette-field"
        field.accessibilityLabel = "Command"
        for label in [border.top, border.bottom, border.left, border.right, border.rule] { label.style = theme[.separator] }
        for side in [border.left, border.right] { side.lineLimit = 0 }
        for view in [border.top, border.bottom, border.left, border.right, border.rule, prompt, field, footer] { addSubview(view) }
        field.onChange = { [weak self] _ in self?.refilter() }
        declareKeys()
        refilter()
    }

    /// The text typed, without spaces at either end.
    public var query: String {
        String(field.text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// What Enter chooses: the typed link when the text holds `://`, else the focused
    /// entry's target; `nil` when nothing matches.
    public var chosenTarget: CommandPaletteItem.Target? {
        if query.contains("://") { return .link(query) }
        return results.indices.contains(selection) ? results[selection].target : nil
    }

    /// Shows `message` on the footer, in the theme's error style, and says it.
    public func showError(_ message: String) {
        error = message
        announce(message)
        setNeedsLayout()
    }

    /// Moves the focus `offset` entries (positive: down), within the results.
    public func moveSelection(by offset: Int) {
        selection = max(0, min(results.count - 1, selection + offset))
        if results.indices.contains(selection) { announce("\(results[selection].title), \(selection + 1) of \(results.count)") }
        setNeedsLayout()
    }

    /// The border, the field, the visible entries and the footer.
    public override func layoutSubviews() { layOutPalette() }

    /// Filters again for the query: the best match is focused, an old error goes.
    func refilter() {
        results = FuzzyMatch.filter(items, by: query, text: \.searchText)
        selection = 0
        firstRow = 0
        error = nil
        setNeedsLayout()
    }
}
