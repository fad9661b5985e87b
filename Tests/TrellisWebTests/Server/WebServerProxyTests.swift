import Foundation
import Glibc
import Testing

@testable import TrellisWeb

/// The token leaving the URL for a cookie, and a reverse proxy in front: whom wrong tokens
/// count against, which host name and scheme the page was asked for, and the per-address
/// connection cap. Over real sockets, as a proxy on the same machine sends them.
@Suite struct WebServerProxyTests {
    static let token = "test-token-0123456789"
    static let upgradeHeaders =
        "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"

    func exchange(_ port: Int, _ request: String) async throws -> String {
        String(decoding: try await rawExchange(port: port, sending: Array(request.utf8)), as: UTF8.self)
    }

    /// The status of the answer to an upgrade request (read up to its head: a 101 keeps
    /// the connection open), the connection then closed.
    func upgradeStatus(_ port: Int, _ request: String) async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            onOwnThread {
                continuation.resume(
                    with: Result {
                        let descriptor = try connectRaw(port: port, timeout: 10)
                        defer { close(descriptor) }
                        sendRaw(Array(request.utf8), on: descriptor)
                        return statusCode(of: try readHead(descriptor, missing: "no answer to an upgrade"))
                    })
            }
        }
    }

    func header(_ name: String, in answer: String) -> String? {
        answer.components(separatedBy: "\r\n").first { $0.lowercased().hasPrefix(name + ":") }.map {
            String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func theFirstPageLoadMovesTheTokenIntoACookieThePageAndItsSocketThenCarry() async throws {
        let cookieName = testToken().cookieName
        #expect(cookieName.hasPrefix("trellis-token-") && cookieName.count == 22)
        try await withWebServer(testWebConfiguration { $0.extraOrigins = [] }) { port, _ in
            let first = try await exchange(
                port, "GET /?token=\(Self.token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            #expect(statusCode(of: Array(first.utf8)) == 303, "\(first)")
            #expect(header("location", in: first) == "./")
            #expect(header("set-cookie", in: first) == "\(cookieName)=\(Self.token); Path=/; HttpOnly; SameSite=Strict")
            let page = try await exchange(
                port,
                "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: theme=dark; \(cookieName)=\(Self.token)\r\nConnection: close\r\n\r\n")
            #expect(statusCode(of: Array(page.utf8)) == 200 && page.contains("<!doctype html>"), "\(page.prefix(200))")
            let wrong = try await exchange(
                port,
                "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: \(cookieName)=test-token-9999999999\r\nConnection: close\r\n\r\n")
            #expect(statusCode(of: Array(wrong.utf8)) == 403)
            let otherServers = try await exchange(
                port,
                "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: trellis-token-00000000=\(Self.token)\r\nConnection: close\r\n\r\n")
            #expect(statusCode(of: Array(otherServers.utf8)) == 403, "only this server's cookie counts")
            let socket = try await upgradeStatus(
                port,
                "GET /socket?token=&cols=30&rows=3 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
                    + "Cookie: \(cookieName)=\(Self.token)\r\n\(Self.upgradeHeaders)\r\n")
            #expect(socket == 101, "the socket carries the cookie")
        }
        try await withWebServer(testWebConfiguration { $0.tokenCookie = false }) { port, _ in
            let page = try await exchange(port, "GET /?token=\(Self.token) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            #expect(statusCode(of: Array(page.utf8)) == 200, "with the cookie off the token stays in the URL")
        }
    }

    /// A wrong token counts against the client a trusted proxy forwards for, so one
    /// guesser behind the proxy does not lock everyone out; from an untrusted peer the
    /// header is the client's own word and is ignored.
    @Test func behindATrustedProxyWrongTokensCountAgainstTheForwardedClient() async throws {
        @Sendable func page(_ port: Int, token: String, forwardedFor: String) async throws -> Int {
            let answer = try await exchange(
                port,
                "GET /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: \(forwardedFor)\r\nConnection: close\r\n\r\n")
            return statusCode(of: Array(answer.utf8))
        }
        let wrong = "test-token-wrong-000000"
        try await withWebServer(
            testWebConfiguration {
                $0.trustedProxies = ["127.0.0.1"]
                $0.tokenGuessBurst = 2
                $0.tokenGuessesPerSecond = 0.001
            }
        ) { port, _ in
            let status1 = try await page(port, token: wrong, forwardedFor: "203.0.113.5")
            #expect(status1 == 403)
            let status2 = try await page(port, token: wrong, forwardedFor: "198.51.100.1, 203.0.113.5")
            #expect(status2 == 403)
            let status3 = try await page(port, token: wrong, forwardedFor: "203.0.113.5")
            #expect(status3 == 429)
            let status4 = try await page(port, token: Self.token, forwardedFor: "203.0.113.5")
            #expect(status4 == 429, "the guesser waits, right token or not")
            let status5 = try await page(port, token: Self.token, forwardedFor: "203.0.113.6")
            #expect(status5 == 303, "another client is not held up")
            let status6 = try await page(port, token: Self.token, forwardedFor: "203.0.113.5, 127.0.0.1")
            #expect(
                status6 == 429,
                "a trusted proxy's own hop is skipped")
            let status7 = try await page(port, token: Self.token, forwardedFor: "not-an-address")
            #expect(
                status7 == 303,
                "a forwarded value that is no address leaves the proxy's own")
        }
        try await withWebServer(
            testWebConfiguration {
                $0.tokenGuessBurst = 2
                $0.tokenGuessesPerSecond = 0.001
            }
        ) { port, _ in
            for (guess, forwardedFor) in ["203.0.113.5", "203.0.113.6", "203.0.113.7"].enumerated() {
                let status8 = try await page(port, token: wrong, forwardedFor: forwardedFor)
                #expect(status8 == (guess < 2 ? 403 : 429), "three guesses from three 'clients' are one peer's")
            }
            let status9 = try await page(port, token: Self.token, forwardedFor: "203.0.113.6")
            #expect(
                status9 == 429,
                "untrusted, the header is ignored: every guess was the peer's")
        }
    }

    /// Behind a TLS proxy the page's origin is https and its host the public name: a
    /// trusted proxy's X-Forwarded-Host and -Proto say so (the cookie is Secure, the
    /// socket's origin matches); the same headers from anyone else change nothing.
    @Test func aTrustedProxysForwardedHostAndSchemeAreThePages() async throws {
        let forwarded = "X-Forwarded-Host: cats.example.com\r\nX-Forwarded-Proto: https\r\nX-Forwarded-For: 203.0.113.7\r\n"
        @Sendable func socket(_ port: Int) async throws -> Int {
            try await upgradeStatus(
                port,
                "GET /socket?token=\(Self.token)&cols=30&rows=3 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
                    + "Origin: https://cats.example.com\r\n\(forwarded)\(Self.upgradeHeaders)\r\n")
        }
        try await withWebServer(
            testWebConfiguration {
                $0.extraOrigins = []
                $0.trustedProxies = ["127.0.0.1"]
                $0.allowedHosts = ["cats.example.com"]
            }
        ) { port, _ in
            let first = try await exchange(
                port, "GET /?token=\(Self.token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(forwarded)Connection: close\r\n\r\n")
            #expect(statusCode(of: Array(first.utf8)) == 303)
            #expect(header("set-cookie", in: first)?.hasSuffix("; Secure") == true, "\(first)")
            let status10 = try await socket(port)
            #expect(status10 == 101)
            let evil = try await exchange(
                port,
                "GET /?token=\(Self.token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Forwarded-Host: evil.example\r\nConnection: close\r\n\r\n"
            )
            #expect(statusCode(of: Array(evil.utf8)) == 403, "a forwarded host name is checked as a Host is")
        }
        try await withWebServer(
            testWebConfiguration {
                $0.extraOrigins = []
                $0.allowedHosts = ["cats.example.com"]
            }
        ) { port, _ in
            let status11 = try await socket(port)
            #expect(status11 == 403, "from an untrusted peer the origin must be the Host's own")
        }
    }

    /// A trusted proxy carries every client's connections: the per-address cap does not
    /// apply to it, while it still applies to anyone else.
    @Test func aTrustedProxyIsNotHeldToThePerAddressCap() async throws {
        let configuration = testWebConfiguration {
            $0.connections.maximumConnectionsPerAddress = 2
            $0.connections.crowdedIdleTimeout = .seconds(600)
            $0.trustedProxies = ["127.0.0.1"]
        }
        try await withWebServer(configuration) { port, _ in
            let held = try await heldConnections(5, port: port)
            held.forEach { close($0) }
        }
        var untrusted = configuration
        untrusted.trustedProxies = []
        try await withWebServer(untrusted) { port, _ in
            var refused = false
            do {
                let held = try await heldConnections(3, port: port, timeout: 5)
                held.forEach { close($0) }
            } catch is SocketFailure {
                refused = true
            }
            #expect(refused, "a third connection from one untrusted address is refused")
        }
    }
}
