import CatsAPI
import Foundation
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

/// The stored favorite count: the server's count plus this device's changes not yet sent.
@Suite struct FavoritesLedgerCountsTests {
    func change(_ id: Int64, _ breed: Int64, _ isFavorite: Bool, user: String = "ada") -> OutboxEntry {
        OutboxEntry(id: id, userID: user, change: .favorite(breedID: breed, isFavorite: isFavorite))
    }

    @Test func queuedChangesCountTheirNetEffectOnly() {
        #expect(OutboxEntry.countDeltas([change(1, 3, true)]) == [3: 1])
        #expect(OutboxEntry.countDeltas([change(1, 3, false)]) == [3: -1])
        // added then taken away before the server heard: nothing to count
        #expect(OutboxEntry.countDeltas([change(1, 3, true), change(2, 3, false)]) == [3: 0])
        #expect(OutboxEntry.countDeltas([change(2, 3, true), change(1, 3, false)]) == [3: 0])  // by id, not by array order
        #expect(OutboxEntry.countDeltas([change(1, 3, true), change(2, 3, false), change(3, 3, true)]) == [3: 1])
        // an order moves no count; two users' changes add up
        let order = OutboxEntry(id: 4, userID: "ada", change: .order([3, 1]))
        #expect(OutboxEntry.countDeltas([order, change(5, 1, true), change(6, 1, true, user: "bob")]) == [1: 2])
    }

    @Test func withoutAServerAFavoriteMovesItsCountByOneThroughTheStoresEvents() async throws {
        let services = try await DataFixture.open()
        defer { Task { await services.close() } }
        let changes = services.catalog.breedChanges.subscribe()
        try await services.favorites.setFavorite(3, true)
        try await services.favorites.setFavorite(3, true)  // already one: no change, no count
        try await services.favorites.setFavorite(3, false)
        var iterator = changes.makeAsyncIterator()
        var counts: [Int] = []
        for _ in 0..<2 {
            guard case .updated(let breed, let fields)? = try await iterator.next() else { break }
            #expect(breed.id == 3 && fields == [FavoriteCount.field])
            counts.append(breed.favoriteCount)
        }
        #expect(counts == [1, 0])
    }
}
