import CatsAPI
import Foundation
import Testing
import TrellisData
import TrellisTestSupport

extension LiveRequestFuzzerTests {
    /// How much the process's resident set may grow over a run: 64 MB.
    ///
    /// The server holds one fuzzing connection at a time, and what one connection may make it
    /// hold is bounded (NIO's 80 KiB of headers, the 64 KiB body limit, answers of at most a
    /// page or the catalog), so a run of any length should end about where it began: run on
    /// their own, 300 inputs grew it by 3 MB and 3,000 (29.7 MB sent) by 5 MB, allocator
    /// caches. The bound leaves room for the rest of a parallel `swift test`, whose tests
    /// allocate in the same process meanwhile. What it catches is a leak per connection (two
    /// per input: the input's and the probe's): more than about 110 KB each in a default run,
    /// 22 KB in CI's 1,500 inputs, a kept NIO channel with its buffers; not a few bytes per
    /// request, nor (by a default run) every input's bytes kept, 3 MB.
    static let memoryBound = 64 * 1024

    /// Sends `bytes` on a new connection, half-closes it, and reads until the server closes
    /// it (or 10 s pass without a byte): what came, and how it ended.
    static func exchange(_ bytes: [UInt8], port: Int) async throws -> (bytes: [UInt8], ending: BlockingSocket.Ending) {
        try await offThePool { () throws -> ([UInt8], BlockingSocket.Ending) in
            let socket = try BlockingSocket(port: port)
            socket.write(bytes)  // the server may close before taking it all: its answer says why
            socket.shutdownWrite()
            return socket.receiveUntilClosed()
        }
    }

    /// A signed `GET /version` on a new connection: nil when it is answered 200 with the API
    /// version, else what went wrong.
    static func probe(port: Int) async throws -> String? {
        let (bytes, _) = try await exchange(NetworkRequest.signed(.serverVersion()).wire, port: port)
        guard let answers = try? HTTPAnswer.parse(bytes), answers.count == 1, let answer = answers.first else {
            return "a signed GET /version got \(String(decoding: bytes.prefix(300), as: UTF8.self).debugDescription)"
        }
        guard answer.status == 200, RawRequestGenerator.object(answer)?["api"] as? Int == CatsAPI.apiVersion else {
            return "a signed GET /version got \(answer)"
        }
        return nil
    }

    /// Signs in as `fuzz` over a plain socket; the token.
    static func signIn(port: Int) async throws -> String {
        let (bytes, _) = try await exchange(NetworkRequest.signed(.signIn("fuzz")).wire, port: port)
        let answer = try #require(try HTTPAnswer.parse(bytes).first)
        return try #require(RawRequestGenerator.object(answer)?["token"] as? String, "sign-in: \(answer)")
    }
}

/// This process's resident set in KB (`VmRSS` of Linux's `/proc/self/status`; 0 elsewhere).
func residentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}
