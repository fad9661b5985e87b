import CatsAPI
import Foundation
import Testing
import TrellisData

/// The endpoints the app and cats-server share, reading what a server sends.
@Suite struct CatsAPITests {
    /// Found by pointing the real `cats --server` at a hostile server: 13,600 copies of one id
    /// were taken as "13600 favorites" (issue 21, item 11).
    @Test("a favorites list that repeats an id is a decoding error naming the id and where")
    func repeatedFavoritesAreRefused() throws {
        let endpoint = Endpoint<FavoriteList>.favorites()
        #expect(throws: NetworkError.decoding(field: "breed_ids[3]", message: "breed 5 appears more than once in the favorites")) {
            _ = try endpoint.decodeResponse(Data(#"{"breed_ids": [5, 2, 9, 5]}"#.utf8))
        }
        #expect(try endpoint.decodeResponse(Data(#"{"breed_ids": [5, 2, 9]}"#.utf8)).breedIDs == [5, 2, 9])
        #expect(endpoint.path == ["favorites"] && endpoint.method == .get)
    }
}
