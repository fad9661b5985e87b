import Foundation
import NIOConcurrencyHelpers
import Testing
import TrellisTestSupport

@testable import TrellisData

/// A request's body progress through the networker: every caller of a coalesced GET that
/// asked hears it, a cancelled caller hears no more, and a retry starts again from nothing.
@Suite(.timeLimit(.minutes(1))) struct NetworkerProgressTests {
    /// Reports the head, then (once `gate` opens) the whole body of 10 bytes; its first
    /// `failures` attempts report 5 bytes and then fail as a dropped connection would.
    final class ReportingTransport: HTTPTransport {
        let gate = Latch()
        let failures: Int
        let attempts = NIOLockedValueBox(0)

        init(failures: Int = 0) { self.failures = failures }

        func send(_ request: NetworkRequest, timeout: Duration) async throws(NetworkError) -> NetworkResponse {
            try await send(request, timeout: timeout, progress: nil)
        }

        func send(
            _ request: NetworkRequest, timeout: Duration, progress: (@Sendable (TransferProgress) -> Void)?
        ) async throws(NetworkError) -> NetworkResponse {
            let attempt = attempts.withLockedValue { count in
                count += 1
                return count
            }
            progress?(TransferProgress(receivedBytes: 0, expectedBytes: 10))
            if attempt <= failures {
                progress?(TransferProgress(receivedBytes: 5, expectedBytes: 10))
                throw .transport("connection reset by peer")
            }
            await gate.wait()
            progress?(TransferProgress(receivedBytes: 10, expectedBytes: 10))
            return NetworkResponse(status: 200, body: Data("0123456789".utf8))
        }
    }

    /// What one caller heard, in order.
    final class Heard: Sendable {
        let reports = NIOLockedValueBox<[Int]>([])
        func record(_ progress: TransferProgress) { reports.withLockedValue { $0.append(progress.receivedBytes) } }
        var bytes: [Int] { reports.withLockedValue { $0 } }
    }

    let request = NetworkRequest(method: .get, url: "http://cats.test/breeds")

    @Test func everyCallerOfACoalescedGetHearsItAndACancelledOneNoMore() async throws {
        let transport = ReportingTransport()
        let networker = Networker(transport: transport, server: APIServer(baseURL: "http://cats.test"), configuration: .init(retry: .none))
        let (first, second) = (Heard(), Heard())
        let ids = (RequestID(), RequestID())
        let firstCall = Task { [request] in try await networker.send(request, id: ids.0, progress: first.record) }
        #expect(await eventually { first.bytes == [0] })
        let secondCall = Task { [request] in try await networker.send(request, id: ids.1, progress: second.record) }
        let quietCall = Task { [request] in try await networker.send(request) }
        #expect(await eventually { await networker.waitingCallerCount == 3 })
        await networker.cancel(ids.0)
        await #expect(throws: NetworkError.cancelled) { try await firstCall.value }
        transport.gate.open()
        #expect(try await secondCall.value.body.count == 10)
        #expect(try await quietCall.value.body.count == 10)
        #expect(first.bytes == [0], "a cancelled caller hears no more")
        #expect(second.bytes == [10], "a caller joining on the wire hears the next report on")
        #expect(transport.attempts.withLockedValue { $0 } == 1, "one request for the three callers")
    }

    @Test func aRetryStartsAgainFromNothing() async throws {
        let transport = ReportingTransport(failures: 1)
        transport.gate.open()
        let networker = Networker(
            transport: transport, server: APIServer(baseURL: "http://cats.test"),
            configuration: .init(retry: RetryPolicy(maximumAttempts: 2, baseDelay: .milliseconds(1))))
        let heard = Heard()
        #expect(try await networker.send(request, progress: heard.record).body.count == 10)
        #expect(heard.bytes == [0, 5, 0, 10])
        #expect(transport.attempts.withLockedValue { $0 } == 2)
    }
}

extension NetworkerProgressTests {
    /// An attempt nobody watches is handed no observer, so the transport takes the body
    /// whole instead of streaming it for nobody.
    @Test func anAttemptNobodyWatchesAsksTheTransportForNoProgress() async throws {
        final class Asked: HTTPTransport {
            let withProgress = NIOLockedValueBox<[Bool]>([])
            func send(_ request: NetworkRequest, timeout: Duration) async throws(NetworkError) -> NetworkResponse {
                try await send(request, timeout: timeout, progress: nil)
            }
            func send(
                _ request: NetworkRequest, timeout: Duration, progress: (@Sendable (TransferProgress) -> Void)?
            ) async throws(NetworkError) -> NetworkResponse {
                withProgress.withLockedValue { $0.append(progress != nil) }
                return NetworkResponse(status: 200)
            }
        }
        let transport = Asked()
        let networker = Networker(transport: transport, server: APIServer(baseURL: "http://cats.test"), configuration: .init(retry: .none))
        _ = try await networker.send(request)
        _ = try await networker.send(request, progress: { _ in })
        #expect(transport.withProgress.withLockedValue { $0 } == [false, true])
    }
}
