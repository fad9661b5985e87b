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

/// The cat detail screen's logic (Drrrible's `ShotViewReactor`): the breed shown, whether
/// it is a favorite, the selected segment, and the favorite toggle.
///
/// Its children split the rest as Drrrible splits its shot screen: a
/// ``FavoriteButtonReactor`` for the header's button, and a ``CatDetailSectionReactor`` for
/// each section (``facts``, ``about``, ``sightings``), whose rows carry cell reactors
/// (``CatFactCellReactor``, ``CatTextCellReactor``, ``CatSightingCellReactor``).
///
/// The favorite button does not call the service: it sends ``Action/toggleFavorite`` up
/// the responder chain, and this reactor asks `services.favorites` for the change. The
/// service changes its ids at once (optimistically) and back if the server refuses; this
/// reactor follows `favorites.ids`, so the screen shows what the service publishes the
/// moment it does, and a refusal arrives as ``State/error``.
///
/// ```swift
/// let reactor = CatDetailReactor(breedID: 3, services: context.services)
/// reactor.send(.load)
/// reactor.send(.toggleFavorite)   // favorites.setFavorite(3, true)
/// ```
public final class CatDetailReactor: Reactor {
    public enum Action: Equatable, Sendable {
        /// Loads the breed for the title and the header.
        case load
        /// Makes the breed a favorite, or not.
        case toggleFavorite
        /// Shows a segment.
        case select(CatDetailSegment)
        /// Shows the next segment (wrapping), or the previous one.
        case nextSegment, previousSegment
    }

    public enum Mutation: Equatable, Sendable {
        case setBreed(Breed)
        case setLoadError(String)
        /// What the favorites service says about this breed now.
        case setFavorite(Bool)
        case setSegment(CatDetailSegment)
        /// The service refused a change (and rolled it back).
        case refused(FavoriteError)
    }

    public struct State: Equatable, Sendable {
        public let breedID: Int64
        public var breed: Breed?
        public var loadError: String?
        public var isFavorite: Bool
        public var segment: CatDetailSegment = .details
        /// A refused favorite change, each time one is refused.
        @Pulse public var error: FavoriteError? = nil

        /// The navigation title: the breed's name once loaded.
        public var title: String { breed?.name ?? "Cat \(breedID)" }
        /// The header's short line: origin · coat.
        public var line: String { breed.map { "\($0.origin) · \($0.coat)" } ?? "" }
    }

    public let runtime: ReactorRuntime<CatDetailReactor>
    /// The favorite button's reactor: a child, as Drrrible's shot screen holds its like
    /// button's.
    public let favoriteButton: FavoriteButtonReactor
    /// The Details segment's key-value section.
    public let facts: CatDetailSectionReactor
    /// The Details segment's description.
    public let about: CatDetailSectionReactor
    /// The Sightings segment's section.
    public let sightings: CatDetailSectionReactor
    let services: CatsServices

    /// The detail of breed `breedID`, its rows in `styles` (the Cats theme's by default).
    public init(breedID: Int64, services: CatsServices, styles: CatDetailStyles = CatDetailStyles(theme: .cats)) {
        self.services = services
        let isFavorite = services.favorites.ids.current.contains(breedID)
        runtime = ReactorRuntime(initialState: State(breedID: breedID, isFavorite: isFavorite))
        favoriteButton = FavoriteButtonReactor(breedID: breedID, services: services)
        facts = CatDetailSectionReactor(.facts, breedID: breedID, services: services, styles: styles)
        about = CatDetailSectionReactor(.about, breedID: breedID, services: services, styles: styles)
        sightings = CatDetailSectionReactor(.sightings, breedID: breedID, services: services, styles: styles)
    }

    public func mutate(_ action: Action) -> Effect<Mutation> {
        let id = currentState.breedID
        switch action {
        case .load:
            let catalog = services.catalog
            return .run { send in
                for try await loaded in catalog.breed(id, policy: .cacheThenNetwork) { await send(.setBreed(loaded.value)) }
            } catch: { error in
                .setLoadError(String(describing: error))
            }
            .cancellable(id: BreedLoad(breedID: id), cancelInFlight: true)
        case .toggleFavorite:
            let favorites = services.favorites
            let target = !currentState.isFavorite
            return .run { _ in
                try await favorites.setFavorite(id, target)
            } catch: { error in
                .refused(error as? FavoriteError ?? .storage(String(describing: error)))
            }
            .cancellable(id: FavoriteRequest(breedID: id), cancelInFlight: true)
        case .select(let segment):
            return .just(.setSegment(segment))
        case .nextSegment, .previousSegment:
            let all = CatDetailSegment.allCases
            let step = action == .nextSegment ? 1 : all.count - 1
            return .just(.setSegment(all[(currentState.segment.rawValue + step) % all.count]))
        }
    }

    public func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .setBreed(let breed):
            state.breed = breed
            state.loadError = nil
        case .setLoadError(let message): state.loadError = message
        case .setFavorite(let isFavorite): state.isFavorite = isFavorite
        case .setSegment(let segment): state.segment = segment
        case .refused(let error): state.error = error
        }
    }

    /// The service's ids for this breed (now, then after every change, optimistic ones and
    /// rollbacks included) as `.setFavorite`, only when they change what the screen shows.
    ///
    /// The ids, not the event stream: a value that converges, and one stream, so that two
    /// streams cannot deliver the same fact out of order.
    public func transform(mutation: ReactorStream<Mutation>) -> ReactorStream<Mutation> {
        let id = currentState.breedID
        return
            mutation
            .merge(services.favorites.ids.values.map { @Sendable ids in Mutation.setFavorite(ids.contains(id)) })
            .filter { [weak self] mutation in
                guard let self, case .setFavorite(let isFavorite) = mutation else { return true }
                return isFavorite != self.currentState.isFavorite
            }
    }
}

/// The id of a breed's favorite request: a newer toggle cancels the one in flight.
struct FavoriteRequest: Hashable, Sendable { var breedID: Int64 }
/// The id of a breed's load.
struct BreedLoad: Hashable, Sendable { var breedID: Int64 }
