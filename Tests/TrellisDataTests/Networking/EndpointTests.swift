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
}
