import CatsAPI
import Foundation
import TrellisData
import TrellisTestSupport

/// Makes the live fuzzer's inputs from a seed: the request fuzzer's hostile requests as
/// bytes on the wire, raw byte mutations of them (broken request lines, huge headers, bad
/// chunked encoding, truncated bodies, pipelining, NULs and bytes that are not UTF-8),
/// signatures broken on purpose, and well-formed signed requests whose answers the handlers'
/// contracts fix (``LiveFuzzInput/Expectation``).
struct RawRequestGenerator {
    var random: SeededGenerator
    var requests: RequestGenerator
    let token: String

    init(seed: UInt64, token: String) {
        random = SeededGenerator(seed: seed ^ 0x5EED_11FE)
        requests = RequestGenerator(seed: seed, token: token)
        self.token = token
    }

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
    mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// The next input.
    mutating func next(origin: String) -> LiveFuzzInput {
        switch number(0...19) {
        case 0..<6: return fuzzCase(origin)
        case 6: return brokenRequestLine()
        case 7: return hugeHeaders()
        case 8: return badChunked()
        case 9: return truncatedBody()
        case 10, 11: return pipelined(origin)
        case 12: return strayBytes(origin)
        case 13, 14: return brokenSignature()
        default: return contract()
        }
    }

    /// A request of the request fuzzer, as it goes on the wire.
    mutating func fuzzCase(_ origin: String) -> LiveFuzzInput {
        let fuzz = requests.next(origin: origin)
        return LiveFuzzInput(
            kind: "request-fuzzer/\(fuzz.signed ? "signed" : "unsigned")", bytes: fuzz.wire,
            expectations: [fuzz.signed ? .anything : .unsigned], bodiless: [fuzz.method == "HEAD"])
    }

    mutating func brokenRequestLine() -> LiveFuzzInput {
        let lines = [
            "GET\r\n\r\n", "GET / HTTP/1.1 extra\r\nhost: x\r\n\r\n", "GET / HTTP/9.9\r\nhost: x\r\n\r\n", " / HTTP/1.1\r\n\r\n",
            "GET /\u{0}x HTTP/1.1\r\nhost: x\r\n\r\n", "GET / HTTP/1.1\nhost: x\n\n", "\r\n\r\n\r\n", "GET /version HTTP/1.1\r\n",
            "GET /" + String(repeating: "a", count: number(1_000...120_000)) + " HTTP/1.1\r\nhost: x\r\n\r\n",
            "\u{16}\u{3}\u{1}\u{2}\u{0}\u{1}\u{0}\u{1}\u{fc}\u{3}\u{3}", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
            "GET / HTTP/1.1\r\nhost x\r\n\r\n",
        ]
        return LiveFuzzInput(kind: "raw/request-line", bytes: Array(pick(lines).utf8), expectations: [.unsigned])
    }

    /// A correctly signed `GET /breeds` with a header far over NIO's limit, or thousands.
    mutating func hugeHeaders() -> LiveFuzzInput {
        var head = String(decoding: NetworkRequest.signed(.breeds()).wire.dropLast(2), as: UTF8.self)
        if number(0...1) == 0 {
            head += "x-huge: \(String(repeating: "h", count: number(1_000...200_000)))\r\n"
        } else {
            for index in 0..<number(100...5_000) { head += "x-\(index): v\r\n" }
        }
        return LiveFuzzInput(kind: "raw/huge-headers", bytes: Array((head + "\r\n").utf8), expectations: [.anything])
    }

    /// An unsigned chunked body whose chunks are broken: a size that is not hex, negative or
    /// huge, a chunk longer than it says, no final chunk.
    mutating func badChunked() -> LiveFuzzInput {
        let chunks = [
            "zz\r\nabc\r\n0\r\n\r\n", "-1\r\nabc\r\n0\r\n\r\n", "FFFFFFFFFFFFFFFFFFFF\r\nabc\r\n", "3\r\nabcdef\r\n0\r\n\r\n", "5\r\nab",
            "3\r\nabc", "3;ext=\u{0}\r\nabc\r\n0\r\n\r\n", "0\r\n", "3\r\nabc\r\n0\r\nx-trailer: " + String(repeating: "t", count: 100_000),
        ]
        let head = "POST \(pick(["/session", "/breeds/3/sightings", "/favorites"])) HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n"
        let both = number(0...3) == 0 ? "content-length: 3\r\n" : ""
        return LiveFuzzInput(kind: "raw/bad-chunked", bytes: Array((head + both + "\r\n" + pick(chunks)).utf8), expectations: [.unsigned])
    }

    /// A correctly signed request whose body stops short of its length (the connection is
    /// half-closed after it).
    mutating func truncatedBody() -> LiveFuzzInput {
        let request: NetworkRequest =
            number(0...1) == 0 ? .signed(.signIn("fuzz")) : .signed(.setFavorites(FavoriteList(breedIDs: [1, 2, 3])), token: token)
        let bytes = request.wire
        return LiveFuzzInput(
            kind: "raw/truncated-body", bytes: Array(bytes.prefix(bytes.count - number(1...request.body.count))), expectations: [.unsigned])
    }

    /// Two to four requests of the request fuzzer in one write.
    mutating func pipelined(_ origin: String) -> LiveFuzzInput {
        let inputs = (0..<number(2...4)).map { _ in fuzzCase(origin) }
        return LiveFuzzInput(
            kind: "raw/pipelined", bytes: inputs.flatMap(\.bytes), expectations: inputs.flatMap(\.expectations),
            bodiless: inputs.flatMap(\.bodiless))
    }

    /// A request of the request fuzzer with NULs, bytes that are not UTF-8, or bytes flipped.
    mutating func strayBytes(_ origin: String) -> LiveFuzzInput {
        let input = fuzzCase(origin)
        var bytes = input.bytes
        for _ in 0..<number(1...4) {
            let stray: [UInt8] = pick([[0], [0xFF], [0xC3, 0x28], [0xED, 0xA0, 0x80], [0x80], [UInt8(number(0...255))]])
            let at = number(0...bytes.count)
            if number(0...1) == 0, at < bytes.count { bytes[at] = stray[0] } else { bytes.insert(contentsOf: stray, at: at) }
        }
        return LiveFuzzInput(
            kind: "raw/stray-bytes", bytes: bytes, expectations: input.expectations, bodiless: [bytes.starts(with: Array("HEAD ".utf8))])
    }
}
