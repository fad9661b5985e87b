import Testing
import TrellisTestSupport

@testable import TrellisData

/// A fake server for the favorite flag: holds the value, fails when told, and lets a test
/// hold a request until it releases it.
actor FavoriteServer {
    var value = false
    var failNext = 0
    var requests: [Bool] = []
    /// How many requests were answered (accepted or refused).
    var answered = 0
    var gates: [CheckedContinuation<Void, Never>] = []
    var holding = false

    func hold() { holding = true }
    func failNext(_ count: Int) { failNext = count }

    func release() {
        holding = false
        for gate in gates { gate.resume() }
        gates = []
    }

    var waitingCount: Int { gates.count }

    func request(_ wanted: Bool) async throws {
        // A real client refuses to start a request for a cancelled task.
        try Task.checkCancellation()
        requests.append(wanted)
        if holding { await withCheckedContinuation { gates.append($0) } }
        answered += 1
        if failNext > 0 {
            failNext -= 1
            throw NetworkError.status(500, body: "refused")
        }
        value = wanted
    }
}

/// Records what the mutation showed, in order; holds the next apply when told, until released.
actor Shown {
    var all: [Bool] = []
    var holdsNext = false
    var gate: CheckedContinuation<Void, Never>?

    func holdNext() { holdsNext = true }
    var isHolding: Bool { gate != nil }

    func release() {
        gate?.resume()
        gate = nil
    }

    func append(_ value: Bool) async {
        all.append(value)
        guard holdsNext else { return }
        holdsNext = false
        await withCheckedContinuation { gate = $0 }
    }
}

@Suite(.timeLimit(.minutes(1))) struct OptimisticMutationTests {
    func make(_ server: FavoriteServer, _ shown: Shown) -> OptimisticMutation<Int, Bool> {
        OptimisticMutation(apply: { _, value in await shown.append(value) }, request: { _, value in try await server.request(value) })
    }

    @Test func appliesAtOnceAndKeepsTheValueTheServerAccepts() async throws {
        let server = FavoriteServer()
        let shown = Shown()
        let result = try await make(server, shown).set(3, to: true, confirmed: false)
        #expect(result == true)
        #expect(await shown.all == [true])
        #expect(await server.value == true)
    }

    @Test func aRefusalPublishesTheInverseOnceAndSurfacesTheError() async {
        let server = FavoriteServer()
        await server.failNext(1)
        let shown = Shown()
        await #expect(throws: NetworkError.status(500, body: "refused")) {
            try await make(server, shown).set(3, to: true, confirmed: false)
        }
        #expect(await shown.all == [true, false])
        #expect(await server.value == false)
    }

    @Test func aSecondToggleInFlightWinsWithOneMoreRequest() async throws {
        // given a like whose request the server holds
        let server = FavoriteServer()
        await server.hold()
        let shown = Shown()
        let mutation = make(server, shown)
        let first = Task { try await mutation.set(3, to: true, confirmed: false) }
        #expect(await eventually { await server.waitingCount == 1 })
        // when the user unlikes before it returns
        let second = Task { try await mutation.set(3, to: false, confirmed: false) }
        #expect(await eventually { await shown.all == [true, false] })
        await server.release()
        // then one more request brings the server to the latest intent, and both callers agree
        #expect(try await first.value == false)
        #expect(try await second.value == false)
        #expect(await server.requests == [true, false])
        #expect(await server.value == false)
        #expect(await shown.all == [true, false])
    }

    @Test func aFailureAfterTheUserWentBackNeedsNoRollback() async throws {
        let server = FavoriteServer()
        await server.hold()
        await server.failNext(1)
        let shown = Shown()
        let mutation = make(server, shown)
        let first = Task { try await mutation.set(3, to: true, confirmed: false) }
        #expect(await eventually { await server.waitingCount == 1 })
        let second = Task { try await mutation.set(3, to: false, confirmed: false) }
        #expect(await eventually { await shown.all.count == 2 })
        await server.release()
        // the like failed, but the user already unliked: nothing to roll back, no error
        #expect(try await first.value == false)
        #expect(try await second.value == false)
        #expect(await shown.all == [true, false])
        #expect(await server.requests == [true])
    }

    @Test func aFailureWhileTheUsersLatestIntentIsShownRollsBackOnce() async {
        // like (held) → unlike → like again, then the first request fails
        let server = FavoriteServer()
        await server.hold()
        await server.failNext(1)
        let shown = Shown()
        let mutation = make(server, shown)
        let first = Task { try await mutation.set(3, to: true, confirmed: false) }
        #expect(await eventually { await server.waitingCount == 1 })
        let second = Task { try await mutation.set(3, to: false, confirmed: false) }
        #expect(await eventually { await shown.all.count == 2 })
        let third = Task { try await mutation.set(3, to: true, confirmed: false) }
        #expect(await eventually { await shown.all.count == 3 })
        await server.release()
        await #expect(throws: NetworkError.self) { try await first.value }
        await #expect(throws: NetworkError.self) { try await second.value }
        await #expect(throws: NetworkError.self) { try await third.value }
        // one rollback to what the server holds, and the server was asked once
        #expect(await shown.all == [true, false, true, false])
        #expect(await server.requests == [true])
        #expect(await server.value == false)
        #expect(await mutation.isInFlight(3) == false)
    }

    @Test func anIntentWhoseShowOutlastsTheFirstRequestStillReturns() async throws {
        // given a like whose request the server holds, then refuses
        let server = FavoriteServer()
        await server.hold()
        await server.failNext(1)
        let shown = Shown()
        let mutation = make(server, shown)
        let first = Task { try await mutation.set(3, to: true, confirmed: false) }
        #expect(await eventually { await server.waitingCount == 1 })
        // when the unlike is still being shown as the refusal comes back
        await shown.holdNext()
        let second = Task { try await mutation.set(3, to: false, confirmed: false) }
        #expect(await eventually { await shown.isHolding })
        await server.release()
        #expect(await eventually { await mutation.answersTaken == 1 })  // the mutation took the refusal
        await shown.release()
        // then both callers return (they used to wait forever), agreeing with the server
        #expect(try await outcome(of: second)?.get() == false)
        #expect(try await outcome(of: first)?.get() == false)
        #expect(await shown.all == [true, false])
        #expect(await server.value == false)
        #expect(await mutation.isInFlight(3) == false)
    }

    @Test func aCancelledFirstCallerDoesNotCancelTheLaterIntent() async throws {
        // given a like whose request the server holds, and an unlike behind it
        let server = FavoriteServer()
        await server.hold()
        let shown = Shown()
        let mutation = make(server, shown)
        let first = Task { try await mutation.set(3, to: true, confirmed: false) }
        #expect(await eventually { await server.waitingCount == 1 })
        let second = Task { try await mutation.set(3, to: false, confirmed: false) }
        #expect(await eventually { await shown.all == [true, false] })
        // when the first caller is cancelled (a newer toggle cancels its effect), then the like lands
        first.cancel()
        await server.release()
        // then the unlike is still sent: no rollback to a value the user left
        #expect(try await outcome(of: second)?.get() == false)
        #expect(try await outcome(of: first)?.get() == false)
        #expect(await server.requests == [true, false])
        #expect(await server.value == false)
        #expect(await shown.all == [true, false])
    }

    @Test func settingWhatTheServerHoldsSendsNothing() async throws {
        let server = FavoriteServer()
        let shown = Shown()
        #expect(try await make(server, shown).set(3, to: false, confirmed: false) == false)
        #expect(await shown.all.isEmpty)
        #expect(await server.requests.isEmpty)
    }
}
