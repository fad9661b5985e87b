import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisData

/// A transport that holds every request until the test lets it go, and says who sent it.
actor GateTransport: HTTPTransport {
    var sent: [String] = []
    var waiting: [CheckedContinuation<Void, Never>] = []

    func send(_ request: NetworkRequest, timeout: Duration) async throws(NetworkError) -> NetworkResponse {
        let sender = request.header("authorization") ?? "nobody"
        sent.append(sender)
        await withCheckedContinuation { waiting.append($0) }
        return NetworkResponse(status: 200, body: Data("\"\(sender)\"".utf8))
    }

    func openAll() {
        for gate in waiting { gate.resume() }
        waiting = []
    }
}

/// Issue 21.16: coalescing and request ids must not let one caller get another's answer, or
/// wait forever.
@Suite(.timeLimit(.minutes(1))) struct NetworkerIdentityTests {
    let signer = RequestSigner(secret: AppSecret("correct horse battery staple"), appVersion: "1")

    func networker(_ transport: GateTransport) -> Networker {
        Networker(
            transport: transport, server: APIServer(baseURL: "http://127.0.0.1:1"), signer: signer,
            configuration: .init(retry: .none), logger: quietLogger)
    }

    @Test func aGETSentAsAnotherUserIsNotJoinedToTheFirstUsersGET() async throws {
        let transport = GateTransport()
        let networker = networker(transport)
        await networker.setAccessToken(AccessToken("ada"))
        let request = NetworkRequest(method: .get, url: "http://127.0.0.1:1/favorites")
        let asAda = Task { try await networker.send(request) }
        #expect(await eventually { await transport.sent.count == 1 })
        await networker.setAccessToken(AccessToken("grace"))
        let asGrace = Task { try await networker.send(request) }
        #expect(await eventually { await transport.sent.count == 2 })
        await transport.openAll()
        #expect(String(decoding: try await asAda.value.body, as: UTF8.self) == "\"Bearer ada\"")
        #expect(String(decoding: try await asGrace.value.body, as: UTF8.self) == "\"Bearer grace\"")
        #expect(await transport.sent == ["Bearer ada", "Bearer grace"])
    }

    @Test func callersSendingAsTheSameUserStillShareOneGET() async throws {
        let transport = GateTransport()
        let networker = networker(transport)
        await networker.setAccessToken(AccessToken("ada"))
        let request = NetworkRequest(method: .get, url: "http://127.0.0.1:1/favorites")
        let callers = (0..<5).map { _ in Task { try await networker.send(request) } }
        #expect(await eventually { await transport.sent.count == 1 })
        #expect(await eventually { await networker.waitingCallerCount == 5 })
        await transport.openAll()
        for caller in callers { #expect(try await caller.value.status == 200) }
        #expect(await transport.sent == ["Bearer ada"])
    }

    @Test func aReusedRequestIDIsATypedErrorAndTheFirstCallerIsAnswered() async throws {
        let transport = GateTransport()
        let networker = networker(transport)
        let id = RequestID()
        let request = NetworkRequest(method: .get, url: "http://127.0.0.1:1/breeds")
        let first = Task { try await networker.send(request, id: id) }
        #expect(await eventually { await transport.sent.count == 1 })
        await #expect(throws: NetworkError.invalidRequest("\(id) is already in flight: give each request its own RequestID")) {
            try await networker.send(NetworkRequest(method: .post, url: "http://127.0.0.1:1/session"), id: id)
        }
        await transport.openAll()
        #expect(try await first.value.status == 200)
        #expect(await networker.pendingCount == 0)
    }
}
