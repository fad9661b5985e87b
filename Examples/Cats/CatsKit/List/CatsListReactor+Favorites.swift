import CatsAPI
import TrellisData
import TrellisReactor
import TrellisViews

extension CatsListReactor {
    /// The service decides the flip from what is stored when the call runs, so two quick
    /// presses add and remove even before this state has caught up with the first.
    func toggleFavorite(_ id: Int64, in state: State) -> Effect<Mutation> {
        guard let name = state.breeds.value?.first(where: { $0.id == id })?.name else { return .none }
        let saying: @Sendable (Bool) -> String = { $0 ? "★ \(name) is a favorite" : "\(name) is no longer a favorite" }
        return save(saying: saying) { favorites, onSaved throws(FavoriteError) in try await favorites.toggleFavorite(id, onSaved: onSaved) }
    }

    func moveFavorite(_ id: Int64, by delta: Int, in state: State) -> Effect<Mutation> {
        // Past the neighbour the user sees (a filter may hide the ones between).
        let visible = state.visibleFavorites().map(\.id)
        guard delta != 0, let position = visible.firstIndex(of: id) else { return .none }
        let neighbour = position + (delta < 0 ? -1 : 1)
        guard visible.indices.contains(neighbour), let target = state.favoriteIDs.firstIndex(of: visible[neighbour]) else { return .none }
        return save { favorites, onSaved throws(FavoriteError) in try await favorites.move(id, to: target, onSaved: onSaved) }
    }

    func removeFavorite(_ id: Int64, in state: State) -> Effect<Mutation> {
        guard let index = state.favoriteIDs.firstIndex(of: id) else { return .none }
        let name = state.breeds.value?.first { $0.id == id }?.name ?? "breed \(id)"
        return .concat(
            .just(.setRemoval(Removal(breedID: id, index: index, name: name))),
            .just(.post(StatusMessage("Removed \(name) — u to undo"))),
            save { favorites, onSaved throws(FavoriteError) in
                try await favorites.setFavorite(id, false, at: nil, onSaved: onSaved)
            })
    }

    func undoRemoval(in state: State) -> Effect<Mutation> {
        guard let removal = state.lastRemoval else { return .just(.post(StatusMessage("Nothing to undo"))) }
        return .concat(
            .just(.setRemoval(nil)),
            .just(.post(StatusMessage("★ \(removal.name) is back"))),
            save { favorites, onSaved throws(FavoriteError) in
                try await favorites.setFavorite(removal.breedID, true, at: removal.index, onSaved: onSaved)
            })
    }

    /// Runs `change` on the favorites service (their one owner, SQLite, which the list
    /// follows) once the list's edits before it are saved (``FavoriteEdits``): the service
    /// sees the keys in the order they came (`x` `u`, Shift-↑ Shift-↑) without waiting for
    /// the server. Once saved, `saying` words what the breed became for the status line; a
    /// refusal from the server is posted when it comes.
    private func save(
        saying: (@Sendable (Bool) -> String)? = nil,
        _ change:
            @escaping @Sendable (any CatsFavorites, _ onSaved: @escaping @Sendable (Bool) -> Void) async throws(FavoriteError) ->
            Void
    ) -> Effect<Mutation> {
        let edit = edits.run(change)
        let (saved, answers) = (edit.saved, edit.answers)
        return .run { send in
            if let isFavorite = await saved.value, let saying { await send(.post(StatusMessage(saying(isFavorite)))) }
            for await case let error? in answers { await send(.post(StatusMessage(String(describing: error), kind: .error))) }
        }
    }
}
