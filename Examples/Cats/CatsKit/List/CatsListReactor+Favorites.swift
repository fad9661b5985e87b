import CatsAPI
import TrellisReactor

// Favorites: each edit is a call to the favorites service, their one owner. The service
// shows the change at once (its ids, which `transform(mutation:)` merges into the state)
// and rolls it back if the server refuses; the list says what it did on the status line,
// and says so again when the service refuses.

extension CatsListReactor {
    func toggleFavorite(_ id: Int64, in state: State) -> Effect<Mutation> {
        guard let breed = state.breed(id) else { return .none }
        let isFavorite = !state.favoriteIDs.contains(id)
        let message = isFavorite ? "★ \(breed.name) is a favorite" : "\(breed.name) is no longer a favorite"
        return .concat(.just(.post(StatusMessage(message))), save { try await $0.setFavorite(id, isFavorite, at: nil) })
    }

    func moveFavorite(_ id: Int64, by delta: Int, in state: State) -> Effect<Mutation> {
        // Past the neighbour the user sees (a filter may hide the ones between).
        let visible = state.visibleFavorites(in: state.breeds.value ?? []).map(\.id)
        guard delta != 0, let position = visible.firstIndex(of: id) else { return .none }
        let neighbourPosition = position + (delta < 0 ? -1 : 1)
        guard visible.indices.contains(neighbourPosition),
            let target = state.favoriteIDs.firstIndex(of: visible[neighbourPosition])
        else { return .none }
        return save { try await $0.move(id, to: target) }
    }

    func removeFavorite(_ id: Int64, in state: State) -> Effect<Mutation> {
        guard let index = state.favoriteIDs.firstIndex(of: id) else { return .none }
        let name = state.breed(id)?.name ?? "breed \(id)"
        return .concat(
            .just(.setRemoval(Removal(breedID: id, index: index, name: name))),
            .just(.post(StatusMessage("Removed \(name) — u to undo"))),
            save { try await $0.setFavorite(id, false, at: nil) }
        )
    }

    func undoRemoval(in state: State) -> Effect<Mutation> {
        guard let removal = state.lastRemoval else { return .just(.post(StatusMessage("Nothing to undo"))) }
        return .concat(
            .just(.setRemoval(nil)),
            .just(.post(StatusMessage("★ \(removal.name) is back"))),
            save { try await $0.setFavorite(removal.breedID, true, at: removal.index) }
        )
    }

    /// Runs a change on the favorites service; a refusal goes to the status line (the
    /// service has rolled the change back, and its ids say so).
    private func save(_ change: @escaping @Sendable (any CatsFavorites) async throws -> Void) -> Effect<Mutation> {
        let favorites = services.favorites
        return .run { send in
            do {
                try await change(favorites)
            } catch {
                await send(.post(StatusMessage(String(describing: error), kind: .error)))
            }
        }
    }
}
