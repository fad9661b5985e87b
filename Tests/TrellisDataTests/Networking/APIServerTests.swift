import Foundation
import Testing
import TrellisData

@Suite struct APIServerTests {
    let server = APIServer(baseURL: "http://127.0.0.1:8080/api/")

    @Test func pathSegmentsAndQueryItemsAreEncodedOnce() {
        let endpoint = Endpoint<Empty>(path: ["breeds", "Maine Coon/Long", "100%"], query: [("q", "a&b=c"), ("é", "☃ ~")]) { _ in Empty() }
        #expect(server.url(for: endpoint) == "http://127.0.0.1:8080/api/breeds/Maine%20Coon%2FLong/100%25?q=a%26b%3Dc&%C3%A9=%E2%98%83%20~")
    }

    @Test func anEmptyPathIsTheRoot() {
        #expect(server.url(for: Endpoint<Empty>(path: []) { _ in Empty() }) == "http://127.0.0.1:8080/api/")
    }

    @Test func theRequestTargetIsWhatSigningCovers() {
        let request = server.request(for: Endpoint<Empty>.send(.post, path: "favorites", "3"))
        #expect(request.method == .post)
        #expect(request.target == "/api/favorites/3")
    }

    @Test(arguments: Array(0...255))
    func everyByteIsEitherUnreservedOrEscaped(byte: Int) {
        let text = String(decoding: [UInt8(byte)], as: UTF8.self)
        let encoded = APIServer.percentEncode(text)
        #expect(
            encoded.utf8.allSatisfy {
                $0 < 128 && (($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || "-._~%".utf8.contains($0))
            })
        #expect(encoded.removingPercentEncoding == text)
    }
}
