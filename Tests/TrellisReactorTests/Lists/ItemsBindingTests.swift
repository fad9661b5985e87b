import Testing
import TrellisDiff
import TrellisLists

@testable import TrellisReactor

/// `bindItems(_:to:load:refresh:)`: a `Loadable` of a flat list's items drives a
/// `BasicDataSource`'s loading machine, placeholders and batches, one way.
@MainActor
@Suite struct ItemsBindingTests {
    final class ItemsReactor: Reactor {
        enum Action: Sendable, Equatable {
            case load, refresh
            case finish([Row])
            case fail(LoadFailure)
        }
        struct State: Sendable {
            var rows: Loadable<[Row]> = .notLoaded
            var requests: [Action] = []
        }
        let runtime = ReactorRuntime<ItemsReactor>(initialState: State())

        func reduce(_ state: inout State, _ action: Action) {
            switch action {
            case .load, .refresh:
                state.requests.append(action)
                state.rows.begin()
            case .finish(let rows): state.rows.finish(rows)
            case .fail(let failure): state.rows.fail(failure)
            }
        }
    }

    @MainActor struct Screen {
        let reactor = ItemsReactor()
        let scheduler = ManualScheduler()
        let dataSource: BasicDataSource<Row>
        let recorder: ListRecorder
        let binding: ObservationToken

        init() {
            dataSource = BasicDataSource<Row>(scheduler: scheduler)
            dataSource.noContentTitle = "No Rows"
            dataSource.errorTitle = "Unable To Load Rows"
            recorder = ListRecorder(dataSource)
            binding = reactor.bindItems(\.rows, to: dataSource, load: .load, refresh: .refresh)
        }

        /// The list's first show, or `r`: the data source asks to load, and the turn ends.
        func showOrRefresh() {
            dataSource.setNeedsLoadContent()
            scheduler.runPending()
        }
    }

    static func rows(_ ids: [Int]) -> [Row] { ids.map { Row(id: $0, name: "row \($0)") } }

    @Test func boundBeforeItsItemsArriveItShowsLoadingNeverNoContentThenTheItemsAsOneBatch() {
        let screen = Screen()
        screen.showOrRefresh()
        #expect(screen.reactor.currentState.requests == [.load])
        #expect(screen.dataSource.placeholder?.kind == .loading)

        screen.reactor.send(.finish(Self.rows([1, 2, 3])))

        #expect(screen.recorder.placeholders == [nil, .loading, nil])
        #expect(screen.recorder.batches.count == 1)
        #expect(screen.recorder.badBatches.isEmpty)
        #expect(screen.dataSource.items == Self.rows([1, 2, 3]))
        #expect(screen.dataSource.loadingState == .contentLoaded)
        screen.binding.cancel()
    }

    @Test func laterItemsAreMinimalBatchesAndARefreshKeepsTheItemsShown() {
        let screen = Screen()
        screen.showOrRefresh()
        screen.reactor.send(.finish(Self.rows([1, 2, 3])))
        screen.recorder.forgetBatches()

        screen.showOrRefresh()  // `r`
        #expect(screen.reactor.currentState.requests == [.load, .refresh])
        #expect(screen.dataSource.items == Self.rows([1, 2, 3]))
        #expect(screen.dataSource.placeholder == nil)

        screen.reactor.send(.finish(Self.rows([3, 1, 4])))
        let changes = screen.recorder.batches.map(\.changes.items)
        #expect(changes.count == 1)
        #expect(changes.first?.deletes == [ItemPath(section: 0, item: 1)])
        #expect(changes.first?.inserts == [ItemPath(section: 0, item: 2)])
        #expect(screen.recorder.badBatches.isEmpty)
        screen.binding.cancel()
    }

    @Test func noItemsShowTheNoContentPlaceholderAndAFailureTheErrorWithItsText() {
        let screen = Screen()
        screen.showOrRefresh()
        screen.reactor.send(.finish([]))
        #expect(screen.dataSource.loadingState == .noContent)
        #expect(screen.dataSource.placeholder?.kind == .noContent)
        #expect(screen.dataSource.placeholder?.title == "No Rows")

        screen.showOrRefresh()
        screen.reactor.send(.fail(LoadFailure(message: "the catalog is down")))
        #expect(screen.dataSource.placeholder?.kind == .error)
        #expect(screen.dataSource.placeholder?.message == "the catalog is down")
        screen.binding.cancel()
    }

    @Test func cancellingTheBindingStopsTheDataSourceAskingTheReactor() {
        let screen = Screen()
        screen.binding.cancel()
        screen.showOrRefresh()
        #expect(screen.reactor.currentState.requests.isEmpty)
        #expect(screen.dataSource.contentLoader == nil)
    }
}
