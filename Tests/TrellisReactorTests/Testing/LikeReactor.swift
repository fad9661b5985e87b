import TrellisReactor

/// A like button without event streams, for exhaustive tests: optimistic like, request,
/// confirmation, or a rollback to the last confirmed value with an error pulse.
final class LikeReactor: Reactor {
    enum Action: Equatable, Sendable {
        case toggle
        case search(String)
        case load
    }
    enum Mutation: Equatable, Sendable {
        case setLiked(Bool)
        case confirm(Bool)
        case rollback(to: Bool)
        case setResults([String])
        case loaded
        case loadTimedOut
    }
    struct State: Equatable, Sendable {
        var isLiked = false
        var likeCount = 3
        var confirmedLiked = false
        var results: [String] = []
        var load = "idle"
        @Pulse var error: FavoriteError? = nil
    }

    let runtime = ReactorRuntime<LikeReactor>(initialState: State())
    let api: FavoritesAPI
    let clock: any Clock<Duration>

    init(api: FavoritesAPI, clock: any Clock<Duration>) {
        self.api = api
        self.clock = clock
    }

    func mutate(_ action: Action) -> Effect<Mutation> {
        switch action {
        case .toggle:
            let liked = !currentState.isLiked
            let confirmed = currentState.confirmedLiked
            return .concat(
                .just(.setLiked(liked)),
                .run { [api] send in
                    try await api.setFavorite(liked, catID: 1)
                    await send(.confirm(liked))
                } catch: { _ in
                    .rollback(to: confirmed)
                }
            )
            .cancellable(id: "like", cancelInFlight: true)
        case .load:
            return .run { [api] send in
                try await api.setFavorite(true, catID: 2)
                await send(.loaded)
            }
            .timeout(id: "load", after: .seconds(10), clock: clock, then: .loadTimedOut)
        case .search(let query):
            return .run { send in await send(.setResults(["\(query) 1", "\(query) 2"])) }
                .debounce(id: "search", for: .milliseconds(300), clock: clock)
        }
    }

    func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .setLiked(let liked):
            state.likeCount += liked == state.isLiked ? 0 : (liked ? 1 : -1)
            state.isLiked = liked
        case .confirm(let liked):
            state.confirmedLiked = liked
        case .rollback(let liked):
            guard liked != state.isLiked else { return }  // what is shown is what the server holds
            state.likeCount += liked ? 1 : -1
            state.isLiked = liked
            state.error = .requestFailed
        case .setResults(let results):
            state.results = results
        case .loaded:
            state.load = "loaded"
        case .loadTimedOut:
            state.load = "timed out"
        }
    }
}
