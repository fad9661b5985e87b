@testable import TrellisReactor

enum FavoriteError: Error, Equatable, Sendable {
    case requestFailed
}

/// A cat's favorite button, the Drrrible like flow on cats: the count moves at once, the
/// request follows, a refusal rolls back and pulses an error. Every reactor showing the
/// cat follows the shared event stream.
final class CatReactor: Reactor {
    enum Action: Equatable, Sendable { case toggleFavorite }
    enum Mutation: Equatable, Sendable {
        case setFavorite(Bool)
        case rollback(to: Bool)
        case event(CatEvent)
    }
    struct State: Equatable, Sendable {
        var catID: Int
        var isFavorite = false
        var favoriteCount = 0
        @Pulse var error: FavoriteError? = nil
    }

    let runtime: ReactorRuntime<CatReactor>
    let api: FavoritesAPI
    let events: CatEvents

    init(catID: Int, favoriteCount: Int = 0, api: FavoritesAPI, events: CatEvents) {
        runtime = ReactorRuntime(initialState: State(catID: catID, favoriteCount: favoriteCount))
        self.api = api
        self.events = events
    }

    func mutate(_ action: Action) -> Effect<Mutation> {
        switch action {
        case .toggleFavorite:
            let liked = !currentState.isFavorite
            let catID = currentState.catID
            return .concat(
                .just(.setFavorite(liked)),
                .run { [api, events] _ in
                    events.publish(.favorite(catID: catID, isFavorite: liked))
                    try await api.setFavorite(liked, catID: catID)
                } catch: { [events] _ in
                    events.publish(.favorite(catID: catID, isFavorite: !liked))
                    return .rollback(to: !liked)
                }
            )
            .cancellable(id: FavoriteRequest(catID: catID), cancelInFlight: true)
        }
    }

    func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .setFavorite(let isFavorite):
            Self.setFavorite(isFavorite, in: &state)
        case .rollback(let isFavorite):
            Self.setFavorite(isFavorite, in: &state)
            state.error = .requestFailed
        case .event(.favorite(_, let isFavorite)):
            Self.setFavorite(isFavorite, in: &state)
        }
    }

    func transform(mutation: ReactorStream<Mutation>) -> ReactorStream<Mutation> {
        let catID = currentState.catID
        return mutation.merge(
            events.stream().compactMap { @Sendable event in
                guard case .favorite(catID, _) = event else { return nil }
                return Mutation.event(event)
            })
    }

    private static func setFavorite(_ isFavorite: Bool, in state: inout State) {
        guard state.isFavorite != isFavorite else { return }
        state.isFavorite = isFavorite
        state.favoriteCount += isFavorite ? 1 : -1
    }
}

struct FavoriteRequest: Hashable, Sendable { var catID: Int }
