import CatsAPI
import TrellisReactor

extension CatsListReactor {
    /// The service decides the flip from the ids it holds when the call runs, so two quick
    /// presses add and remove even before this state has caught up with the first.
    func toggleFavorite(_ id: Int64, in state: State) -> Effect<Mutation> {
        guard let name = state.breeds.value?.first(where: { $0.id == id })?.name else { return .none }
        let shown: @Sendable ([Int64]) -> String = { $0.contains(id) ? "★ \(name) is a favorite" : "\(name) is no longer a favorite" }
        return save(shown: shown) { try await $0.toggleFavorite(id) }
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

    /// Runs `change` on the favorites service (their one owner, which shows it at once in its
    /// ids and rolls it back if the server refuses) once the list's previous edit shows in
    /// those ids or has returned: the service sees the keys in order (`f` `f`, `x` `u`)
    /// without waiting for the server. `shown` words the ids that show it; a refusal is posted.
    private func save(
        shown: (@Sendable ([Int64]) -> String)? = nil, _ change: @escaping @Sendable (any CatsFavorites) async throws -> Void
    ) -> Effect<Mutation> {
        let (favorites, previous, (isShown, shownNow)) = (services.favorites, lastEdit, AsyncStream<Never>.makeStream())
        lastEdit = Task { for await _ in isShown {} }
        return .run { send in
            await previous?.value
            let (before, (steps, step)) = (favorites.ids.current, AsyncStream<Void>.makeStream())
            let call = Task {
                defer { step.yield() }
                try await change(favorites)
            }
            let watch = Task { if await favorites.ids.values.contains(where: { $0 != before }) { step.yield() } }
            _ = await steps.first { true }
            watch.cancel()
            shownNow.finish()
            let ids = favorites.ids.current
            if let shown, ids != before { await send(.post(StatusMessage(shown(ids)))) }
            if case .failure(let error) = await call.result { await send(.post(StatusMessage(String(describing: error), kind: .error))) }
        }
    }
}
