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
public final class CatsListScreen: ReactorScreen<CatsListView> {
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

    /// Binds the view and asks the list to load, as AAPL's collection view controller does on
    /// every appearance: `.load` loads the first time, then refreshes in the background only
    /// when the stored list is stale (Facebook's `isDataStale`).
    public override func viewWillAppear() {
        super.viewWillAppear()
        contentView.segments.loadContent()
    }

    /// Keys go to the list, which passes those it does not use up to the root view.
    public override var preferredFocus: View? { contentView.list }

    /// The breed focused when the screen last disappeared, and the view it was in.
    private var lastFocus: (breed: Int64?, view: ObjectIdentifier)?

    public override func viewWillDisappear() {
        super.viewWillDisappear()
        lastFocus = (contentView.focusedRow?.id, ObjectIdentifier(contentView))
    }

    /// Shown with a view made again (a theme chosen in Settings): the focus goes back to
    /// the breed it was on, which the reactor's state does not hold.
    public override func viewDidAppear() {
        super.viewDidAppear()
        guard let lastFocus, lastFocus.view != ObjectIdentifier(contentView), let breed = lastFocus.breed else { return }
        contentView.focusBreedWhenShown(breed)
    }
}
