import Foundation
import Testing

@testable import CatsAPI

@Suite struct BreedCatalogTests {
    func decode(_ json: String) throws(CatalogError) -> [Breed] { try BreedCatalog.decode(Data(json.utf8)) }
    static let korat =
        #"{"id": 1, "name": "Korat", "origin": "Thailand", "coat": "Short", "pattern": "Solid", "lifespan": "10–15 years", "description": "Silver."}"#

    @Test func theBundledCatalogHasSixtyEightUniqueBreedsNumberedFromOne() throws {
        let breeds = try BreedCatalog.load()
        #expect(breeds.count == 68)
        #expect(breeds.map(\.id) == Array(1...68))
        #expect(Set(breeds.map(\.name)).count == breeds.count)
        #expect(
            breeds.allSatisfy {
                !$0.origin.isEmpty && !$0.coat.isEmpty && !$0.pattern.isEmpty && !$0.lifespan.isEmpty && !$0.description.isEmpty
            })
    }

    @Test func aValidFileDecodes() throws {
        let breeds = try decode(#"{"version": 2, "breeds": [\#(Self.korat)]}"#)
        #expect(
            breeds == [
                Breed(
                    id: 1, name: "Korat", origin: "Thailand", coat: "Short", pattern: "Solid", lifespan: "10–15 years",
                    description: "Silver.")
            ])
    }

    @Test func notJSONIsMalformed() {
        #expect { try decode("not json") } throws: { error in
            guard case CatalogError.malformed(let reason) = error else { return false }
            return reason.hasPrefix("not JSON")
        }
    }

    @Test func aMissingFieldNamesTheFieldAndTheBreed() {
        let json =
            #"{"version": 2, "breeds": [{"id": 12, "name": "Korat", "origin": "Thailand", "coat": "Short", "pattern": "x", "lifespan": "y"}]}"#
        #expect(throws: CatalogError.malformed(reason: "missing \"description\" in breed 12")) { try decode(json) }
    }

    @Test func theTopLevelIsChecked() {
        #expect(throws: CatalogError.malformed(reason: "expected an object at the top level, found array")) { try decode("[]") }
        #expect(throws: CatalogError.malformed(reason: "missing \"version\" at the top level")) { try decode(#"{"breeds": []}"#) }
        #expect(throws: CatalogError.malformed(reason: "version 1 is not supported (expected 2)")) {
            try decode(#"{"version": 1, "breeds": []}"#)
        }
        #expect(throws: CatalogError.malformed(reason: "missing \"breeds\" at the top level")) { try decode(#"{"version": 2}"#) }
    }

    @Test func aListThatIsNotAnArrayIsNamed() {
        #expect(throws: CatalogError.self) { try decode(#"{"version": 2, "breeds": {"name": 3}}"#) }
    }

    @Test func emptyNamesAndRepeatedIdsOrNamesAreRefused() {
        let empty = Self.korat.replacingOccurrences(of: "\"Korat\"", with: "\" \"")
        #expect(throws: CatalogError.malformed(reason: "\"name\" in breed 1 is invalid: it is empty")) {
            try decode(#"{"version": 2, "breeds": [\#(empty)]}"#)
        }
        #expect(throws: CatalogError.invalidBreed(index: 1, reason: "id 1 appears twice")) {
            try decode(#"{"version": 2, "breeds": [\#(Self.korat), \#(Self.korat.replacingOccurrences(of: "Korat", with: "Other"))]}"#)
        }
        #expect(throws: CatalogError.invalidBreed(index: 1, reason: "\"Korat\" appears twice")) {
            try decode(
                #"{"version": 2, "breeds": [\#(Self.korat), \#(Self.korat.replacingOccurrences(of: "\"id\": 1", with: "\"id\": 2"))]}"#)
        }
    }

    @Test func aMissingFileIsUnreadableWithItsPath() {
        #expect { try BreedCatalog.load(path: "/nonexistent/breeds.json") } throws: { error in
            guard case CatalogError.unreadable(let path, _) = error else { return false }
            return path == "/nonexistent/breeds.json"
        }
    }
}
