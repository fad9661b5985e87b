import CatsAPI
import Foundation
import Testing
import TrellisData

@testable import CatsServerKit

/// Issue 21.13: slow, idle and too many connections, on a live server on 127.0.0.1. Each
/// test opens a bounded number of connections and bounds every wait.
@Suite(.timeLimit(.minutes(1))) struct ConnectionLimitsTests {
    func configuration(_ change: (inout ServerLimits) -> Void) -> CatsServerConfiguration {
        testConfiguration { change(&$0.limits) }
    }

    /// Signed headers for `PUT /favorites` declaring a body of `length` bytes (none sent).
    func signedHead(port: Int, length: Int) -> String {
        let signer = RequestSigner(secret: CatsAPI.demoSecret, appVersion: CatsAPI.appVersion)
        let signed = signer.sign(NetworkRequest(method: .put, url: "http://127.0.0.1:\(port)/favorites", body: Data(count: length)))
        let fields = signed.headers.map { "\($0.name): \($0.value)\r\n" }.joined()
        return "PUT /favorites HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-length: \(length)\r\n\(fields)\r\n"
    }

    @Test func headersAreCheckedBeforeTheBodyIsRead() async throws {
        try await withServer(testConfiguration(), .live) { client throws in
            let connection = try await RawConnection.open(port: try #require(client.port))
            // an unsigned request declaring 60 KB it never sends: refused at once, not after the body
            try await connection.send("PUT /favorites HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-length: 60000\r\n\r\n")
            let answer = await connection.answer(within: .seconds(5))
            #expect(answer?.hasPrefix("HTTP/1.1 401") == true, "\(answer ?? "no answer")")
            await connection.close()
        }
    }

    @Test func aRequestWhoseBodyNeverArrivesLosesItsConnection() async throws {
        try await withServer(configuration { $0.readTimeout = .milliseconds(300) }, .live) { client throws in
            let port = try #require(client.port)
            let connection = try await RawConnection.open(port: port)
            try await connection.send(signedHead(port: port, length: 100) + "{\"breed")
            #expect(await connection.isClosed(within: .seconds(10)))
        }
    }

    @Test func anIdleConnectionIsClosed() async throws {
        try await withServer(configuration { $0.idleTimeout = .milliseconds(300) }, .live) { client throws in
            let connection = try await RawConnection.open(port: try #require(client.port))
            #expect(await connection.isClosed(within: .seconds(10)))
        }
    }

    @Test func connectionsPastTheCapWaitUntilOneCloses() async throws {
        try await withRunningServer(configuration { $0.maximumConnections = 4 }) { port in
            // NIO accepts up to `maxMessagesPerRead` (4) connections per wakeup before the cap is
            // checked again, so the cap can be passed by 3: eight held ones make sure the ninth waits.
            var held: [RawConnection] = []
            for _ in 0..<8 { held.append(try await RawConnection.open(port: port)) }
            let waiting = try await RawConnection.open(port: port)
            try await waiting.send("GET /version HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n")
            #expect(await waiting.answer(within: .milliseconds(500)) == nil)
            for connection in held { await connection.close() }
            let answer = await waiting.answer(within: .seconds(10))
            #expect(answer?.hasPrefix("HTTP/1.1 401") == true, "\(answer ?? "no answer")")
            await waiting.close()
        }
    }

    @Test func theCapNeverExceedsTheOpenFileLimit() {
        var limits = ServerLimits()
        limits.maximumConnections = .max
        #expect(limits.effectiveMaximumConnections < Int.max)
        #expect(limits.effectiveMaximumConnections >= 1)
        limits.maximumConnections = 3
        #expect(limits.effectiveMaximumConnections == 3)
    }
}
