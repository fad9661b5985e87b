import CatsAPI
import TrellisData

/// The one owner of the favorites: each user's collection in SQLite and the offline queue
/// (``OutboxEntry``) beside it. Screens follow the stored collection through a GRDB
/// observation (``SyncedFavorites/observe()``); nothing else holds a copy.
///
/// Every edit is decided against what is stored when it runs, and written with its queue
/// row and the breed's favorite count in one transaction, so when the UI hears "saved" all
/// three are on disk, and a `kill -9` at any moment leaves all or none (GRDB's promise for a
/// transaction). Operations run one at a time in call order (a `SerialQueue`): a toggle
/// decides its flip from the list the one before it left, and a pull from the server
/// applies the queue to the server's list with no edit in between, so a pulled list never
/// undoes a change still waiting to be sent.
actor FavoritesLedger {
    let store: EntityStore
    var nextID: Int64
    /// Runs the ledger's operations one at a time, in call order.
    let queue = SerialQueue()
    /// The queue's sender, which knows the favorite requests in flight or unanswered, for
    /// the counts (``takeCatalog(_:since:syncedAt:)``).
    let outbox: Outbox<OutboxEntry>

    init(store: EntityStore, nextID: Int64, outbox: Outbox<OutboxEntry>? = nil) {
        self.store = store
        self.nextID = nextID
        self.outbox = outbox ?? Outbox(store: store, signedIn: { nil })
    }

    /// A change to a user's favorites, decided against the stored list when it runs.
    enum Edit: Sendable, Equatable {
        /// The breed in if it is out, out if it is in.
        case toggle(Int64)
        /// The breed in (at an index, or at the end) or out; a breed already in and given
        /// an index moves there.
        case set(Int64, isFavorite: Bool, at: Int?)
        /// A favorite to `index` in the order (clamped).
        case move(Int64, to: Int)
        /// The favorites in this order (those still there first): an order put back.
        case order([Int64])
    }

    /// What an edit did.
    struct Applied: Sendable, Equatable {
        /// The stored favorites before and after.
        var before: [Int64]
        var after: [Int64]
        /// The changes queued for the server, oldest first (none when nothing changed, or
        /// when nothing is queued).
        var queued: [OutboxEntry]

        /// Whether the edit changed the stored list.
        var changed: Bool { before != after }
    }

    /// Applies `edit` to `userID`'s stored favorites and, when `queueing`, queues what the
    /// server must hear, with the breed's favorite count, in one transaction.
    ///
    /// - Returns: what the edit did.
    func apply(_ edit: Edit, for userID: String, queueing: Bool) async -> Result<Applied, StoreError> {
        await queue.run(on: self) { ledger throws(StoreError) in
            let before = try await ledger.stored(of: userID)
            let (change, counting) = Self.decide(edit, on: before)
            let after = change(before)
            guard after != before else { return Applied(before: before, after: after, queued: []) }
            let changes = queueing ? Self.queuedChanges(edit, before: before, after: after) : []
            let queued = changes.enumerated().map { OutboxEntry(id: ledger.nextID + Int64($0), userID: userID, change: $1) }
            let counted = try await ledger.counted(counting, of: userID, after: change)
            try await ledger.store.write { batch in
                batch.editCollection(CatsStore.favorites(of: userID), of: Breed.self, change)
                if !queued.isEmpty { batch.upsert(queued) }
                if let counted { batch.upsert([counted]) }
            }
            ledger.nextID += Int64(queued.count)
            return Applied(before: before, after: after, queued: queued)
        }
    }

    /// The edit of the stored list `edit` makes, given the list it finds, and the breed
    /// whose count it may move.
    static func decide(_ edit: Edit, on stored: [Int64]) -> (edit: @Sendable ([Int64]) -> [Int64], counting: Int64?) {
        let unchanged: @Sendable ([Int64]) -> [Int64] = { $0 }
        switch edit {
        case .toggle(let breedID):
            return (FavoritesEdit.set(breedID, !stored.contains(breedID), at: nil), breedID)
        case .set(let breedID, true, nil) where stored.contains(breedID):
            return (unchanged, nil)
        case .set(let breedID, let isFavorite, let index):
            return (FavoritesEdit.set(breedID, isFavorite, at: index), breedID)
        case .move(let breedID, let index):
            return (stored.contains(breedID) ? FavoritesEdit.set(breedID, true, at: index) : unchanged, nil)
        case .order(let order):
            return (FavoritesEdit.order(order), nil)
        }
    }

    /// What the server must hear for a list that went from `before` to `after`: a breed in
    /// or out and, for one put anywhere but the end (an undo), the order too, since
    /// `PUT /favorites/{id}` appends; a move is the order alone. The order goes after the
    /// favorite, so the server ends with the list the user sees.
    static func queuedChanges(_ edit: Edit, before: [Int64], after: [Int64]) -> [OutboxEntry.Change] {
        let added = after.filter { !before.contains($0) }
        let removed = before.filter { !after.contains($0) }
        var changes = added.map { OutboxEntry.Change.favorite(breedID: $0, isFavorite: true) }
        changes += removed.map { OutboxEntry.Change.favorite(breedID: $0, isFavorite: false) }
        let appended = before.filter(after.contains) + added
        if appended != after { changes.append(.order(after)) }
        return changes
    }

    /// `userID`'s favorites as stored now.
    func stored(of userID: String) async throws(StoreError) -> [Int64] {
        try await store.collection(CatsStore.favorites(of: userID), of: Breed.self).map(\.id)
    }

    /// Forgets `userID`'s stored favorites (signed out: the server keeps them); the queue stays.
    func forget(_ userID: String) async {
        _ = await queue.run { [store] in
            try? await store.write { batch in batch.editCollection(CatsStore.favorites(of: userID), of: Breed.self) { _ in [] } }
        }
    }

    /// Queues `userID`'s whole stored list as one order change (`PUT /favorites`), for a
    /// server that lost it (its sign-in said it created the account). Nothing is queued
    /// when nothing is stored.
    ///
    /// - Returns: the queued change, or nil.
    func requeueStored(for userID: String) async -> Result<OutboxEntry?, StoreError> {
        await queue.run(on: self) { ledger throws(StoreError) in
            let stored = try await ledger.stored(of: userID)
            guard !stored.isEmpty else { return nil }
            let queued = OutboxEntry(id: ledger.nextID, userID: userID, change: .order(stored))
            try await ledger.store.write { batch in batch.upsert([queued]) }
            ledger.nextID += 1
            return queued
        }
    }

    /// The queued changes of `userID`, oldest first.
    func pending(of userID: String) async throws(StoreError) -> [OutboxEntry] {
        try await Outbox.pending(of: userID, in: store)
    }

    /// Removes `change` and every older one with the same target (the server now holds it,
    /// or refused it for good); `undo`, unless a newer change waits, puts the stored list
    /// back, and the breed's favorite count with it.
    ///
    /// - Returns: the ids removed.
    func settle(_ change: OutboxEntry, undo: (@Sendable ([Int64]) -> [Int64])? = nil) async -> Result<[Int64], StoreError> {
        await queue.run(on: self) { ledger throws(StoreError) in
            let (removed, superseded) = try await ledger.outbox.settling(change)
            var counted: Breed?
            if let undo, !superseded, case .favorite(let breedID, _) = change.change {
                counted = try await ledger.counted(breedID, of: change.userID, after: undo)
            }
            try await ledger.store.write { batch in
                batch.delete(OutboxEntry.self, ids: removed)
                if let undo, !superseded { batch.editCollection(CatsStore.favorites(of: change.userID), of: Breed.self, undo) }
                if let counted { batch.upsert([counted]) }
            }
            return removed
        }
    }

    /// Takes the server's favorites for `userID` with the queued changes applied on top, in
    /// one step of the queue: a pull never undoes a change the server has not heard of yet,
    /// and no edit runs between the read of the queue and the write.
    ///
    /// - Returns: the favorites now stored.
    func takeServerList(_ list: [Int64], for userID: String) async -> Result<[Int64], StoreError> {
        await queue.run(on: self) { ledger throws(StoreError) in
            let merged = OutboxEntry.apply(try await ledger.pending(of: userID), to: list)
            try await ledger.store.write { batch in batch.editCollection(CatsStore.favorites(of: userID), of: Breed.self) { _ in merged } }
            return merged
        }
    }
}
