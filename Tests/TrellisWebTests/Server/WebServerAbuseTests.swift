import Foundation
import Glibc
import Testing
import TrellisTestSupport

@testable import TrellisWeb

/// What a hostile run of `cats --web` did to the server, each through a real socket: a
/// refused socket is answered with its status and reason, a request the parser refuses
/// is answered and closed, wrong tokens are rationed by address, connections are capped
/// and timed, and a page's frames are counted below the WebSocket library.
@Suite(.timeLimit(.minutes(2))) struct WebServerAbuseTests {
    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func aRefusedSocketIsAnsweredWithItsStatusAndReason() async throws {
        try await withWebServer(testWebConfiguration { $0.extraOrigins = [] }) { port, _ in
            let otherOrigin = try await rawExchange(
                port: port,
                sending: Array(
                    text(rawUpgradeRequest(port: port)).replacingOccurrences(
                        of: "Origin: http://127.0.0.1", with: "Origin: http://evil.example"
                    ).utf8))
            #expect(statusCode(of: otherOrigin) == 403)
            #expect(text(otherOrigin).contains("this server's own page"))
            let oldVersion = try await rawExchange(port: port, sending: rawUpgradeRequest(port: port, version: "8"))
            #expect(statusCode(of: oldVersion) == 426)
            #expect(text(oldVersion).lowercased().contains("sec-websocket-version: 13"))
        }
    }

    /// Each was never answered nor closed: 200 of them held 200 descriptors and 30 MB.
    @Test(arguments: [
        ("a 90 KiB header", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + String(repeating: "a", count: 92_160) + "\r\n\r\n", 431),
        (
            "1,001 headers",
            "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + (0..<1_001).map { "X-\($0): 1\r\n" }.joined() + "\r\n", 431
        ),
        ("a TLS hello", "\u{16}\u{03}\u{01}\u{00}\u{a5}\u{01}\u{00}\u{00}\u{a1}\u{03}\u{03}hello", 400),
        ("a space in the target", "GET /a b HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400),
    ])
    func aRequestTheParserRefusesIsAnsweredAndClosed(name: String, request: String, status: Int) async throws {
        try await withWebServer { port, _ in
            let answer = try await rawExchange(port: port, sending: Array(request.utf8), timeout: 10)
            #expect(statusCode(of: answer) == status, "\(name): \(text(answer).prefix(200))")
        }
    }

    /// About 2,500 guesses a second went unanswered by anything but 403, and unlogged.
    @Test func wrongTokensAreRationedByAddressAndThenEvenTheRightOneWaits() async throws {
        let configuration = testWebConfiguration {
            $0.tokenGuessBurst = 3
            $0.tokenGuessesPerSecond = 0.01
        }
        try await withWebServer(configuration) { port, _ in
            func page(_ token: String) async throws -> [UInt8] {
                try await rawExchange(
                    port: port, sending: Array("GET /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8))
            }
            for _ in 0..<3 { #expect(try await statusCode(of: page("wrong-token-0123456789")) == 403) }
            let blocked = try await page("wrong-token-0123456789")
            #expect(statusCode(of: blocked) == 429)
            #expect(text(blocked).lowercased().contains("retry-after: "))
            #expect(try await statusCode(of: page("test-token-0123456789")) == 429)
            let socket = try await rawExchange(port: port, sending: rawUpgradeRequest(port: port))
            #expect(statusCode(of: socket) == 429)
            // The script and the stylesheet hold no secret: still served.
            let script = try await rawExchange(
                port: port, sending: Array("GET /trellis.js HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8))
            #expect(statusCode(of: script) == 200)
        }
    }

    /// 1,100 connections with `ulimit -n 1024` made new page loads time out after 5 s.
    @Test func connectionsPastTheCapAreRefusedAtOnceWith503() async throws {
        let configuration = testWebConfiguration {
            $0.connections.maximumConnections = 3
            $0.connections.crowdedIdleTimeout = .seconds(600)  // a held connection never yields its place here
        }
        try await withWebServer(configuration) { port, _ in
            // Three connections the server has taken: each got its answer and stays open.
            // (Waiting for the answers matters: the server sets connections up on several
            // event loops, so a fourth connection can be counted before a third.)
            let held = try await heldConnections(3, port: port)
            defer { held.forEach { close($0) } }
            let answer = try await rawExchange(
                port: port, sending: Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), timeout: 10)
            #expect(statusCode(of: answer) == 503, "\(text(answer).prefix(200))")
            #expect(text(answer).lowercased().contains("retry-after: 1"))
        }
    }

    @Test func aConnectionThatSendsNothingOrTooSlowlyIsClosed() async throws {
        let configuration = testWebConfiguration {
            $0.connections.idleTimeout = .milliseconds(300)
            $0.connections.readTimeout = .milliseconds(300)
        }
        try await withWebServer(configuration) { port, _ in
            let silent = try await rawExchange(port: port, sending: [], timeout: 10)
            #expect(silent.isEmpty)
            let slow = try await rawExchange(port: port, sending: Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8), timeout: 10)
            #expect(slow.isEmpty)
        }
    }

    /// 40,000 pings a second were accepted at 100 % of a core.
    @Test func aPingFloodClosesTheSocketWith1008() async throws {
        try await withWebServer(testWebConfiguration { $0.frameBurst = 50 }) { port, _ in
            let pings = (0..<200).flatMap { _ in clientFrame(opcode: 0x9) }
            let answer = try await rawTab(port: port, thenSending: pings)
            #expect(statusCode(of: answer) == 101)
            let close = try #require(closeFrame(in: answer))
            #expect(close.code == 1008)
            #expect(close.reason.contains("too many frames"))
        }
    }

    /// A text frame and 3,000,000 empty continuations took RSS from 55 MB to 410 MB.
    @Test func aMessageInTooManyFragmentsClosesTheSocketWith1009() async throws {
        try await withWebServer { port, _ in
            let fragments =
                clientFrame(opcode: 0x1, fin: false, payload: Array("{".utf8))
                + (0..<100).flatMap { _ in clientFrame(opcode: 0x0, fin: false) }
            let answer = try await rawTab(port: port, thenSending: fragments)
            let close = try #require(closeFrame(in: answer))
            #expect(close.code == 1009)
            #expect(close.reason.contains("more than 64 frames"))
        }
    }

    /// A client may send frames in the same packet as its upgrade request: they are
    /// counted too, before the server has answered.
    @Test func framesSentWithTheUpgradeRequestAreCountedToo() async throws {
        try await withWebServer(testWebConfiguration { $0.frameBurst = 50 }) { port, _ in
            let pings = (0..<200).flatMap { _ in clientFrame(opcode: 0x9) }
            let answer = try await rawExchange(port: port, sending: rawUpgradeRequest(port: port) + pings, timeout: 10)
            #expect(answer.first == 0x88)  // the close frame, and no socket
            #expect(String(decoding: answer.dropFirst(4), as: UTF8.self).contains("too many frames"))
        }
    }

    @Test(arguments: [
        ("an unmasked frame", clientFrame(opcode: 0x1, payload: Array("{}".utf8), masked: false), "masked"),
        ("a continuation with no start", clientFrame(opcode: 0x0, payload: Array("{}".utf8)), "no message begun"),
        (
            "a message begun inside another",
            clientFrame(opcode: 0x1, fin: false, payload: [0x7B]) + clientFrame(opcode: 0x1, payload: [0x7D]), "before the last one ended"
        ),
    ])
    func aProtocolErrorClosesTheSocketWith1002(name: String, frames: [UInt8], reason: String) async throws {
        try await withWebServer { port, _ in
            let answer = try await rawTab(port: port, thenSending: frames)
            let close = try #require(closeFrame(in: answer), "\(name)")
            #expect(close.code == 1002, "\(name)")
            #expect(close.reason.contains(reason), "\(name): \(close.reason)")
        }
    }

    /// Invalid UTF-8 was let through (repaired into U+FFFD); the socket now closes with 1007.
    /// A message in two frames is joined and typed as one before that.
    @Test func aMessageInTwoFramesIsJoinedAndInvalidUTF8ClosesWith1007() async throws {
        try await withWebServer { port, _ in
            let key = Array(keyMessage("q").utf8)
            let split =
                clientFrame(opcode: 0x1, fin: false, payload: Array(key[..<10])) + clientFrame(opcode: 0x0, payload: Array(key[10...]))
            // The field shows the q the two frames typed, then the bad text comes.
            let answer = try await rawTab(
                port: port, thenSending: split, waitingFor: #""q""#, thenSending: clientFrame(opcode: 0x1, payload: [0x7B, 0xFF, 0x7D]))
            let close = try #require(closeFrame(in: answer))
            #expect(close.code == 1007)
            #expect(close.reason.contains("not valid UTF-8"))
        }
    }

    @Test func binaryDataClosesWith1003() async throws {
        try await withWebServer { port, _ in
            let answer = try await rawTab(port: port, thenSending: clientFrame(opcode: 0x2, payload: [1, 2, 3]))
            let close = try #require(closeFrame(in: answer))
            #expect(close.code == 1003)
        }
    }

    /// `Upgrade:websocket` (no space) is an upgrade too: the meter must not let its frames
    /// through uncounted.
    @Test func anUpgradeHeaderWrittenWithoutASpaceIsMeteredToo() async throws {
        try await withWebServer(testWebConfiguration { $0.frameBurst = 50 }) { port, _ in
            let request = Array(
                text(rawUpgradeRequest(port: port)).replacingOccurrences(of: "Upgrade: websocket", with: "UPGRADE:WebSocket").utf8)
            let pings = (0..<200).flatMap { _ in clientFrame(opcode: 0x9) }
            let answer = try await rawExchange(port: port, sending: request + pings, timeout: 10)
            #expect(text(answer).contains("too many frames"), "\(text(answer).prefix(300))")
        }
    }

    /// A continuation claiming 2⁶⁴ − 1 bytes: the sum of a message's sizes must not overflow.
    @Test func aContinuationOfTheLargestLengthClosesWith1009() async throws {
        try await withWebServer { port, _ in
            let huge: [UInt8] = [0x00, 0xFF] + [UInt8](repeating: 0xFF, count: 8) + [1, 2, 3, 4]
            let answer = try await rawTab(port: port, thenSending: clientFrame(opcode: 0x1, fin: false, payload: [0x7B]) + huge)
            let close = try #require(closeFrame(in: answer))
            #expect(close.code == 1009)
        }
    }
}
