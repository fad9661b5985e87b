import CatsAPI
import CatsKit
import Foundation
import Testing
import TrellisData
import TrellisShell
import TrellisTestSupport

@Suite struct SyncedAccountTests {
    @Test func signingInPullsTheUsersFavoritesFromTheServer() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        transport.setFavorites([5, 2], of: "ada")
        let services = try await DataFixture.open(transport: transport)
        try await services.favorites.setFavorite(9, true)  // me's, queued while connecting
        let user = try await services.account.signIn("ada")
        #expect(user == CatsUser(id: "ada", name: "Server ada"))
        #expect(services.account.currentUser.current == user)
        #expect(await services.favorites.storedIDs() == [5, 2])
        var stored = services.favorites.observe().makeAsyncIterator()
        #expect(try await stored.next()?.map(\.id) == [5, 2])
        #expect(services.sync.connectivity.current == .online)
        // me's queued change waits for me; it was not sent as ada's.
        #expect(transport.count("PUT /favorites/9") == 0)
    }

    @Test func signingOutStopsTheSessionsServicesInReverseAndSigningInStartsThemAgain() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.open(transport: transport, retryInterval: .seconds(3_600))
        let states = services.lifecycle.states
        func state(_ name: String) -> ServiceState? { states.current.first { $0.name == name }?.state }
        #expect(state("session") == .running && state("sync loop") == .running)
        let before = states.journal.count
        await services.account.signOut()
        #expect(Array(states.journal.dropFirst(before)) == ["stop sync loop", "stop session"])
        #expect(state("session") == .stopped && state("sync loop") == .stopped)
        #expect(state("database") == .running && state("catalog") == .running)  // the app's stay
        _ = try await services.account.signIn("ada")
        #expect(Array(states.journal.dropFirst(before + 2)) == ["start session", "start sync loop"])
        #expect(state("session") == .running && state("sync loop") == .running)
        await services.close()
    }

    @Test func signingOutCancelsRequestsAndClearsTheUser() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(favorites: [1, 4], transport: transport)
        transport.script("GET /breeds", .hold)
        let load = Task { try await services.catalog.breeds(policy: .networkOnly).collect() }
        #expect(await eventually { transport.count("GET /breeds") == 1 })
        await services.account.signOut()
        await #expect(throws: (any Error).self) { try await load.value }
        #expect(await eventually { transport.cancelled == ["GET /breeds"] })
        #expect(services.account.currentUser.current == nil)
        #expect(await services.favorites.storedIDs() == [])
        var stored = services.favorites.observe().makeAsyncIterator()
        #expect(try await stored.next() == [])

        // The next request carries no token.
        transport.script("GET /breeds", nil)
        _ = try await services.catalog.breeds(policy: .networkOnly).collect()
        #expect(transport.received.last?.header("authorization") == nil)
        // Signing in again restores the favorites from the server.
        _ = try await services.account.signIn("ada")
        #expect(await services.favorites.storedIDs() == [1, 4])
    }

    @Test func withAServerSignOutForgetsLocalFavorites() async throws {
        try await DataFixture.withDatabaseFile { path in
            let transport = ScriptedTransport(breeds: DataFixture.breeds)
            transport.setFavorites([7], of: "ada")
            let services = try await DataFixture.open(.file(path: path), transport: transport)
            _ = try await services.account.signIn("ada")
            await services.account.signOut()
            await services.close()
            // Reopened without the server, ada has no favorites stored.
            let local = try await DataFixture.open(.file(path: path))
            _ = try await local.account.signIn("ada")
            #expect(await local.favorites.storedIDs() == [])
            await local.close()
        }
    }

    @Test func aLocalUserGetsTheirFavoritesBack() async throws {
        let services = try await DataFixture.open()
        _ = try await services.account.signIn("bob")
        #expect(services.account.currentUser.current == CatsUser(id: "bob", name: "Bob"))
        try await services.favorites.setFavorite(4, true)
        try await services.favorites.setFavorite(2, true)
        await services.account.signOut()
        #expect(await services.favorites.storedIDs() == [])
        _ = try await services.account.signIn("me")
        #expect(await services.favorites.storedIDs() == [])
        _ = try await services.account.signIn("bob")
        #expect(await services.favorites.storedIDs() == [4, 2])
    }

    @Test func aBadUserIDIsATypedError() async throws {
        let services = try await DataFixture.open()
        for id in ["", "Ada", "ada lovelace", "ada/x", String(repeating: "a", count: 33)] {
            await #expect(throws: AccountError.invalidID(id)) { try await services.account.signIn(id) }
        }
        #expect(services.account.currentUser.current == CatsUser(id: "me", name: "Me"))
    }

    @Test func anUnreachableServerFailsTheSignIn() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        transport.script("POST /session", .unreachable)
        let services = try await DataFixture.open(transport: transport)
        await #expect(throws: AccountError.server("Can't reach the server at cats.test:8080")) { try await services.account.signIn("ada") }
        transport.script("POST /session", .refuse(401, "bad signature"))
        await #expect(throws: AccountError.server("bad signature")) { try await services.account.signIn("ada") }
    }
}
