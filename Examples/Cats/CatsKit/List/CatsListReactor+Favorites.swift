import CatsAPI
import TrellisData
import TrellisReactor

extension CatsListReactor {
    /// The service decides the flip from what is stored when the call runs, so two quick
    /// presses add and remove even before this state has caught up with the first.
    func toggleFavorite(_ id: Int64, in state: State) -> Effect<Mutation> {
        guard let name = state.breeds.value?.first(where: { $0.id == id })?.name else { return .none }
        return save { favorites throws(FavoriteError) in
            try await favorites.toggleFavorite(id) ? "★ \(name) is a favorite" : "\(name) is no longer a favorite"
        }
    }

    func moveFavorite(_ id: Int64, by delta: Int, in state: State) -> Effect<Mutation> {
        // Past the neighbour the user sees (a filter may hide the ones between).
        let visible = state.visibleFavorites().map(\.id)
        guard delta != 0, let position = visible.firstIndex(of: id) else { return .none }
        let neighbour = position + (delta < 0 ? -1 : 1)
        guard visible.indices.contains(neighbour), let target = state.favoriteIDs.firstIndex(of: visible[neighbour]) else { return .none }
        return save { favorites throws(FavoriteError) in
            try await favorites.move(id, to: target)
            return nil
        }
    }

    func removeFavorite(_ id: Int64, in state: State) -> Effect<Mutation> {
        guard let index = state.favoriteIDs.firstIndex(of: id) else { return .none }
        let name = state.breeds.value?.first { $0.id == id }?.name ?? "breed \(id)"
        return .concat(
            .just(.setRemoval(Removal(breedID: id, index: index, name: name))),
            .just(.post(StatusMessage("Removed \(name) — u to undo"))),
            save { favorites throws(FavoriteError) in
                try await favorites.setFavorite(id, false)
                return nil
            })
    }

    func undoRemoval(in state: State) -> Effect<Mutation> {
        guard let removal = state.lastRemoval else { return .just(.post(StatusMessage("Nothing to undo"))) }
        return .concat(
            .just(.setRemoval(nil)),
            .just(.post(StatusMessage("★ \(removal.name) is back"))),
            save { favorites throws(FavoriteError) in
                try await favorites.setFavorite(removal.breedID, true, at: removal.index)
                return nil
            })
    }

    /// Runs `change` on the favorites service (their one owner, SQLite, which the list
    /// follows) after the list's edits before it: the service sees the keys in the order
    /// they came (`x` `u`, Shift-↑ Shift-↑). What `change` returns is posted, and so is a
    /// refusal.
    private func save(
        _ change: @escaping @Sendable (any CatsFavorites) async throws(FavoriteError) -> String?
    ) -> Effect<Mutation> {
        let favorites = services.favorites
        let edit = edits.enqueue { () -> Result<String?, FavoriteError> in
            do throws(FavoriteError) { return .success(try await change(favorites)) } catch { return .failure(error) }
        }
        return .run { send in
            switch await edit.value {
            case .success(let shown?): await send(.post(StatusMessage(shown)))
            case .success(nil): break
            case .failure(let error): await send(.post(StatusMessage(String(describing: error), kind: .error)))
            }
        }
    }
}
