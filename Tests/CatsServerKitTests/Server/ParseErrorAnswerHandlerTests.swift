import CatsAPI
import Foundation
import NIOCore
import Testing
import TrellisData

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

    /// Found by the live request fuzzer (seed 1796197221, input 230): the parser's error for a
    /// pipelined request arrived while the route's own 400 for the one before was on its way,
    /// and the handler took that 400 for its own, writing the JSON between the earlier
    /// answer's head and body.
    @Test("a 400 of a route before a request the parser refuses keeps its body; the parser's 400 comes after it")
    func pipelinedAfterARoutes400() async throws {
        try await withRunningServer(testConfiguration()) { port in
            let connection = try await RawConnection.open(port: port)
            let invalidUser = NetworkRequest.signed(Endpoint<SignInResponse>.signIn("NOT A USER")).wire
            try await connection.channel.writeAndFlush(ByteBuffer(bytes: invalidUser + Array("FOO / HTTP/1.1\r\nhost: x\r\n\r\n".utf8)))
            #expect(await connection.isClosed(within: .seconds(10)), "the connection stayed open")
            let answers = Self.answers(in: Array(connection.received.text.utf8))
            try #require(answers.count == 2, "\(connection.received.text)")
            for (answer, expected) in zip(answers, ["is not a valid user id", "the request is not valid HTTP/1.1"]) {
                #expect(answer.head.hasPrefix("HTTP/1.1 400"), "\(answer.head)")
                let decoded = try? JSONDecoder().decode(APIErrorBody.self, from: Data(answer.body.utf8))
                #expect(decoded?.error.contains(expected) == true, "expected a body naming '\(expected)': \(answer)")
            }
        }
    }

    /// The answers in `bytes`, each a head and as many bytes of body as its `content-length`
    /// says; what is left over that is not a whole answer is one more, with what there is.
    static func answers(in bytes: [UInt8]) -> [(head: String, body: String)] {
        var answers: [(head: String, body: String)] = []
        var rest = bytes[...]
        let separator = Array("\r\n\r\n".utf8)
        while !rest.isEmpty {
            guard let end = rest.indices.first(where: { rest[$0...].starts(with: separator) }) else {
                answers.append((String(decoding: rest, as: UTF8.self), ""))
                break
            }
            let head = String(decoding: rest[..<end], as: UTF8.self)
            let lengthLine = head.lowercased().components(separatedBy: "\r\n").first { $0.hasPrefix("content-length: ") }
            let length = lengthLine.flatMap { Int($0.dropFirst("content-length: ".count)) } ?? 0
            let bodyStart = end + separator.count
            let bodyEnd = min(rest.endIndex, bodyStart + length)
            answers.append((head, String(decoding: rest[bodyStart..<bodyEnd], as: UTF8.self)))
            rest = rest[bodyEnd...]
        }
        return answers
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
