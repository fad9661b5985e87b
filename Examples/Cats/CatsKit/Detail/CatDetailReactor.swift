import CatsAPI
import TrellisData
import TrellisReactor
import TrellisShell

/// The two segments of the detail screen.
public enum CatDetailSegment: Int, CaseIterable, Sendable {
    case details, sightings

    /// The segment's title on its control.
    public var title: String { self == .details ? "Details" : "Sightings" }
}

/// The cat detail screen's logic (Drrrible's `ShotViewReactor`, which loads a shot and its
/// comments and derives its sections from them): the breed, its sightings and the selected
/// segment. Its child ``FavoriteButtonReactor`` owns the favorite, as Drrrible's like
/// button reactor owns the like.
///
/// The breed loads once and serves the title, the header, the facts and the description;
/// the sightings (and their confirmations, which each ``SightingCellReactor`` follows) load
/// when their segment is first shown. Each load shows the stored value first and asks the
/// server only when it is stale under ``CatsServices/staleness``; a failure after a value
/// keeps the value. After each load the reactor notes how old what it shows is
/// (``State/freshnessLine``).
///
/// ```swift
/// let reactor = CatDetailReactor(breedID: 3, services: context.services)
/// reactor.send(.load)              // breed: .loading, then .loaded(<Korat>)
/// reactor.currentState.title       // "Korat"
/// ```
public final class CatDetailReactor: Reactor {
    public enum Action: Hashable, Sendable {
        /// Loads the breed (again), or the sightings.
        case load, loadSightings
        /// Shows a segment.
        case select(CatDetailSegment)
        /// Shows the next segment (wrapping), or the previous one.
        case nextSegment, previousSegment
    }

    public enum Mutation: Equatable, Sendable {
        /// A step of the breed's load.
        case breed(Loadable<Breed>.Step)
        /// A step of the sightings' load.
        case sightings(Loadable<[Sighting]>.Step)
        /// The segment shown.
        case setSegment(CatDetailSegment)
        /// The store changed this breed (its favorite count moved, a sync brought new values).
        case breedChanged(Breed)
        /// How old a segment's data is, after its load; `nil` without a server.
        case freshness(CatDetailSegment, Freshness?)
        /// The store saved, or dropped, a sighting of this breed (reported anywhere, or answered).
        case sightingSaved(Sighting)
        case sightingRemoved(Int64)
    }

    public struct State: Equatable, Sendable {
        public let breedID: Int64
        public var breed: Loadable<Breed> = .notLoaded
        /// The breed as the store's last change brought it, laid over a load read before it.
        public var lastChange = LatestChanges<Breed>()
        public var sightings: Loadable<[Sighting]> = .notLoaded
        public var segment: CatDetailSegment = .details
        /// How old each segment's data is, once loaded with a server.
        public var freshness: [CatDetailSegment: Freshness] = [:]

        /// The selected segment's age, "updated 3 min ago" or "offline · from 2 days ago";
        /// empty until it has loaded, and without a server.
        public var freshnessLine: String { freshness[segment]?.line ?? "" }

        /// The navigation title: the breed's name once loaded.
        public var title: String { breed.value?.name ?? "Cat \(breedID)" }
        /// The header's name: empty until the breed loads.
        public var name: String { breed.value?.name ?? "" }
        /// The header's short line: origin · coat.
        public var line: String { breed.value.map { "\($0.origin) · \($0.coat)" } ?? "" }
        /// The header's favorite count, `♥ 12`: how many people favorited the breed.
        public var favoriteCount: String { breed.value.map { "♥ \($0.favoriteCount)" } ?? "" }
        /// Details' key-value section.
        public var facts: Loadable<[CatDetailSection]> { breed.map { CatDetailSection.part(.facts, CatDetailItem.facts(of: $0)) } }
        /// Details' description.
        public var about: Loadable<[CatDetailSection]> {
            breed.map { CatDetailSection.part(.about, $0.description.isEmpty ? [] : [.text($0.description)]) }
        }
        /// The Sightings segment's title: "Sightings (12)" once they have loaded.
        public var sightingsTitle: String {
            sightings.value.map { "\(CatDetailSegment.sightings.title) (\($0.count))" } ?? CatDetailSegment.sightings.title
        }
    }

    public let runtime: ReactorRuntime<CatDetailReactor>
    /// The favorite button's reactor, a child (Drrrible's shot screen holds its like button's).
    public let favoriteButton: FavoriteButtonReactor
    let services: CatsServices

    /// The detail of breed `breedID`.
    public init(breedID: Int64, services: CatsServices) {
        self.services = services
        runtime = ReactorRuntime(initialState: State(breedID: breedID))
        favoriteButton = FavoriteButtonReactor(breedID: breedID, services: services)
    }

    public func mutate(_ action: Action) -> Effect<Mutation> {
        let (id, catalog, state, staleness) = (currentState.breedID, services.catalog, currentState, services.staleness)
        let aging = freshness(under: staleness)
        switch action {
        case .load:
            return .load(
                streaming: { catalog.showing(.breed(id), under: staleness) { catalog.breed(id, policy: $0) } }, value: \.value,
                nothing: Self.sentNothing, as: Mutation.breed, failure: Self.retryable,
                finished: { await aging(.breed(id), .details, $0.networkError) }
            )
            .cancellable(id: action, cancelInFlight: true)
        case .loadSightings:
            return .merge(
                .load(
                    streaming: { catalog.showing(.sightings(of: id), under: staleness) { catalog.sightings(of: id, policy: $0) } },
                    value: \.value, orEmpty: [], as: Mutation.sightings, failure: Self.retryable,
                    finished: { await aging(.sightings(of: id), .sightings, $0.networkError) }),
                // No mutation: the rows follow the confirmations themselves.
                .run { [confirmations = services.confirmations] _ in try? await confirmations.load(breedID: id) }
            )
            .cancellable(id: action, cancelInFlight: true)
        case .select(let segment):
            return .just(.setSegment(segment))
        case .nextSegment, .previousSegment:
            let all = CatDetailSegment.allCases
            let step = action == .nextSegment ? 1 : all.count - 1
            return .just(.setSegment(all[(state.segment.rawValue + step) % all.count]))
        }
    }

    public func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .breed(let step): state.breed.apply(step, over: state.lastChange)
        case .sightings(let step): state.sightings.apply(step)
        case .setSegment(let segment): state.segment = segment
        case .breedChanged(let breed): state.breed.take(breed, noting: &state.lastChange)
        case .freshness(let segment, let freshness): state.freshness[segment] = freshness
        case .sightingSaved(let sighting):
            state.sightings = state.sightings.map { SyncedCatalog.newestFirst($0.filter { $0.id != sighting.id } + [sighting]) }
        case .sightingRemoved(let id): state.sightings = state.sightings.map { $0.filter { $0.id != id } }
        }
    }

    /// The store's changes to this breed and its sightings (Drrrible's `Shot.event`), wherever made.
    public func transform(mutation: ReactorStream<Mutation>) -> ReactorStream<Mutation> {
        let (id, changes) = (currentState.breedID, services.catalog.breedChanges.subscribe())
        let sightings = services.catalog.sightingChanges.subscribe()
        return mutation.merge(
            .run { send in
                for try await change in changes {
                    if case .updated(let breed, _) = change, breed.id == id { await send(.breedChanged(breed)) }
                }
            } catch: { _ in
                .breed(.fail(LoadFailure(message: "breed \(id)'s changes stopped: press r to load it again")))
            }
        ).merge(
            .run { send in
                for try await change in sightings {
                    switch change {
                    case .inserted(let sighting), .updated(let sighting, _):
                        if sighting.breedID == id { await send(.sightingSaved(sighting)) }
                    case .deleted(let sightingID): await send(.sightingRemoved(sightingID))
                    }
                }
            } catch: { _ in
                .sightings(.fail(LoadFailure(message: "the sightings' changes stopped: press r to load them again")))
            })
    }

    /// What a catalog stream that sent no breed says.
    private nonisolated static let sentNothing = LoadFailure(message: "the catalog sent nothing")

    /// A load's failure as its error placeholder says it: what went wrong, and how to retry.
    private nonisolated static func retryable(_ error: any Error) -> LoadFailure {
        LoadFailure(message: "\(LoadFailure(error).message). Press r to try again.")
    }

    /// What a finished load of `part` (shown in `segment`) says about its age: the catalog's
    /// last sync of `part`, offline when the refresh failed while the sync cannot reach the
    /// server (a server that answered with an error is not "offline"); `nil` without a server.
    private func freshness(under staleness: CatsStaleness) -> @Sendable (CatalogPart, CatDetailSegment, (any Error)?) async -> Mutation {
        let (catalog, sync) = (services.catalog, services.sync)
        return { part, segment, networkError in
            var isOffline = false
            switch sync.connectivity.current {
            case .local: return .freshness(segment, nil)
            case .offline: isOffline = networkError != nil
            case .online: break
            }
            let lastSynced = await catalog.lastSynced(part)
            return .freshness(segment, Freshness(lastSynced: lastSynced, isOffline: isOffline, checkedAt: staleness.now()))
        }
    }
}
