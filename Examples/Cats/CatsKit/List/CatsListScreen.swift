import TrellisLists
import TrellisShell
import TrellisViews

/// The Cats app's list screen (issue 16): every breed grouped by origin, or the favorites
/// in the user's order, with search and editing; a ``CatsListView`` bound to a
/// ``CatsListReactor`` while it is shown.
///
/// ```swift
/// let screen = CatsListScreen(context: context, initialSegment: .favorites)
/// navigator.push(screen)                                       // binds, loads the breeds
/// let search = CatsListScreen(context: context, initialSegment: .all, query: "rex")
/// ```
@MainActor
public final class CatsListScreen: ReactorScreen<CatsListView>, KeyHelpProviding {
    public let context: CatsContext

    /// A list showing `initialSegment`, filtered by `query` when one is given (a
    /// `cats://search?q=…` link).
    public init(
        context: CatsContext, initialSegment: CatsListSegment = .all, query: String? = nil,
        scheduler: any MainScheduler = TaskScheduler.shared
    ) {
        self.context = context
        let reactor = CatsListReactor(services: context.services, segment: initialSegment, query: query ?? "")
        super.init(title: "Cats", reactor: reactor) {
            CatsListView(context: context, scheduler: scheduler)
        }
    }

    /// Binds the view (``TrellisShell/ReactorScreen``) and asks the list to load, as AAPL's
    /// collection view controller does on every appearance: the first time the reactor
    /// hears `.load`, shown again (back from a detail) `.reload`, the rows staying.
    public override func viewWillAppear() {
        super.viewWillAppear()
        contentView.segments.loadContent()
    }

    /// Keys go to the list, which passes those it does not use up to the root view.
    public override var preferredFocus: View? { contentView.list }

    public var keyHelp: [KeyHelp] {
        [
            KeyHelp("↑↓←→ j k", "move; ←→ at the edge: All / Favorites"), KeyHelp("PgUp PgDn Space", "page"),
            KeyHelp("Home End", "first, last"), KeyHelp("Tab", "move focus"), KeyHelp("Enter", "open the breed"),
            KeyHelp("f", "favorite or not"), KeyHelp("r", "reload"),
            KeyHelp("A–Z", "jump to the first origin with that letter (Shift-letter; the index on the right, All)"),
            KeyHelp("/", "search by name, origin, coat"), KeyHelp("Backspace", "delete a search character"),
            KeyHelp("Enter", "stop typing, keep the search"), KeyHelp("Esc", "clear the search"),
            KeyHelp("Shift-↑ Shift-↓", "move the favorite (Favorites)"), KeyHelp("Delete x", "remove the favorite (Favorites)"),
            KeyHelp("u", "undo the removal (Favorites)"), KeyHelp("Shift-Tab", "focus back"),
        ]
    }
}
