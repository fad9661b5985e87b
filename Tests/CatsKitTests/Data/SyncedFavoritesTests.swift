import CatsAPI
import Foundation
import NIOConcurrencyHelpers
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

@Suite struct SyncedFavoritesTests {
    @Test func anUndoneRemovalKeepsItsPlaceOnTheServer() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(favorites: [1, 2, 3], transport: transport)
        try await services.favorites.setFavorite(1, false)
        #expect(transport.favorites(of: "ada") == [2, 3])
        try await services.favorites.setFavorite(1, true, at: 0)  // undo
        #expect(await services.favorites.storedIDs() == [1, 2, 3])
        #expect(transport.favorites(of: "ada") == [1, 2, 3])
        #expect(try await DataFixture.queue(of: services).isEmpty)
        _ = await services.sync.sendPending()
        #expect(await services.favorites.storedIDs() == [1, 2, 3])
        await services.close()
    }

    @Test func aFavoriteAddedAtTheEndQueuesNoOrder() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        transport.script("PUT /favorites/4", .unreachable)
        let services = try await DataFixture.signedIn(favorites: [1, 2], transport: transport)
        try await services.favorites.setFavorite(4, true, at: 2)
        #expect(try await DataFixture.queue(of: services).map(\.change) == [.favorite(breedID: 4, isFavorite: true)])
        await services.close()
    }

    @Test func togglesAtOnceAreAddsAndRemovalsInTurnAndTheDiskAgrees() async throws {
        try await DataFixture.withDatabaseFile { path in
            let first = try await DataFixture.open(.file(path: path))
            let favorites = first.favorites
            // 8 screens pressing f 25 times each, at once: 200 flips of one breed.
            let results = try await withThrowingTaskGroup(of: [Bool].self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        var became: [Bool] = []
                        for _ in 0..<25 { became.append(try await favorites.toggleFavorite(3)) }
                        return became
                    }
                }
                return try await group.reduce(into: [Bool]()) { $0 += $1 }
            }
            #expect(results.filter { $0 }.count == 100, "each flip undoes the one before: as many adds as removals")
            #expect(await favorites.storedIDs() == [])
            await first.close()

            let second = try await DataFixture.open(.file(path: path))
            #expect(await second.favorites.storedIDs() == [], "what was shown is what was saved")
            await second.close()
        }
    }

    @Test func favoritesAndTheirOrderSurviveAReopen() async throws {
        try await DataFixture.withDatabaseFile { path in
            let first = try await DataFixture.open(.file(path: path))
            try await first.favorites.setFavorite(3, true)
            try await first.favorites.setFavorite(5, true)
            try await first.favorites.setFavorite(1, true, at: 0)
            try await first.favorites.move(5, to: 0)
            #expect(await first.favorites.storedIDs() == [5, 1, 3])
            await first.close()

            let second = try await DataFixture.open(.file(path: path))
            #expect(await second.favorites.storedIDs() == [5, 1, 3])
            var stored = second.favorites.observe().makeAsyncIterator()
            #expect(try await stored.next()?.map(\.id) == [5, 1, 3])
            try await second.favorites.setFavorite(1, false)
            #expect(try await stored.next()?.map(\.id) == [5, 3])
            await second.close()
        }
    }

    @Test func theChangeIsShownBeforeTheRequestCompletes() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(transport: transport)
        transport.script("PUT /favorites/3", .hold)
        let saved = NIOLockedValueBox<Bool?>(nil)
        let change = Task {
            try await services.favorites.setFavorite(3, true, at: nil) { isFavorite in saved.withLockedValue { $0 = isFavorite } }
        }
        #expect(await eventually { transport.count("PUT /favorites/3") == 1 })
        #expect(await services.favorites.storedIDs() == [3], "stored, and so shown, before the request")
        #expect(saved.withLockedValue { $0 } == true, "and the caller heard it was saved")
        #expect(transport.succeeded("PUT /favorites/3") == 0)
        transport.release()
        try await change.value
        #expect(transport.succeeded("PUT /favorites/3") == 1)
        #expect(transport.favorites(of: "ada") == [3])
        #expect(services.sync.connectivity.current == .online)
    }

    @Test func aRefusalRollsBackAndSaysWhy() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(favorites: [1, 3, 5], transport: transport)
        transport.script("PUT /favorites/8", .refuse(409, "favorites are switched off"))
        transport.script("DELETE /favorites/3", .refuse(403, "not yours"))

        let added = await #expect(throws: FavoriteError.self) { try await services.favorites.setFavorite(8, true) }
        #expect(added == .refused(breedID: 8, reason: "favorites are switched off"))
        let removed = await #expect(throws: FavoriteError.self) { try await services.favorites.setFavorite(3, false) }
        #expect(removed == .refused(breedID: 3, reason: "not yours"))

        #expect(await services.favorites.storedIDs() == [1, 3, 5], "both rolled back, 3 where it was")
        #expect(try await DataFixture.queue(of: services).isEmpty)
        #expect(await services.sync.sendPending() == 0)
        #expect(transport.count("PUT /favorites/8") == 1)
    }

    @Test func theLatestIntentWinsWhileARequestIsInFlight() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(transport: transport)
        transport.script("PUT /favorites/3", .hold)
        let add = Task { try await services.favorites.setFavorite(3, true) }
        #expect(await eventually { transport.count("PUT /favorites/3") == 1 })
        let remove = Task { try await services.favorites.setFavorite(3, false) }
        #expect(await eventually { await services.favorites.storedIDs() == [] })
        transport.release()
        try await add.value
        try await remove.value
        #expect(transport.routes.filter { $0.hasSuffix("/favorites/3") } == ["PUT /favorites/3", "DELETE /favorites/3"])
        #expect(transport.favorites(of: "ada") == [])
        #expect(await services.favorites.storedIDs() == [])
    }

    @Test func aRefusedMoveRestoresTheOrder() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(favorites: [1, 2, 3], transport: transport)
        try await services.favorites.move(3, to: 0)
        #expect(transport.favorites(of: "ada") == [3, 1, 2])
        transport.script("PUT /favorites", .refuse(400, "bad order"))
        let error = await #expect(throws: FavoriteError.self) { try await services.favorites.move(1, to: 5) }
        #expect(error == .refused(breedID: 1, reason: "bad order"))
        #expect(await services.favorites.storedIDs() == [3, 1, 2])
    }

    @Test func badChangesAreTypedErrors() async throws {
        let services = try await DataFixture.open()
        await #expect(throws: FavoriteError.unknownBreed(999)) { try await services.favorites.setFavorite(999, true) }
        await #expect(throws: FavoriteError.unknownBreed(4)) { try await services.favorites.move(4, to: 0) }
        await services.account.signOut()
        await #expect(throws: FavoriteError.signedOut) { try await services.favorites.setFavorite(4, true) }
        #expect(await services.favorites.storedIDs() == [])
    }
}
