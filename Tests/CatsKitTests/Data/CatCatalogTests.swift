import Foundation
import Testing
@testable import CatsKit

@Suite struct CatCatalogTests {
    @Test func theBundledCatalogHasAtLeastSixtyUniqueBreeds() async throws {
        let url = try #require(BundledCatData.bundledCatalogURL)
        let cats = try await BundledCatData(url: url).fetchCats()
        #expect(cats.count >= 60)
        #expect(Set(cats.map(\.name)).count == cats.count)
        #expect(cats.allSatisfy { !$0.origin.isEmpty && !$0.coat.isEmpty && !$0.description.isEmpty })
    }

    @Test func notJSONIsMalformed() {
        #expect(throws: CatDataError.self) { try CatCatalog.decode(Data("not json".utf8)) }
    }

    @Test func aMissingFieldNamesTheFieldAndWhere() {
        let json = #"{"version": 1, "breeds": [{"name": "Korat", "origin": "Thailand", "coat": "Short"}]}"#
        #expect(throws: CatDataError.malformed(reason: "missing \"description\" at breeds[0]")) {
            try CatCatalog.decode(Data(json.utf8))
        }
    }

    @Test func aWrongTypeIsNamed() {
        let json = #"{"version": 1, "breeds": {"name": 3}}"#
        #expect(throws: CatDataError.malformed(reason: "expected Array<Any> at breeds")) {
            try CatCatalog.decode(Data(json.utf8))
        }
    }

    @Test func anUnknownVersionIsRefused() {
        #expect(throws: CatDataError.malformed(reason: "version 2 is not supported (expected 1)")) {
            try CatCatalog.decode(Data(#"{"version": 2, "breeds": []}"#.utf8))
        }
    }

    @Test func emptyAndDuplicateNamesAreRefused() {
        let empty = #"{"version": 1, "breeds": [{"name": " ", "origin": "x", "coat": "y", "description": "z"}]}"#
        #expect(throws: CatDataError.invalidBreed(index: 0, reason: "the name is empty")) { try CatCatalog.decode(Data(empty.utf8)) }
        let twice = #"{"version": 1, "breeds": [{"name": "A", "origin": "x", "coat": "y", "description": "z"}, {"name": "A", "origin": "x", "coat": "y", "description": "z"}]}"#
        #expect(throws: CatDataError.invalidBreed(index: 1, reason: "\"A\" appears twice")) { try CatCatalog.decode(Data(twice.utf8)) }
    }

    @Test func aMissingFileIsUnreadableWithItsPath() async {
        let access = BundledCatData(url: URL(fileURLWithPath: "/nonexistent/cats.json"))
        do {
            _ = try await access.fetchCats()
            Issue.record("expected an error")
        } catch {
            guard case .unreadable(let path, _) = error else { Issue.record("\(error)"); return }
            #expect(path == "/nonexistent/cats.json")
        }
    }

    @Test func failingOnPurpose() async {
        let access = BundledCatData(url: URL(fileURLWithPath: "/unused"), fails: true)
        await #expect(throws: CatDataError.simulatedFailure) { try await access.fetchCats() }
    }
}
