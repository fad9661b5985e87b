import Foundation
import Testing
import TrellisData

@testable import CatsAPI

/// The server encodes entities with `Codable`; the app decodes them as entities. These must
/// agree field for field.
@Suite struct EntityWireTests {
    @Test func aBreedEncodedByTheServerDecodesAsAnEntity() throws {
        let breeds = try BreedCatalog.load()
        let json = try JSONDecoder().decode(JSONValue.self, from: CatsAPI.encode(breeds))
        #expect(try Breed.decodeList(json) == breeds)
    }

    @Test func aSightingEncodedByTheServerDecodesAsAnEntity() throws {
        let sightings = SightingGenerator().sightings(for: try BreedCatalog.load())
        let json = try JSONDecoder().decode(JSONValue.self, from: CatsAPI.encode(sightings))
        #expect(try Sighting.decodeList(json) == sightings)
    }

    @Test func aBadDayIsNamedWithTheSighting() throws {
        let json = try JSONDecoder().decode(
            JSONValue.self, from: Data(#"{"id": 4, "breed_id": 1, "place": "x", "seen_on": "yesterday"}"#.utf8))
        #expect(
            throws: EntityDecodingError(
                entity: "sighting", id: "4", field: "seen_on", problem: .invalid("expected a day like 2026-03-14, got \"yesterday\""))
        ) {
            try Sighting.decode(json)
        }
    }

    @Test func favoritesUseSnakeCaseOnTheWire() throws {
        #expect(String(decoding: CatsAPI.encode(FavoriteList(breedIDs: [3, 1])), as: UTF8.self) == #"{"breed_ids":[3,1]}"#)
    }

    @Test func accountIdsAreChecked() {
        #expect(CatsUser.isValidID("ada-2"))
        #expect(!CatsUser.isValidID(""))
        #expect(!CatsUser.isValidID("Ada"))
        #expect(!CatsUser.isValidID(String(repeating: "a", count: 33)))
        #expect(!CatsUser.isValidID("a/b"))
    }
}
