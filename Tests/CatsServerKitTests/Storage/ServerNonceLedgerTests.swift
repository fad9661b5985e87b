import CatsAPI
import Foundation
import Testing
import TrellisData

@testable import CatsServerKit

/// Issue 21.15 and 21.14: the nonces of accepted requests live in the server's database,
/// bounded, so a restart is no chance to replay.
@Suite struct ServerNonceLedgerTests {
    @Test func aRequestCapturedBeforeARestartIsStillAReplayAfterIt() async throws {
        try await withDatabaseFile { path in
            let configuration = testConfiguration { $0.database = .file(path) }
            let captured = try await withServer(configuration) { client throws in
                let token = try await client.signIn("ada")
                let add = client.request(.addFavorite(4), token: token)
                #expect(try await client.execute(add).status == .noContent)
                _ = try await client.send(.removeFavorite(4), token: token)
                return (add, token)
            }
            try await withServer(configuration) { client throws in
                let replay = try await client.execute(captured.0)
                #expect(replay.status == .unauthorized)
                #expect(replay.errorReason == "this signature was already used")
                #expect(try await client.favorites(captured.1) == [])
            }
        }
    }

    @Test func theLedgerIsBoundedAndForgetsOnlyExpiredNonces() async throws {
        let store = try ServerStore(location: .inMemory, catalog: [])
        let ledger = ServerNonceLedger(store: store, capacity: 2)
        #expect(try await ledger.record("a", until: 110, now: 100))
        #expect(try await ledger.record("a", until: 110, now: 101) == false)
        #expect(try await ledger.record("b", until: 120, now: 101))
        await #expect(throws: NonceLedgerError.full(retryAfterSeconds: 10)) { try await ledger.record("c", until: 130, now: 101) }
        #expect(try await ledger.count() == 2)
        // at 111 "a" has expired: it is swept, and "c" fits
        #expect(try await ledger.record("c", until: 130, now: 111))
        #expect(try await ledger.count() == 2)
        // an expired nonce not yet swept is taken again, a live one is a replay
        #expect(try await ledger.record("b", until: 140, now: 111) == false)
    }

    @Test func aFullLedgerIs429WithRetryAfter() async throws {
        let clock = TestClock()
        let configuration = testConfiguration {
            $0.limits.nonceCapacity = 3
            $0.clock = clock.reader
        }
        try await withServer(configuration) { client throws in
            for _ in 0..<3 { #expect(try await client.execute(client.request(.breeds(), at: clock.now)).status == .ok) }
            let refused = try await client.execute(client.request(.breeds(), at: clock.now))
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[.retryAfter] == "301")
            #expect(refused.errorReason == "too many signed requests in the window: try again in 301 s")
            clock.advance(by: 301)
            #expect(try await client.execute(client.request(.breeds(), at: clock.now)).status == .ok)
        }
    }
}
