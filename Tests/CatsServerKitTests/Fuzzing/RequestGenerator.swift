import CatsAPI
import Foundation
import TrellisData
import TrellisTestSupport

/// Makes hostile requests for cats-server from a seed: mutated methods, paths, queries,
/// headers (Int64 and Double edges, NaN, `1e400`, huge, repeated, non-ASCII) and bodies
/// (truncated, deeply nested, wrong types, huge). Half are signed correctly (with the token
/// of a signed-in user, a stranger's, or none), so they get past the signature check and
/// reach the handlers.
struct RequestGenerator {
    var random: SeededGenerator
    let token: String
    let signer = RequestSigner(secret: CatsAPI.demoSecret, appVersion: CatsAPI.appVersion)

    init(seed: UInt64, token: String) {
        random = SeededGenerator(seed: seed)
        self.token = token
    }

    static let numbers = [
        "0", "1", "-1", "12", "68", "69", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
        "-9223372036854775809", "18446744073709551616", "NaN", "nan", "inf", "-inf", "1e400", "-1e400", "1.5", "1e3", "0x10",
        "+1", "-0", " 1", "1 ", "", "\u{FF11}", "\u{0663}", String(repeating: "9", count: 400),
    ]
    static let methods = ["GET", "GET", "PUT", "POST", "DELETE", "PATCH", "HEAD", "OPTIONS", "FOO", "get"]
    static let texts = ["", "x", "ü", "猫", "\u{1F408}", "%00", "%ZZ", "'; DROP TABLE user; --", "a b", "..", "%2F", "\u{202E}"]

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
    mutating func number() -> String { chance(0.3) ? String(Int64.random(in: .min ... .max, using: &random)) : pick(Self.numbers) }
    mutating func text() -> String {
        chance(0.05) ? String(repeating: pick(Self.texts + ["a"]), count: Int.random(in: 100...5000, using: &random)) : pick(Self.texts)
    }

    mutating func path() -> String {
        let id = chance(0.7) ? number() : text()
        let paths = [
            "/version", "/breeds", "/breeds/\(id)", "/breeds/\(id)/sightings", "/session", "/user", "/favorites",
            "/favorites/\(id)", "/breeds/\(id)/confirmations", "/sightings/\(id)/confirmation", "/", "//", "/breeds/",
            "/breeds/\(id)/\(id)", "/\(text())", "/breeds/../user",
            "/" + String(repeating: "a/", count: Int.random(in: 1...500, using: &random)),
        ]
        let path = pick(paths)
        let encoded =
            path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: " "))) ?? path
        return chance(0.8) ? encoded : path.replacingOccurrences(of: " ", with: "%20")
    }

    mutating func query() -> String {
        guard chance(0.3) else { return "" }
        return pick(["?q=x", "?a=%ZZ", "?=&&", "?x=\(number())", "?id=1e400&id=2", "?" + String(repeating: "k=v&", count: 300), "?猫=1"])
    }

    mutating func body() -> Data {
        switch Int.random(in: 0..<13, using: &random) {
        case 0, 1: return Data()
        case 2: return Data(#"{"user": "\#(pick(["ada", "a", "", "ADA", "x-y", String(repeating: "a", count: 40), "猫"]))"}"#.utf8)
        case 3:
            return Data(
                #"{"breed_ids": [\#((0..<Int.random(in: 0...5, using: &random)).map { _ in number() }.joined(separator: ","))]}"#.utf8)
        case 4: return Data(#"{"user": \#(number())}"#.utf8)
        case 5: return Data(#"{"breed_ids": "\#(text())"}"#.utf8)
        case 6:
            let depth = Int.random(in: 1...20_000, using: &random)
            return Data((String(repeating: "[", count: depth) + String(repeating: "]", count: chance(0.5) ? depth : depth / 2)).utf8)
        case 7: return Data(#"{"breed_ids": [1, 2, 3"#.utf8)
        case 8: return Data((0..<Int.random(in: 1...200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
        case 9:
            let ids = (0..<Int.random(in: 100...12_000, using: &random)).map { _ in String(Int.random(in: 1...68, using: &random)) }
            return Data(#"{"breed_ids": [\#(ids.joined(separator: ","))]}"#.utf8)
        case 10: return Data(count: Int.random(in: (64 << 10)...(80 << 10), using: &random))
        case 11:
            // A sighting report (POST /breeds/{id}/sightings), valid or broken field by field.
            let id = pick(["7C1B2E4A-9F5D-4E33-8B7A-2D6C1E0F9A11", "0E9D3B1C-5A2F-4C8E-9D7B-6F1A2B3C4D5E", text(), number()])
            let place = pick(["Lisbon", "", " ", text(), String(repeating: "p", count: 81), "\u{7}"])
            let day = pick(["2026-01-02", "2026-13-01", "9999-12-31", "", text(), "2026-11-28"])
            let note = pick(["", "asleep", String(repeating: "n", count: 300), text()])
            return Data(
                #"{"report_id": "\#(id)", "place": "\#(place)", "seen_on": "\#(day)", "reported_on": "\#(pick(["2026-11-28", day]))", "note": "\#(note)"}"#
                    .utf8)
        default: return Data(#"{"user": null, "breed_ids": null, "extra": {"a": [1e400, NaN]}}"#.utf8)
        }
    }

    mutating func extraHeaders() -> [(String, String)] {
        var headers: [(String, String)] = []
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let names = [
                RequestSigner.Header.timestamp, RequestSigner.Header.nonce, RequestSigner.Header.signature, RequestSigner.Header.appVersion,
                "authorization", "content-type", "x-fuzz", "accept", "content-length",
            ]
            let values = [
                number(), text(), "Bearer \(token)", "Bearer", "Bearer " + text(), "application/json", String(repeating: "f", count: 64),
                String(repeating: "z", count: Int.random(in: 0...8000, using: &random)),
            ]
            headers.append((pick(names), pick(values)))
        }
        return headers
    }

    /// The next request.
    mutating func next(origin: String) -> FuzzCase {
        let method = pick(Self.methods)
        let target = path() + query()
        let body = body()
        let sign = chance(0.5)
        var request = NetworkRequest(method: HTTPMethod(rawValue: method), url: "http://localhost" + target, body: body)
        request.method = HTTPMethod(rawValue: method)  // keep the case a server sees on the wire
        if chance(0.3) { request.setHeader("content-type", "application/json") }
        var headers: [(String, String)]
        if sign {
            var signer = signer
            signer.accessToken = pick([nil, AccessToken(token), AccessToken(text().isEmpty ? "stranger" : "00ff")])
            // The signer signs the target as it would be parsed; sign what is sent.
            let signed = signer.sign(NetworkRequest(method: request.method, url: "http://localhost" + target, body: body))
            headers =
                signed.headers.map { ($0.name, $0.value) }
                + request.headers.filter { $0.name == "content-type" }.map { ($0.name, $0.value) }
            if chance(0.1) { headers += extraHeaders() }
        } else {
            headers = request.headers.map { ($0.name, $0.value) } + extraHeaders()
            if chance(0.5) { headers.append((RequestSigner.Header.timestamp, number())) }
        }
        return FuzzCase(
            method: method, target: target, headers: headers.map { [$0.0, $0.1] }, body: body.base64EncodedString(), signed: sign,
            origin: origin)
    }
}
