import CatsAPI
import Foundation
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

@Suite struct SyncedConnectionTests {
    @Test func anUnreachableServerQueuesChangesAndSendsEachOnce() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(transport: transport)
        #expect(services.sync.connectivity.current == .online)
        transport.script("PUT /favorites/3", .unreachable)
        try await services.favorites.setFavorite(3, true)
        #expect(await services.favorites.storedIDs() == [3])
        guard case .offline(_, let pending) = services.sync.connectivity.current else {
            Issue.record("expected offline, got \(services.sync.connectivity.current)")
            return
        }
        #expect(pending == 1)
        // Offline, a change is queued without trying the server.
        try await services.favorites.setFavorite(5, true)
        try await services.favorites.move(5, to: 0)
        #expect(transport.count("PUT /favorites/5") == 0)
        #expect(services.sync.connectivity.current == .offline(reason: "Can't reach the server at cats.test:8080", pending: 3))

        transport.script("PUT /favorites/3", nil)
        #expect(await services.sync.sendPending() == 3)
        #expect(transport.succeeded("PUT /favorites/3") == 1)
        #expect(transport.succeeded("PUT /favorites/5") == 1)
        #expect(transport.succeeded("PUT /favorites") == 1)
        #expect(transport.favorites(of: "ada") == [5, 3])
        #expect(services.sync.connectivity.current == .online)
        #expect(await services.sync.sendPending() == 0)
        #expect(transport.succeeded("PUT /favorites/3") == 1)
        #expect(transport.succeeded("PUT /favorites/5") == 1)
    }

    @Test func aNewerChangeReplacesTheQueuedOne() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(favorites: [3], transport: transport)
        transport.script("DELETE /favorites/3", .unreachable)
        try await services.favorites.setFavorite(3, false)
        try await services.favorites.setFavorite(3, true)
        try await services.favorites.setFavorite(3, false)
        transport.script("DELETE /favorites/3", nil)
        #expect(await services.sync.sendPending() == 1)
        #expect(transport.succeeded("DELETE /favorites/3") == 1)
        #expect(transport.count("PUT /favorites/3") == 0)
        #expect(transport.favorites(of: "ada") == [])
    }

    @Test func queuedChangesSurviveARestart() async throws {
        try await DataFixture.withDatabaseFile { path in
            let transport = ScriptedTransport(breeds: DataFixture.breeds)
            let first = try await DataFixture.open(.file(path: path), transport: transport)
            _ = try await first.account.signIn("ada")
            transport.script("PUT /favorites/4", .unreachable)
            try await first.favorites.setFavorite(4, true)
            await first.close()

            transport.script("PUT /favorites/4", nil)
            let second = try await DataFixture.open(.file(path: path), transport: transport)
            #expect(await second.favorites.storedIDs() == [4])
            #expect(second.sync.connectivity.current == .offline(reason: "connecting to \(DataFixture.server)", pending: 1))
            #expect(await second.sync.sendPending() == 1)
            #expect(transport.favorites(of: "ada") == [4])
            #expect(transport.succeeded("PUT /favorites/4") == 1)
            #expect(second.sync.connectivity.current == .online)
            await second.close()
        }
    }

    @Test func theRetryLoopSendsWhenTheServerIsBack() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        transport.script("POST /session", .unreachable)
        let time = ManualSyncClock()
        let services = try await DataFixture.open(transport: transport, retryInterval: .seconds(3), clock: time.clock)
        try await services.favorites.setFavorite(6, true)
        // each turn of the loop waits one interval on the clock: move it past the backoff too
        #expect(
            await eventually {
                time.advance(.seconds(3))
                return transport.count("POST /session") >= 2
            })
        guard case .offline = services.sync.connectivity.current else {
            Issue.record("expected offline")
            return
        }
        transport.script("POST /session", nil)
        #expect(
            await eventually {
                time.advance(.seconds(3))
                return services.sync.connectivity.current == .online
            })
        #expect(transport.favorites(of: "me") == [6])
        #expect(transport.succeeded("PUT /favorites/6") == 1)
        #expect(await eventually { time.sleepers == 1 }, "the loop waits for its next turn")
        await services.close()
        // closed: the loop has ended, so nothing waits on the clock to send again
        #expect(time.sleepers == 0)
        let after = transport.received.count
        time.advance(.seconds(3_600))
        #expect(transport.received.count == after)
    }

    @Test func requestsAreSignedAndNeverCarryTheSecret() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(transport: transport)
        try await services.favorites.setFavorite(2, true)
        _ = try await services.catalog.breeds(policy: .networkOnly).collect()
        #expect(await services.sync.serverVersion() == ServerVersion(server: "9.9.9", api: 1))
        #expect(transport.received.count >= 5)
        for request in transport.received {
            for header in [RequestSigner.Header.signature, RequestSigner.Header.timestamp, RequestSigner.Header.nonce] {
                #expect(request.header(header)?.isEmpty == false, "\(header) missing in \(request)")
            }
            #expect(request.header(RequestSigner.Header.appVersion) == CatsAPI.appVersion)
            for (name, value) in request.headers {
                #expect(!value.contains("cats-demo-secret-2026"), "the secret is in \(name)")
            }
            #expect(!String(decoding: request.body, as: UTF8.self).contains("cats-demo-secret-2026"))
        }
        let favorite = try #require(transport.received.first { ScriptedTransport.route($0) == "PUT /favorites/2" })
        #expect(favorite.header("authorization") == "Bearer token-ada")
    }

    @Test func theServerVersionIsAskedOnce() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.open(transport: transport)
        transport.script("GET /version", .unreachable)
        #expect(await services.sync.serverVersion() == nil)
        transport.script("GET /version", nil)
        #expect(await services.sync.serverVersion() == ServerVersion(server: "9.9.9", api: 1))
        #expect(await services.sync.serverVersion() == ServerVersion(server: "9.9.9", api: 1))
        #expect(transport.count("GET /version") == 2)
        #expect(services.sync.serverURL == DataFixture.server)
    }
}
