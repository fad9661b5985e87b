import Testing
import TrellisDiff
import TrellisLists
import TrellisTestSupport
import TrellisViews

@testable import TrellisReactor

// The guide's list screen ("A list that loads", TrellisReactor.md), exactly as written there.

struct Breed: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
}

struct BreedSection: ReactorSection, Equatable, Sendable {
    struct Header: Identifiable, Equatable, Sendable { var id = "breeds" }
    var header = Header()
    var items: [Breed]
}

final class BreedsReactor: Reactor {
    enum Action: Sendable { case load }
    enum Mutation: Sendable {
        case begin
        case loaded([Breed])
        case failed(LoadFailure)
    }
    struct State: Sendable {
        var breeds: Loadable<[Breed]> = .notLoaded
        var sections: Loadable<[BreedSection]> { breeds.map { [BreedSection(items: $0)] } }
    }
    let runtime = ReactorRuntime<BreedsReactor>(initialState: State())
    let fetch: @Sendable () async throws -> [Breed]

    init(fetch: @escaping @Sendable () async throws -> [Breed]) { self.fetch = fetch }

    func mutate(_ action: Action) -> Effect<Mutation> {
        let fetch = fetch
        return .concat(
            .just(.begin),
            .run { send in
                await send(.loaded(try await fetch()))
            } catch: {
                .failed(LoadFailure($0))
            })
    }

    func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .begin: state.breeds.begin()
        case .loaded(let breeds): state.breeds.finish(breeds)
        case .failed(let failure): state.breeds.fail(failure)
        }
    }
}

@MainActor
func makeBreedList(reactor: BreedsReactor, bag: BindingBag, open: @escaping @MainActor (Breed) -> Void) -> CollectionView {
    let dataSource = SectionedDataSource<BreedSection.Header, Breed>()
    dataSource.noContentTitle = "No Cats"
    dataSource.errorTitle = "Unable To Load Cats"
    reactor.bindSections(\.sections, to: dataSource, load: .load).store(in: bag)
    let registry = CellRegistry()
    registry.register(CollectionViewCell.self, for: Breed.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
    let actions = ItemActions()
    actions.attach(to: Breed.self, navigate: { breed, _ in open(breed) })
    dataSource.setNeedsLoadContent()  // the first show: sends .load
    return CollectionView(dataSource: dataSource, registry: registry, actions: actions)
}

// The screen, run.

/// A fetch the test answers when it chooses.
@MainActor
final class Catalog {
    private var waiting: [CheckedContinuation<[Breed], any Error>] = []
    var isWaiting: Bool { !waiting.isEmpty }
    func fetch() async throws -> [Breed] { try await withCheckedThrowingContinuation { waiting.append($0) } }
    func answer(_ result: Result<[Breed], any Error>) { waiting.removeFirst().resume(with: result) }
}

@MainActor
@Suite struct LoadableListGuideTests {
    struct Offline: Error, CustomStringConvertible { var description: String { "the catalog is offline" } }

    @Test func theGuidesListLoadsShowsPlaceholdersDiffsAndOpensARow() async {
        let catalog = Catalog()
        let reactor = BreedsReactor(fetch: { try await catalog.fetch() })
        let bag = BindingBag()
        var opened: [Breed] = []
        let list = makeBreedList(reactor: reactor, bag: bag) { opened.append($0) }
        list.frame = Rect(x: 0, y: 0, width: 30, height: 8)

        // Loading: the spinner, not "No Cats".
        #expect(await eventually { reactor.currentState.breeds == .loading })
        list.layoutIfNeeded()
        #expect(list.visiblePlaceholder?.placeholder?.kind == .loading)

        // Loaded: the rows, as one batch.
        #expect(await eventually { catalog.isWaiting })
        catalog.answer(.success([Breed(id: 1, name: "Abyssinian"), Breed(id: 2, name: "Bengal")]))
        #expect(await eventually { reactor.currentState.breeds.value?.count == 2 })
        list.layoutIfNeeded()
        #expect(list.visiblePlaceholder == nil)
        #expect(list.visibleCells.count == 2)

        // Enter on the second row opens it.
        list.focusItem(at: ItemPath(section: 0, item: 1))
        list.selectFocusedItem()
        #expect(opened == [Breed(id: 2, name: "Bengal")])

        // `r` refreshes through the reactor; a failure shows the error placeholder with its text.
        list.dataSource.setNeedsLoadContent()
        #expect(await eventually { reactor.currentState.breeds.isLoading })
        #expect(list.dataSource.loadingState == .refreshingContent)
        #expect(await eventually { catalog.isWaiting })
        catalog.answer(.failure(Offline()))
        #expect(await eventually { reactor.currentState.breeds.failure != nil })
        list.layoutIfNeeded()
        #expect(
            list.visiblePlaceholder?.placeholder
                == Placeholder(kind: .error, title: "Unable To Load Cats", message: "the catalog is offline"))
    }
}
