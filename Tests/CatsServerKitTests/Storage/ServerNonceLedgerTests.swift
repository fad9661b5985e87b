import CatsAPI
import Foundation
import Testing
import TrellisData
import TrellisTestSupport

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

    /// The ledger counts its nonces itself: a new one (after a restart) counts what the file
    /// holds before it accepts more, so the cap holds across restarts too.
    @Test func aNewLedgerCountsTheNoncesTheFileAlreadyHolds() async throws {
        let store = try ServerStore(location: .inMemory, catalog: [])
        let first = ServerNonceLedger(store: store, capacity: 2)
        #expect(try await first.record("a", until: 110, now: 100))
        #expect(try await first.record("b", until: 120, now: 100))
        let second = ServerNonceLedger(store: store, capacity: 2)
        await #expect(throws: NonceLedgerError.full(retryAfterSeconds: 10)) { try await second.record("c", until: 130, now: 101) }
        #expect(try await second.record("a", until: 110, now: 101) == false)
        #expect(try await second.record("c", until: 130, now: 111))
        #expect(try await second.count() == 2)
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

    /// Group commit: the nonces that arrive while a transaction runs share the next one, and
    /// within it each is judged in arrival order (the second of two equal nonces is a replay).
    @Test func aBurstSharesTransactionsAndEachNonceIsAcceptedOnce() async throws {
        let store = try ServerStore(location: .inMemory, catalog: [])
        let ledger = ServerNonceLedger(store: store, capacity: 1_000)
        // Holds GRDB's writer so the burst piles up behind one transaction.
        let started = Latch()
        let release = DispatchSemaphore(value: 0)
        let blocker = Task {
            try await store.database.write { _ in
                started.open()
                release.wait()
            }
        }
        await started.wait()
        let burst = Task {
            await withTaskGroup(of: (String, Bool?).self) { group in
                for index in 0..<100 {
                    group.addTask {
                        let nonce = "n\(index % 50)"
                        return (nonce, try? await ledger.record(nonce, until: 200, now: 100))
                    }
                }
                return await group.reduce(into: [String: [Bool?]]()) { $0[$1.0, default: []].append($1.1) }
            }
        }
        #expect(await eventually { ledger.pending == 100 })
        release.signal()
        try await blocker.value
        let answers = await burst.value
        #expect(answers.count == 50)
        for (nonce, results) in answers {
            // one accepted, one a replay: neither failed
            #expect(results.filter { $0 == true }.count == 1 && results.filter { $0 == false }.count == 1, "\(nonce): \(results)")
        }
        #expect(ledger.transactions <= 2)
        #expect(try await ledger.count() == 50)
    }

    /// A transaction that fails fails every request in it with the reason (503), keeps none of
    /// their nonces, and the ledger takes the next burst.
    @Test func aFailingTransactionFailsItsWholeBatchAndTheNextOneRuns() async throws {
        let store = try ServerStore(location: .inMemory, catalog: [])
        let ledger = ServerNonceLedger(store: store, capacity: 10)
        try await store.database.write { db in try db.execute(sql: "ALTER TABLE nonce RENAME TO nonce_moved") }
        let failures = await withTaskGroup(of: NonceLedgerError?.self) { group in
            for index in 0..<5 {
                group.addTask {
                    do throws(NonceLedgerError) {
                        _ = try await ledger.record("f\(index)", until: 200, now: 100)
                        return nil
                    } catch { return error }
                }
            }
            return await group.reduce(into: [NonceLedgerError?]()) { $0.append($1) }
        }
        #expect(failures.count == 5)
        for failure in failures {
            guard case .failed(let reason) = failure else {
                Issue.record("expected a failure, got \(String(describing: failure))")
                continue
            }
            #expect(reason.contains("nonce"))
        }
        try await store.database.write { db in try db.execute(sql: "ALTER TABLE nonce_moved RENAME TO nonce") }
        #expect(try await ledger.record("f0", until: 200, now: 100))
        #expect(try await ledger.count() == 1)
    }
}
