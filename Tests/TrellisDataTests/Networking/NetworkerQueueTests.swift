import Dispatch
import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisData

/// What the networker's queue keeps apart and what it shares: decoding is the caller's
/// (off the actor), requests sent without an id are named apart, and only GETs with the same
/// URL, headers and identity share one request.
@Suite(.timeLimit(.minutes(1))) struct NetworkerQueueTests {
    /// Answers every request at once, its body the request's target.
    struct EchoTransport: HTTPTransport {
        func send(_ request: NetworkRequest, timeout: Duration) async throws(NetworkError) -> NetworkResponse {
            NetworkResponse(status: 200, body: Data(request.target.utf8))
        }
    }

    let server = APIServer(baseURL: "http://cats.test")

    func networker(_ transport: any HTTPTransport) -> Networker {
        Networker(transport: transport, server: server, configuration: .init(retry: .none), logger: quietLogger)
    }

    /// The first answer's decoding waits (without the actor's help) until a second request
    /// has been queued, answered and decoded: were decoding done on the actor, the second
    /// request could not even be queued, and the wait would run out. The waiting decoder
    /// blocks its thread, so its caller runs on a thread of its own
    /// (`DedicatedThreadExecutor`), never on one of the cooperative pool's two.
    @Test func decodingOneAnswerHoldsUpNoOtherRequest() async throws {
        let networker = networker(EchoTransport())
        let decoding = Latch()
        let otherDecoded = DispatchSemaphore(value: 0)
        let held = Endpoint<Bool>(path: ["held"]) { _ in
            decoding.open()
            return otherDecoded.wait(timeout: .now() + 30) == .success
        }
        let quick = Endpoint<Empty>(path: ["quick"]) { _ in
            otherDecoded.signal()
            return Empty()
        }
        let executor = DedicatedThreadExecutor(name: "held-decoder")
        defer { executor.shutDown() }
        let first = Task(executorPreference: executor) { try await networker.send(held) }
        await decoding.wait()
        #expect(try await networker.send(quick) == Empty())
        #expect(try await first.value, "the held decoding never saw the other request answered")
    }

    /// Callers that name no request still each get their own id: all of them are in flight at
    /// once (none refused as "already in flight") and each gets its own answer.
    @Test func requestsSentWithoutAnIdAreNamedApart() async throws {
        let transport = GateTransport()
        let networker = Networker(
            transport: transport, server: server, configuration: .init(retry: .none, coalescesGETs: false), logger: quietLogger)
        let callers = (0..<4).map { number in
            Task { try await networker.send(NetworkRequest(method: .get, url: "http://cats.test/breeds/\(number)")) }
        }
        #expect(await eventually { await transport.sent.count == 4 })
        #expect(await networker.waitingCallerCount == 4)
        await transport.openAll()
        for caller in callers { #expect(try await caller.value.status == 200) }
        #expect(await networker.pendingCount == 0)
    }

    @Test func aNetworkersOwnIdsNeverEqualACallersAndNameTheirNumber() {
        #expect(RequestID(serial: 1) == RequestID(serial: 1))
        #expect(RequestID(serial: 1) != RequestID(serial: 2))
        #expect(RequestID(serial: 1) != RequestID())
        #expect(RequestID(serial: 7).description == "request #7")
        #expect(RequestID().description.count == "request ".count + 8)
    }

    /// GETs share one request only when URL, headers (in any order) and identity agree; no
    /// header value can pass for two headers, as it could when the key was one joined string.
    @Test func onlyGETsWithTheSameURLAndHeadersShareOneRequest() async throws {
        let transport = GateTransport()
        let networker = networker(transport)
        let url = "http://cats.test/breeds"
        let requests = [
            NetworkRequest(method: .get, url: url, headers: [("accept", "a"), ("x-page", "1")]),
            NetworkRequest(method: .get, url: url, headers: [("x-page", "1"), ("accept", "a")]),  // the first, reordered: shared
            NetworkRequest(method: .get, url: url, headers: [("accept", "a"), ("x-page", "2")]),
            NetworkRequest(method: .get, url: url, headers: [("accept", "a\nx-page:1")]),
            NetworkRequest(method: .get, url: url + "?x-page=1", headers: [("accept", "a")]),
        ]
        var callers: [Task<NetworkResponse, any Error>] = []
        for request in requests {
            callers.append(Task { try await networker.send(request) })
            #expect(await eventually { await networker.waitingCallerCount == callers.count })
        }
        #expect(await eventually { await transport.sent.count == 4 })
        #expect(await networker.pendingCount == 4)
        await transport.openAll()
        for caller in callers { #expect(try await caller.value.status == 200) }
        #expect(await transport.sent.count == 4)
    }
}
