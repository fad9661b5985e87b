@testable import TrellisReactor

enum FavoriteError: Error, Equatable, Sendable {
    case requestFailed
}

/// A cat's favorite button, the Drrrible like flow on cats: the count moves at once, the
/// request follows, a refusal rolls back to what the server last confirmed (not to the
/// value before the tap: that may be a like the server never confirmed) and pulses an
/// error. Every reactor showing the cat follows the shared event stream, confirmations
/// included.
final class CatReactor: Reactor {
    enum Action: Equatable, Sendable { case toggleFavorite }
    enum Mutation: Equatable, Sendable {
        case setFavorite(Bool)
        case confirm(Bool)
        case rollback(to: Bool)
        case event(CatEvent)
    }
    struct State: Equatable, Sendable {
        var catID: Int
        var isFavorite = false
        var favoriteCount = 0
        /// What the server holds, as far as this reactor knows.
        var confirmedFavorite = false
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
            // Not `!liked`: after a like still in flight was cancelled, the server holds this.
            let confirmed = currentState.confirmedFavorite
            let catID = currentState.catID
            return .concat(
                .just(.setFavorite(liked)),
                .run { [api, events] send in
                    events.publish(.favorite(catID: catID, isFavorite: liked))
                    do {
                        try await api.setFavorite(liked, catID: catID)
                    } catch {
                        guard !Task.isCancelled, !(error is CancellationError) else { return }  // a newer toggle won
                        // This reactor reduces its rollback (and its error) before the other
                        // screens hear of it: published first, the event would reach this
                        // reactor too and leave the rollback nothing to restore, so no error.
                        await send(.rollback(to: confirmed))
                        if confirmed != liked { events.publish(.favorite(catID: catID, isFavorite: confirmed)) }
                        return
                    }
                    events.publish(.favoriteConfirmed(catID: catID, isFavorite: liked))
                    await send(.confirm(liked))
                }
            )
            .cancellable(id: FavoriteRequest(catID: catID), cancelInFlight: true)
        }
    }

    func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .setFavorite(let isFavorite):
            Self.setFavorite(isFavorite, in: &state)
        case .confirm(let isFavorite), .event(.favoriteConfirmed(_, let isFavorite)):
            state.confirmedFavorite = isFavorite
        case .rollback(let isFavorite):
            // Only a value that differs from what is shown is rolled back, and only that is an error.
            guard state.isFavorite != isFavorite else { return }
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
                event.catID == catID ? Mutation.event(event) : nil
            })
    }

    private static func setFavorite(_ isFavorite: Bool, in state: inout State) {
        guard state.isFavorite != isFavorite else { return }
        state.isFavorite = isFavorite
        state.favoriteCount += isFavorite ? 1 : -1
    }
}

struct FavoriteRequest: Hashable, Sendable { var catID: Int }
