import Foundation
import TrellisLists
import TrellisReactor
import TrellisShell
import TrellisViews

/// The cat detail screen (`cats://cat/<id>`): a breed's header with its favorite button,
/// and Details / Sightings below it. AAPL's cat detail, with its logic split as Drrrible
/// splits its shot screen: the screen's ``CatDetailReactor`` and the button's
/// ``FavoriteButtonReactor``.
///
/// The title is the breed's name once it has loaded. The first time the screen appears it
/// loads the breed, which the title, the header and Details share; Sightings loads when
/// first selected. `cats://cat/<id>/sighting/<id>` opens it on Sightings, landing on the
/// sighting once they have loaded (``showSighting(_:)``).
///
/// ```swift
/// let screen = CatDetailScreen(breedID: 3, context: context)
/// navigator.push(screen)          // binds the view to the reactor and starts loading
/// screen.title                    // "Korat", once loaded
/// ```
@MainActor
public final class CatDetailScreen: ReactorScreen<CatDetailView>, KeyHelpProviding {
    /// The breed shown.
    public let breedID: Int64
    /// The screen's reactor.
    public let detailReactor: CatDetailReactor
    private let bag = BindingBag()
    private var hasStarted = false
    let context: CatsContext
    /// The clock the sighting form's date starts from.
    let clock: @Sendable () -> Date

    /// The detail of breed `breedID`; `scheduler` runs the data sources' deferred loads,
    /// `clock` gives the sighting form its today.
    public init(
        breedID: Int64, context: CatsContext, scheduler: any MainScheduler = TaskScheduler.shared,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.breedID = breedID
        self.context = context
        self.clock = clock
        let reactor = CatDetailReactor(breedID: breedID, services: context.services)
        detailReactor = reactor
        super.init(title: reactor.currentState.title, reactor: reactor) {
            CatDetailView(context: context, scheduler: scheduler)
        }
        reactor.observe(\.title) { [weak self, weak reactor] title in
            self?.title = title
            // A session value: Settings lists it until log out.
            if let name = reactor?.currentState.breed.value?.name { context.sessionValues.noteViewed(name) }
            // The breed's name arrives after the screen was announced as "Cat 3".
            if self?.hasStarted == true { context.announce("Screen: \(title)") }
        }.store(in: bag)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        contentView.onReportSighting = { [weak self] in self?.reportSighting() }
    }

    /// Pushes the "Report a sighting" form for this breed.
    public func reportSighting() {
        let name = detailReactor.currentState.breed.value?.name ?? detailReactor.currentState.title
        navigator?.push(SightingFormScreen(breedID: breedID, breedName: name, context: context, clock: clock))
    }

    /// Binds the view (``ReactorScreen``), and the first time loads the breed and Details.
    public override func viewWillAppear() {
        super.viewWillAppear()
        guard !hasStarted else { return }
        hasStarted = true
        contentView.start()
    }

    /// Keys go to the list, and up the chain to the screen's view.
    public override var preferredFocus: View? { contentView.list }

    public var keyHelp: [KeyHelp] {
        [
            KeyHelp("f", "favorite or not"),
            KeyHelp("r", "load again (after an error)"),
            KeyHelp("←/→", "Details / Sightings"),
            KeyHelp("n", "report a sighting"),
            KeyHelp("c", "confirm the focused sighting (I saw it too), or take it back"),
            KeyHelp("Tab", "move focus"),
            KeyHelp("Shift-Tab", "focus back"),
            KeyHelp("Enter Space", "press the focused button"),
            KeyHelp("↑↓", "move in the list"),
            KeyHelp("PgUp PgDn Home End", "move by a page, to the ends"),
            KeyHelp("click ☆ Favorite", "the same as f"),
        ]
    }
}
