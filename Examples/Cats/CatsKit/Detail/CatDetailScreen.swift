import Foundation
import TrellisDiff
import TrellisLists
import TrellisReactor
import TrellisShell
import TrellisViews

/// The cat detail screen (`cats://cat/<id>`): a breed's header with its favorite button,
/// and Details / Sightings below it; AAPL's cat detail, its logic split as Drrrible splits
/// its shot screen (``CatDetailReactor``, ``FavoriteButtonReactor``). The title is the
/// breed's name once loaded; the first appearance loads the breed, and Sightings loads when
/// first selected (or on `cats://cat/<id>/sighting/<id>`, ``showSighting(_:)``).
///
/// ```swift
/// let screen = CatDetailScreen(breedID: 3, context: context)
/// navigator.push(screen)          // binds the view to the reactor and starts loading
/// ```
@MainActor
public final class CatDetailScreen: ReactorScreen<CatDetailView> {
    /// The breed shown.
    public let breedID: Int64
    /// The screen's reactor.
    public let detailReactor: CatDetailReactor
    private let bag = BindingBag()
    private var hasStarted = false
    let context: CatsContext
    /// The clock the sighting form's date starts from.
    let clock: @Sendable () -> Date

    /// The detail of breed `breedID`; `clock` gives the sighting form its today.
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

    /// Binds the view, and the first time loads the breed and Details.
    public override func viewWillAppear() {
        super.viewWillAppear()
        guard !hasStarted else { return }
        hasStarted = true
        contentView.start()
    }

    /// Keys go to the list (the table on Sightings), and up the chain to the screen's view.
    public override var preferredFocus: View? { contentView.segmentContent }

    /// `cats://cat/<id>/sighting/<id>`: selects Sightings and, once they have loaded (AAPL's
    /// `whenLoaded:`), focuses sighting `id`, or says on the status line that the breed has
    /// no such sighting. Nothing happens after a failed load, or once the user is back on Details.
    ///
    /// ```swift
    /// let screen = CatDetailScreen(breedID: 3, context: context)
    /// screen.showSighting(17)      // before or after the screen appears
    /// navigator.push(screen)       // Sightings loads; sighting 17 is focused when it lands
    /// ```
    public func showSighting(_ id: Int64) {
        detailReactor.send(.select(.sightings))
        contentView.sightings.whenLoaded { [weak self] in self?.landOnSighting(id) }
    }

    /// Focuses sighting `id` in the loaded Sightings, or says it is not there.
    private func landOnSighting(_ id: Int64) {
        let view = contentView
        guard detailReactor.currentState.segment == .sightings, view.sightings.loadingState != .error else { return }
        guard view.focusSighting(id) else {
            view.context.status.show(StatusMessage("breed \(breedID) has no sighting \(id)", kind: .error))
            return
        }
    }
}
