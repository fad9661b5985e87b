import Foundation
import Testing
import TrellisData

/// How endpoints read what a server sends.
@Suite struct EndpointTests {
    /// Found by pointing the real `cats --server` at a hostile server: 5,000 copies of breed 1
    /// were shown as "5000 breeds".
    @Test("an entity list that repeats an id is a decoding error naming the id and where")
    func repeatedIDsAreRefused() throws {
        let endpoint = Endpoint<[Breed]>.entities(Breed.self, path: "breeds")
        let repeated =
            #"[{"id": 1, "name": "A", "origin": "x"}, {"id": 2, "name": "B", "origin": "y"}, {"id": 1, "name": "A", "origin": "x"}]"#
        #expect(throws: NetworkError.decoding(field: "[2].id", message: "breed 1 appears more than once in the list")) {
            _ = try endpoint.decodeResponse(Data(repeated.utf8))
        }
        let distinct = #"[{"id": 1, "name": "A", "origin": "x"}, {"id": 2, "name": "B", "origin": "y"}]"#
        #expect(try endpoint.decodeResponse(Data(distinct.utf8)).map(\.id) == [1, 2])
    }

    /// Entity endpoints read the body with `JSONValue(parsing:)`: malformed bytes are a
    /// decoding error naming the byte at fault.
    @Test func malformedBodiesNameTheByteAtFault() {
        let endpoint = Endpoint<Breed>.entity(Breed.self, path: "breeds", "1")
        #expect(
            throws: NetworkError.decoding(
                field: "", message: "malformed JSON at byte 9: expected a string key, found the end of the input")
        ) { _ = try endpoint.decodeResponse(Data(#"{"id": 1,"#.utf8)) }
        #expect(throws: NetworkError.decoding(field: "", message: #"malformed JSON at byte 10: the key "id" appears twice in one object"#))
        {
            _ = try endpoint.decodeResponse(Data(#"{"id": 1, "id": 2, "name": "A", "origin": "x"}"#.utf8))
        }
        let list = Endpoint<[Breed]>.entities(Breed.self, path: "breeds")
        #expect(throws: NetworkError.decoding(field: "", message: "malformed JSON at byte 0: expected a value, found the end of the input"))
        {
            _ = try list.decodeResponse(Data())
        }
    }

    /// A JSON endpoint whose response is a `JSONValue` reads it with the same parser, not
    /// through `Decodable` (which would keep the first of two equal keys).
    @Test func aJSONValueEndpointUsesTheParser() throws {
        let endpoint = Endpoint<JSONValue>.json(path: "anything")
        #expect(try endpoint.decodeResponse(Data(#"{"a": [1, "b"]}"#.utf8)) == .object(["a": .array([.number(1), .string("b")])]))
        #expect(throws: NetworkError.decoding(field: "", message: #"malformed JSON at byte 9: the key "a" appears twice in one object"#)) {
            _ = try endpoint.decodeResponse(Data(#"{"a": 1, "a": 2}"#.utf8))
        }
    }
}
