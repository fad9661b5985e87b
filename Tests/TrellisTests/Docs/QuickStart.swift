// The README's quick start, exactly as it is written there (QuickStartTests checks that
// the README still says this, and runs it).
import Trellis

struct Cat: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
}

final class CatsReactor: Reactor {
    enum Action: Sendable { case load }
    struct State: Sendable { var cats: Loadable<[Cat]> = .notLoaded }
    let runtime = ReactorRuntime<CatsReactor>(initialState: State())
    let fetch: @Sendable () async throws -> [Cat]
    init(fetch: @escaping @Sendable () async throws -> [Cat]) { self.fetch = fetch }

    func mutate(_ action: Action) -> Effect<Loadable<[Cat]>.Step> { .load(fetch) }
    func reduce(_ state: inout State, _ step: Loadable<[Cat]>.Step) { state.cats.apply(step) }
}

@MainActor func catsList(_ reactor: CatsReactor, bag: BindingBag, open: @escaping @MainActor (Cat) -> Void) -> CollectionView {
    let cats = BasicDataSource<Cat>()
    cats.noContentTitle = "No Cats"
    reactor.bindItems(\.cats, to: cats, load: .load).store(in: bag)
    let registry = CellRegistry()
    registry.register(CollectionViewCell.self, for: Cat.self) { cell, cat, _ in cell.textLabel.text = cat.name }
    let actions = ItemActions()
    actions.attach(to: Cat.self, navigate: { cat, _ in open(cat) })
    return CollectionView(dataSource: cats, registry: registry, actions: actions)
}
