import Foundation
import Testing
import TrellisData

@testable import CatsAPI

/// `favorite_count` from outside: absent (an older server) is 0; anything else must be a
/// whole number from 0 to `FavoriteCount.maximum`, or the breed is refused naming the field.
@Suite struct BreedFavoriteCountTests {
    func json(_ count: String?) -> String {
        let field = count.map { #", "favorite_count": \#($0)"# } ?? ""
        return
            #"{"id": 4, "name": "Korat", "origin": "Thailand", "coat": "Short", "pattern": "Solid", "lifespan": "10–15 years", "description": "Blue."\#(field)}"#
    }

    func decode(_ count: String?) throws -> Breed {
        try Breed.decode(try JSONDecoder().decode(JSONValue.self, from: Data(json(count).utf8)))
    }

    @Test func anOlderServerThatSendsNoCountMeansNobody() throws {
        #expect(try decode(nil).favoriteCount == 0)
        #expect(try decode("null").favoriteCount == 0)
        #expect(try decode("12").favoriteCount == 12)
    }

    @Test(
        "a count that is not a whole number from 0 up is refused, naming the field and the breed",
        arguments: [
            ("-1", EntityDecodingError.Problem.invalid("a favorite count cannot be negative (got -1)")),
            ("1000000001", .invalid("a favorite count of 1000000001 is larger than 1000000000")),
            ("2.5", .invalid("2.5 is not a whole number")),
            ("1e300", .invalid("1e+300 is not a whole number")),
            (#""12""#, .wrongType(expected: "number", found: "string")),
        ])
    func badCountsAreRefused(count: String, problem: EntityDecodingError.Problem) {
        #expect(throws: EntityDecodingError(entity: "breed", id: "4", field: "favorite_count", problem: problem)) { try decode(count) }
    }

    @Test func theServersCodableShapeRoundTripsAndRefusesANegativeCount() throws {
        let breed = Breed(
            id: 4, name: "Korat", origin: "Thailand", coat: "Short", pattern: "Solid", lifespan: "l", description: "d", favoriteCount: 7)
        let encoded = CatsAPI.encode(breed)
        #expect(String(decoding: encoded, as: UTF8.self).contains(#""favorite_count":7"#))
        #expect(try JSONDecoder().decode(Breed.self, from: encoded) == breed)
        #expect(try JSONDecoder().decode(Breed.self, from: Data(json(nil).utf8)).favoriteCount == 0)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Breed.self, from: Data(json("-3").utf8)) }
    }

    @Test func aStoredCountIsCheckedToo() {
        #expect(FavoriteCount.checked(-1) == .failure(.negative(-1)))
        #expect(FavoriteCount.checked(Int64.max) == .failure(.tooLarge(Int64.max)))
        #expect(FavoriteCount.checked(0) == .success(0))
    }
}
