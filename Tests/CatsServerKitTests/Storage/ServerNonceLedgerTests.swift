import CatsAPI
import Foundation
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsServerKit

/// Issue 21.15 and 21.14: the nonces of accepted requests are kept, bounded, in a log beside
/// the server's database, so a restart is no chance to replay.
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
        let ledger = try ServerNonceLedger(store: store, capacity: 2)
        #expect(try await ledger.record("a", until: 110, now: 100))
        #expect(try await ledger.record("a", until: 110, now: 101) == false)
        #expect(try await ledger.record("b", until: 120, now: 101))
        await #expect(throws: NonceLedgerError.full(retryAfterSeconds: 10)) { try await ledger.record("c", until: 130, now: 101) }
        #expect(ledger.count == 2)
        // at 111 "a" has expired: it is swept, and "c" fits
        #expect(try await ledger.record("c", until: 130, now: 111))
        #expect(ledger.count == 2)
        // an expired nonce not yet swept is taken again, a live one is a replay
        #expect(try await ledger.record("b", until: 140, now: 111) == false)
    }

    /// A full ledger keeps its soonest expiry between refusals, and finds the new one once a
    /// nonce has gone and another come.
    @Test func aFullLedgerSaysWhenTheSoonestNonceExpires() async throws {
        let store = try ServerStore(location: .inMemory, catalog: [])
        let ledger = try ServerNonceLedger(store: store, capacity: 2)
        #expect(try await ledger.record("a", until: 110, now: 100))
        #expect(try await ledger.record("b", until: 180, now: 100))
        for now: Int64 in [101, 101, 105] {
            await #expect(throws: NonceLedgerError.full(retryAfterSeconds: 111 - now)) {
                try await ledger.record("c", until: 200, now: now)
            }
        }
        // "a" expires, "c" takes its place: the soonest is "b" now (180), not "a" (110)
        #expect(try await ledger.record("c", until: 200, now: 111))
        await #expect(throws: NonceLedgerError.full(retryAfterSeconds: 70)) { try await ledger.record("d", until: 200, now: 111) }
        await #expect(throws: NonceLedgerError.full(retryAfterSeconds: 60)) { try await ledger.record("d", until: 200, now: 121) }
    }

    /// A new ledger on the same file (a restart) reads the log back: its nonces are replays,
    /// and they count against the cap.
    @Test func aNewLedgerReadsBackTheNoncesTheLogHolds() async throws {
        try await withDatabaseFile { path in
            let store = try ServerStore(location: .file(path), catalog: [])
            let first = try ServerNonceLedger(store: store, capacity: 2)
            #expect(try await first.record("a", until: 110, now: 100))
            #expect(try await first.record("b", until: 120, now: 100))
            let second = try ServerNonceLedger(store: store, capacity: 2)
            await #expect(throws: NonceLedgerError.full(retryAfterSeconds: 10)) { try await second.record("c", until: 130, now: 101) }
            #expect(try await second.record("a", until: 110, now: 101) == false)
            #expect(try await second.record("c", until: 130, now: 111))
            #expect(second.count == 2)
        }
    }

    /// The log is cut at a record the process was killed while writing: the records before it
    /// are read back, the segment is cut to them, and the next append lands after them.
    @Test func aTornRecordAtTheEndOfASegmentIsCutAndTheRestKept() async throws {
        try await withDatabaseFile { path in
            let store = try ServerStore(location: .file(path), catalog: [])
            let first = try ServerNonceLedger(store: store, capacity: 10)
            #expect(try await first.record("kept-1", until: 130, now: 100))
            #expect(try await first.record("kept-2", until: 131, now: 100))
            let segment = path + "-nonces/2.log"
            let good = try #require(FileManager.default.contents(atPath: segment))
            let torn = try #require(NonceLog.encode("torn", expiry: 132)).dropLast(3)
            try (good + torn).write(to: URL(fileURLWithPath: segment))
            let second = try ServerNonceLedger(store: store, capacity: 10)
            #expect(try await second.record("kept-1", until: 130, now: 101) == false)
            #expect(try await second.record("kept-2", until: 131, now: 101) == false)
            #expect(FileManager.default.contents(atPath: segment) == good)
            #expect(try await second.record("torn", until: 132, now: 101))
            let third = try ServerNonceLedger(store: store, capacity: 10)
            for nonce in ["kept-1", "kept-2", "torn"] { #expect(try await third.record(nonce, until: 132, now: 101) == false, "\(nonce)") }
        }
    }

    /// Many requests at once: each nonce is accepted once and its twin is a replay.
    @Test func aBurstAcceptsEachNonceOnce() async throws {
        try await withDatabaseFile { path in
            let store = try ServerStore(location: .file(path), catalog: [])
            let ledger = try ServerNonceLedger(store: store, capacity: 1_000)
            let answers = await withTaskGroup(of: (String, Bool?).self) { group in
                for index in 0..<100 {
                    group.addTask {
                        let nonce = "n\(index % 50)"
                        return (nonce, try? await ledger.record(nonce, until: 200, now: 100))
                    }
                }
                return await group.reduce(into: [String: [Bool?]]()) { $0[$1.0, default: []].append($1.1) }
            }
            #expect(answers.count == 50)
            for (nonce, results) in answers {
                // one accepted, one a replay: neither failed
                #expect(results.filter { $0 == true }.count == 1 && results.filter { $0 == false }.count == 1, "\(nonce): \(results)")
            }
            #expect(ledger.count == 50)
            #expect(try ServerNonceLedger(store: store, capacity: 1_000).count == 50)
        }
    }

    /// A write that fails refuses its request with the reason (503) and keeps nothing of it;
    /// the next write that can succeed does.
    @Test func aFailingWriteRefusesItsRequestAndKeepsNothing() async throws {
        try await withDatabaseFile { path in
            let store = try ServerStore(location: .file(path), catalog: [])
            let ledger = try ServerNonceLedger(store: store, capacity: 10)
            // The minute's segment cannot be opened for writing: a folder stands in its place.
            let segment = path + "-nonces/3.log"
            try FileManager.default.createDirectory(atPath: segment, withIntermediateDirectories: false)
            do throws(NonceLedgerError) {
                _ = try await ledger.record("f", until: 200, now: 100)
                Issue.record("a write into a folder was accepted")
            } catch {
                guard case .failed(let reason) = error else { throw error }
                #expect(reason.contains("3.log"))
            }
            #expect(ledger.count == 0)
            try FileManager.default.removeItem(atPath: segment)
            #expect(try await ledger.record("f", until: 200, now: 100))
            #expect(try ServerNonceLedger(store: store, capacity: 10).count == 1)
        }
    }

    /// A minute that has passed is forgotten and its segment deleted.
    @Test func aMinuteThatHasPassedIsForgottenAndItsSegmentDeleted() async throws {
        try await withDatabaseFile { path in
            let store = try ServerStore(location: .file(path), catalog: [])
            let ledger = try ServerNonceLedger(store: store, capacity: 10)
            #expect(try await ledger.record("old", until: 70, now: 60))
            #expect(try await ledger.record("new", until: 200, now: 60))
            #expect(FileManager.default.fileExists(atPath: path + "-nonces/1.log"))
            #expect(try await ledger.record("later", until: 200, now: 121))
            #expect(!FileManager.default.fileExists(atPath: path + "-nonces/1.log"))
            #expect(ledger.count == 2)
            #expect(try await ledger.record("old", until: 200, now: 121))
        }
    }

    /// Nonces a version before the log kept in the `nonce` table move into the log once.
    @Test func theNoncesOfTheOldTableMoveIntoTheLog() async throws {
        try await withDatabaseFile { path in
            let store = try ServerStore(location: .file(path), catalog: [])
            try await store.database.write { db in
                try db.execute(sql: "INSERT INTO nonce (nonce, expires_at) VALUES ('from-the-table', 500), ('another', 600)")
            }
            let ledger = try ServerNonceLedger(store: store, capacity: 10)
            #expect(try await ledger.record("from-the-table", until: 500, now: 100) == false)
            #expect(try await store.database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM nonce") } == 0)
            let reopened = try ServerNonceLedger(store: store, capacity: 10)
            #expect(try await reopened.record("another", until: 600, now: 100) == false)
            #expect(reopened.count == 2)
        }
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
