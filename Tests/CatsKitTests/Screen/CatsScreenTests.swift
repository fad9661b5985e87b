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
        try Data(#"{"version": 1, "breeds": [{"name": "X"}]}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let scheduler = ManualScheduler()
        let screen = CatsScreen(access: BundledCatData(url: file), scheduler: scheduler)
        screen.frame = Rect(x: 0, y: 0, width: 60, height: 20)
        screen.start()
        scheduler.runPending()
        for _ in 0..<200 where screen.segments.loadingState.isLoading { await Task.yield() }
        screen.layoutIfNeeded()
        #expect(screen.list.visiblePlaceholder?.messageLabel.text == "the cat catalog is not valid: missing \"origin\" at breeds[0]")
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

    @Test func wideScreensShowTwoColumns() async {
        let (screen, _) = await loadedScreen(width: 120)
        #expect(screen.all.defaultMetrics.numberOfColumns == 2)
        let frames = screen.list.visibleCells.values.map(\.frame.width)
        #expect(frames.allSatisfy { $0 < 70 })
        screen.frame = Rect(x: 0, y: 0, width: 60, height: 20)
        screen.layoutIfNeeded()
        #expect(screen.all.defaultMetrics.numberOfColumns == 1)
    }

    @Test func openingACatShowsItsDescription() async {
        let (screen, _) = await loadedScreen()
        #expect(screen.focusedRow?.cat.name == "Abyssinian")   // focused as soon as content arrives
        screen.perform(.open)
        #expect(screen.status == "Abyssinian (Ethiopia): Ticked.")
    }
}
