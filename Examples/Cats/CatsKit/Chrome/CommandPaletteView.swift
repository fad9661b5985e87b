import Foundation
import TrellisViews

/// One entry of the command palette: what it is called and the link it opens.
public struct CommandPaletteItem: Sendable, Hashable {
    /// The entry's name ("Favorites", "Abyssinian").
    public var title: String
    /// The `cats://` link it opens.
    public var link: String

    /// An entry named `title` that opens `link`.
    public init(title: String, link: String) {
        self.title = title
        self.link = link
    }

    /// What the filter matches: the name, then the link.
    var searchText: String { "\(title)  \(link)" }
}

/// The Ctrl-P overlay (Sublime Text's and VS Code's command palette over Facebook's module
/// menu): a text field labelled "Command" above the entries the typed text matches, best
/// first (``FuzzyMatch``), and a line for why a link did not open.
///
/// ↑/↓ move among the entries while typing, Enter chooses the focused entry (or, when the
/// text holds `://`, the link typed), Esc or Ctrl-P closes. What choosing does is the
/// shell's (``onChoose``): it opens the link, or shows why not with ``showError(_:)``.
///
/// ```swift
/// let palette = CommandPaletteView(items: items, theme: context.theme)
/// palette.onChoose = { link in shell.openFromPalette(link) }
/// palette.present(in: app)
/// ```
@MainActor
public final class CommandPaletteView: View {
    /// Where the query is typed.
    public let field = TextField(placeholder: "a screen, a breed, or a cats:// link")
    /// Every entry, in the order shown for an empty query.
    public var items: [CommandPaletteItem] { didSet { refilter() } }
    /// The entries the query matches, best first.
    public private(set) var results: [CommandPaletteItem] = []
    /// The index in ``results`` of the focused entry.
    public private(set) var selection = 0
    /// Why the last choice did not open, shown on the footer until the query changes.
    public private(set) var error: String?
    /// Called with the link to open when Enter chooses one.
    public var onChoose: @MainActor (String) -> Void = { _ in }
    /// Called by Esc and Ctrl-P; ``present(in:)`` sets it to dismiss the overlay.
    public var onClose: @MainActor () -> Void = {}

    let theme: Theme
    let border = (top: Label(), bottom: Label(), left: Label(), right: Label(), rule: Label())
    let prompt: Label
    let footer = Label()
    /// One label per visible entry, made as the box grows.
    var rows: [Label] = []
    /// The first entry shown: the list scrolls so the focused one shows.
    var firstRow = 0

    /// A palette listing `items`, styled by `theme`.
    public init(items: [CommandPaletteItem], theme: Theme) {
        self.items = items
        self.theme = theme
        prompt = theme.label(.helpKey, text: "›")
        super.init()
        key = "palette"
        style = theme[.body]
        field.key = "palette-field"
        field.accessibilityLabel = "Command"
        for label in [border.top, border.bottom, border.left, border.right, border.rule] { label.style = theme[.separator] }
        for side in [border.left, border.right] { side.lineLimit = 0 }
        for view in [border.top, border.bottom, border.left, border.right, border.rule, prompt, field, footer] { addSubview(view) }
        field.onChange = { [weak self] _ in self?.refilter() }
        handleInput()
        refilter()
    }

    /// The text typed, trimmed.
    public var query: String { field.text.trimmingCharacters(in: .whitespaces) }

    /// The link Enter opens: the typed one when the text holds `://`, else the focused
    /// entry's; `nil` when nothing matches.
    public var chosenLink: String? {
        if query.contains("://") { return query }
        return results.indices.contains(selection) ? results[selection].link : nil
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
