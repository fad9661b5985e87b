import TrellisData

/// A screen's favorite edits, in the order its keys came, each one waiting only for the one
/// before it to be committed, never for the server: the favorites service (their one owner,
/// SQLite) sees `x` `u` or two presses of `f` in order, and a screen stays as quick as its
/// store while the server is slow or away.
///
/// ```swift
/// let edits = FavoriteEdits(services.favorites)
/// let edit = edits.run { favorites, onSaved throws(FavoriteError) in
///     try await favorites.toggleFavorite(3, onSaved: onSaved)
/// }
/// let became = await edit.saved.value            // true: 3 is a favorite, committed
/// for await case let refusal? in edit.answers {}  // the server's refusal, if it comes
/// ```
struct FavoriteEdits: Sendable {
    /// One edit under way: what it made the breed once committed (`nil` when it failed
    /// before it was), and the server's answer when it comes (`nil` for none or a success,
    /// else the refusal that rolled it back).
    struct Edit: Sendable {
        let saved: Task<Bool?, Never>
        let answers: AsyncStream<FavoriteError?>
    }

    let favorites: any CatsFavorites
    private let queue = SerialQueue()

    init(_ favorites: any CatsFavorites) { self.favorites = favorites }

    /// Runs `change` once the edits asked for before it are committed.
    func run(
        _ change:
            @escaping @Sendable (any CatsFavorites, _ onSaved: @escaping @Sendable (Bool) -> Void) async throws(FavoriteError) ->
            Void
    ) -> Edit {
        let favorites = favorites
        let (answers, answer) = AsyncStream<FavoriteError?>.makeStream()
        let saved = queue.enqueue(untilReached: { (saved: @escaping @Sendable (Bool) -> Void) in
            do throws(FavoriteError) {
                try await change(favorites, saved)
                answer.yield(nil)
            } catch {
                answer.yield(error)
            }
            answer.finish()
        })
        return Edit(saved: saved, answers: answers)
    }
}
