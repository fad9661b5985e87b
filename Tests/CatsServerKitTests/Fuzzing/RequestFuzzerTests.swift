import CatsAPI
import CatsServerKit
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TrellisData

/// The request fuzzer (issue 21): seeded hostile requests through the whole application —
/// logging, the error middleware, the signature check, the router and the handlers — in
/// process (HummingbirdTesting's `.router`). Every answer must be a 2xx, or a 4xx with a JSON
/// `{"error": …}` body; nothing may crash; memory must stay bounded.
///
/// `CATS_FUZZ_SEED` and `CATS_FUZZ_COUNT` choose the run (default: seed 2026, 2,000 requests,
/// a regression guard that leaves the rest of a parallel `swift test` its two cores; `.ci/run`
/// then runs 20,000 with a new seed on its own); a failing request is printed with its seed
/// and index and saved to `.build/fuzz-failures/`.
@Suite(.timeLimit(.minutes(5))) struct RequestFuzzerTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["CATS_FUZZ_SEED"].flatMap(UInt64.init) ?? 2026
    static let count = environment["CATS_FUZZ_COUNT"].flatMap(Int.init).map { min(max($0, 1), 1_000_000) } ?? 2_000
    static let failures = ".build/fuzz-failures"

    @Test func generatedRequestsAreAnsweredWell() async throws {
        let seed = Self.seed
        let count = Self.count
        print("RequestFuzzer: seed \(seed), \(count) requests (CATS_FUZZ_SEED=\(seed) CATS_FUZZ_COUNT=\(count) to replay)")
        let before = residentMegabytes()
        let statuses = try await withServer { client in
            let token = try await client.signIn("fuzz")
            var generator = RequestGenerator(seed: seed, token: token)
            var statuses: [Int: Int] = [:]
            var failed = 0
            for index in 0..<count where failed < 5 {
                let fuzz = generator.next(origin: "seed \(seed), request \(index)")
                guard let problem = try await Self.check(fuzz, with: client, statuses: &statuses) else { continue }
                failed += 1
                let path = try fuzz.save(in: Self.failures, name: "seed-\(seed)-request-\(index)")
                Issue.record("seed \(seed), request \(index): \(problem)\n  \(fuzz)\n  saved to \(path)")
            }
            return statuses
        }
        let after = residentMegabytes()
        print("RequestFuzzer: statuses \(statuses.sorted { $0.key < $1.key }); RSS \(before) MB → \(after) MB")
        #expect(statuses.values.reduce(0, +) >= count)
        // About 2 % of the generated requests pass every check and reach a handler (438 of
        // 20,000 for seed 2026, 394 for seed 1795621972): at least 1 % must, whatever the seed.
        #expect(statuses[200] ?? 0 >= count / 100, "too few requests reached a handler (seed \(seed)): \(statuses)")
        #expect(after - before < 300, "resident memory grew from \(before) MB to \(after) MB (seed \(seed))")
    }

    @Test func everySavedRegressionIsAnsweredWell() async throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(!files.isEmpty)
        try await withServer { client in
            var statuses: [Int: Int] = [:]
            for file in files {
                let fuzz = try JSONDecoder().decode(FuzzCase.self, from: Data(contentsOf: directory.appendingPathComponent(file)))
                if let problem = try await Self.check(fuzz, with: client, statuses: &statuses) { Issue.record("\(file): \(problem)") }
            }
        }
    }

    /// Sends `fuzz`; nil when the answer is well formed, else what is wrong with it.
    static func check(_ fuzz: FuzzCase, with client: SignedClient, statuses: inout [Int: Int]) async throws -> String? {
        var fields = HTTPFields()
        for pair in fuzz.headers {
            guard pair.count == 2, let name = SignedClient.Field.Name(pair[0]) else { continue }
            fields.append(SignedClient.Field(name: name, value: pair[1]))
        }
        let method = HTTPRequest.Method(fuzz.method) ?? .get
        let body = fuzz.bodyData
        let response = try await client.client.executeRequest(
            uri: fuzz.target, method: method, headers: fields, body: body.isEmpty ? nil : ByteBuffer(bytes: body))
        let code = response.status.code
        statuses[code, default: 0] += 1
        switch code {
        case 200..<300: return nil
        case 400..<500:
            guard method != .head else { return nil }
            guard let error = try? response.decode(APIErrorBody.self), !error.error.isEmpty else {
                return "\(code) without a JSON error: \(response.text.prefix(200))"
            }
            return nil
        default: return "answered \(code): \(response.text.prefix(200))"
        }
    }
}

/// This process's resident set in MB (Linux `/proc/self/statm`; 0 elsewhere).
func residentMegabytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * 4096 / (1 << 20)
}
