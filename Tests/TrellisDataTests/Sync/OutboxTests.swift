import Foundation
import NIOConcurrencyHelpers
import Testing
import TrellisData
import TrellisTestSupport

/// The outbox's promise, one behaviour at a time: oldest first, the newest of a key alone,
/// a refusal dropped and told, a transient answer kept with its backoff (the server's
/// `Retry-After` on an injected clock), a sign-out stopping a pass, and the messages
/// surviving a reopen of the store.
@Suite(.timeLimit(.minutes(1)))
struct OutboxTests {
    func outbox(_ store: EntityStore, clock: SyncClock = HandClock().clock, signedIn: String? = "ada") -> Outbox<Note> {
        Outbox(store: store, clock: clock, signedIn: { signedIn })
    }

    /// An outbox with `ada`'s session open.
    func opened(_ store: EntityStore, clock: SyncClock = HandClock().clock) async -> Outbox<Note> {
        let outbox = outbox(store, clock: clock)
        #expect(await outbox.open("ada", epoch: await outbox.epoch))
        await outbox.markOnline()
        return outbox
    }

    @Test func messagesAreSentOldestFirstAndSettled() async throws {
        let store = try await makeNoteStore()
        try await store.upsert([Note(id: 3, key: "c"), Note(id: 1, key: "a"), Note(id: 2, key: "b"), Note(id: 4, owner: "bob", key: "a")])
        let outbox = await opened(store)
        let server = NoteServer(store: store)
        let report = await outbox.run { epoch in await outbox.flush("ada", epoch: epoch, through: server) }
        #expect(await server.sent == [1, 2, 3])
        #expect(report.sent == [1, 2, 3])
        #expect(report.settled == [1, 2, 3])
        #expect(report.stopped == nil)
        #expect(try await store.all(Note.self).map(\.id) == [4])  // bob's waits for bob
    }

    @Test func aNewerMessageForTheSameKeyReplacesTheOlder() async throws {
        let store = try await makeNoteStore()
        try await store.upsert([Note(id: 1, key: "a", value: 1), Note(id: 2, key: "b"), Note(id: 3, key: "a", value: 3)])
        #expect(Outbox.coalesced(try await store.all(Note.self)).map(\.id) == [2, 3])
        let outbox = await opened(store)
        let server = NoteServer(store: store)
        #expect(await outbox.submit(Note(id: 1, key: "a", value: 1), through: server) == .sent)
        #expect(await server.sent == [2, 3])
        #expect(await server.held == ["a": 3, "b": 0])
        #expect(try await store.all(Note.self).isEmpty)
    }

    @Test func aRefusalIsDroppedRolledBackAndTold() async throws {
        let store = try await makeNoteStore()
        let outbox = await opened(store)
        let refusals = outbox.refusals.subscribe()
        let server = NoteServer(store: store)
        await server.answer(.refused("no such thing"))
        try await store.upsert([Note(id: 1, key: "a"), Note(id: 2, key: "b")])
        #expect(await outbox.submit(Note(id: 1, key: "a"), through: server) == .refused("no such thing"))
        #expect(await server.rolledBack == [1])
        #expect(await server.sent == [1, 2])  // the pass goes on after a refusal
        #expect(try await store.all(Note.self).isEmpty)
        var iterator = refusals.makeAsyncIterator()
        let refusal = try await iterator.next()
        #expect(refusal?.message.id == 1)
        #expect(refusal?.reason == "no such thing")
        #expect(await outbox.isOnline)
    }

    @Test func aTransientAnswerKeepsTheQueueAndBacksOffHonouringRetryAfter() async throws {
        let store = try await makeNoteStore()
        let time = HandClock()
        let outbox = await opened(store, clock: time.clock)
        let server = NoteServer(store: store)
        try await store.upsert([Note(id: 1, key: "a"), Note(id: 2, key: "b")])
        await server.answer(.transient("slow down", retryAfter: .seconds(30)))
        #expect(await outbox.submit(Note(id: 1, key: "a"), through: server) == .queued)
        #expect(await server.sent == [1])  // the pass stops at the first transient answer
        #expect(try await store.all(Note.self).count == 2)
        #expect(outbox.connectivity.current == .offline(reason: "slow down", pending: 2))
        #expect(await outbox.hasWork() == false)
        time.advance(.seconds(29))
        #expect(await outbox.hasWork() == false)
        time.advance(.seconds(1))
        #expect(await outbox.hasWork())
        // Offline, a submit waits without sending.
        #expect(await outbox.submit(Note(id: 1, key: "a"), through: server) == .queued)
        #expect(await server.sent == [1])

        // Without Retry-After: 1 s, then 2 s (RetryPolicy.outbox), and a success starts over.
        await server.answer(.transient("busy", retryAfter: nil), .transient("busy", retryAfter: nil))
        _ = await outbox.run { epoch in await outbox.flush("ada", epoch: epoch, through: server) }
        time.advance(.milliseconds(999))
        #expect(await outbox.hasWork() == false)
        time.advance(.milliseconds(1))
        _ = await outbox.run { epoch in await outbox.flush("ada", epoch: epoch, through: server) }
        #expect(await outbox.consecutiveFailures == 3)
        time.advance(.milliseconds(1999))
        #expect(await outbox.isDue == false)
        time.advance(.milliseconds(1))
        let report = await outbox.run { epoch in await outbox.flush("ada", epoch: epoch, through: server) }
        #expect(report.sent == [1, 2])
        await outbox.markOnline()
        #expect(await outbox.consecutiveFailures == 0)
        #expect(await outbox.hasWork() == false)
    }

    @Test func theUnifiedPolicyCapsRetryAfterAndTheExponent() {
        let policy = RetryPolicy.outbox
        #expect(policy.delay(afterFailures: 1, retryAfter: nil) == .seconds(1))
        #expect(policy.delay(afterFailures: 3, retryAfter: nil) == .seconds(4))
        #expect(policy.delay(afterFailures: 40, retryAfter: nil) == .seconds(30))
        #expect(policy.delay(afterFailures: 1, retryAfter: .seconds(90)) == .seconds(90))
        #expect(policy.delay(afterFailures: 1, retryAfter: .seconds(90_000)) == .seconds(3600))
        #expect(policy.delay(afterFailures: 1, retryAfter: .seconds(-5)) == .zero)
    }

    @Test func aSignOutStopsThePassAtItsNextStepAndKeepsTheRest() async throws {
        let store = try await makeNoteStore()
        let outbox = await opened(store)
        let server = NoteServer(store: store)
        try await store.upsert([Note(id: 1, key: "a"), Note(id: 2, key: "b")])
        let before = await outbox.epoch
        await server.setDuringSend { await outbox.cancel() }
        let report = await outbox.run { epoch in await outbox.flush("ada", epoch: epoch, through: server) }
        #expect(await server.sent == [1])
        #expect(report.stopped == "signed out")
        #expect(try await store.all(Note.self).map(\.id) == [2])
        #expect(await outbox.owner == nil)
        // A session opened with the epoch from before the sign-out is refused.
        #expect(await outbox.open("ada", epoch: before) == false)
        #expect(await outbox.open("ada", epoch: await outbox.epoch))
        await outbox.close()
        #expect(await outbox.open("ada", epoch: await outbox.epoch) == false)
    }

    @Test func aCancelledSendKeepsTheMessageWithoutBackingOff() async throws {
        let store = try await makeNoteStore()
        let outbox = await opened(store)
        let server = NoteServer(store: store)
        try await store.upsert([Note(id: 1, key: "a")])
        await server.answer(.cancelled)
        #expect(await outbox.submit(Note(id: 1, key: "a"), through: server) == .queued)
        #expect(await outbox.consecutiveFailures == 0)
        #expect(try await store.all(Note.self).count == 1)
    }

    @Test func messagesSurviveAReopenOfTheStore() async throws {
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("outbox.sqlite").path
            do {
                let store = try await makeNoteStore(.file(path: path))
                try await store.write { batch in batch.upsert([Note(id: 2, key: "b", value: 2), Note(id: 1, key: "a", value: 1)]) }
            }
            let store = try await makeNoteStore(.file(path: path))
            let outbox = await opened(store)
            #expect(try await outbox.pending(of: "ada") == [Note(id: 1, key: "a", value: 1), Note(id: 2, key: "b", value: 2)])
            #expect(outbox.connectivity.current == .online)
            await outbox.markOffline("away")
            #expect(outbox.connectivity.current == .offline(reason: "away", pending: 2))
            let server = NoteServer(store: store)
            _ = await outbox.run { epoch in await outbox.flush("ada", epoch: epoch, through: server) }
            #expect(await server.held == ["a": 1, "b": 2])
        }
    }

    @Test func aReadThatReachesTheServerIsOnlineOnlyWhenNothingWaits() async throws {
        let store = try await makeNoteStore()
        let outbox = outbox(store)
        await outbox.markOffline("away")
        await outbox.noteReachable()
        #expect(outbox.connectivity.current == .offline(reason: "away", pending: 0))  // no session yet
        #expect(await outbox.hasWork())
        #expect(await outbox.open("ada", epoch: await outbox.epoch))
        try await store.upsert([Note(id: 1, key: "a")])
        await outbox.noteReachable()
        #expect(await outbox.isOnline == false)
        try await store.delete(Note.self, ids: [1])
        await outbox.noteReachable()
        #expect(await outbox.isOnline)
    }

    /// Moved from Cats' `FavoriteSends` test: a count fetched while a send overlapped it, or
    /// after one got no answer, cannot be trusted.
    @Test func aKeyIsUnsureWhileASendOverlapsTheFetchOrGotNoAnswer() async throws {
        let store = try await makeNoteStore()
        let outbox = await opened(store)
        let server = NoteServer(store: store)
        let before = await outbox.sendMark
        let during = NIOLockedValueBox(false)
        await server.setDuringSend {
            let sinceBefore = await outbox.isUnsure("a", since: before)
            let sinceNow = await outbox.isUnsure("a", since: outbox.sendMark)
            during.withLockedValue { $0 = sinceBefore && sinceNow }
        }
        try await store.upsert([Note(id: 1, key: "a")])
        _ = await outbox.run { epoch in await outbox.flush("ada", epoch: epoch, through: server) }
        #expect(during.withLockedValue { $0 })
        await server.setDuringSend(nil)
        #expect(await outbox.isUnsure("a", since: before))  // it ended during a fetch that started before it
        #expect(await !outbox.isUnsure("a", since: outbox.sendMark))  // a fetch after the answer can trust the server
        try await store.upsert([Note(id: 2, key: "a")])
        await server.answer(.transient("lost", retryAfter: nil))
        _ = await outbox.run { epoch in await outbox.flush("ada", epoch: epoch, through: server) }
        #expect(await outbox.isUnsure("a", since: outbox.sendMark))  // a lost answer: the server may or may not hold it
        _ = await outbox.run { epoch in await outbox.flush("ada", epoch: epoch, through: server) }
        #expect(await !outbox.isUnsure("a", since: outbox.sendMark))
        #expect(await !outbox.isUnsure("b", since: before))
    }

    @Test func aMessageIsNeverReadFromTheNetwork() throws {
        let object = try NetworkObject(.object(["id": .number(1), "owner": .string("ada"), "key": .string("a")]), entity: Note.entityName)
        #expect(throws: EntityDecodingError.self) { try Note(network: object) }
    }

    @Test func theRetryLoopAttemptsOnlyWhenThereIsWorkAndStopsWhenCancelled() async throws {
        let store = try await makeNoteStore()
        let time = HandClock()
        let outbox = await opened(store, clock: time.clock)
        let attempts = NIOLockedValueBox(0)
        await outbox.failed("away", retryAfter: .seconds(10))
        let loop = outbox.retrying(every: .seconds(1)) { attempts.withLockedValue { $0 += 1 } }
        // The backoff has not run out: the loop looks (its clock's sleep returns at once) and does nothing.
        #expect(await eventually { await outbox.hasWork() == false && attempts.withLockedValue { $0 } == 0 })
        time.advance(.seconds(10))
        #expect(await eventually { attempts.withLockedValue { $0 } > 0 })
        loop.cancel()
        await loop.value  // ends: the suite's time limit fails a loop that does not
    }
}
