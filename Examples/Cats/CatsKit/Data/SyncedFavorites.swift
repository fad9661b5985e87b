import CatsAPI
import TrellisData

/// ``CatsFavorites`` on SQLite and the server (Drrrible's like button): a change is shown
/// at once (ids and an event, before any I/O), then saved with its queue row and the
/// breed's favorite count ±1 in one transaction (``FavoritesLedger``; the count's
/// `EntityChange` reaches every screen), then sent through the sync engine's queue. The call
/// returns only once the change is on disk. A definitive refusal rolls back (store, ids and
/// an inverse event) and throws the server's reason; anything else keeps the change queued.
/// A newer toggle of the same breed is a newer queue row: the latest intent wins, and at
/// most one more request is sent.
final class SyncedFavorites: CatsFavorites {
    let session: CatsSessionState
    let ledger: FavoritesLedger
    let engine: CatsSyncEngine?

    init(session: CatsSessionState, ledger: FavoritesLedger, engine: CatsSyncEngine?) {
        self.session = session
        self.ledger = ledger
        self.engine = engine
    }

    var ids: ReplayedValue<[Int64]> { session.ids }
    var events: ModelEvents<CatEvent> { session.events }
    var store: EntityStore { ledger.store }

    func setFavorite(_ breedID: Int64, _ isFavorite: Bool, at index: Int?) async throws(FavoriteError) {
        guard let user = session.user else { throw .signedOut }
        guard session.isKnown(breedID) else { throw .unknownBreed(breedID) }
        if session.contains(breedID) == isFavorite {
            if isFavorite, let index { try await move(breedID, to: index) }
            return
        }
        session.begin(breedID, isFavorite: isFavorite, at: index)
        guard session.show(breedID, isFavorite: isFavorite, for: user.id) else {
            session.end(breedID)
            return
        }
        try await save(breedID, isFavorite, for: user)
    }

    /// Decides the flip and shows it in one step under the session's lock, so two toggles
    /// at once (two quick presses, two screens) are an add and a removal, never two adds;
    /// then saves it as ``setFavorite(_:_:at:)`` does.
    func toggleFavorite(_ breedID: Int64) async throws(FavoriteError) -> Bool {
        guard let user = session.user else { throw .signedOut }
        guard session.isKnown(breedID) else { throw .unknownBreed(breedID) }
        guard let isFavorite = session.flip(breedID, for: user.id) else { throw .signedOut }
        try await save(breedID, isFavorite, for: user)
        return isFavorite
    }

    /// Writes a change already shown with its queue row, then sends it; rolls the shown
    /// change back when it cannot be stored, and throws a refusal's reason.
    private func save(_ breedID: Int64, _ isFavorite: Bool, for user: CatsUser) async throws(FavoriteError) {
        let shown = session.snapshot(of: user.id) ?? []
        let position = shown.firstIndex(of: breedID)
        let recorded = await ledger.record(
            Self.changes(breedID, isFavorite, at: position, in: shown, queued: engine != nil), for: user.id, counting: breedID,
            edit: FavoritesEdit.set(breedID, isFavorite, at: position))
        session.end(breedID)
        let queued: OutboxEntry?
        switch recorded {
        case .success(let changes): queued = changes.first
        case .failure(let error):
            session.show(breedID, isFavorite: !isFavorite, for: user.id)
            throw .storage(error.description)
        }
        guard let engine, let queued else { return }
        if case .refused(let reason) = await engine.submit(queued, for: user.id) {
            throw .refused(breedID: breedID, reason: reason)
        }
    }

    func move(_ breedID: Int64, to index: Int) async throws(FavoriteError) {
        guard let user = session.user else { throw .signedOut }
        guard session.contains(breedID) else { throw .unknownBreed(breedID) }
        guard case let (before, after)? = session.move(breedID, to: index, for: user.id) else { return }
        let recorded = await ledger.record(engine == nil ? [] : [.order(after)], for: user.id, edit: FavoritesEdit.order(after))
        session.endMove(after)
        let queued: OutboxEntry?
        switch recorded {
        case .success(let changes): queued = changes.first
        case .failure(let error):
            session.restoreOrder(before, for: user.id)
            throw .storage(error.description)
        }
        guard let engine, let queued else { return }
        if case .refused(let reason) = await engine.submit(queued, for: user.id) {
            session.restoreOrder(before, for: user.id)
            if let order = session.snapshot(of: user.id) { _ = await ledger.record([], for: user.id, edit: FavoritesEdit.order(order)) }
            throw .refused(breedID: breedID, reason: reason)
        }
    }

    /// What a toggle queues: the favorite in or out and, for one put back anywhere but the
    /// end (an undo), the order too, since `PUT /favorites/{id}` appends. The order is sent
    /// after the favorite, so the server ends with the list the user sees.
    static func changes(
        _ breedID: Int64, _ isFavorite: Bool, at position: Int?, in shown: [Int64], queued: Bool
    ) -> [OutboxEntry.Change] {
        guard queued else { return [] }
        let change = OutboxEntry.Change.favorite(breedID: breedID, isFavorite: isFavorite)
        guard isFavorite, let position, position < shown.count - 1 else { return [change] }
        return [change, .order(shown)]
    }

    func observeStored() -> AsyncThrowingStream<[Breed], any Error> {
        let session = session
        let store = store
        return AsyncThrowingStream { continuation in
            let task = Task {
                var following: Task<Void, Never>?
                var followed: String??
                for await user in session.currentUser.values {
                    guard followed != .some(user?.id) else { continue }
                    followed = .some(user?.id)
                    following?.cancel()
                    guard let userID = user?.id else {
                        continuation.yield([])
                        continue
                    }
                    following = Task {
                        do {
                            for try await change in store.observe(.collection(CatsStore.favorites(of: userID), of: Breed.self)) {
                                continuation.yield(change.values)
                            }
                        } catch {
                            // A cancelled observation (the user changed) is not a failure.
                            if !Task.isCancelled { continuation.finish(throwing: error) }
                        }
                    }
                }
                following?.cancel()
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
