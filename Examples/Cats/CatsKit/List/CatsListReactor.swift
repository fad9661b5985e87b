import CatsAPI
import TrellisData
import TrellisReactor

/// The cats list's logic (Drrrible's shot list reactor, on the Cats services): the breeds
/// from the catalog as a ``TrellisReactor/Loadable``, the favorites as the favorites service
/// has them, the selected segment, the search, and the last removal (for undo). The list's
/// sections are derived from this state (``State/allSections``, ``State/favoriteSections``)
/// and the screen binds its data sources to them (`bindSections`).
///
/// The favorites have one owner, the favorites service: its ids change the moment a change
/// is made and roll back when the server refuses it. Two of its streams are merged into
/// the mutations (``transform(mutation:)``), so a change made here, on the detail screen,
/// by a rollback or by a sync reaches the list the same way:
/// - its ids: the ★ marks, the count, and which favorites the Favorites segment lists in
///   which order;
/// - the database's favorites (`observeStored()`, a GRDB observation of the user's
///   collection joined to the breeds): the records the Favorites segment shows.
///
/// ```swift
/// let reactor = CatsListReactor(services: context.services)
/// reactor.send(.load)
/// reactor.send(.toggleFavorite(3))   // the service's ids, then this state, show ★ at once
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
        case beginLoad
        case setBreeds([Breed], offlineReason: String?)
        case failLoad(LoadFailure)
        /// The favorites service's ids, as its stream sent them.
        case favoritesChanged([Int64])
        /// The favorite breeds as the database has them, in the user's order.
        case storedFavoritesChanged([Breed])
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
            switch state.breeds {
            case .notLoaded, .failed: return .concat(.just(.beginLoad), loadBreeds())
            case .loading, .refreshing, .loaded: return .none
            }
        case .reload: return .concat(.just(.beginLoad), loadBreeds())
        case .selectSegment(let segment): return .just(.setSegment(segment))
        case .beginSearch: return .just(.setSearch(query: state.query, isTyping: true))
        case .typeCharacter(let character):
            return state.isTyping ? .just(.setSearch(query: state.query + String(character), isTyping: true)) : .none
        case .deleteBackward: return .just(.setSearch(query: String(state.query.dropLast()), isTyping: state.isTyping))
        case .endTyping: return .just(.setSearch(query: state.query, isTyping: false))
        case .clearSearch: return .just(.setSearch(query: "", isTyping: false))
        case .toggleFavorite(let id): return toggleFavorite(id, in: state)
        case .moveFavorite(let id, let delta): return moveFavorite(id, by: delta, in: state)
        case .removeFavorite(let id): return removeFavorite(id, in: state)
        case .undoRemoval: return undoRemoval(in: state)
        }
    }

    public func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .beginLoad: state.breeds.begin()
        case .setBreeds(let breeds, let offlineReason):
            state.breeds.finish(breeds)
            if let offlineReason { state.message = StatusMessage("Offline: showing saved breeds (\(offlineReason))") }
        case .failLoad(let failure): state.breeds.fail(failure)
        case .favoritesChanged(let ids): state.favoriteIDs = ids
        case .storedFavoritesChanged(let breeds): state.storedFavorites = breeds
        case .setSegment(let segment): state.segment = segment
        case .setSearch(let query, let isTyping): (state.query, state.isTyping) = (query, isTyping)
        case .setRemoval(let removal): state.lastRemoval = removal
        case .post(let message): state.message = message
        }
    }

    /// The favorites service's ids and the database's favorites, merged as mutations
    /// (Drrrible's `Shot.event` merged in `transform(mutation:)`): the only way the
    /// favorites reach the state. A failed observation of the database is an error on the
    /// status line, and the rows shown stay.
    public func transform(mutation: ReactorStream<Mutation>) -> ReactorStream<Mutation> {
        let favorites = services.favorites
        return
            mutation
            .merge(
                .run { send in
                    for await ids in favorites.ids.values { await send(.favoritesChanged(ids)) }
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
            if !received { await send(.failLoad(LoadFailure(message: "the catalog sent no breeds"))) }
        } catch: { error in
            .failLoad(LoadFailure(error))
        }
        .cancellable(id: LoadRequest(), cancelInFlight: true)
    }

    private struct LoadRequest: Hashable, Sendable {}
}
