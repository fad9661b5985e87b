import CatsAPI
import TrellisReactor

// Favorites: each edit is a call to their one owner, the favorites service, which shows
// it at once (its ids) and rolls it back if the server refuses.

extension CatsListReactor {
    /// The service decides the flip from the ids it holds when the call runs, so two quick
    /// presses add and remove even before this state has caught up with the first.
    func toggleFavorite(_ id: Int64, in state: State) -> Effect<Mutation> {
        guard let name = state.breeds.value?.first(where: { $0.id == id })?.name else { return .none }
        return save({ try await $0.toggleFavorite(id) }, saying: { $0 ? "★ \(name) is a favorite" : "\(name) is no longer a favorite" })
    }

    func moveFavorite(_ id: Int64, by delta: Int, in state: State) -> Effect<Mutation> {
        // Past the neighbour the user sees (a filter may hide the ones between).
        let visible = state.visibleFavorites(in: state.breeds.value ?? []).map(\.id)
        guard delta != 0, let position = visible.firstIndex(of: id) else { return .none }
        let neighbour = position + (delta < 0 ? -1 : 1)
        guard visible.indices.contains(neighbour), let target = state.favoriteIDs.firstIndex(of: visible[neighbour]) else { return .none }
        return save { try await $0.move(id, to: target) }
    }

    func removeFavorite(_ id: Int64, in state: State) -> Effect<Mutation> {
        guard let index = state.favoriteIDs.firstIndex(of: id) else { return .none }
        let name = state.breeds.value?.first { $0.id == id }?.name ?? "breed \(id)"
        return .concat(
            .just(.setRemoval(Removal(breedID: id, index: index, name: name))),
            .just(.post(StatusMessage("Removed \(name) — u to undo"))),
            save { try await $0.setFavorite(id, false) })
    }

    func undoRemoval(in state: State) -> Effect<Mutation> {
        guard let removal = state.lastRemoval else { return .just(.post(StatusMessage("Nothing to undo"))) }
        return .concat(
            .just(.setRemoval(nil)),
            .just(.post(StatusMessage("★ \(removal.name) is back"))),
            save { try await $0.setFavorite(removal.breedID, true, at: removal.index) })
    }

    /// Runs a change on the favorites service after the list's previous one, so it sees the
    /// keys in order (`f` `f`, `x` `u`); posts `message` of its result, or the refusal.
    private func save<Result: Sendable>(
        _ change: @escaping @Sendable (any CatsFavorites) async throws -> Result,
        saying message: @escaping @Sendable (Result) -> String? = { _ in nil }
    ) -> Effect<Mutation> {
        let (favorites, previous) = (services.favorites, lastEdit)
        let edit = Task {
            await previous?.value
            do { return try await message(change(favorites)).map { StatusMessage($0) } } catch {
                return StatusMessage(String(describing: error), kind: .error)
            }
        }
        lastEdit = Task { _ = await edit.value }
        return .run { send in
            if let message = await edit.value { await send(.post(message)) }
        }
    }
}
