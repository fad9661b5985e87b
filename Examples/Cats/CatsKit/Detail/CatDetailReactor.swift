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

/// The cat detail screen's logic (Drrrible's `ShotViewReactor`): the breed shown and the
/// selected segment, which it alone holds (the segmented data source and its control
/// follow ``State/segment``).
///
/// Its children split the rest as Drrrible splits its shot screen: a
/// ``FavoriteButtonReactor`` owns the favorite (the button's state and its toggle, as
/// Drrrible's like button reactor does), and a ``CatDetailSectionReactor`` loads each
/// section (``facts``, ``about``, ``sightings``) into its `Loadable` state.
///
/// ```swift
/// let reactor = CatDetailReactor(breedID: 3, services: context.services)
/// reactor.send(.load)              // breed: .loading, then .loaded(<Korat>)
/// reactor.currentState.title       // "Korat"
/// reactor.favoriteButton.send(.toggle)
/// ```
public final class CatDetailReactor: Reactor {
    public enum Action: Equatable, Sendable {
        /// Loads the breed for the title and the header.
        case load
        /// Shows a segment.
        case select(CatDetailSegment)
        /// Shows the next segment (wrapping), or the previous one.
        case nextSegment, previousSegment
    }

    public enum Mutation: Equatable, Sendable {
        /// The breed's load began.
        case beginLoad
        /// The catalog's latest value of the breed.
        case setBreed(Breed)
        /// The breed could not be loaded.
        case fail(LoadFailure)
        /// The segment shown.
        case setSegment(CatDetailSegment)
    }

    public struct State: Equatable, Sendable {
        public let breedID: Int64
        public var breed: Loadable<Breed> = .notLoaded
        public var segment: CatDetailSegment = .details

        /// The navigation title: the breed's name once loaded.
        public var title: String { breed.value?.name ?? "Cat \(breedID)" }
        /// The header's name: empty until the breed loads.
        public var name: String { breed.value?.name ?? "" }
        /// The header's short line: origin · coat.
        public var line: String { breed.value.map { "\($0.origin) · \($0.coat)" } ?? "" }
    }

    public let runtime: ReactorRuntime<CatDetailReactor>
    /// The favorite button's reactor: a child, as Drrrible's shot screen holds its like
    /// button's; the favorite is its state, not this reactor's.
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
        runtime = ReactorRuntime(initialState: State(breedID: breedID))
        favoriteButton = FavoriteButtonReactor(breedID: breedID, services: services)
        facts = CatDetailSectionReactor(.facts, breedID: breedID, services: services, styles: styles)
        about = CatDetailSectionReactor(.about, breedID: breedID, services: services, styles: styles)
        sightings = CatDetailSectionReactor(.sightings, breedID: breedID, services: services, styles: styles)
    }

    public func mutate(_ action: Action) -> Effect<Mutation> {
        switch action {
        case .load:
            let (id, catalog) = (currentState.breedID, services.catalog)
            let load = Effect<Mutation>.run { send in
                for try await loaded in catalog.breed(id, policy: .cacheThenNetwork) { await send(.setBreed(loaded.value)) }
            } catch: { error in
                .fail(LoadFailure(error))
            }
            return .concat(.just(.beginLoad), load.cancellable(id: BreedLoad(breedID: id), cancelInFlight: true))
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
        case .beginLoad: state.breed.begin()
        case .setBreed(let breed): state.breed.finish(breed)
        case .fail(let failure): state.breed.fail(failure)
        case .setSegment(let segment): state.segment = segment
        }
    }
}

/// The id of a breed's load.
struct BreedLoad: Hashable, Sendable { var breedID: Int64 }
