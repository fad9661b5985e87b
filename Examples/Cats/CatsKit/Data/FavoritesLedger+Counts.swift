import CatsAPI
import Foundation
import TrellisData

/// The favorite count the app stores for each breed is the server's count plus this
/// device's changes the server has not applied yet, so a favorite moves its breed's count
/// at once and a sync never counts the same favorite twice.
///
/// The ledger keeps it so: a favorite and its count move in the transaction that queues the
/// change (``FavoritesLedger/apply(_:for:queueing:)``); a refusal rolls both back in
/// the transaction that drops it (``FavoritesLedger/settle(_:undo:)``); a catalog from the
/// server is stored with each count plus the queued changes' net effect
/// (``FavoritesLedger/takeCatalog(_:since:syncedAt:)``). Each write publishes a breed
/// ``TrellisData/EntityChange`` that every screen showing the breed follows (Drrrible's
/// `Shot.event` carrying the new like count).
///
/// A request in flight while the catalog was fetched may or may not be in the server's
/// count; so may one whose answer was lost (a timeout). Those breeds keep the count they
/// had (TrellisData's `Outbox/isUnsure(_:since:)`) until a later sync finds them settled.
extension FavoritesLedger {
    /// `breedID` with its count moved by what `edit` does to its place in `userID`'s stored
    /// favorites: +1 when it comes in, -1 when it goes, nil when neither (or no such breed).
    func counted(_ breedID: Int64?, of userID: String, after edit: ([Int64]) -> [Int64]) async throws(StoreError) -> Breed? {
        guard let breedID else { return nil }
        let stored = try await store.collection(CatsStore.favorites(of: userID), of: Breed.self).map(\.id)
        let delta = (edit(stored).contains(breedID) ? 1 : 0) - (stored.contains(breedID) ? 1 : 0)
        guard delta != 0, var breed = try await store.entity(Breed.self, id: breedID)?.value else { return nil }
        // Clamped: a database migrated from before the counts holds 0 for a breed the user
        // had already favorited, and taking that favorite away must not show -1.
        breed.favoriteCount = min(max(0, breed.favoriteCount + delta), FavoriteCount.maximum)
        return breed
    }

    /// Stores `breeds` as the server sent them, each count plus the net effect of the
    /// changes still queued (every user's: none is in the server's count yet); a breed whose
    /// count the server may or may not have taken a change into (a request in flight since
    /// `mark`, or one whose answer was lost) keeps the count it had.
    ///
    /// - Returns: the breeds as stored now, which is what screens are shown.
    func takeCatalog(_ breeds: [Breed], since mark: Int, syncedAt: Date) async throws(StoreError) -> [Breed] {
        try await queue.run(on: self) { ledger throws(StoreError) in
            let store = ledger.store
            let deltas = OutboxEntry.countDeltas(try await store.all(OutboxEntry.self))
            var stored: [Breed] = []
            for var breed in breeds {
                if await ledger.isUnsure(breed.id, since: mark), let held = try await store.entity(Breed.self, id: breed.id) {
                    breed.favoriteCount = held.value.favoriteCount
                } else {
                    breed.favoriteCount = min(max(0, breed.favoriteCount + (deltas[breed.id] ?? 0)), FavoriteCount.maximum)
                }
                stored.append(breed)
            }
            try await store.upsert(stored, syncedAt: syncedAt)
            return stored
        }.get()
    }

    /// The server answered that its catalog is the one the store holds (a 304 to the stored
    /// tag): nothing was applied there since, so every stored count (the server's plus the
    /// changes still queued) is right as it is. Each breed the server gave is marked synced
    /// at `syncedAt`, with its value unchanged; one whose count only this device wrote stays
    /// unsynced, as the queued change it counts is.
    ///
    /// - Returns: the breeds as stored now.
    func restampCatalog(syncedAt: Date) async throws(StoreError) -> [Breed] {
        try await queue.run(on: self) { ledger throws(StoreError) in
            let store = ledger.store
            var synced: [Breed] = []
            for breed in try await store.all(Breed.self) where try await store.entity(Breed.self, id: breed.id)?.lastSyncTime != nil {
                synced.append(breed)
            }
            try await store.upsert(synced, syncedAt: syncedAt)
            return try await store.all(Breed.self)
        }.get()
    }

    /// Where the outbox's send log stands now: a catalog fetched after this mark compares with it.
    func sendMark() async -> Int { await outbox.sendMark }

    /// Whether the server's count of `breedID` fetched after `mark` may or may not hold a
    /// favorite change of this device's.
    func isUnsure(_ breedID: Int64, since mark: Int) async -> Bool {
        await outbox.isUnsure(OutboxEntry.Change.favorite(breedID: breedID, isFavorite: true).target, since: mark)
    }
}

extension OutboxEntry {
    /// What the queued changes will do to each breed's count once sent: for each breed,
    /// where its last change leaves it minus where it was before its first (a change is
    /// queued only when it flips the favorite, so the first tells the server's state).
    /// An add then a removal is 0; an order change moves no count.
    ///
    /// - Complexity: O(*n* log *n*) for *n* queued changes.
    static func countDeltas(_ queue: [OutboxEntry]) -> [Int64: Int] {
        var first: [String: Bool] = [:]
        var last: [String: (breedID: Int64, isFavorite: Bool)] = [:]
        for change in queue.sorted(by: { $0.id < $1.id }) {
            guard case .favorite(let breedID, let isFavorite) = change.change else { continue }
            let key = "\(change.userID) \(breedID)"
            if first[key] == nil { first[key] = isFavorite }
            last[key] = (breedID, isFavorite)
        }
        var deltas: [Int64: Int] = [:]
        for (key, final) in last {
            guard let opening = first[key] else { continue }
            let before = opening ? 0 : 1
            deltas[final.breedID, default: 0] += (final.isFavorite ? 1 : 0) - before
        }
        return deltas
    }
}
