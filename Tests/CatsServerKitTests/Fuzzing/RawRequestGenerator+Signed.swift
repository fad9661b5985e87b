import CatsAPI
import Foundation
import TrellisData

extension RawRequestGenerator {
    /// A correctly signed request, then one change the signature covers: a signature, nonce,
    /// timestamp, token, body or target that is not what was signed, a signed header left
    /// out, or the same request sent again (a replay). Never a 2xx.
    mutating func brokenSignature() -> LiveFuzzInput {
        var request = pick([
            NetworkRequest.signed(.breeds()), .signed(.breed(Int64(number(1...68)))), .signed(.favorites(), token: token),
            .signed(.addFavorite(Int64(number(1...68))), token: token), .signed(.serverVersion()),
            .signed(.setFavorites(FavoriteList(breedIDs: [Int64(number(1...68))])), token: token),
        ])
        let signed = request.wire
        func change(_ name: String, _ make: (String) -> String) {
            guard let index = request.headers.firstIndex(where: { $0.name.lowercased() == name }) else { return }
            request.headers[index].value = make(request.headers[index].value)
        }
        let how = number(0...7)
        switch how {
        case 0: change(RequestSigner.Header.signature) { value in (value.first == "0" ? "1" : "0") + value.dropFirst() }
        case 1: change(RequestSigner.Header.nonce) { _ in RequestSigner.makeNonce() }
        case 2: change(RequestSigner.Header.timestamp) { value in String((Int64(value) ?? 0) + 1) }
        case 3 where request.header("authorization") != nil: change("authorization") { _ in "Bearer someone-else" }
        case 4 where !request.body.isEmpty: request.body[request.body.startIndex] ^= 0x20
        case 3, 4, 5: request.url += request.url.contains("?") ? "&x=1" : "?x=1"
        case 6:
            let signedNames = [RequestSigner.Header.signature, RequestSigner.Header.nonce, RequestSigner.Header.timestamp]
            let name = pick(signedNames + [RequestSigner.Header.appVersion])
            request.headers.removeAll { $0.name.lowercased() == name }
        default:
            return LiveFuzzInput(
                kind: "signature/replayed", bytes: signed + signed, expectations: [.anything, .unsigned], bodiless: [false, false])
        }
        return LiveFuzzInput(kind: "signature/broken-\(how)", bytes: request.wire, expectations: [.unsigned])
    }

    /// Well-formed requests whose answers the handlers' contracts fix: a signed `GET /breeds`
    /// is 200 with the 68 breeds, a signed `GET /version` 200 with the API version, a
    /// favorite put is then in `GET /favorites`; the same `GET /breeds` unsigned is refused.
    mutating func contract() -> LiveFuzzInput {
        switch number(0...3) {
        case 0:
            return LiveFuzzInput(
                kind: "contract/breeds", bytes: NetworkRequest.signed(.breeds()).wire,
                expectations: [.contract("GET /breeds is 200 with the 68 breeds") { $0.status == 200 && Self.array($0)?.count == 68 }])
        case 1:
            return LiveFuzzInput(
                kind: "contract/version", bytes: NetworkRequest.signed(.serverVersion()).wire,
                expectations: [
                    .contract("GET /version is 200 with the API version") {
                        $0.status == 200 && Self.object($0)?["api"] as? Int == CatsAPI.apiVersion
                    }
                ])
        case 2:
            let id = Int64(number(1...68))
            let put = NetworkRequest.signed(.addFavorite(id), token: token)
            let get = NetworkRequest.signed(.favorites(), token: token)
            return LiveFuzzInput(
                kind: "contract/favorite-\(id)", bytes: put.wire + get.wire,
                expectations: [
                    .contract("PUT /favorites/\(id) is a 2xx") { (200..<300).contains($0.status) },
                    .contract("GET /favorites then lists \(id)") { answer in
                        answer.status == 200 && (Self.object(answer)?["breed_ids"] as? [Int64])?.contains(id) == true
                    },
                ])
        default:
            var unsigned = NetworkRequest.signed(.breeds())
            unsigned.headers.removeAll { $0.name.lowercased().hasPrefix("x-trellis-") }
            return LiveFuzzInput(kind: "contract/unsigned-breeds", bytes: unsigned.wire, expectations: [.unsigned])
        }
    }

    static func array(_ answer: HTTPAnswer) -> [Any]? { (try? JSONSerialization.jsonObject(with: Data(answer.body))) as? [Any] }
    static func object(_ answer: HTTPAnswer) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(answer.body))) as? [String: Any]
    }
}

extension FuzzCase {
    /// The case as HTTP/1.1 bytes: its method and target as generated, `host`, its headers
    /// (bogus ones included), a `content-length` for its body unless it names one itself.
    var wire: [UInt8] {
        var head = "\(method) \(target) HTTP/1.1\r\nhost: 127.0.0.1\r\n"
        let body = bodyData
        if !body.isEmpty, !headers.contains(where: { $0.first?.lowercased() == "content-length" }) {
            head += "content-length: \(body.count)\r\n"
        }
        for pair in headers where pair.count == 2 { head += "\(pair[0]): \(pair[1])\r\n" }
        return Array((head + "\r\n").utf8) + body
    }
}
