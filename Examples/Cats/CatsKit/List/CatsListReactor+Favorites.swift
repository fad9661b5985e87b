import CatsAPI
import TrellisReactor

// Favorites, edited optimistically: the state changes at once, then the service saves and
// syncs. A refusal is rolled back by the service; the reactor says so on the status line,
// and when the save ends it takes the service's ids as they are then (the rollback, or
// anything else the service did), so an optimistic change never outlives the service's.

extension CatsListReactor {
    func toggleFavorite(_ id: Int64, in state: State) -> Effect<Mutation> {
        guard let breed = state.breed(id) else { return .none }
        let isFavorite = !state.favoriteIDs.contains(id)
        let ids = isFavorite ? state.favoriteIDs + [id] : state.favoriteIDs.filter { $0 != id }
        let message = isFavorite ? "★ \(breed.name) is a favorite" : "\(breed.name) is no longer a favorite"
        return .concat(
            .just(.beginWrite(favoriteIDs: ids)),
            .just(.post(StatusMessage(message))),
            save { favorites in try await favorites.setFavorite(id, isFavorite, at: nil) }
        )
    }

    func moveFavorite(_ id: Int64, by delta: Int, in state: State) -> Effect<Mutation> {
        // Past the neighbour the user sees (a filter may hide the ones between).
        let visible = state.visibleFavorites.map(\.id)
        guard delta != 0, let position = visible.firstIndex(of: id) else { return .none }
        let neighbourPosition = position + (delta < 0 ? -1 : 1)
        guard visible.indices.contains(neighbourPosition),
            let target = state.favoriteIDs.firstIndex(of: visible[neighbourPosition])
        else { return .none }
        var ids = state.favoriteIDs.filter { $0 != id }
        ids.insert(id, at: min(target, ids.count))
        return .concat(
            .just(.beginWrite(favoriteIDs: ids)),
            save { favorites in try await favorites.move(id, to: target) }
        )
    }

    func removeFavorite(_ id: Int64, in state: State) -> Effect<Mutation> {
        guard let index = state.favoriteIDs.firstIndex(of: id) else { return .none }
        let name = state.breed(id)?.name ?? "breed \(id)"
        return .concat(
            .just(.beginWrite(favoriteIDs: state.favoriteIDs.filter { $0 != id })),
            .just(.setRemoval(Removal(breedID: id, index: index, name: name))),
            .just(.post(StatusMessage("Removed \(name) — u to undo"))),
            save { favorites in try await favorites.setFavorite(id, false, at: nil) }
        )
    }

    func undoRemoval(in state: State) -> Effect<Mutation> {
        guard let removal = state.lastRemoval else { return .just(.post(StatusMessage("Nothing to undo"))) }
        var ids = state.favoriteIDs.filter { $0 != removal.breedID }
        ids.insert(removal.breedID, at: min(removal.index, ids.count))
        return .concat(
            .just(.beginWrite(favoriteIDs: ids)),
            .just(.setRemoval(nil)),
            .just(.post(StatusMessage("★ \(removal.name) is back"))),
            save { favorites in try await favorites.setFavorite(removal.breedID, true, at: removal.index) }
        )
    }

    /// Runs a change on the favorites service; a failure goes to the status line, and the
    /// service's ids afterwards end the write.
    private func save(_ change: @escaping @Sendable (any CatsFavorites) async throws -> Void) -> Effect<Mutation> {
        let favorites = services.favorites
        return .run { send in
            do {
                try await change(favorites)
            } catch {
                await send(.post(StatusMessage(String(describing: error), kind: .error)))
            }
            await send(.writeFinished(favoriteIDs: favorites.ids.current))
        }
    }
}
