import CatsAPI
import TrellisData

/// ``CatsFavorites`` on SQLite and the server (Drrrible's like button): a change is decided
/// against the stored list and saved with its queue row and the breed's favorite count ±1
/// in one transaction (``FavoritesLedger``); every screen follows the stored list through a
/// GRDB observation, so the change shows as soon as it is committed, before any request
/// (and the caller hears it through `onSaved`). Then it is sent through the sync engine's
/// queue. The call returns once the server has answered, or once the change is queued. A
/// definitive refusal rolls the stored list back (which the screens then show) and throws
/// the server's reason; anything else keeps the change queued. A newer toggle of the same breed is a newer queue row: the latest intent
/// wins, and at most one more request is sent.
final class SyncedFavorites: CatsFavorites {
    let session: CurrentAccount
    let ledger: FavoritesLedger
    let engine: CatsSyncEngine?

    init(session: CurrentAccount, ledger: FavoritesLedger, engine: CatsSyncEngine?) {
        self.session = session
        self.ledger = ledger
        self.engine = engine
    }

    var store: EntityStore { ledger.store }

    func setFavorite(
        _ breedID: Int64, _ isFavorite: Bool, at index: Int?, onSaved: @escaping @Sendable (Bool) -> Void
    ) async throws(FavoriteError) {
        _ = try await apply(.set(breedID, isFavorite: isFavorite, at: index), naming: breedID, onSaved: onSaved)
    }

    /// Flips the favorite as stored when the ledger runs the change: two toggles at once
    /// (two quick presses, two screens) are an add and a removal, never two adds.
    func toggleFavorite(_ breedID: Int64, onSaved: @escaping @Sendable (Bool) -> Void) async throws(FavoriteError) -> Bool {
        try await apply(.toggle(breedID), naming: breedID, onSaved: onSaved).0.after.contains(breedID)
    }

    func move(_ breedID: Int64, to index: Int, onSaved: @escaping @Sendable (Bool) -> Void) async throws(FavoriteError) {
        let (applied, refusal) = try await apply(.move(breedID, to: index), naming: breedID, onSaved: onSaved)
        guard applied.before.contains(breedID) else { throw .unknownBreed(breedID) }
        guard let refusal else { return }
        // The refused order goes back, keeping what was added or removed since.
        if let user = session.user { _ = await ledger.apply(.order(applied.before), for: user.id, queueing: false) }
        throw refusal
    }

    /// Saves `edit` with its queue rows, tells `onSaved` whether `breedID` is a favorite
    /// now, then sends the queue.
    ///
    /// - Returns: what the edit did, and the server's refusal of an order (the caller's to
    ///   put back).
    /// - Throws: the server's refusal of a favorite change, which the engine rolled back.
    private func apply(
        _ edit: FavoritesLedger.Edit, naming breedID: Int64, onSaved: @Sendable (Bool) -> Void
    ) async throws(FavoriteError) -> (FavoritesLedger.Applied, refusal: FavoriteError?) {
        guard let user = session.user else { throw .signedOut }
        guard session.isKnown(breedID) else { throw .unknownBreed(breedID) }
        let applied: FavoritesLedger.Applied
        switch await ledger.apply(edit, for: user.id, queueing: engine != nil) {
        case .success(let result): applied = result
        case .failure(let error): throw .storage(error.description)
        }
        onSaved(applied.after.contains(breedID))
        guard let engine, let first = applied.queued.first,
            case .refused(let reason) = await engine.submit(first)
        else { return (applied, nil) }
        let refusal = FavoriteError.refused(breedID: breedID, reason: reason)
        if case .move = edit { return (applied, refusal) }
        // The engine put a refused removal back at the end; it goes back where it was.
        if let index = applied.before.firstIndex(of: breedID), !applied.after.contains(breedID) {
            _ = await ledger.apply(.move(breedID, to: index), for: user.id, queueing: false)
        }
        throw refusal
    }

    func observe() -> AsyncThrowingStream<[Breed], any Error> {
        store.observe(following: session.currentUser) { user in user.map { .collection(CatsStore.favorites(of: $0.id), of: Breed.self) } }
    }
}
