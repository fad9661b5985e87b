import CatsAPI
import TrellisData

/// The one writer of the favorites in SQLite: each user's collection and the offline queue
/// (``OutboxEntry``). A change and its queue row land in ONE transaction, so when
/// the UI hears "saved" both are on disk, and a `kill -9` at any moment leaves either both or
/// neither (GRDB's promise for a transaction; the queue row used to follow seconds later).
///
/// Every write is an edit of what is stored when its transaction runs
/// (``TrellisData/WriteBatch/editCollection(_:of:_:)``), never a snapshot of a list in
/// memory, so a pull from the server and a toggle cannot undo each other. Operations run one
/// at a time in call order: a pull reads the queue and writes the merged list with no toggle
/// in between.
actor FavoritesLedger {
    let store: EntityStore
    var nextID: Int64
    var last: Task<Void, Never>?
    /// The favorite requests in flight or unanswered, for the counts (``takeCatalog(_:since:syncedAt:)``).
    var sends = FavoriteSends()

    init(store: EntityStore, nextID: Int64) {
        self.store = store
        self.nextID = nextID
    }

    func serially<T: Sendable>(_ body: @escaping @Sendable (isolated FavoritesLedger) async -> T) async -> T {
        let previous = last
        let task = Task {
            await previous?.value
            return await body(self)
        }
        last = Task { _ = await task.value }
        return await task.value
    }

    /// Applies `edit` to `userID`'s favorites and queues `changes` (in this order), in one
    /// transaction; when `edit` moves `breedID` in or out, its favorite count moves with it
    /// in the same transaction.
    ///
    /// - Returns: the queued changes.
    func record(
        _ changes: [OutboxEntry.Change], for userID: String, counting breedID: Int64? = nil,
        edit: @escaping @Sendable ([Int64]) -> [Int64]
    ) async -> Result<[OutboxEntry], StoreError> {
        await serially { ledger in
            let queued = changes.enumerated().map { OutboxEntry(id: ledger.nextID + Int64($0), userID: userID, change: $1) }
            do throws(StoreError) {
                let counted = try await ledger.counted(breedID, of: userID, after: edit)
                try await ledger.store.write { batch in
                    batch.editCollection(CatsStore.favorites(of: userID), of: Breed.self, edit)
                    if !queued.isEmpty { batch.upsert(queued) }
                    if let counted { batch.upsert([counted]) }
                }
            } catch {
                return .failure(error)
            }
            ledger.nextID += Int64(queued.count)
            return .success(queued)
        }
    }

    /// Queues `userID`'s whole stored list as one order change (`PUT /favorites`), for a
    /// server that lost it (its sign-in said it created the account). Nothing is queued
    /// when nothing is stored.
    ///
    /// - Returns: the queued change, or nil.
    func requeueStored(for userID: String) async -> Result<OutboxEntry?, StoreError> {
        await serially { ledger in
            do throws(StoreError) {
                let stored = try await ledger.store.collection(CatsStore.favorites(of: userID), of: Breed.self).map(\.id)
                guard !stored.isEmpty else { return .success(nil) }
                let queued = OutboxEntry(id: ledger.nextID, userID: userID, change: .order(stored))
                try await ledger.store.write { batch in batch.upsert([queued]) }
                ledger.nextID += 1
                return .success(queued)
            } catch {
                return .failure(error)
            }
        }
    }

    /// The queued changes of `userID`, oldest first.
    func pending(of userID: String) async throws(StoreError) -> [OutboxEntry] {
        try await store.all(OutboxEntry.self).filter { $0.userID == userID }.sorted { $0.id < $1.id }
    }

    /// Removes `change` and every older one with the same target (the server now holds it,
    /// or refused it for good); `undo`, unless a newer change waits, puts the stored list
    /// back, and the breed's favorite count with it.
    ///
    /// - Returns: the ids removed, and whether a newer change to the same target still waits.
    func settle(_ change: OutboxEntry, undo: (@Sendable ([Int64]) -> [Int64])? = nil) async -> Result<
        (removed: [Int64], superseded: Bool), StoreError
    > {
        await serially { ledger in
            do throws(StoreError) {
                let queue = try await ledger.pending(of: change.userID).filter { $0.change.target == change.change.target }
                let removed = queue.filter { $0.id <= change.id }.map(\.id)
                let superseded = queue.contains { $0.id > change.id }
                var counted: Breed?
                if let undo, !superseded, case .favorite(let breedID, _) = change.change {
                    counted = try await ledger.counted(breedID, of: change.userID, after: undo)
                }
                try await ledger.store.write { batch in
                    batch.delete(OutboxEntry.self, ids: removed)
                    if let undo, !superseded { batch.editCollection(CatsStore.favorites(of: change.userID), of: Breed.self, undo) }
                    if let counted { batch.upsert([counted]) }
                }
                return .success((removed, superseded))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Takes the server's favorites for `userID` with the queued changes applied on top, so
    /// a pull never undoes a change the server has not heard of yet, then hands the result
    /// to `show` before any other ledger operation runs: a change saved after the read is
    /// not overwritten by a list read before it (a change shown but not yet saved is the
    /// session's to keep, ``CatsSessionState/merge(server:for:)``).
    ///
    /// - Returns: the favorites now stored.
    func takeServerList(
        _ list: [Int64], for userID: String, show: @escaping @Sendable ([Int64]) -> Void = { _ in }
    ) async -> Result<[Int64], StoreError> {
        await serially { ledger in
            do throws(StoreError) {
                let merged = OutboxEntry.apply(try await ledger.pending(of: userID), to: list)
                try await ledger.store.write { batch in
                    batch.editCollection(CatsStore.favorites(of: userID), of: Breed.self) { _ in merged }
                }
                show(merged)
                return .success(merged)
            } catch {
                return .failure(error)
            }
        }
    }
}
