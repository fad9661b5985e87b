import CatsAPI
import Testing
import TrellisData
import TrellisLists
import TrellisReactor
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit
@testable import TrellisTerminal

/// The list view bound to its reactor: the data sources and the segmented control follow
/// the reactor's state, one way.
@MainActor
@Suite struct CatsListViewTests {
    /// The placeholder a data source shows after each thing it tells its observers, and its
    /// batches.
    @MainActor final class PlaceholderLog: DataSourceObserver {
        var kinds: [Placeholder.Kind?] = []
        var batches: [DataSourceUpdate] = []
        func record(_ dataSource: DataSource) {
            let kind = dataSource.placeholder?.kind
            if kinds.last != kind { kinds.append(kind) }
        }
        func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate) {
            batches.append(update)
            record(dataSource)
        }
        func dataSourceDidReloadData(_ dataSource: DataSource) { record(dataSource) }
        func dataSource(_ dataSource: DataSource, didChangeLoadingState state: LoadingState) { record(dataSource) }
    }

    @MainActor struct Bound {
        let view: CatsListView
        let reactor: CatsListReactor
        let fake: FakeCatsServices
        let pilot: Pilot
        let scheduler: ManualScheduler

        func eventually(_ condition: @MainActor () -> Bool) async -> Bool {
            await TrellisTestSupport.eventually {
                scheduler.runPending()
                pilot.frame()
                return condition()
            }
        }

        var names: [String] { view.list.visibleCells.sorted { $0.key < $1.key }.map { $0.value.textLabel.text } }
        var control: SegmentedControl? { Self.first(SegmentedControl.self, in: view) }

        static func first<V: View>(_ type: V.Type, in view: View) -> V? {
            if let found = view as? V { return found }
            return view.subviews.lazy.compactMap { first(type, in: $0) }.first
        }
    }

    func bind(holdingBreeds: Bool = false, observe log: PlaceholderLog? = nil) -> Bound {
        let fake = FakeCatsServices(breeds: ListFixtures.breeds)
        fake.knobs.withLockedValue { $0.holdsBreeds = holdingBreeds }
        let scheduler = ManualScheduler()
        let view = CatsListView(context: CatsContext.recording(fake.services), scheduler: scheduler)
        if let log { view.all.addObserver(log) }
        let reactor = CatsListReactor(services: fake.services)
        view.reactor = reactor
        let pilot = Pilot.testing(root: view, columns: 40, rows: 12) { app in app.focusedView = view.list }
        return Bound(view: view, reactor: reactor, fake: fake, pilot: pilot, scheduler: scheduler)
    }

    @Test func aListBoundBeforeItsBreedsArriveShowsLoadingNeverNoCatsThenTheContentAsOneBatch() async {
        let log = PlaceholderLog()
        let bound = bind(holdingBreeds: true, observe: log)
        #expect(await bound.eventually { bound.reactor.currentState.breeds == .loading })
        #expect(bound.view.all.placeholder?.kind == .loading)
        #expect(bound.pilot.screenLines.contains { $0.contains("Loading…") })
        #expect(!bound.pilot.screenLines.contains { $0.contains("No Cats") })
        #expect(log.batches.isEmpty)
        #expect(await bound.eventually { !bound.view.catalogProgress.isHidden }, "a progress view while the catalog loads")
        #expect(bound.reactor.currentState.isSyncingCatalog && bound.view.catalogProgress.frame.minY == 0)
        #expect(bound.view.catalogProgress.frame.maxX == bound.view.bounds.width - 3, "clear of the section index")
        #expect(bound.view.catalogProgress.progress == nil, "a sliding band until the server's answer starts")
        bound.fake.catalogProgress.send(TransferProgress(receivedBytes: 4, expectedBytes: 10))
        #expect(await bound.eventually { bound.pilot.screenLines.first?.hasSuffix("██░░░  40%") == true }, "\(bound.pilot.screenLines)")

        bound.fake.breedsGate.open()

        #expect(await bound.eventually { bound.names == ["Abyssinian", "Korat", "Siamese", "Maine Coon"] })
        #expect(!log.kinds.contains(.noContent), "\(log.kinds)")
        #expect(log.kinds.last == .some(nil))  // the content, no placeholder
        #expect(log.batches.count == 1, "\(log.batches.map(\.changes))")
        #expect(log.batches.first?.changes.sections.inserts == [0, 1, 2])  // three origins, their rows with them
        #expect(await bound.eventually { bound.view.catalogProgress.isHidden }, "gone once the catalog has answered")
        #expect(bound.pilot.screenLines.first == " 4 breeds · 0 favorites")
        bound.pilot.stop()
    }

    @Test func theSegmentIsTheStatesAndAClickAsksTheReactor() async {
        let bound = bind()
        #expect(await bound.eventually { bound.names.count == 4 })
        #expect(bound.control?.selectedIndex == 0)
        let row = bound.pilot.screenLines.firstIndex { $0.contains(" All   Favorites") } ?? 0
        let x = bound.pilot.screenLines[row].distance(
            from: bound.pilot.screenLines[row].startIndex,
            to: bound.pilot.screenLines[row].range(of: "Favorites")?.lowerBound ?? bound.pilot.screenLines[row].startIndex)
        bound.pilot.click(x: x + 1, y: row)
        #expect(bound.reactor.currentState.segment == .favorites)
        #expect(await bound.eventually { bound.control?.selectedIndex == 1 })
        #expect(bound.view.segments.selectedIndex == 1)
        #expect(bound.pilot.screenLines.contains { $0.contains("No Favorites") })

        bound.reactor.send(.selectSegment(.all))  // not from the view: a link, a test
        #expect(await bound.eventually { bound.control?.selectedIndex == 0 })
        #expect(bound.view.segments.selectedIndex == 0)
        #expect(bound.names.count == 4)
        bound.pilot.stop()
    }

    @Test func aFilterThatHidesEverythingSaysNoMatchesAndClearingItSaysNoFavoritesAgain() async {
        let bound = bind()
        #expect(await bound.eventually { bound.names.count == 4 })
        bound.reactor.send(.selectSegment(.favorites))
        #expect(await bound.eventually { bound.pilot.screenLines.contains { $0.contains("No Favorites") } })
        bound.reactor.send(.beginSearch)
        bound.reactor.send(.typeCharacter("q"))
        #expect(await bound.eventually { bound.pilot.screenLines.contains { $0.contains("No Matches") } })
        #expect(bound.view.favorites.noContentMessage == "Nothing matches “q”. Esc clears the search.")
        #expect(bound.view.all.noContentTitle == "No Matches")
        bound.reactor.send(.clearSearch)
        #expect(await bound.eventually { bound.pilot.screenLines.contains { $0.contains("No Favorites") } })
        #expect(bound.view.all.noContentTitle == "No Cats")
        bound.pilot.stop()
    }
}
