import CatsAPI
import CatsServerKit
import Foundation
import Testing
import TrellisData
import TrellisReactor
import TrellisTestSupport

@testable import CatsKit

/// Each breed's favorite count through the app against a real `cats-server`: shown on the
/// list's row and in the detail, moved by a favorite at once on both (the store's breed
/// change, Drrrible's `Shot.event`), rolled back with a refused favorite, and replaced by
/// the server's count at the next sync without counting the user's own favorite twice.
@MainActor
@Suite(.timeLimit(.minutes(2)))
struct FavoriteCountTests {
    /// The list and an open detail of `breedID`, both loaded.
    func screens(_ services: CatsServices, breedID: Int64) async -> (list: CatsListReactor, detail: CatDetailReactor) {
        let list = CatsListReactor(services: services)
        let detail = CatDetailReactor(breedID: breedID, services: services)
        list.send(.load)
        detail.send(.load)
        _ = await eventually { list.currentState.breeds.value != nil && detail.currentState.breed.value != nil }
        return (list, detail)
    }

    /// The count the list's row of `id` shows.
    func row(_ list: CatsListReactor, _ id: Int64) -> Int? {
        list.currentState.allSections.value?.flatMap(\.items).first { $0.id == id }?.favoriteCount
    }

    /// Syncs the catalog as the list's reload does, and returns once it is stored; returns
    /// the count now stored for `id` (the screens follow through the store's breed change).
    func synced(_ services: CatsServices, _ id: Int64) async throws -> Int? {
        _ = try await services.catalog.breeds(policy: .networkOnly).collect()
        return try await services.catalog.breeds(policy: .cacheOnly).collect().last?.value.first { $0.id == id }?.favoriteCount
    }

    /// Whether the list's row of `id` shows the star.
    func starred(_ list: CatsListReactor, _ id: Int64) -> Bool {
        list.currentState.allSections.value?.flatMap(\.items).first { $0.id == id }?.isFavorite == true
    }

    /// Whether the row and the detail both show `count` (and the detail's header says so).
    func bothShow(_ count: Int, _ screens: (list: CatsListReactor, detail: CatDetailReactor), _ id: Int64) -> Bool {
        row(screens.list, id) == count && screens.detail.currentState.favoriteCount == "♥ \(count)"
    }

    @Test func twoUsersFavoritesShowAsTwoOnTheRowAndInTheDetail() async throws {
        let server = try await LiveCatsServer.start()
        let bob = try await server.signedIn("bob")
        try await bob.favorites.setFavorite(3, true)
        let ada = try await server.signedIn("ada")
        try await ada.favorites.setFavorite(3, true)
        let opened = await screens(ada, breedID: 3)
        #expect(await eventually { bothShow(2, opened, 3) })
        #expect(row(opened.list, 4) == 0)
        #expect(try await server.counts()[3] == 2)
        await ada.close()
        await bob.close()
        await server.stop()
    }

    @Test func aFavoriteMovesTheRowAndTheOpenDetailAtOnceAndTheNextSyncDoesNotCountItTwice() async throws {
        let server = try await LiveCatsServer.start()
        let bob = try await server.signedIn("bob")
        try await bob.favorites.setFavorite(3, true)
        let transport = FaultyTransport()
        let ada = try await server.signedIn("ada", transport: transport)
        let opened = await screens(ada, breedID: 3)
        #expect(await eventually { bothShow(1, opened, 3) })

        // The request waits at the transport: the count has moved before the server heard.
        transport.knobs.withLockedValue { $0.holdsWrites = true }
        opened.list.send(.toggleFavorite(3))
        #expect(await eventually { bothShow(2, opened, 3) && starred(opened.list, 3) })
        #expect(await eventually { transport.gate.waiting == 1 })
        #expect(try await server.counts()[3] == 1)
        transport.gate.open()
        #expect(await eventually { (try? await DataFixture.queue(of: ada).isEmpty) == true })
        #expect(try await server.counts()[3] == 2)

        // The sync brings 2, which already holds ada's favorite: 2, not 3.
        #expect(try await synced(ada, 3) == 2)
        #expect(await eventually { bothShow(2, opened, 3) })

        // Taking it away moves both down at once, and the server agrees.
        opened.detail.favoriteButton.send(.toggle)
        #expect(
            await eventually { bothShow(1, opened, 3) && !opened.detail.favoriteButton.currentState.isFavorite && !starred(opened.list, 3) }
        )
        #expect(await eventually { (try? await server.counts()[3]) == 1 })
        await ada.close()
        await bob.close()
        await server.stop()
    }

    @Test func aFavoriteTheServerRefusesTakesItsCountBackWithTheStar() async throws {
        let server = try await LiveCatsServer.start(faults: FaultInjection(failFavorites: true))
        let transport = FaultyTransport()
        let ada = try await server.signedIn("ada", transport: transport)
        let opened = await screens(ada, breedID: 5)
        #expect(await eventually { bothShow(0, opened, 5) })

        transport.knobs.withLockedValue { $0.holdsWrites = true }
        opened.detail.favoriteButton.send(.toggle)
        #expect(
            await eventually { bothShow(1, opened, 5) && opened.detail.favoriteButton.currentState.isFavorite && starred(opened.list, 5) })
        transport.gate.open()  // cats-server --fail-favorites answers 403
        #expect(
            await eventually { bothShow(0, opened, 5) && !opened.detail.favoriteButton.currentState.isFavorite && !starred(opened.list, 5) }
        )
        #expect(await eventually { opened.detail.favoriteButton.currentState.refusal != nil })
        #expect(await !ada.favorites.storedIDs().contains(5))
        await ada.close()
        await server.stop()
    }

    @Test func aSyncBringsTheServersCountAndKeepsAFavoriteNotSentYet() async throws {
        let server = try await LiveCatsServer.start()
        let transport = FaultyTransport()
        let ada = try await server.signedIn("ada", transport: transport)
        let opened = await screens(ada, breedID: 7)
        #expect(await eventually { bothShow(0, opened, 7) })

        // Another user's favorite reaches this screen with the next sync.
        let bob = try await server.signedIn("bob")
        try await bob.favorites.setFavorite(7, true)
        #expect(bothShow(0, opened, 7))
        opened.list.send(.reload)
        opened.detail.send(.load)
        #expect(await eventually { bothShow(1, opened, 7) })

        // The server cannot be reached: the app goes offline, and a favorite made then waits
        // in the queue, unsent. The server is back for reads: the sync's 1 does not hold the
        // queued favorite, so the app shows 1 + 1.
        transport.knobs.withLockedValue { $0.offline = true }
        _ = await ada.sync.sendPending()
        transport.knobs.withLockedValue { $0.offline = false }
        opened.list.send(.toggleFavorite(7))
        #expect(await eventually { bothShow(2, opened, 7) })
        #expect(await eventually { (try? await DataFixture.queue(of: ada).count) == 1 })
        #expect(try await synced(ada, 7) == 2)
        #expect(await eventually { bothShow(2, opened, 7) })
        #expect(try await server.counts()[7] == 1)
        #expect(transport.forwarded.withLockedValue { $0 } == 0)

        // Sent at last: the server's 2 replaces the local 2, still not 3.
        _ = await ada.sync.sendPending()
        #expect(try await DataFixture.queue(of: ada).isEmpty)
        #expect(try await synced(ada, 7) == 2)
        #expect(await eventually { bothShow(2, opened, 7) })
        #expect(try await server.counts()[7] == 2)
        await ada.close()
        await bob.close()
        await server.stop()
    }

    @Test func aFavoriteWhoseAnswerWasLostIsNotCountedTwiceBySync() async throws {
        let server = try await LiveCatsServer.start()
        let bob = try await server.signedIn("bob")
        try await bob.favorites.setFavorite(3, true)
        let transport = FaultyTransport()
        let ada = try await server.signedIn("ada", transport: transport)
        let opened = await screens(ada, breedID: 3)
        #expect(await eventually { bothShow(1, opened, 3) })

        // The server applies it, the answer never comes: it stays queued, and the server counts 2.
        transport.knobs.withLockedValue { $0.losesAnswers = true }
        opened.list.send(.toggleFavorite(3))
        #expect(await eventually { (try? await server.counts()[3]) == 2 })
        #expect(await eventually { bothShow(2, opened, 3) })
        #expect(try await DataFixture.queue(of: ada).count == 1)

        // A sync now cannot know whether 2 holds the queued favorite: the count stays 2, not 3.
        #expect(try await synced(ada, 3) == 2)
        #expect(
            await eventually { bothShow(2, opened, 3) },
            "row \(String(describing: row(opened.list, 3))), detail \(opened.detail.currentState.favoriteCount)")

        // Answered at last (PUT is idempotent): the next sync trusts the server's 2.
        transport.knobs.withLockedValue { $0.losesAnswers = false }
        _ = await ada.sync.sendPending()
        #expect(try await DataFixture.queue(of: ada).isEmpty)
        #expect(try await synced(ada, 3) == 2)
        #expect(await eventually { bothShow(2, opened, 3) })
        await ada.close()
        await bob.close()
        await server.stop()
    }
}
