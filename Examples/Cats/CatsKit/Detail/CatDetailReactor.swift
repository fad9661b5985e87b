import CatsAPI
import TrellisData
import TrellisReactor

/// The two segments of the detail screen.
public enum CatDetailSegment: Int, CaseIterable, Sendable {
    case details, sightings

    /// The segment's title on its control.
    public var title: String {
        switch self {
        case .details: "Details"
        case .sightings: "Sightings"
        }
    }
}

/// The cat detail screen's logic (Drrrible's `ShotViewReactor`, which loads a shot and its
/// comments and derives its sections from them): the breed, its sightings and the selected
/// segment, which it alone holds (the segmented data source and its control follow
/// ``State/segment``). Its child ``FavoriteButtonReactor`` owns the favorite, as
/// Drrrible's like button reactor owns the like.
///
/// The breed is loaded once and serves the title, the header, the facts and the
/// description; the sightings load when their segment is first shown. Each load shows the
/// stored value first and asks the server only when the stored copy is stale under
/// ``CatsServices/staleness`` (`CatsCatalog.showing(_:under:_:)`); a failure after a value
/// keeps the value (the catalog has said it is offline). After each load the reactor
/// notes how old what it shows is (``State/freshnessLine``).
/// ``State/facts`` and ``State/about`` are the `Loadable` sections the view binds to its
/// data sources with `bindSections(_:to:load:refresh:)`; ``State/sightings`` (newest first,
/// a flat list: AAPL's sightings are an `AAPLBasicDataSource`) are its Sightings rows,
/// bound with `bindItems(_:to:load:refresh:)`. Loading the sightings also asks the server
/// for their confirmations (``SightingConfirmations/load(breedID:)``), which each row's
/// ``SightingCellReactor`` follows; without a server, or offline, the rows show none.
///
/// ```swift
/// let reactor = CatDetailReactor(breedID: 3, services: context.services)
/// reactor.send(.load)              // breed: .loading, then .loaded(<Korat>)
/// reactor.currentState.title       // "Korat"
/// reactor.favoriteButton.send(.toggle)
/// ```
public final class CatDetailReactor: Reactor {
    public enum Action: Hashable, Sendable {
        /// Loads the breed, or loads it again once it has loaded (Details' two parts ask
        /// through their data sources, whose binding asks once).
        case load
        /// Loads the sightings, likewise.
        case loadSightings
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
        /// How old a segment's data is, after its load; `nil` without a server (nothing syncs).
        case freshness(CatDetailSegment, CatsFreshness?)
        /// The store holds a new or changed sighting of this breed (one the user reported,
        /// here or on another screen, or the server's answer to it).
        case sightingSaved(Sighting)
        /// The store no longer holds this sighting (the server refused it, or answered it
        /// under its own id).
        case sightingRemoved(Int64)
    }

    public struct State: Equatable, Sendable {
        public let breedID: Int64
        public var breed: Loadable<Breed> = .notLoaded
        /// The breed as the store's last change to it brought it: a load read before that
        /// change but delivered after it shows this instead, so it never undoes the change.
        public var lastChange: Breed?
        public var sightings: Loadable<[Sighting]> = .notLoaded
        public var segment: CatDetailSegment = .details
        /// How old each segment's data is, once loaded with a server.
        public var freshness: [CatDetailSegment: CatsFreshness] = [:]

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
    /// The favorite button's reactor: a child, as Drrrible's shot screen holds its like
    /// button's; the favorite is its state, not this reactor's.
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
            return Self.follow(
                { catalog.showing(.breed(id), under: staleness) { catalog.breed(id, policy: $0) } }, as: Mutation.breed,
                then: { await aging(.breed(id), .details, $0) }
            )
            .cancellable(id: action, cancelInFlight: true)
        case .loadSightings:
            return .merge(
                Self.follow(
                    { catalog.showing(.sightings(of: id), under: staleness) { catalog.sightings(of: id, policy: $0) } }, orEmpty: [],
                    as: Mutation.sightings, then: { await aging(.sightings(of: id), .sightings, $0) }),
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
        case .breed(.finish(let loaded)): state.breed.apply(.finish(state.lastChange ?? loaded))
        case .breed(let step): state.breed.apply(step)
        case .sightings(let step): state.sightings.apply(step)
        case .setSegment(let segment): state.segment = segment
        case .breedChanged(let breed):
            state.lastChange = breed
            state.breed = state.breed.map { $0.id == breed.id ? breed : $0 }
        case .freshness(let segment, let freshness): state.freshness[segment] = freshness
        case .sightingSaved(let sighting):
            state.sightings = state.sightings.map { SyncedCatalog.newestFirst($0.filter { $0.id != sighting.id } + [sighting]) }
        case .sightingRemoved(let id): state.sightings = state.sightings.map { $0.filter { $0.id != id } }
        }
    }

    /// The catalog's changes to this breed and its sightings (Drrrible's `ShotViewReactor`
    /// following `Shot.event`): a favorite moves the count here at once, and a reported
    /// sighting joins the list (and leaves it on a refusal), wherever it was made.
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

    /// A catalog stream as load steps: `.begin`, then `.finish` with each value (or with
    /// `empty` when the stream sends none), and `.fail` only before the first value, its
    /// message the error's and how to retry (the error placeholders show it); then, after a
    /// value, what `then` makes of the last one (its freshness).
    private static func follow<Value: Sendable>(
        _ stream: @escaping @Sendable () -> AsyncThrowingStream<Fetched<Value>, any Error>, orEmpty empty: Value? = nil,
        as step: @escaping @Sendable (Loadable<Value>.Step) -> Mutation,
        then: @escaping @Sendable (_ networkError: (any Error)?) async -> Mutation
    ) -> Effect<Mutation> {
        .concat(
            .just(step(.begin)),
            .run { send in
                var sent = false
                var networkError: (any Error)?
                do {
                    for try await loaded in stream() {
                        sent = true
                        networkError = loaded.networkError
                        await send(step(.finish(loaded.value)))
                    }
                } catch {
                    if !sent { throw error }  // after a value, the catalog has said it is offline
                }
                if sent { await send(await then(networkError)) }
                if !sent {
                    guard let empty else { throw LoadFailure(message: "the catalog sent nothing") }
                    await send(step(.finish(empty)))
                }
            } catch: { error in
                step(.fail(LoadFailure(message: "\(LoadFailure(error).message). Press r to try again.")))
            })
    }
}
