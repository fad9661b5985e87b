import CatsAPI
import Testing
import TrellisData
import TrellisDiff
import TrellisLists
import TrellisTerminal
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

/// The detail's list parts follow their section reactors' `Loadable` state; Details' two
/// parts load on their own and show together (AAPL's held updates).
@MainActor
@Suite struct CatDetailViewTests {
    let fake = FakeCatsServices()

    /// A detail view of breed `id` bound to its reactor, as the screen binds it before it starts.
    func view(_ catalog: GatedCatalog, _ id: Int64 = 3, scheduler: any MainScheduler = TaskScheduler.shared) -> CatDetailView {
        let services = CatsServices(
            catalog: catalog, favorites: FakeFavorites(fake: fake),
            account: FakeAccount(fake: fake), sync: FakeSync(fake: fake), sightings: FakeSightings(fake: fake))
        let view = CatDetailView(context: CatsContext.recording(services), scheduler: scheduler)
        view.reactor = CatDetailReactor(breedID: id, services: services)
        view.frame = Rect(x: 0, y: 0, width: 60, height: 16)
        return view
    }

    @Test func oneLoadOfTheBreedShowsTheFactsAndTheDescriptionInOneBatch() async {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let view = view(catalog)
        let log = PlaceholderLog(view.details)
        view.start()
        #expect(await eventually { catalog.heldBreedCount == 1 })  // both parts asked: one load
        #expect(view.reactor?.currentState.sightings == .notLoaded)
        #expect(catalog.heldSightingsCount == 0)
        #expect(view.details.loadingState == .loadingContent)
        let reloads = view.list.reloadCount
        var whenLoaded = false
        view.details.whenLoaded { whenLoaded = true }
        catalog.release(3)
        #expect(await eventually { view.details.loadingState == .contentLoaded })
        #expect(view.details.itemCounts == [4, 1])
        #expect(whenLoaded)
        #expect(log.batches == 1)  // held until both parts loaded
        #expect(view.list.reloadCount == reloads)  // a batch, not a reload
        #expect(catalog.breedRequests.withLockedValue { $0 } == 1)
    }

    @Test func aLaterValueFromTheServerUpdatesThroughTheDiff() async {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let view = view(catalog)
        view.start()
        #expect(await eventually { catalog.heldBreedCount == 1 })
        let stream = catalog.release(3, finish: false)  // the cached breed; the server's follows
        #expect(await eventually { view.details.loadingState == .contentLoaded })
        let reloads = view.list.reloadCount
        let cached = detailItems(view)
        var fromServer = fake.breeds.first { $0.id == 3 }!
        fromServer.origin = "Canada"
        stream?.yield(Fetched(value: fromServer, origin: .network))
        stream?.finish()
        #expect(await eventually { detailItems(view).first == .fact(key: "Origin", value: "Canada") })
        #expect(view.list.reloadCount == reloads)
        // The changed row is an update; the rows the server did not change are the same values.
        let fresh = detailItems(view)
        #expect(fresh.map(\.id) == cached.map(\.id))
        #expect(Array(fresh.dropFirst()) == Array(cached.dropFirst()))
        #expect(catalog.breedRequests.withLockedValue { $0 } == 1)  // one load, no reload
    }

    @Test func aFailedBreedIsAnErrorInEachPartOfDetails() async {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let view = view(catalog)
        view.start()
        #expect(await eventually { catalog.heldBreedCount == 1 })
        catalog.fail(3, DataAccessErrorStub())
        #expect(await eventually { view.details.loadingState == .error })
        let message = "offline and nothing stored. Press r to try again."
        #expect(view.facts.placeholder == Placeholder(kind: .error, title: "Unable To Load The Facts", message: message))
        #expect(view.about.placeholder == Placeholder(kind: .error, title: "Unable To Load The Description", message: message))
        #expect(view.details.placeholder == nil)  // Details has none over both parts
        view.layoutIfNeeded()
        #expect(
            view.list.visibleChildPlaceholders.mapValues(\.titleLabel.text) == [
                0: "Unable To Load The Facts", 1: "Unable To Load The Description",
            ])
    }

    @Test func sightingsBoundBeforeTheirDataArriveShowLoadingNeverNoContentThenOneBatch() async {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let view = view(catalog)
        let log = PlaceholderLog(view.sightings)
        view.start()
        view.reactor?.send(.select(.sightings))  // Tab: the segment's first show loads it
        #expect(await eventually { catalog.heldSightingsCount == 1 })
        #expect(view.reactor?.currentState.sightings == .loading)
        #expect(view.sightings.placeholder?.kind == .loading)
        view.layoutIfNeeded()
        #expect(view.showsSightingsTable && view.list.isHidden, "the table shows in the list's place")
        #expect(!view.sightingsTable.placeholderView.isHidden)
        #expect(view.sightingsTable.placeholderView.titleLabel.text == "Loading…")

        let seen = fake.sightings.filter { $0.breedID == 3 }
        catalog.finishSightings(seen)

        #expect(await eventually { view.sightings.loadingState == .contentLoaded })
        #expect(log.kinds == [nil, .loading, nil])  // never "No Sightings"
        #expect(log.batches == 1)  // the rows, as one batch
        #expect(view.sightings.itemCounts == [seen.count])
        view.layoutIfNeeded()
        #expect(view.sightingsTable.placeholderView.isHidden && view.sightingsTable.rowCount == seen.count)
    }

    @Test func aFavoriteToggledElsewhereReachesTheHeaderAndTheButtonWithNoEcho() async {
        let catalog = GatedCatalog(breeds: fake.breeds)
        let view = view(catalog)
        let favorites = FakeFavorites(fake: fake)  // the list's way to the same service
        #expect(view.header.favoriteButton.title == "☆ Favorite")

        try? await favorites.setFavorite(3, true)
        #expect(await eventually { view.header.favoriteButton.title == "★ Favorited" })
        #expect(view.reactor?.favoriteButton.currentState.isFavorite == true)
        try? await favorites.setFavorite(3, false)
        #expect(await eventually { view.header.favoriteButton.title == "☆ Favorite" })

        #expect(view.header.repainted == ["isFavorite", "isFavorite"])  // one repaint per change
        #expect(fake.requests.withLockedValue { $0 } == ["PUT /favorites/3", "DELETE /favorites/3"])  // nothing sent back
        #expect(view.reactor?.favoriteButton.currentState.isFavorite == false)
    }

    @Test func keysMapToCommandsAndLeaveTheShellsKeysAlone() {
        #expect(CatDetailView.keyBindings.command(for: KeyEvent(.character("f"))) == .toggleFavorite)
        for key in [
            KeyEvent(.character("q")), KeyEvent(.character("?")), KeyEvent(.escape), KeyEvent(.backspace),
            KeyEvent(.character("o")), KeyEvent.interrupt,
        ] {
            #expect(CatDetailView.keyBindings.command(for: key) == nil, "\(key) is the shell's")
        }
    }
}

/// The rows of Details' first section (the facts), as items.
@MainActor
func detailItems(_ view: CatDetailView) -> [CatDetailItem] {
    view.facts.sections.first?.elements ?? []
}

/// The placeholder kinds a data source showed (without repeats) and its batches.
@MainActor
final class PlaceholderLog: DataSourceObserver {
    private(set) var kinds: [Placeholder.Kind?] = []
    private(set) var batches = 0

    init(_ dataSource: DataSource) {
        dataSource.addObserver(self)
        note(dataSource)
    }

    func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate) {
        batches += 1
        note(dataSource)
    }
    func dataSourceDidReloadData(_ dataSource: DataSource) { note(dataSource) }
    func dataSource(_ dataSource: DataSource, didChangeLoadingState state: LoadingState) { note(dataSource) }
    func dataSourceDidChangeMetrics(_ dataSource: DataSource) { note(dataSource) }

    private func note(_ dataSource: DataSource) {
        let kind = dataSource.placeholder?.kind
        if kinds.last != .some(kind) { kinds.append(kind) }
    }
}

struct DataAccessErrorStub: Error, CustomStringConvertible {
    var description: String { "offline and nothing stored" }
}
