import CatsAPI
import TrellisData
import TrellisReactor

/// The cats list's logic (Drrrible's shot list reactor, on the Cats services): the breeds
/// from the catalog, the favorites as the favorites service has them, the selected
/// segment, the search, and the last removal (for undo). The list's sections are derived
/// from this state (``State/sections(for:)``), and the screen's data sources follow them
/// through the diff.
///
/// Two streams of the favorites service are merged into the mutations
/// (``transform(mutation:)``), so a change made elsewhere (the detail screen's button, a
/// rollback, a sync) reaches the list as a mutation like any other:
/// - its ids, published the moment a change is made: the ★ marks, the count, and which
///   favorites the Favorites segment lists in which order;
/// - the database's favorites (`observeStored()`, a GRDB observation of the user's
///   collection joined to the breeds): the records the Favorites segment shows.
///
/// The list's own changes are optimistic: the state changes at once, the service
/// follows; the service's echo of the same ids is dropped.
///
/// ```swift
/// let reactor = CatsListReactor(services: context.services)
/// reactor.send(.load)
/// reactor.send(.toggleFavorite(3))   // ★ at once; the service saves and syncs
/// reactor.send(.beginSearch)
/// reactor.send(.typeCharacter("k"))  // the sections now hold breeds matching "k"
/// ```
public final class CatsListReactor: Reactor {
    public enum Action: Sendable, Equatable {
        /// Loads the breeds unless they are loaded or loading.
        case load
        /// Loads the breeds again, keeping those shown meanwhile.
        case reload
        case selectSegment(CatsListSegment)
        /// Makes a breed a favorite, or not.
        case toggleFavorite(Int64)
        /// Starts typing a search (`/`).
        case beginSearch
        /// Adds a character to the search while typing.
        case typeCharacter(Character)
        /// Deletes the search's last character.
        case deleteBackward
        /// Stops typing, keeping the filter.
        case endTyping
        /// Clears the filter and stops typing.
        case clearSearch
        /// Moves a favorite past its visible neighbour: `-1` up, `1` down.
        case moveFavorite(Int64, by: Int)
        /// Removes a favorite, remembering where it was.
        case removeFavorite(Int64)
        /// Puts the last removed favorite back where it was.
        case undoRemoval
    }

    public enum Mutation: Sendable, Equatable {
        case setPhase(LoadPhase)
        case setBreeds([Breed], offlineReason: String?)
        /// The favorites service's ids, as its stream sent them.
        case favoritesChanged([Int64])
        /// The favorite breeds as the database has them, in the user's order.
        case storedFavoritesChanged([Breed])
        /// The list's own change, shown at once while the service saves it.
        case beginWrite(favoriteIDs: [Int64])
        /// A save ended; the service's ids then are the truth.
        case writeFinished(favoriteIDs: [Int64])
        case setSegment(CatsListSegment)
        case setSearch(query: String, isTyping: Bool)
        case setRemoval(Removal?)
        case post(StatusMessage)
    }

    public let runtime: ReactorRuntime<CatsListReactor>
    let services: CatsServices

    /// A reactor showing `segment`, filtered by `query` ("" for none).
    public init(services: CatsServices, segment: CatsListSegment = .all, query: String = "") {
        self.services = services
        runtime = ReactorRuntime(initialState: State(segment: segment, query: query))
    }

    public func mutate(_ action: Action) -> Effect<Mutation> {
        let state = currentState
        switch action {
        case .load:
            switch state.phase {
            case .idle, .failed: return .concat(.just(.setPhase(.loading)), loadBreeds())
            case .loading, .loaded: return .none
            }
        case .reload:
            return .concat(.just(.setPhase(.loading)), loadBreeds())
        case .selectSegment(let segment):
            return .just(.setSegment(segment))
        case .beginSearch:
            return .just(.setSearch(query: state.query, isTyping: true))
        case .typeCharacter(let character):
            guard state.isTyping else { return .none }
            return .just(.setSearch(query: state.query + String(character), isTyping: true))
        case .deleteBackward:
            return .just(.setSearch(query: String(state.query.dropLast()), isTyping: state.isTyping))
        case .endTyping:
            return .just(.setSearch(query: state.query, isTyping: false))
        case .clearSearch:
            return .just(.setSearch(query: "", isTyping: false))
        case .toggleFavorite(let id):
            return toggleFavorite(id, in: state)
        case .moveFavorite(let id, let delta):
            return moveFavorite(id, by: delta, in: state)
        case .removeFavorite(let id):
            return removeFavorite(id, in: state)
        case .undoRemoval:
            return undoRemoval(in: state)
        }
    }

    public func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .setPhase(let phase):
            state.phase = phase
        case .setBreeds(let breeds, let offlineReason):
            state.breeds = breeds
            state.phase = .loaded
            if let offlineReason { state.message = StatusMessage("Offline: showing saved breeds (\(offlineReason))") }
        case .favoritesChanged(let ids):
            guard state.writesInFlight == 0 else { return }
            state.favoriteIDs = ids
        case .storedFavoritesChanged(let breeds):
            state.storedFavorites = breeds
        case .beginWrite(let ids):
            state.favoriteIDs = ids
            state.writesInFlight += 1
        case .writeFinished(let ids):
            state.writesInFlight = max(0, state.writesInFlight - 1)
            if state.writesInFlight == 0 { state.favoriteIDs = ids }
        case .setSegment(let segment):
            state.segment = segment
        case .setSearch(let query, let isTyping):
            state.query = query
            state.isTyping = isTyping
        case .setRemoval(let removal):
            state.lastRemoval = removal
        case .post(let message):
            state.message = message
        }
    }

    /// The favorites service's ids and the database's favorites, merged as mutations
    /// (Drrrible's `Shot.event` merged in `transform(mutation:)`).
    ///
    /// Ids dropped: an echo of the ids the state already has, and any ids sent while the
    /// list's own saves are in flight (a stale echo would undo a newer change for a frame);
    /// when the last save ends, the service's ids then are applied. The database's rows are
    /// dropped only when they are the ones the state has; a failed observation is an error
    /// on the status line, and the rows shown stay.
    public func transform(mutation: ReactorStream<Mutation>) -> ReactorStream<Mutation> {
        let ids = services.favorites.ids
        let favorites = services.favorites
        return
            mutation
            .merge(
                .run { send in
                    for await value in ids.values { await send(.favoritesChanged(value)) }
                }
            )
            .merge(
                .run { send in
                    do {
                        for try await breeds in favorites.observeStored() { await send(.storedFavoritesChanged(breeds)) }
                    } catch {
                        await send(.post(StatusMessage("Favorites could not be read: \(error)", kind: .error)))
                    }
                }
            )
            .compactMap { [weak self] mutation in
                guard let state = self?.currentState else { return mutation }
                switch mutation {
                case .favoritesChanged(let ids):
                    return state.writesInFlight > 0 || ids == state.favoriteIDs ? nil : mutation
                case .storedFavoritesChanged(let breeds):
                    return breeds == state.storedFavorites ? nil : mutation
                default:
                    return mutation
                }
            }
    }

    /// The catalog's breeds, cache then network; offline, the saved ones with the reason.
    private func loadBreeds() -> Effect<Mutation> {
        let catalog = services.catalog
        return Effect<Mutation>.run { send in
            var received = false
            for try await loaded in catalog.breeds(policy: .cacheThenNetwork) {
                received = true
                await send(.setBreeds(loaded.value, offlineReason: loaded.networkError.map { String(describing: $0) }))
            }
            if !received { await send(.setPhase(.failed("the catalog sent no breeds"))) }
        } catch: { error in
            .setPhase(.failed(String(describing: error)))
        }
        .cancellable(id: LoadRequest(), cancelInFlight: true)
    }

    private struct LoadRequest: Hashable, Sendable {}
}

extension CatsListReactor {
    /// Where the breeds stand.
    public enum LoadPhase: Sendable, Hashable {
        /// Nothing asked yet.
        case idle
        /// A load is under way (the breeds shown meanwhile, if any, stay).
        case loading
        /// The breeds arrived.
        case loaded
        /// The load failed, with the reason.
        case failed(String)
    }

    /// A favorite the user removed, and where it was: what `u` puts back.
    public struct Removal: Sendable, Hashable {
        public var breedID: Int64
        public var index: Int
        public var name: String

        public init(breedID: Int64, index: Int, name: String) {
            self.breedID = breedID
            self.index = index
            self.name = name
        }
    }
}
