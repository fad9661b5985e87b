import CatsAPI
import Foundation
import Testing

@testable import CatsServerKit

/// Requests the HTTP/1 parser refuses, sent over a raw socket to a live server: found by
/// trying the real `cats-server` as a hostile user, each was answered `400` with an empty
/// body, the one answer without ``CatsAPI/APIErrorBody`` JSON (the in-process request fuzzer
/// cannot send them: HummingbirdTesting's `.router` has no parser).
@Suite(.timeLimit(.minutes(1))) struct ParseErrorAnswerHandlerTests {
    static let requests: [(String, String)] = [
        ("an unknown method", "FOO /breeds HTTP/1.1\r\nhost: x\r\n\r\n"),
        ("a lowercase method", "get /version HTTP/1.1\r\nhost: x\r\n\r\n"),
        ("a space in the target", "GET /breeds/ 3 HTTP/1.1\r\nhost: x\r\n\r\n"),
        ("a NUL in the target", "GET /breeds/3\u{0} HTTP/1.1\r\nhost: x\r\n\r\n"),
        ("non-ASCII in the target", "GET /breeds/\u{663} HTTP/1.1\r\nhost: x\r\n\r\n"),
        ("a negative content-length", "PUT /favorites HTTP/1.1\r\nhost: x\r\ncontent-length: -1\r\n\r\n"),
        ("a huge content-length", "PUT /favorites HTTP/1.1\r\nhost: x\r\ncontent-length: 99999999999999999999999\r\n\r\n"),
        ("two content-lengths", "PUT /favorites HTTP/1.1\r\nhost: x\r\ncontent-length: 2\r\ncontent-length: 3\r\n\r\n{}"),
        ("a header over 80 KiB", "GET /breeds HTTP/1.1\r\nhost: x\r\nx-a: \(String(repeating: "a", count: 100_000))\r\n\r\n"),
        ("an HTTP/2 preface", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"),
        ("HTTP/0.9", "GET /breeds\r\n\r\n"),
    ]

    @Test("a request that is not HTTP/1.1 is a 400 with a JSON error body, then the connection closes", arguments: requests)
    func refusedWithJSON(_ name: String, _ request: String) async throws {
        try await withRunningServer(testConfiguration()) { port in
            let connection = try await RawConnection.open(port: port)
            try await connection.send(request)
            #expect(await connection.isClosed(within: .seconds(10)), "\(name): the connection stayed open")
            let answer = connection.received.text
            let parts = answer.components(separatedBy: "\r\n\r\n")
            #expect(parts.first?.hasPrefix("HTTP/1.1 400") == true, "\(name): \(answer)")
            #expect(parts.first?.lowercased().contains("content-type: application/json") == true, "\(name): \(answer)")
            let body = try #require(parts.count > 1 ? parts[1] : nil, "\(name): no body in \(answer)")
            let decoded = try? JSONDecoder().decode(APIErrorBody.self, from: Data(body.utf8))
            #expect(decoded?.error.hasPrefix("the request is not valid HTTP/1.1") == true, "\(name): \(body)")
        }
    }

    @Test("a well-formed request on the same server is answered as before")
    func wellFormedRequestsPass() async throws {
        try await withRunningServer(testConfiguration()) { port in
            let connection = try await RawConnection.open(port: port)
            try await connection.send("GET /version HTTP/1.1\r\nhost: x\r\n\r\n")
            let answer = await connection.answer(within: .seconds(5))
            #expect(answer?.hasPrefix("HTTP/1.1 401") == true, "\(answer ?? "no answer")")
            await connection.close()
        }
    }
}
