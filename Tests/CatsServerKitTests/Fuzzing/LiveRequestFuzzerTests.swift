import CatsAPI
import Foundation
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsServerKit

/// The request fuzzer through the real server (issue 38): the whole application with its real
/// channel setup (the connection gate, the deadlines, NIO's HTTP/1 parser, the parse-error
/// answers, Hummingbird) on 127.0.0.1, fed raw bytes over plain TCP sockets
/// (``RawRequestGenerator``: the request fuzzer's requests on the wire, raw mutations of them,
/// broken signatures, well-formed requests with a contract). Each input goes on a connection
/// of its own, half-closed once sent, and must get well-formed answers: no 5xx, a 4xx with a
/// JSON error, never a 2xx for a request that is not correctly signed (no route answers one
/// unsigned: `SignatureMiddleware` checks every request, `/version` and sign-in included), the
/// contract's answer for a contract request. After each input a signed `GET /version` on a
/// new connection must still be answered, and the process's resident memory must stay bounded.
///
/// `CATS_FUZZ_SEED` (shared with ``RequestFuzzerTests``) and `CATS_LIVE_FUZZ_COUNT` choose the
/// run (seed 2026 by default). It runs only when `CATS_LIVE_FUZZ_COUNT` is set, in a test
/// process of its own (`.ci/run`'s fuzzer step): inside a parallel `swift test` on a loaded
/// machine its server once went 10 s without a byte for a refused request line, and the
/// process's resident memory is every test's. A failure prints its seed and input index.
@Suite(.timeLimit(.minutes(10))) struct LiveRequestFuzzerTests {
    static let count =
        ProcessInfo.processInfo.environment["CATS_LIVE_FUZZ_COUNT"].flatMap(Int.init).map { min(max($0, 1), 200_000) } ?? 300

    @Test(.enabled(if: ProcessInfo.processInfo.environment["CATS_LIVE_FUZZ_COUNT"] != nil, "set CATS_LIVE_FUZZ_COUNT to run it"))
    func rawBytesAndSignedRequestsThroughTheRealServer() async throws {
        let (seed, count) = (RequestFuzzerTests.seed, Self.count)
        print("LiveRequestFuzzer: seed \(seed), \(count) inputs (CATS_FUZZ_SEED=\(seed) CATS_LIVE_FUZZ_COUNT=\(count) to replay)")
        try await withRunningServer(testConfiguration()) { port throws in
            let token = try await Self.signIn(port: port)
            for _ in 0..<20 { _ = try await Self.probe(port: port) }  // first-use allocations belong to the baseline
            let before = residentKilobytes()
            var generator = RawRequestGenerator(seed: seed, token: token)
            var (kinds, statuses, failed, sent) = ([String: Int](), [Int: Int](), 0, 0)
            for index in 0..<count where failed < 5 {
                let input = generator.next(origin: "seed \(seed), input \(index)")
                kinds[String(input.kind.prefix { $0 != "/" }), default: 0] += 1
                sent += input.bytes.count
                var problem: String?
                let (bytes, ending) = try await Self.exchange(input.bytes, port: port)
                do throws(HTTPAnswer.Malformed) {
                    let answers = try HTTPAnswer.parse(bytes, bodiless: input.bodiless, truncated: ending == .reset)
                    for answer in answers { statuses[answer.status, default: 0] += 1 }
                    problem = input.problem(with: answers)
                } catch {
                    problem = "the answer is not HTTP: \(error)"
                }
                if problem == nil, ending == .open { problem = "the server neither closed nor finished answering in 10 s" }
                if problem == nil, let probe = try await Self.probe(port: port) { problem = "after it, \(probe)" }
                guard let problem else { continue }
                failed += 1
                let answered = String(decoding: bytes.prefix(600), as: UTF8.self).debugDescription
                Issue.record("seed \(seed), input \(index): \(problem)\n  \(input)\n  answered (\(bytes.count) bytes): \(answered)")
            }
            let after = residentKilobytes()
            print(
                "LiveRequestFuzzer: \(kinds.sorted { $0.key < $1.key }); statuses \(statuses.sorted { $0.key < $1.key }); "
                    + "\(sent / 1024) KB sent; RSS \(before / 1024) MB → \(after / 1024) MB")
            #expect(statuses[200] ?? 0 >= count / 20, "too few inputs reached a handler (seed \(seed)): \(statuses)")
            #expect(after - before < Self.memoryBound, "resident memory grew from \(before) KB to \(after) KB (seed \(seed))")
        }
    }
}
