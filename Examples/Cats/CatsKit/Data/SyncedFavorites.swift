import CatsAPI
import NIOConcurrencyHelpers
import TrellisData

/// ``CatsFavorites`` on SQLite and the server: a change is shown at once (ids and an event,
/// before any I/O), saved in the user's collection, then sent through the sync engine's
/// queue. A refusal rolls back (store, ids and an inverse event) and throws the server's
/// reason; an unreachable server keeps the change queued. ``OptimisticMutation`` settles
/// each breed: a second toggle while one is in flight wins, and sends at most one more request.
final class SyncedFavorites: CatsFavorites {
    /// Favorites are per user: the mutation's key.
    struct Key: Hashable, Sendable {
        let userID: String
        let breedID: Int64
    }

    /// Why the mutation's request failed; carried out of ``OptimisticMutation`` as is.
    struct Refusal: Error {
        let error: FavoriteError
    }

    let session: CatsSessionState
    let store: EntityStore
    let engine: CatsSyncEngine?
    let mutation: OptimisticMutation<Key, Bool>
    /// Save failures of shown changes, by key, until the request step reports them.
    let saveFailures: NIOLockedValueBox<[Key: String]>

    init(session: CatsSessionState, store: EntityStore, engine: CatsSyncEngine?) {
        self.session = session
        self.store = store
        self.engine = engine
        let saveFailures = NIOLockedValueBox<[Key: String]>([:])
        self.saveFailures = saveFailures
        mutation = OptimisticMutation(
            apply: { key, isFavorite in
                guard session.show(key.breedID, isFavorite: isFavorite, for: key.userID) else { return }
                if let failure = await Self.save(key.userID, session: session, store: store) {
                    saveFailures.withLockedValue { $0[key] = failure }
                }
            },
            request: { key, isFavorite in
                if let failure = saveFailures.withLockedValue({ $0.removeValue(forKey: key) }) {
                    throw Refusal(error: .storage(failure))
                }
                guard let engine else { return }
                switch await engine.submit(.favorite(breedID: key.breedID, isFavorite: isFavorite), for: key.userID) {
                case .sent, .queued: return
                case .refused(let reason): throw Refusal(error: .refused(breedID: key.breedID, reason: reason))
                case .storage(let reason): throw Refusal(error: .storage(reason))
                }
            })
    }

    var ids: ReplayedValue<[Int64]> { session.ids }
    var events: ModelEvents<CatEvent> { session.events }

    /// Writes what `userID`'s favorites are now (read on the store's actor, so the newest
    /// order wins however writes interleave).
    ///
    /// - Returns: why the write failed, or nil.
    static func save(_ userID: String, session: CatsSessionState, store: EntityStore) async -> String? {
        do {
            try await store.write { batch in
                if let ids = session.snapshot(of: userID) {
                    batch.setCollection(CatsStore.favorites(of: userID), of: Breed.self, ids: ids)
                }
            }
            return nil
        } catch {
            return error.description
        }
    }

    func setFavorite(_ breedID: Int64, _ isFavorite: Bool, at index: Int?) async throws(FavoriteError) {
        guard let user = session.user else { throw .signedOut }
        guard session.isKnown(breedID) else { throw .unknownBreed(breedID) }
        let key = Key(userID: user.id, breedID: breedID)
        let isShown = session.contains(breedID)
        let inFlight = await mutation.isInFlight(key)
        if isShown == isFavorite, !inFlight {
            if isFavorite, let index { try await move(breedID, to: index) }
            return
        }
        session.begin(breedID, isFavorite: isFavorite, at: index)
        defer { session.end(breedID) }
        do {
            try await mutation.set(key, to: isFavorite, confirmed: isShown)
        } catch let refusal as Refusal {
            throw refusal.error
        } catch {
            throw .storage("\(error)")
        }
    }

    func move(_ breedID: Int64, to index: Int) async throws(FavoriteError) {
        guard let user = session.user else { throw .signedOut }
        guard session.contains(breedID) else { throw .unknownBreed(breedID) }
        guard case let (before, after)? = session.move(breedID, to: index, for: user.id) else { return }
        if let failure = await Self.save(user.id, session: session, store: store) {
            session.restoreOrder(before, for: user.id)
            _ = await Self.save(user.id, session: session, store: store)
            throw .storage(failure)
        }
        guard let engine else { return }
        switch await engine.submit(.order(after), for: user.id) {
        case .sent, .queued:
            return
        case .refused(let reason):
            session.restoreOrder(before, for: user.id)
            _ = await Self.save(user.id, session: session, store: store)
            throw .refused(breedID: breedID, reason: reason)
        case .storage(let reason):
            session.restoreOrder(before, for: user.id)
            _ = await Self.save(user.id, session: session, store: store)
            throw .storage(reason)
        }
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
