import Foundation
import Hummingbird
import NIOConcurrencyHelpers
import NIOCore
import Testing
import TrellisTestSupport

@testable import TrellisData

/// A response body's progress: the fraction, the throttle that keeps reports to about a
/// hundred however the body is cut, and what `AsyncHTTPClientTransport` reports against a
/// real server streaming a body with and without `Content-Length`.
@Suite(.timeLimit(.minutes(1))) struct TransferProgressTests {
    @Test func theFractionIsKnownOnlyWithALengthAndNeverPassesOne() {
        #expect(TransferProgress(receivedBytes: 5, expectedBytes: 20).fractionCompleted == 0.25)
        #expect(TransferProgress(receivedBytes: 0, expectedBytes: 0).fractionCompleted == 1, "an empty body is complete")
        #expect(TransferProgress(receivedBytes: 30, expectedBytes: 20).fractionCompleted == 1)
        #expect(TransferProgress(receivedBytes: 30, expectedBytes: nil).fractionCompleted == nil)
        #expect(TransferProgress(receivedBytes: 3, expectedBytes: nil).description == "3 bytes of an unknown length")
        #expect(TransferProgress(receivedBytes: 3, expectedBytes: 9).description == "3 of 9 bytes")
    }

    /// Seeded: bodies of any length cut at random, announced or not. The head and the end
    /// are reported (the end as the whole body), the reports grow and none repeats, and
    /// there are at most 102 of a known length (the head, one per whole percent, the end) or
    /// one per 64 KiB of an unknown one.
    @Test(arguments: 0..<200)
    func theThrottleReportsTheHeadTheEndAndAtMostOnePerPercent(_ seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9 &+ 1)
        let total = [0, 1, 99, 100, 101, 65536, Int.random(in: 0...5_000_000, using: &random)][seed % 7]
        let expected = Bool.random(using: &random) ? total : nil
        var throttle = ProgressThrottle(expected: expected)
        var reports: [TransferProgress] = []
        if throttle.shouldReport(received: 0, isEnd: false) { reports.append(.init(receivedBytes: 0, expectedBytes: expected)) }
        var received = 0
        while received < total {
            received = min(total, received + Int.random(in: 1...max(1, total / 50 + 3000), using: &random))
            if throttle.shouldReport(received: received, isEnd: false) {
                reports.append(.init(receivedBytes: received, expectedBytes: expected))
            }
        }
        if throttle.shouldReport(received: total, isEnd: true) { reports.append(.init(receivedBytes: total, expectedBytes: total)) }
        let context = "seed \(seed): \(total) bytes, announced \(expected != nil): \(reports.count) reports"
        #expect(reports.first?.receivedBytes == 0, "\(context)")
        #expect(reports.last == TransferProgress(receivedBytes: total, expectedBytes: total), "\(context)")
        #expect(Self.grow(reports), "\(context)")
        #expect(reports.count <= (expected != nil ? 102 : total / 65536 + 3), "\(context)")
    }

    /// Whether each report received at least as much as the one before and differs from it.
    static func grow(_ reports: [TransferProgress]) -> Bool {
        zip(reports, reports.dropFirst()).allSatisfy { $0.receivedBytes <= $1.receivedBytes && $0 != $1 }
    }

    /// A server whose `/stream` sends 64 parts of 4 KiB, the second half only once the test
    /// opens `half`, with `Content-Length` or (`/chunked`) without; `/huge` announces 1 GiB.
    static func streamingRoutes(half: Latch) -> (Router<BasicRequestContext>, HitCounter) -> Void {
        { router, _ in
            for (path, length) in [("stream", Optional(Self.streamed)), ("chunked", nil)] {
                router.get(RouterPath(path)) { _, _ in
                    Response(
                        status: .ok, headers: [.contentType: "application/octet-stream"],
                        body: ResponseBody(contentLength: length) { writer in
                            for part in 0..<64 {
                                if part == 32 { await half.wait() }
                                try await writer.write(ByteBuffer(repeating: UInt8(part), count: Self.streamed / 64))
                            }
                            try await writer.finish(nil)
                        })
                }
            }
            router.get("huge") { _, _ in
                Response(status: .ok, body: ResponseBody(contentLength: 1 << 30) { writer in try await writer.finish(nil) })
            }
        }
    }

    /// The streamed body's length: its half is a whole percent and a multiple of 64 KiB, so
    /// a report falls on it with a length and without.
    static let streamed = 256 * 1024

    @Test(arguments: [("stream", true), ("chunked", false)])
    func aStreamedBodyIsReportedAsItComesAndWholeAtTheEnd(_ path: String, announced: Bool) async throws {
        let half = Latch()
        let reports = NIOLockedValueBox<[TransferProgress]>([])
        try await withTestServer(Self.streamingRoutes(half: half)) { server, _ in
            // The second half is let through after the send fails, too: the server's handler ends.
            let response: NetworkResponse
            do {
                response = try await AsyncHTTPClientTransport().send(
                    NetworkRequest(method: .get, url: server.baseURL + "/" + path), timeout: .seconds(20),
                    progress: { progress in
                        reports.withLockedValue { $0.append(progress) }
                        if progress.receivedBytes >= Self.streamed / 2 { half.open() }
                    })
            } catch {
                half.open()
                throw error
            }
            #expect(response.body.count == Self.streamed)
            #expect(response.body.last == 63)
        }
        let seen = reports.withLockedValue { $0 }
        let expected = announced ? Self.streamed : nil
        let halfway = TransferProgress(receivedBytes: Self.streamed / 2, expectedBytes: expected)
        #expect(seen.first == TransferProgress(receivedBytes: 0, expectedBytes: expected), "\(seen)")
        #expect(seen.contains(halfway), "the first half, before the second was sent: \(seen)")
        #expect(seen.last == TransferProgress(receivedBytes: Self.streamed, expectedBytes: Self.streamed), "\(seen)")
        #expect(Self.grow(seen), "\(seen)")
        #expect(seen.count <= (announced ? 102 : 6), "\(seen.count) reports")
    }

    @Test func aBodyLargerThanTheLimitFailsWhenAnnouncedOrWhileRead() async throws {
        let reports = NIOLockedValueBox<[TransferProgress]>([])
        let open = Latch()
        open.open()
        try await withTestServer(Self.streamingRoutes(half: open)) { server, _ in
            let transport = AsyncHTTPClientTransport(maximumBodySize: 1 << 20)
            await #expect(throws: NetworkError.responseTooLarge(limit: 1 << 20)) {
                try await transport.send(
                    NetworkRequest(method: .get, url: server.baseURL + "/huge"), timeout: .seconds(60),
                    progress: { progress in reports.withLockedValue { $0.append(progress) } })
            }
            // Without a length, the limit is met while reading.
            await #expect(throws: NetworkError.responseTooLarge(limit: 10_000)) {
                try await AsyncHTTPClientTransport(maximumBodySize: 10_000).send(
                    NetworkRequest(method: .get, url: server.baseURL + "/chunked"), timeout: .seconds(60), progress: { _ in })
            }
        }
        #expect(reports.withLockedValue { $0 }.isEmpty, "nothing was reported of a body refused by its length")
    }
}
