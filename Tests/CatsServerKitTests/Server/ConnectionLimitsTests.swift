import CatsAPI
import Foundation
import Testing
import TrellisData
import TrellisTestSupport

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

    /// Found by a hostile run: at the cap new clients waited in the backlog until they timed
    /// out (520 connections kept 30 of 30 probes unanswered for 90 s). Past the cap a new
    /// connection is refused at once with 503 while every held one is busy or freshly used,
    /// and takes the place of one idle for the crowded keep-alive once there is one.
    @Test func pastTheCapAConnectionIsRefusedAtOnceOrTakesAnIdlePlace() async throws {
        let limits = configuration {
            $0.maximumConnections = 4
            $0.crowdedIdleTimeout = .seconds(60)
        }
        try await withRunningServer(limits) { port in
            var held: [RawConnection] = []
            for _ in 0..<4 { held.append(try await RawConnection.openAdmitted(port: port)) }
            let refused = try await RawConnection.open(port: port)
            let answer = await refused.answer(within: .seconds(5))
            #expect(answer?.hasPrefix("HTTP/1.1 503") == true, "\(answer ?? "no answer")")
            #expect(await refused.isClosed(within: .seconds(5)))
            for connection in held { await connection.close() }
        }
        try await withRunningServer(
            configuration {
                $0.maximumConnections = 4
                $0.crowdedIdleTimeout = .milliseconds(100)
            }
        ) { port in
            var held: [RawConnection] = []
            for _ in 0..<4 { held.append(try await RawConnection.open(port: port)) }
            // Once the held ones have been idle 100 ms, a new one takes the place of one of them.
            let served = await eventually(timeout: .seconds(10)) {
                guard let connection = try? await RawConnection.open(port: port) else { return false }
                try? await connection.send("GET /version HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n")
                let answer = await connection.answer(within: .seconds(2))
                await connection.close()
                return answer?.hasPrefix("HTTP/1.1 401") == true
            }
            #expect(served)
            for connection in held { await connection.close() }
        }
    }

    /// One address holds at most its share; another address is still served.
    @Test func oneAddressHoldsAtMostItsShare() async throws {
        try await withRunningServer(
            configuration {
                $0.maximumConnectionsPerAddress = 2
                $0.crowdedIdleTimeout = .seconds(60)
            }
        ) { port in
            let held = [try await RawConnection.openAdmitted(port: port), try await RawConnection.openAdmitted(port: port)]
            let third = try await RawConnection.open(port: port)
            #expect(await third.answer(within: .seconds(5))?.hasPrefix("HTTP/1.1 503") == true)
            let elsewhere = try await RawConnection.open(port: port, from: "127.0.0.2")
            try await elsewhere.send("GET /version HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n")
            let answer = await elsewhere.answer(within: .seconds(5))
            #expect(answer?.hasPrefix("HTTP/1.1 401") == true, "\(answer ?? "no answer")")
            for connection in held + [third, elsewhere] { await connection.close() }
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
