import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisData

@Suite(.timeLimit(.minutes(1))) struct NetworkerCancellationTests {
    /// The requests here are held by the server until the test lets them go, so their timeout
    /// is no part of what is tested: two minutes, never reached, where 5 s fired before the
    /// test released a request on a loaded machine under ThreadSanitizer.
    func networker(_ server: APIServer) -> Networker {
        Networker(
            transport: AsyncHTTPClientTransport(), server: server, configuration: .init(timeout: .seconds(120), retry: .none),
            logger: quietLogger)
    }

    /// The server holds its answer until the end of the test, so the task can only end by
    /// being cancelled (no wall-clock bound, which a loaded ThreadSanitizer run can exceed).
    @Test func cancellingATaskMidFlightEndsItAtOnce() async throws {
        let answer = Latch()
        try await withTestServer(catsRoutes(holdingBreedsUntil: answer)) { server, counter in
            let networker = networker(server)
            let task = Task { try await networker.send(.breed(9)) }
            #expect(await eventually { await counter.count("breed 9") == 1 })
            task.cancel()
            await #expect(throws: NetworkError.cancelled) { try await task.value }
            #expect(await eventually { await networker.pendingCount == 0 })
            answer.open()
        }
    }

    @Test func cancellingOneIdKeepsTheOthersOfACoalescedGET() async throws {
        let answer = Latch()
        try await withTestServer(catsRoutes(holdingBreedsUntil: answer)) { server, counter in
            let networker = networker(server)
            let doomed = RequestID()
            let cancelled = Task { try await networker.send(.breed(5), id: doomed) }
            let kept = Task { try await networker.send(.breed(5)) }
            // Both callers share the one request the server holds.
            #expect(await eventually { await networker.waitingCallerCount == 2 })
            #expect(await eventually { await counter.count("breed 5") == 1 })
            await networker.cancel(doomed)
            await #expect(throws: NetworkError.cancelled) { try await cancelled.value }
            answer.open()
            let keptBreed = try await kept.value
            #expect(keptBreed.name == "Breed 5")
            #expect(await counter.count("breed 5") == 1)
        }
    }

    @Test func cancellingAGroupOrAllLeavesNothingPending() async throws {
        let answer = Latch()
        try await withTestServer(catsRoutes(holdingBreedsUntil: answer)) { server, counter in
            let networker = networker(server)
            let session = (0..<3).map { id in Task { try await networker.send(.breed(Int64(100 + id)), group: "session") } }
            let other = Task { try await networker.send(.breeds(at: "slow")) }
            #expect(await eventually { await networker.pendingCount == 4 })
            await networker.cancel(group: "session")
            for task in session { await #expect(throws: NetworkError.cancelled) { try await task.value } }
            await networker.cancelAll()
            await #expect(throws: NetworkError.cancelled) { try await other.value }
            #expect(await networker.pendingCount == 0)
            answer.open()  // the server's held handlers end before it stops
            _ = counter
        }
    }

    @Test func theQueueHonorsTheLimitAndPriorities() async throws {
        let answer = Latch()
        try await withTestServer(catsRoutes(holdingBreedsUntil: answer)) { server, _ in
            let order = OrderLog()
            let networker = Networker(
                transport: AsyncHTTPClientTransport(), server: server,
                configuration: .init(maximumConcurrentRequests: 1, retry: .none, coalescesGETs: false), logger: quietLogger)
            let blocker = Task { try await networker.send(.breed(0)) }
            #expect(await eventually { await networker.attemptCount == 1 })
            let low = Task {
                _ = try await networker.send(.breed(1), priority: .low)
                await order.append("low")
            }
            #expect(await eventually { await networker.pendingCount == 2 })
            let high = Task {
                _ = try await networker.send(.breed(2), priority: .high)
                await order.append("high")
            }
            #expect(await eventually { await networker.pendingCount == 3 })
            #expect(await networker.attemptCount == 1)  // both wait for the one slot
            answer.open()
            _ = try await (blocker.value, low.value, high.value)
            #expect(await order.entries == ["high", "low"])
        }
    }
}

actor OrderLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}
