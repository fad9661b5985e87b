import Testing
import TrellisDiff
import TrellisLists

@testable import TrellisReactor

/// `bindSections(_:to:load:refresh:)`: a `Loadable` of sections drives a data source's
/// loading machine, placeholders and batches, one way.
@MainActor
@Suite struct SectionsBindingTests {
    typealias Source = SectionedDataSource<RowSection.Header, Row>

    @MainActor struct Screen {
        let reactor: RowsReactor
        let dataSource: Source
        let scheduler: ManualScheduler
        let recorder: ListRecorder
        let binding: ObservationToken
        let misuses: Probe<[ListMisuse]>

        /// What `r` does: the data source asks to load, and the turn ends.
        func pressRefresh() {
            dataSource.setNeedsLoadContent()
            scheduler.runPending()
        }
    }

    func makeScreen(_ rows: Loadable<[RowSection]> = .notLoaded) -> Screen {
        let reactor = RowsReactor(rows)
        let scheduler = ManualScheduler()
        let dataSource = Source(scheduler: scheduler)
        let misuses = Probe<[ListMisuse]>([])
        dataSource.misuseHandler = { misuse in misuses.update { $0.append(misuse) } }
        dataSource.noContentTitle = "No Rows"
        dataSource.errorTitle = "Unable To Load Rows"
        let recorder = ListRecorder(dataSource)
        let binding = reactor.bindSections(\.rows, to: dataSource, load: .load, refresh: .refresh)
        return Screen(
            reactor: reactor, dataSource: dataSource, scheduler: scheduler, recorder: recorder, binding: binding, misuses: misuses)
    }

    @Test func aListBoundBeforeItsDataArrivesShowsLoadingNeverNoContentThenTheContentAsOneBatch() {
        let screen = makeScreen()
        #expect(screen.dataSource.loadingState == .initial)

        screen.pressRefresh()  // the list's first show: its loadContent() sends .load

        #expect(screen.reactor.currentState.requests == [.load])
        #expect(screen.dataSource.loadingState == .loadingContent)
        #expect(screen.dataSource.placeholder?.kind == .loading)

        screen.reactor.send(.finish(RowSection.rows([1, 2, 3])))

        #expect(screen.recorder.placeholders == [nil, .loading, nil])
        #expect(screen.recorder.batches.count == 1)
        #expect(screen.recorder.batches.first?.changes.sections.inserts == [0])  // section 0, with its 3 rows
        #expect(screen.recorder.badBatches.isEmpty)
        #expect(screen.dataSource.itemCounts == [3])
        #expect(screen.dataSource.loadingState == .contentLoaded)
        #expect(screen.misuses.value.isEmpty)
        screen.binding.cancel()
    }

    @Test func laterStatesAreMinimalBatches() {
        let screen = makeScreen(.loaded(RowSection.rows([1, 2, 3])))
        screen.recorder.forgetBatches()
        let reloads = screen.recorder.reloads

        screen.reactor.send(.finish(RowSection.rows([3, 1, 4])))

        let changes = screen.recorder.batches.map(\.changes.items)
        #expect(changes.count == 1)
        #expect(changes.first?.deletes == [ItemPath(section: 0, item: 1)])
        #expect(changes.first?.inserts == [ItemPath(section: 0, item: 2)])
        #expect(screen.recorder.badBatches.isEmpty)
        #expect(screen.recorder.reloads == reloads)
        screen.binding.cancel()
    }

    @Test func nothingLoadedShowsTheNoContentPlaceholderAndContentLaterHidesIt() {
        let screen = makeScreen()
        screen.pressRefresh()
        screen.reactor.send(.finish(RowSection.rows([])))
        #expect(screen.dataSource.placeholder?.kind == .noContent)
        #expect(screen.dataSource.loadingState == .noContent)

        screen.reactor.send(.finish(RowSection.rows([7])))

        #expect(screen.dataSource.placeholder == nil)
        #expect(screen.dataSource.itemCounts == [1])
        #expect(screen.recorder.badBatches.isEmpty)
        screen.binding.cancel()
    }

    @Test func aFailureShowsTheErrorPlaceholderWithItsText() {
        let screen = makeScreen()
        screen.pressRefresh()

        screen.reactor.send(.fail(LoadFailure(message: "the catalog is down")))

        #expect(screen.dataSource.loadingState == .error)
        #expect(screen.dataSource.placeholder == Placeholder(kind: .error, title: "Unable To Load Rows", message: "the catalog is down"))
        #expect(screen.dataSource.loadingError as? LoadFailure == LoadFailure(message: "the catalog is down"))
        #expect(!screen.recorder.placeholders.contains(.noContent))
        screen.binding.cancel()
    }

    @Test func refreshSendsTheRefreshActionAndKeepsTheContent() {
        let screen = makeScreen()
        screen.pressRefresh()
        screen.reactor.send(.finish(RowSection.rows([1, 2])))
        screen.recorder.forgetBatches()

        screen.pressRefresh()  // `r`

        #expect(screen.reactor.currentState.requests == [.load, .refresh])
        #expect(screen.reactor.currentState.rows == .refreshing(RowSection.rows([1, 2])))
        #expect(screen.dataSource.loadingState == .refreshingContent)
        #expect(screen.dataSource.placeholder == nil)
        #expect(screen.dataSource.itemCounts == [2])

        screen.reactor.send(.finish(RowSection.rows([1, 2, 3])))

        #expect(screen.recorder.batches.map(\.changes.items.inserts) == [[ItemPath(section: 0, item: 2)]])
        #expect(screen.dataSource.loadingState == .contentLoaded)
        #expect(screen.misuses.value.isEmpty)
        screen.binding.cancel()
    }

    @Test func aRefreshAfterAFailureShowsTheLastValueAgain() {
        let screen = makeScreen(.loaded(RowSection.rows([1, 2])))
        screen.pressRefresh()
        screen.reactor.send(.fail(LoadFailure(message: "offline")))
        #expect(screen.dataSource.placeholder?.kind == .error)
        #expect(screen.dataSource.itemCounts == [0])

        screen.pressRefresh()

        #expect(screen.dataSource.loadingState == .refreshingContent)
        #expect(screen.dataSource.placeholder == nil)
        #expect(screen.dataSource.itemCounts == [2])
        #expect(screen.recorder.badBatches.isEmpty)
        screen.binding.cancel()
    }

    @Test func aRefreshAfterAFirstLoadFailedShowsTheLoadingPlaceholder() {
        let screen = makeScreen()
        screen.pressRefresh()
        screen.reactor.send(.fail(LoadFailure(message: "offline")))

        screen.pressRefresh()

        #expect(screen.reactor.currentState.requests == [.load, .refresh])
        #expect(screen.dataSource.loadingState == .loadingContent)
        #expect(screen.dataSource.placeholder?.kind == .loading)
        screen.reactor.send(.finish(RowSection.rows([5])))
        #expect(screen.dataSource.itemCounts == [1])
        screen.binding.cancel()
    }

    @Test func notLoadedAgainResetsTheList() {
        let screen = makeScreen(.loaded(RowSection.rows([1])))
        let reloads = screen.recorder.reloads

        screen.reactor.send(.set(.notLoaded))

        #expect(screen.dataSource.loadingState == .initial)
        #expect(screen.dataSource.sections.isEmpty)
        #expect(screen.recorder.reloads == reloads + 1)
        screen.binding.cancel()
    }

    @Test func cancellingEndsTheLoadQuietlyAndTheListNoLongerAsks() {
        let screen = makeScreen()
        screen.pressRefresh()

        screen.binding.cancel()
        screen.reactor.send(.finish(RowSection.rows([1])))
        screen.pressRefresh()

        #expect(screen.dataSource.contentLoader == nil)
        #expect(screen.reactor.currentState.requests == [.load])
        #expect(screen.dataSource.sections.isEmpty)
        #expect(screen.dataSource.loadingState == .loadingContent)
        #expect(screen.misuses.value.isEmpty)  // the token was ignored, not dropped
    }

    @Test func theDataSourceDoesNotKeepTheReactorAlive() {
        let dataSource = Source(scheduler: ManualScheduler())
        weak var weakReactor: RowsReactor?
        var binding: ObservationToken?
        do {
            let reactor = RowsReactor()
            weakReactor = reactor
            binding = reactor.bindSections(\.rows, to: dataSource, load: .load)
        }
        #expect(weakReactor == nil)
        dataSource.loadContent()  // a loader whose reactor is gone does nothing
        #expect(dataSource.loadingState == .initial)
        binding?.cancel()
    }
}

/// Two bound children of one composed data source (AAPL's detail screen: facts and
/// sightings): each loads through its reactor, and their content lands together.
@MainActor
@Suite struct ComposedSectionsBindingTests {
    @Test func siblingsBoundToTwoReactorsLandAsOneBatchOnceBothLoaded() {
        let scheduler = ManualScheduler()
        let composed = ComposedDataSource(scheduler: scheduler)
        let facts = RowsReactor()
        let sightings = RowsReactor()
        let factsSource = SectionsBindingTests.Source(scheduler: scheduler)
        let sightingsSource = SectionsBindingTests.Source(scheduler: scheduler)
        composed.add(factsSource)
        composed.add(sightingsSource)
        let recorder = ListRecorder(composed)
        let bindings = [
            facts.bindSections(\.rows, to: factsSource, load: .load),
            sightings.bindSections(\.rows, to: sightingsSource, load: .load),
        ]
        composed.setNeedsLoadContent()
        scheduler.runPending()
        #expect(facts.currentState.requests == [.load] && sightings.currentState.requests == [.load])

        facts.send(.finish(RowSection.rows([1, 2])))
        #expect(recorder.batches.isEmpty)  // the facts wait for the sightings

        sightings.send(.finish(RowSection.rows([3])))

        #expect(recorder.batches.count == 1)
        #expect(recorder.badBatches.isEmpty)
        #expect(composed.itemCounts == [2, 1])
        for binding in bindings { binding.cancel() }
    }
}
