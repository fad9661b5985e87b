import CatsAPI
import Foundation
import GRDB
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

/// The favorites and their queue rows are written together, and as edits of what is stored.
@Suite(.timeLimit(.minutes(1)))
struct FavoritesLedgerTests {
    @Test func aChangeIsSavedWithItsQueueRowWhileAnotherIsInFlight() async throws {
        try await DataFixture.withDatabaseFile { path in
            let transport = ScriptedTransport(breeds: DataFixture.breeds)
            transport.setFavorites([], of: "ada")
            let first = try await DataFixture.open(.file(path: path), transport: transport)
            _ = try await first.account.signIn("ada")
            transport.script("PUT /favorites/3", .hold)
            let inFlight = Task { try await first.favorites.setFavorite(3, true) }
            #expect(await eventually { transport.count("PUT /favorites/3") == 1 })

            // The second change waits behind the first request, but it is on disk at once:
            // its favorite and its queue row, from one transaction.
            let second = Task { try await first.favorites.setFavorite(5, true) }
            #expect(await eventually { (try? await DataFixture.stored(of: first))?.contains(5) == true })
            let queue = try await DataFixture.queue(of: first).map(\.change)
            #expect(queue.contains(.favorite(breedID: 5, isFavorite: true)), "\(queue)")

            // The app dies here; the next run sends what was saved.
            await first.close()
            _ = try? await inFlight.value
            _ = try? await second.value
            transport.script("PUT /favorites/3", nil)
            let next = try await DataFixture.open(.file(path: path), transport: transport)
            #expect(await next.favorites.storedIDs() == [3, 5])
            _ = await next.sync.sendPending()
            #expect(Set(transport.favorites(of: "ada")) == [3, 5])
            #expect(await next.favorites.storedIDs().sorted() == [3, 5])
            await next.close()
        }
    }

    @Test func aToggleKeepsWhatAnotherConnectionWrote() async throws {
        try await DataFixture.withDatabaseFile { path in
            let services = try await DataFixture.open(.file(path: path))
            try await services.favorites.setFavorite(3, true)
            // Another connection (a second process, a sqlite3 shell) adds breed 7.
            let other = try DatabaseQueue(path: path)
            try await other.write { db in
                try db.execute(sql: "INSERT INTO trellis_collection (name, position, entity_id) VALUES ('favorites.me', 1, 7)")
            }
            try await services.favorites.setFavorite(5, true)
            let stored = try await DataFixture.stored(of: services, user: "me")
            #expect(stored == [3, 7, 5], "5 added at the end of what is stored, 7 kept")
            await services.close()
        }
    }

    @Test func theQueueIsAppliedOnTopOfAList() {
        func change(_ id: Int64, _ change: OutboxEntry.Change) -> OutboxEntry {
            OutboxEntry(id: id, userID: "ada", change: change)
        }
        let queue = [
            change(1, .favorite(breedID: 3, isFavorite: true)), change(2, .favorite(breedID: 1, isFavorite: false)),
            change(3, .favorite(breedID: 3, isFavorite: false)), change(4, .favorite(breedID: 3, isFavorite: true)),
        ]
        #expect(OutboxEntry.apply(queue, to: [1, 2]) == [2, 3])
        #expect(Outbox.coalesced(queue).map(\.id) == [2, 4])
        #expect(OutboxEntry.apply([change(5, .order([2, 1]))], to: [1, 2, 9]) == [2, 1])
    }
}
