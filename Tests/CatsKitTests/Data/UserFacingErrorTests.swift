import CatsAPI
import Foundation
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

/// What a person reads when the server cannot be talked to: one plain sentence per kind of
/// failure, and never the networking library's internals, whatever the error carries.
@Suite struct UserFacingErrorTests {
    static let server = "http://127.0.0.1:8080"

    @Test(arguments: [
        (
            NetworkError.transport("connection reset (error set): Connection refused (errno: 111)"),
            "Can't reach the server at 127.0.0.1:8080"
        ),
        (.timedOut, "Timed out waiting for the server at 127.0.0.1:8080"),
        (.status(503, body: "<html>Service Unavailable</html>"), "The server is having trouble (503)"),
        (.status(500, body: ""), "The server is having trouble (500)"),
        (.status(401, body: ""), "Not signed in"),
        (.status(403, body: ""), "The server refused this (403)"),
        (.status(404, body: "Not Found"), "The server does not have this (404)"),
        (.status(429, body: ""), "The server is busy (429)"),
        (.status(504, body: ""), "Timed out waiting for the server (504)"),
        (.status(422, body: ""), "The server refused the request (422)"),
        (.status(302, body: ""), "The server gave an answer Cats did not expect (302)"),
        (.status(409, body: #"{"error":"favorites are failing on purpose"}"#), "favorites are failing on purpose"),
        (.decoding(field: "breeds[3].origin", message: "expected Int"), "The server sent an answer Cats can't read (at breeds[3].origin)"),
        (.decoding(field: "", message: "typeMismatch(Swift.Int, …)"), "The server sent an answer Cats can't read"),
        (.cancelled, "Cancelled"),
        (.invalidRequest("unsupported URL in HTTPClient"), "Cats could not make a request to the server at 127.0.0.1:8080"),
        (.responseTooLarge(limit: 8_388_608), "The server's answer was too large"),
    ])
    func eachErrorHasItsSentence(_ error: NetworkError, _ expected: String) {
        #expect(UserFacingError.text(for: error, server: Self.server) == expected)
    }

    @Test func theServerIsNamedByItsAddressOnly() {
        #expect(UserFacingError.text(for: .transport("x"), server: "https://cats.example") == "Can't reach the server at cats.example")
        #expect(UserFacingError.text(for: .transport("x"), server: "http://[::1]:8080/api") == "Can't reach the server at [::1]:8080")
        #expect(UserFacingError.text(for: .transport("x"), server: "not a url") == "Can't reach the server")
        #expect(UserFacingError.text(for: .transport("x"), server: nil) == "Can't reach the server")
    }

    /// Issue 24: "connection reset (error set): Connection refused) (errno…" reached the
    /// status line and Settings.
    static let internals = ["errno", "error set", "NIO", "HTTPClient", "Swift.", "Error", "Optional(", "(\""]

    /// Whether `text` names something only a programmer knows: the internals above, or a
    /// word with a capital inside it, as Swift's type names have (`DecodingError`,
    /// `ConnectTimeoutError`, `URLError`).
    static func leak(in text: String) -> String? {
        if let found = internals.first(where: text.contains) { return found }
        return text.split(whereSeparator: { !$0.isLetter }).first { word in word.dropFirst().contains { $0.isUppercase } }.map(String.init)
    }

    /// A random error as a networking library could produce it, full of internals.
    static func randomError(_ random: inout SeededGenerator) -> NetworkError {
        let fragments = [
            "connection reset (error set): Connection refused", "(errno: 111)", "NIOCore.NIOConnectionError",
            "HTTPClientError.remoteConnectionClosed",
            "Swift.DecodingError.typeMismatch(Swift.Int", "Optional(\"x\")", "ConnectTimeoutError", "ssl handshake", "",
        ]
        func junk() -> String {
            (0..<Int.random(in: 1...4, using: &random)).map { _ in fragments.randomElement(using: &random)! }.joined(separator: " ")
        }
        switch Int.random(in: 0..<7, using: &random) {
        case 0: return .transport(junk())
        case 1: return .timedOut
        case 2: return .status(Int.random(in: 100...599, using: &random), body: junk())
        case 3: return .decoding(field: ["", "breeds[3].origin", "breed_ids[2]"].randomElement(using: &random)!, message: junk())
        case 4: return .cancelled
        case 5: return .invalidRequest(junk())
        default: return .responseTooLarge(limit: Int.random(in: 0...Int.max, using: &random))
        }
    }

    @Test func noGeneratedErrorLeaksInternalsToTheUser() {
        let seeds: [UInt64] = ProcessInfo.processInfo.environment["CATS_MESSAGE_SEED"].flatMap(UInt64.init).map { [$0] } ?? Array(1...20)
        let servers: [String?] = [nil, Self.server, "https://cats.example", "http://[::1]:18040", "junk"]
        for seed in seeds {
            var random = SeededGenerator(seed: seed)
            for _ in 0..<200 {
                let error = Self.randomError(&random)
                let server = servers.randomElement(using: &random)!
                for text in [UserFacingError.text(for: error, server: server), Failure(error, server: server).reason] {
                    if let leak = Self.leak(in: text) {
                        Issue.record("seed \(seed) (CATS_MESSAGE_SEED=\(seed) replays it): \(error) read \"\(text)\", which shows \(leak)")
                        return
                    }
                }
            }
        }
    }
}
