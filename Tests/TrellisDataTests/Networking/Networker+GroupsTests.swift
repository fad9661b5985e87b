import Foundation
import NIOConcurrencyHelpers
import Testing
import TrellisTestSupport

@testable import TrellisData

/// `cancelRequests(inGroup:)`: a session's group ends for good, at once, and its callers get
/// no answer after it, while other groups go on.
@Suite(.timeLimit(.minutes(3))) struct NetworkerGroupsTests {
    /// Holds every request until ``answer`` opens, then answers 200; counts what it was sent.
    final class SlowTransport: HTTPTransport {
        let answer = Latch()
        let sent = NIOLockedValueBox<[String]>([])

        func send(_ request: NetworkRequest, timeout: Duration) async throws(NetworkError) -> NetworkResponse {
            sent.withLockedValue { $0.append(request.target) }
            await answer.wait()
            return NetworkResponse(status: 200, body: Data("{}".utf8))
        }
    }

    let server = APIServer(baseURL: "http://cats.test")

    func networker(_ transport: SlowTransport, slots: Int = 1) -> Networker {
        Networker(
            transport: transport, server: server,
            configuration: .init(maximumConcurrentRequests: slots, retry: .none, coalescesGETs: false), logger: quietLogger)
    }

    func request(_ path: String) -> NetworkRequest { server.request(for: Endpoint<Empty>.send(.get, path: path)) }

    @Test func cancellingAGroupEndsItsRequestsInFlightAndQueuedAndSparesTheOthers() async throws {
        // given one slot: the session's first request on the wire, its second and another group's queued
        let transport = SlowTransport()
        let networker = networker(transport)
        let inFlight = Task { try await networker.send(request("favorites"), group: "session-1") }
        #expect(await eventually { transport.sent.withLockedValue { $0.count } == 1 })
        let queued = Task { try await networker.send(request("favorites/order"), group: "session-1") }
        let other = Task { try await networker.send(request("breeds"), group: "catalog") }
        #expect(await eventually { await networker.pendingCount == 3 })
        // when
        networker.cancelRequests(inGroup: "session-1")
        // then both session callers are told at once, before the transport answers
        #expect(await eventually { await networker.pendingCount == 1 })
        #expect(networker.isClosed(group: "session-1"))
        #expect(!networker.isClosed(group: "catalog"))
        transport.answer.open()
        await #expect(throws: NetworkError.cancelled) { try await inFlight.value }
        await #expect(throws: NetworkError.cancelled) { try await queued.value }
        #expect(try await other.value.status == 200)
        #expect(await eventually { await networker.pendingCount == 0 })
        // the queued session request never reached the wire
        #expect(transport.sent.withLockedValue { $0 } == ["/favorites", "/breeds"])
    }

    /// The window the test above once fell into (under ThreadSanitizer, a core kept busy):
    /// a queued operation's callers are taken out under the lock, and its task is cancelled
    /// just after, outside it; if the request ahead releases its slot in between, the slot
    /// goes to that task. It must give the slot back without sending.
    @Test func aSlotHandedToAnOperationWhoseCallersLeftIsGivenBackUnused() async throws {
        // given one slot: a request on the wire, another waiting for the slot
        let transport = SlowTransport()
        let networker = networker(transport)
        let first = Task { try await networker.send(request("favorites"), group: "a") }
        #expect(await eventually { transport.sent.withLockedValue { $0.count } == 1 })
        let second = Task { try await networker.send(request("breeds"), group: "b") }
        #expect(await eventually { networker.state.withLockedValue { $0.slotQueue.count } == 1 })
        // when its caller is taken out and answered as `cancel` does, its task not cancelled yet
        let waiter = networker.state.withLockedValue { state -> Networker.Waiter? in
            guard let number = state.operations.keys.max(), let operation = state.operations.removeValue(forKey: number) else { return nil }
            for id in operation.waiters.keys { state.operationOfWaiter[id] = nil }
            return operation.waiters.values.first
        }
        waiter?.continuation.resume(returning: .failure(.cancelled))
        await #expect(throws: NetworkError.cancelled) { try await second.value }
        // and the request ahead of it ends, handing the slot over
        transport.answer.open()
        #expect(try await first.value.status == 200)
        // then the slot comes back and the second request never reaches the wire
        #expect(await eventually { networker.state.withLockedValue { $0.running == 0 && $0.slotQueue.isEmpty } })
        #expect(transport.sent.withLockedValue { $0 } == ["/favorites"])
    }

    @Test func aClosedGroupRefusesLaterRequestsWithoutSendingThem() async throws {
        let transport = SlowTransport()
        transport.answer.open()
        let networker = networker(transport)
        networker.cancelRequests(inGroup: "session-1")
        await #expect(throws: NetworkError.cancelled) { try await networker.send(request("favorites"), group: "session-1") }
        #expect(try await networker.send(request("favorites"), group: "session-2").status == 200)
        #expect(transport.sent.withLockedValue { $0 } == ["/favorites"])
    }

    @Test func anAnswerThatArrivesOnceTheGroupIsClosedIsNotHandedOver() async throws {
        // given a request whose answer is on its way
        let transport = SlowTransport()
        let networker = networker(transport)
        let feed = Task { try await networker.send(request("favorites"), group: "session-1") }
        #expect(await eventually { transport.sent.withLockedValue { $0.count } == 1 })
        // when the group is closed (as `cancelRequests` does first) and the answer arrives
        // before its callers are cancelled (the call takes the lock twice)
        networker.state.withLockedValue { _ = $0.closedGroups.insert("session-1") }
        transport.answer.open()
        // then the caller gets a cancellation, not the answer: it writes nothing late
        await #expect(throws: NetworkError.cancelled) { try await feed.value }
        #expect(await eventually { await networker.pendingCount == 0 })
    }

    @Test func cancellingAnotherGroupOrAGroupWithNothingInFlightChangesNothing() async throws {
        let transport = SlowTransport()
        let networker = networker(transport, slots: 2)
        let kept = Task { try await networker.send(request("breeds")) }
        #expect(await eventually { transport.sent.withLockedValue { $0.count } == 1 })
        networker.cancelRequests(inGroup: "session-9")
        networker.cancelRequests(inGroup: "session-9")  // idempotent
        transport.answer.open()
        #expect(try await kept.value.status == 200)
        #expect(!networker.isClosed(group: nil))
    }
}
