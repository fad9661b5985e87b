import CatsAPI
import TrellisData
import TrellisReactor
import TrellisViews

/// The cats list's logic (Drrrible's shot list reactor): the breeds as a
/// ``TrellisReactor/Loadable``; the favorites as their one owner, SQLite, has them (the
/// favorites service's observation of the stored list, so a change from here, the detail
/// screen, a rollback or a sync arrives one way); the segment, the search and the last
/// removal. The view binds its data sources to the
/// derived ``State/allSections`` and ``State/favoriteSections``.
///
/// ```swift
/// let reactor = CatsListReactor(services: context.services)
/// reactor.send(.load)
/// reactor.send(.toggleFavorite(3))   // the service flips it in SQLite; the observation shows ★
/// reactor.send(.typeCharacter("k"))  // after .beginSearch: the sections match "k"
/// ```
public final class CatsListReactor: Reactor {
    public enum Action: Sendable, Equatable {
        /// Loads the breeds; once loaded, refreshes them in the background only when the
        /// stored list is stale (``CatsServices/staleness``). `reload` asks the server
        /// whatever their age, keeping those shown.
        case load, reload
        case selectSegment(CatsListSegment)
        /// Flips a breed's favorite, as the favorites service holds it when the call runs.
        case toggleFavorite(Int64)
        /// Search: `/` begins typing, Enter ends it keeping the filter, Esc clears it.
        case beginSearch
        case typeCharacter(Character)
        /// The search field's text after an edit (typing, a paste, Ctrl-W...); ignored unless typing.
        case setQuery(String)
        case deleteBackward, endTyping, clearSearch
        /// Moves a favorite past its visible neighbour: `-1` up, `1` down.
        case moveFavorite(Int64, by: Int)
        /// Removes a favorite, remembering where it was, for `undoRemoval`.
        case removeFavorite(Int64)
        case undoRemoval
    }

    public enum Mutation: Sendable, Equatable {
        case breeds(Loadable<[Breed]>.Step)
        /// A read of the catalog (stored, then the server's) began or ended.
        case syncingCatalog(Bool)
        /// How much of the server's catalog has arrived (nil: its length is unknown).
        case catalogDownloaded(Double?)
        /// The database's favorite breeds in the user's order.
        case favoritesChanged([Breed])
        /// The store changed a breed (its favorite count moved, a sync brought new values).
        case breedChanged(Breed)
        case setSegment(CatsListSegment)
        case setSearch(query: String, isTyping: Bool)
        case setRemoval(Removal?)
        case post(StatusMessage)
    }

    public let runtime: ReactorRuntime<CatsListReactor>
    let services: CatsServices
    /// The list's favorite edits, in the order the keys came, each after the one before is saved.
    let edits: FavoriteEdits

    /// A reactor showing `segment`, filtered by `query` ("" for none).
    public init(services: CatsServices, segment: CatsListSegment = .all, query: String = "") {
        self.services = services
        edits = FavoriteEdits(services.favorites)
        runtime = ReactorRuntime(initialState: State(segment: segment, query: query))
    }

    public func mutate(_ action: Action) -> Effect<Mutation> {
        let state = currentState
        switch action {
        case .load where state.breeds.value != nil && state.breeds.failure == nil: return refreshBreedsIfStale()
        case .load: return loadBreeds(ifStale: true)
        case .reload: return loadBreeds(ifStale: false)
        case .selectSegment(let segment): return .just(.setSegment(segment))
        case .beginSearch: return .just(.setSearch(query: state.query, isTyping: true))
        case .typeCharacter(let character):
            return state.isTyping ? .just(.setSearch(query: state.query + String(character), isTyping: true)) : .none
        case .setQuery(let query): return state.isTyping ? .just(.setSearch(query: query, isTyping: true)) : .none
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
        case .breeds(let step):
            state.breeds.apply(step, over: state.lastChanges)
            if case .fail = step { state.isSyncingCatalog = false }  // a failed read ends the sync
        case .syncingCatalog(let syncing): (state.isSyncingCatalog, state.catalogDownloaded) = (syncing, nil)
        case .catalogDownloaded(let fraction) where state.isSyncingCatalog: state.catalogDownloaded = fraction
        case .catalogDownloaded: break  // a late report of a sync that has ended
        case .favoritesChanged(let breeds): state.favorites = breeds
        case .breedChanged(let breed): state.breeds.take(breed, noting: &state.lastChanges)
        case .setSegment(let segment): state.segment = segment
        case .setSearch(let query, let isTyping): (state.query, state.isTyping) = (query, isTyping)
        case .setRemoval(let removal): state.lastRemoval = removal
        case .post(let message): state.message = message
        }
    }

    /// The database's favorites and the catalog's breed changes as mutations (Drrrible's `Shot.event`: a favorite's count moves on every screen at
    /// once); a failed database observation is an error, the rows shown stay.
    public func transform(mutation: ReactorStream<Mutation>) -> ReactorStream<Mutation> {
        let favorites = services.favorites
        let changes = services.catalog.breedChanges.subscribe()
        let downloads = services.catalog.catalogProgress.subscribe()
        return
            mutation
            .merge(
                .run { send in
                    for try await progress in downloads { await send(.catalogDownloaded(progress.fractionCompleted)) }
                } catch: { _ in
                    nil  // only a flood of reports ends it: the bar then says "working" only
                }
            )
            .merge(
                .run { send in
                    for try await change in changes { if case .updated(let breed, _) = change { await send(.breedChanged(breed)) } }
                } catch: { error in
                    .post(StatusMessage("Breed changes stopped: \(error); reload with r", kind: .error))
                }
            )
            .merge(
                .run { send in
                    for try await breeds in favorites.observe() { await send(.favoritesChanged(breeds)) }
                } catch: { error in
                    .post(StatusMessage("Favorites could not be read: \(error)", kind: .error))
                })
    }

    /// The catalog's breeds: the stored ones, then the server's (`ifStale`: only when the
    /// stored list is stale); offline, the saved ones and the reason.
    private func loadBreeds(ifStale: Bool) -> Effect<Mutation> {
        .concat(.just(.breeds(.begin)), fetchBreeds(ifStale: ifStale).cancellable(id: "breeds", cancelInFlight: true))
    }

    /// The breeds shown again: the stored ones are read again, and the server is asked in
    /// the background only when the stored list is stale (the rows shown stay: no loading
    /// state).
    private func refreshBreedsIfStale() -> Effect<Mutation> {
        fetchBreeds(ifStale: true).cancellable(id: "breeds", cancelInFlight: false)
    }

    private func fetchBreeds(ifStale: Bool) -> Effect<Mutation> {
        let (catalog, staleness) = (services.catalog, services.staleness)
        return Effect<Mutation>.run { send in
            await send(.syncingCatalog(true))
            var received = false
            let breeds =
                ifStale
                ? catalog.showing(.breeds, under: staleness) { catalog.breeds(policy: $0) } : catalog.breeds(policy: .cacheThenNetwork)
            for try await loaded in breeds {
                received = true
                await send(.breeds(.finish(loaded.value)))
                if let error = loaded.networkError { await send(.post(.offline("\(error); showing saved breeds"))) }
            }
            await send(.syncingCatalog(false))
            if !received { await send(.breeds(.fail(LoadFailure(message: "the catalog sent no breeds")))) }
        } catch: { error in
            .breeds(.fail(LoadFailure(error)))
        }
    }
}
