import Foundation
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsAPI

/// Breeds and sightings as entities: a breed's URL is its deep link, and both write their
/// rows in place in the columns they read back from.
@Suite struct BreedTests {
    @Test func aBreedsURLIsItsDeepLink() throws {
        for breed in try BreedCatalog.load() {
            #expect(breed.url == breed.link)
            #expect(breed.url == "cats://cat/\(breed.id)")
        }
        #expect(EntityChange<Breed>.deleted(4).description == "deleted breed 4 <cats://cat/4>")
        #expect(Sighting.url(for: 4) == nil)
    }

    @Test func theCatalogRoundTripsThroughAStoreFile() async throws {
        // given the catalog and its sightings written to a file
        let breeds = try BreedCatalog.load()
        let sightings = SightingGenerator().sightings(for: breeds)
        try await withTemporaryDirectory(prefix: "cats-api") { directory in
            let path = directory.appendingPathComponent("cats.sqlite").path
            let schema = StoreSchema(Breed.self, Sighting.self)
            try await EntityStore(location: .file(path: path), schema: schema).write { batch in
                batch.upsert(breeds)
                batch.upsert(sightings)
            }
            // when another store reads them back, then every field is where it was written
            let reader = try EntityStore(location: .file(path: path), schema: schema)
            #expect(try await reader.all(Breed.self) == breeds.sorted { $0.id < $1.id })
            #expect(try await reader.all(Sighting.self) == sightings.sorted { $0.id < $1.id })
        }
    }
}
