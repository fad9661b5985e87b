import Foundation
import NIOConcurrencyHelpers
import Testing
import TrellisData

/// `answer` hands back any status with its headers; the clock offset moves signatures.
@Suite struct NetworkerTests {
    /// Answers every request with `response` and keeps what it was sent.
    final class RecordingTransport: HTTPTransport {
        let response: NetworkResponse
        let sent = NIOLockedValueBox<[NetworkRequest]>([])

        init(_ response: NetworkResponse) { self.response = response }

        func send(_ request: NetworkRequest, timeout: Duration) async throws(NetworkError) -> NetworkResponse {
            sent.withLockedValue { $0.append(request) }
            return response
        }
    }

    let server = APIServer(baseURL: "http://cats.test")

    @Test func answerReturnsARefusalWithItsHeaders() async throws {
        let transport = RecordingTransport(NetworkResponse(status: 429, headers: ["retry-after": "30"], body: Data("slow".utf8)))
        let networker = Networker(transport: transport, server: server, configuration: .init(retry: RetryPolicy(maximumAttempts: 3)))
        let request = server.request(for: Endpoint<Empty>.send(.get, path: "breeds"))
        let response = try await networker.answer(request)
        #expect(response.status == 429)
        #expect(response.headers["retry-after"] == "30")
        // The caller decides about statuses: no retry of its own.
        #expect(transport.sent.withLockedValue { $0.count } == 1)
        await #expect(throws: NetworkError.status(429, body: "slow")) { try await networker.send(request) }
    }

    @Test func theClockOffsetMovesTheSignaturesTimestamp() async throws {
        let transport = RecordingTransport(NetworkResponse(status: 204))
        let signer = RequestSigner(secret: AppSecret("a-secret-of-sixteen-bytes"), appVersion: "1.0")
        let networker = Networker(transport: transport, server: server, signer: signer)
        let request = server.request(for: Endpoint<Empty>.send(.put, path: "favorites", "3"))
        await networker.setClockOffset(.seconds(7200))
        _ = try await networker.answer(request)
        let header: String? = transport.sent.withLockedValue { sent in sent.last?.header(RequestSigner.Header.timestamp) }
        let stamp: Double = try #require(header.flatMap { Double($0) })
        // Within a minute of two hours ahead: a loaded machine or ThreadSanitizer may take seconds.
        let ahead: Double = stamp - Date().timeIntervalSince1970 - 7200
        #expect(abs(ahead) < 60)
    }
}
