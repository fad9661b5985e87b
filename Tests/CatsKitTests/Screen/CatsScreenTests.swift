import Foundation
import Testing
import TrellisDiff
import TrellisLists
import TrellisViews
@testable import CatsKit

/// Serves a fixed list of cats, or an error.
struct StubCats: CatDataAccess {
    var cats: [Cat] = [
        Cat(name: "Abyssinian", origin: "Ethiopia", coat: "Short", description: "Ticked."),
        Cat(name: "Korat", origin: "Thailand", coat: "Short", description: "Silver-blue."),
        Cat(name: "Siamese", origin: "Thailand", coat: "Short", description: "Vocal."),
        Cat(name: "Maine Coon", origin: "United States", coat: "Long", description: "Big."),
    ]
    var error: CatDataError?

    func fetchCats() async throws(CatDataError) -> [Cat] {
        if let error { throw error }
        return cats
    }
}

/// Counts metrics changes of a data source.
@MainActor
final class MetricsCounter: DataSourceObserver {
    var changes = 0
    func dataSourceDidChangeMetrics(_ dataSource: DataSource) { changes += 1 }
}

/// Serves each fetch from the next outcome, after its delay; counts the fetches.
final class SequencedCats: CatDataAccess, @unchecked Sendable {   // unchecked: the lock guards every field
    enum Outcome { case success, failure(after: Duration) }
    private let lock = NSLock()
    private var outcomes: [Outcome]
    private var _calls = 0
    var calls: Int { lock.withLock { _calls } }

    init(outcomes: [Outcome]) { self.outcomes = outcomes }

    func fetchCats() async throws(CatDataError) -> [Cat] {
        let outcome: Outcome = lock.withLock {
            _calls += 1
            return outcomes.isEmpty ? .success : outcomes.removeFirst()
        }
        switch outcome {
        case .success:
            return StubCats().cats
        case .failure(let delay):
            try? await Task.sleep(for: delay)
            throw .simulatedFailure
        }
    }
}

@MainActor
@Suite struct CatsScreenTests {
    func loadedScreen(_ access: StubCats = StubCats(), width: Double = 60, height: Double = 20) async -> (CatsScreen, ManualScheduler) {
        let scheduler = ManualScheduler()
        let screen = CatsScreen(access: access, scheduler: scheduler)
        screen.frame = Rect(x: 0, y: 0, width: width, height: height)
        screen.start()
        scheduler.runPending()
        await settle(screen)
        return (screen, scheduler)
    }

    /// Lets the load's task finish, then lays out.
    func settle(_ screen: CatsScreen) async {
        for _ in 0..<50 where screen.segments.loadingState.isLoading { await Task.yield() }
        screen.layoutIfNeeded()
    }

    func visibleNames(_ screen: CatsScreen) -> [String] {
        screen.list.visibleCells.sorted { ($0.key.section, $0.key.item) < ($1.key.section, $1.key.item) }
            .map { $0.value.textLabel.text.trimmingCharacters(in: .whitespaces) }
    }

    @Test func loadsAndGroupsByOrigin() async {
        let (screen, _) = await loadedScreen()
        #expect(screen.segments.loadingState == .contentLoaded)
        #expect(screen.all.sections.map(\.model.name) == ["Ethiopia", "Thailand", "United States"])
        #expect(visibleNames(screen) == ["Abyssinian", "Korat", "Siamese", "Maine Coon"])
        let headers = screen.list.visibleSupplementaryViews.values.compactMap { ($0 as? Label)?.text }
        #expect(headers.contains("Thailand (2)"))
        #expect(headers.contains(" 4 breeds · 0 favorites"))
    }

    @Test func favoritesFlowThroughTheDiffAndTheNoFavoritesPlaceholder() async {
        let (screen, scheduler) = await loadedScreen()
        screen.perform(.nextSegment)
        scheduler.runPending()
        await settle(screen)
        #expect(screen.favorites.placeholder?.title == "No Favorites")
        #expect(screen.list.visiblePlaceholder != nil)
        screen.perform(.previousSegment)
        screen.layoutIfNeeded()
        #expect(screen.focusedRow?.cat.name == "Abyssinian")   // the first cat keeps focus
        screen.perform(.moveDown)
        #expect(screen.focusedRow?.cat.name == "Korat")
        screen.perform(.toggleFavorite)
        #expect(screen.status == "★ Korat is a favorite")
        screen.layoutIfNeeded()
        #expect(visibleNames(screen).contains("★ Korat"))
        screen.perform(.nextSegment)
        screen.layoutIfNeeded()
        #expect(screen.favorites.placeholder == nil)
        #expect(visibleNames(screen) == ["★ Korat"])
        screen.perform(.home)
        screen.perform(.toggleFavorite)
        screen.layoutIfNeeded()
        #expect(screen.favorites.placeholder?.title == "No Favorites")
    }

    @Test func aFailureShowsTheErrorPlaceholderWithTheReason() async {
        let (screen, _) = await loadedScreen(StubCats(error: .simulatedFailure))
        #expect(screen.segments.loadingState == .error)
        #expect(screen.list.visiblePlaceholder?.titleLabel.text == "Unable To Load Cats")
        #expect(screen.list.visiblePlaceholder?.messageLabel.text == "the network is unreachable (simulated with --fail)")
    }

    @Test func badJSONShowsTheErrorPlaceholderWithAClearMessage() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-cats-\(UUID()).json")
        try Data(#"{"version": 2, "breeds": [{"id": 1, "name": "X"}]}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let scheduler = ManualScheduler()
        let screen = CatsScreen(access: BundledCatData(url: file), scheduler: scheduler)
        screen.frame = Rect(x: 0, y: 0, width: 60, height: 20)
        screen.start()
        scheduler.runPending()
        for _ in 0..<200 where screen.segments.loadingState.isLoading { await Task.yield() }
        screen.layoutIfNeeded()
        #expect(screen.list.visiblePlaceholder?.messageLabel.text == "the cat catalog is not valid: missing \"origin\" in breed 1")
    }

    @Test func reloadRefreshesKeepingTheContent() async {
        let (screen, scheduler) = await loadedScreen()
        screen.perform(.reload)
        scheduler.runPending()
        #expect(screen.segments.loadingState == .refreshingContent)
        #expect(screen.list.visiblePlaceholder == nil)
        await settle(screen)
        #expect(screen.segments.loadingState == .contentLoaded)
    }

    @Test func wideScreensShowTwoColumnsWithoutTouchingMetricsDuringLayout() async {
        let (screen, _) = await loadedScreen(width: 120)
        let observer = MetricsCounter()
        screen.all.addObserver(observer)
        #expect(screen.list.layout.columns(inSection: 0) == 2)
        #expect(screen.list.visibleCells.values.map(\.frame.width).allSatisfy { $0 == 60 })
        screen.frame = Rect(x: 0, y: 0, width: 99, height: 20)
        screen.layoutIfNeeded()
        #expect(screen.list.layout.columns(inSection: 0) == 1)
        #expect(screen.list.visibleCells.values.map(\.frame.width).allSatisfy { $0 == 99 })
        screen.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        screen.layoutIfNeeded()
        #expect(screen.list.layout.columns(inSection: 0) == 2)
        #expect(observer.changes == 0)
    }

    @Test func aStaleLoadThatFailsChangesNothing() async {
        // The first fetch fails slowly; a reload started meanwhile succeeds first.
        let scheduler = ManualScheduler()
        let access = SequencedCats(outcomes: [.failure(after: .milliseconds(50)), .success])
        let screen = CatsScreen(access: access, scheduler: scheduler)
        screen.frame = Rect(x: 0, y: 0, width: 60, height: 20)
        screen.start()
        scheduler.runPending()
        screen.perform(.reload)
        scheduler.runPending()
        for _ in 0..<200 where screen.all.loadingState != .contentLoaded { await Task.yield() }
        #expect(screen.all.loadingState == .contentLoaded)
        try? await Task.sleep(for: .milliseconds(120))   // the stale failure lands now
        await settle(screen)
        #expect(access.calls == 2)   // the start's load and the reload; never a double start
        #expect(screen.all.loadingState == .contentLoaded)
        #expect(screen.all.errorMessage == nil)
        #expect(screen.list.visiblePlaceholder == nil)
    }

    @Test func favoriteListenersCanBeRemoved() async {
        let store = CatStore(access: StubCats())
        var heard: [String] = []
        var first: FavoritesSubscription? = store.observeFavorites { heard.append("first") }
        let second = store.observeFavorites { heard.append("second") }
        store.toggleFavorite("Korat")
        #expect(heard == ["first", "second"])
        second.cancel()
        second.cancel()   // a second cancel does nothing
        store.toggleFavorite("Korat")
        #expect(heard == ["first", "second", "first"])
        first = nil
        store.toggleFavorite("Korat")
        #expect(heard == ["first", "second", "first"])
        #expect(store.favoritesListenerCount == 0)
        _ = first
    }

    @Test func aListThatGoesAwayStopsListening() async {
        let store = CatStore(access: StubCats())
        var list: CatListDataSource? = CatListDataSource(store: store, showingFavorites: true, scheduler: ManualScheduler())
        #expect(store.favoritesListenerCount == 1)
        list = nil
        #expect(store.favoritesListenerCount == 0)
        store.toggleFavorite("Korat")   // nothing left to call
        _ = list
    }

    @Test func openingACatShowsItsDescription() async {
        let (screen, _) = await loadedScreen()
        #expect(screen.focusedRow?.cat.name == "Abyssinian")   // focused as soon as content arrives
        screen.perform(.open)
        #expect(screen.status == "Abyssinian (Ethiopia): Ticked.")
    }
}
