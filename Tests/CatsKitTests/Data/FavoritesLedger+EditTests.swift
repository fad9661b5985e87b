import CatsAPI
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

/// Each edit is decided against what is stored when it runs, and a pull from the server
/// never undoes a change still queued: SQLite is the favorites' one owner.
@Suite(.timeLimit(.minutes(1)))
struct FavoritesLedgerEditTests {
    /// A ledger over an in-memory store holding the bundled breeds, with `favorites` stored for ada.
    func ledger(favorites: [Int64] = []) async throws -> FavoritesLedger {
        let store = try await EntityStore.open(location: .inMemory, schema: CatsStore.schema)
        try await store.upsert(DataFixture.breeds)
        let ledger = FavoritesLedger(store: store, nextID: 1)
        if !favorites.isEmpty {
            try await store.write { batch in
                batch.editCollection(CatsStore.favorites(of: "ada"), of: Breed.self) { _ in favorites }
            }
        }
        return ledger
    }

    @Test func togglesAtOnceAlternateAddAndRemove() async throws {
        let ledger = try await ledger()
        // 40 toggles of one breed at once: each decides from what the one before left.
        let added = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<40 { group.addTask { (try? await ledger.apply(.toggle(3), for: "ada", queueing: true).get())?.after == [3] } }
            var added = 0
            for await wasAdded in group where wasAdded { added += 1 }
            return added
        }
        #expect(added == 20)
        #expect(try await ledger.stored(of: "ada") == [])
        let queue = try await ledger.pending(of: "ada").map(\.change)
        #expect(queue.count == 40)
        #expect(OutboxEntry.apply(try await ledger.pending(of: "ada"), to: []) == [])
    }

    @Test func eachEditQueuesWhatTheServerMustHear() async throws {
        let ledger = try await ledger(favorites: [1, 2])
        func queued(_ edit: FavoritesLedger.Edit) async throws -> [OutboxEntry.Change] {
            try await ledger.apply(edit, for: "ada", queueing: true).get().queued.map(\.change)
        }
        #expect(try await queued(.set(3, isFavorite: true, at: nil)) == [.favorite(breedID: 3, isFavorite: true)])
        #expect(try await queued(.set(3, isFavorite: true, at: nil)) == [], "already a favorite")
        #expect(try await queued(.set(2, isFavorite: false, at: nil)) == [.favorite(breedID: 2, isFavorite: false)])
        #expect(try await queued(.set(2, isFavorite: true, at: 0)) == [.favorite(breedID: 2, isFavorite: true), .order([2, 1, 3])])
        #expect(try await queued(.move(3, to: 0)) == [.order([3, 2, 1])])
        #expect(try await queued(.move(9, to: 0)) == [], "not a favorite")
        #expect(try await ledger.stored(of: "ada") == [3, 2, 1])
    }

    @Test func aPullNeverUndoesAQueuedChange() async throws {
        let ledger = try await ledger(favorites: [1, 2, 3])
        _ = try await ledger.apply(.toggle(4), for: "ada", queueing: true).get()
        _ = try await ledger.apply(.toggle(1), for: "ada", queueing: true).get()
        _ = try await ledger.apply(.move(3, to: 0), for: "ada", queueing: true).get()
        // The server has not heard of any of them.
        let pulled = try await ledger.takeServerList([1, 2, 3], for: "ada").get()
        #expect(pulled == [3, 2, 4])
        #expect(try await ledger.stored(of: "ada") == [3, 2, 4])
    }

    @Test func anEditWithoutQueueingChangesOnlyTheStoredList() async throws {
        let ledger = try await ledger(favorites: [1])
        let applied = try await ledger.apply(.toggle(2), for: "ada", queueing: false).get()
        #expect(applied.after == [1, 2] && applied.queued.isEmpty)
        #expect(try await ledger.pending(of: "ada").isEmpty)
    }
}
