import TrellisLists

@testable import TrellisReactor

/// Counts `reduce` calls across a screen and its children.
@MainActor
final class ReduceCounter {
    var count = 0
}

struct Sighting: Identifiable, Equatable, Sendable {
    var id: Int
    var place: String
}

/// One sighting row's reactor (Drrrible's comment cell reactor).
final class SightingCellReactor: Reactor {
    enum Action: Equatable, Sendable { case confirm }
    struct State: Equatable, Sendable {
        var place: String
        var confirmations = 0
    }

    let runtime: ReactorRuntime<SightingCellReactor>
    nonisolated let sightingID: Int
    let counter: ReduceCounter

    init(_ sighting: Sighting, counter: ReduceCounter) {
        runtime = ReactorRuntime(initialState: State(place: sighting.place))
        sightingID = sighting.id
        self.counter = counter
    }

    func reduce(_ state: inout State, _ mutation: Action) {
        counter.count += 1
        state.confirmations += 1
    }
}

/// Drrrible's `ShotViewSection`, on cats.
enum CatDetailSection: ReactorSection, Equatable {
    case cat([CatDetailItem])
    case sightings([CatDetailItem])

    enum Kind: Hashable, Identifiable, Sendable {
        case cat, sightings
        var id: Self { self }
    }

    var header: Kind {
        switch self {
        case .cat: .cat
        case .sightings: .sightings
        }
    }

    var items: [CatDetailItem] {
        switch self {
        case .cat(let items), .sightings(let items): items
        }
    }
}

/// Drrrible's `ShotViewSectionItem`: rows that carry their cell reactors.
enum CatDetailItem: Identifiable, Equatable, ReactorItem {
    case title(String)
    case sighting(SightingCellReactor)

    var id: String {
        switch self {
        case .title: "title"
        case .sighting(let reactor): "sighting-\(reactor.sightingID)"
        }
    }

    static func == (lhs: CatDetailItem, rhs: CatDetailItem) -> Bool {
        switch (lhs, rhs) {
        case let (.title(a), .title(b)): a == b
        case let (.sighting(a), .sighting(b)): a === b
        default: false
        }
    }

    var cellReactor: (any Reactor)? {
        if case .sighting(let reactor) = self { return reactor }
        return nil
    }
}

/// The cat detail screen: a title section and a section of sightings, each with its
/// own cell reactor, kept across changes by sighting id.
final class CatDetailReactor: Reactor {
    enum Action: Sendable {
        case show([Sighting])
        case add(Sighting)
        case remove(sightingID: Int)
        case rename(String)
    }
    enum Mutation: Sendable {
        case setSightings([Sighting], [SightingCellReactor])
        case setName(String)
    }
    struct State: Sendable {
        var name: String
        var sightings: [Sighting] = []
        var sightingReactors: [SightingCellReactor] = []
        var sections: [CatDetailSection] = []
    }

    let runtime: ReactorRuntime<CatDetailReactor>
    let cells = ReactorCache<Int, SightingCellReactor>()
    let counter: ReduceCounter

    init(name: String, counter: ReduceCounter = ReduceCounter()) {
        runtime = ReactorRuntime(initialState: State(name: name))
        self.counter = counter
    }

    func mutate(_ action: Action) -> Effect<Mutation> {
        var sightings = currentState.sightings
        switch action {
        case .show(let all): sightings = all
        case .add(let sighting): sightings.append(sighting)
        case .remove(let id): sightings.removeAll { $0.id == id }
        case .rename(let name): return .just(.setName(name))
        }
        let reactors = cells.reactors(for: sightings, id: \.id) { [counter] in SightingCellReactor($0, counter: counter) }
        return .just(.setSightings(sightings, reactors))
    }

    func reduce(_ state: inout State, _ mutation: Mutation) {
        counter.count += 1
        switch mutation {
        case .setSightings(let sightings, let reactors):
            state.sightings = sightings
            state.sightingReactors = reactors
        case .setName(let name):
            state.name = name
        }
        state.sections = [
            .cat([.title(state.name)]),
            .sightings(state.sightingReactors.map(CatDetailItem.sighting)),
        ]
    }
}
