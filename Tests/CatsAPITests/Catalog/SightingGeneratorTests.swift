import Testing

@testable import CatsAPI

@Suite struct SightingGeneratorTests {
    let breeds = (try? BreedCatalog.load()) ?? []

    @Test func theSameSeedGivesTheSameSightings() {
        #expect(SightingGenerator().sightings(for: breeds) == SightingGenerator().sightings(for: breeds))
        #expect(SightingGenerator(seed: 1).sightings(for: breeds) != SightingGenerator(seed: 2).sightings(for: breeds))
    }

    @Test func everySeventhBreedHasNoneAndTheOthersOneToTwenty() {
        let sightings = SightingGenerator().sightings(for: breeds)
        let counts = Dictionary(grouping: sightings, by: \.breedID).mapValues(\.count)
        for breed in breeds {
            if breed.id % 7 == 0 {
                #expect(counts[breed.id] == nil, "breed \(breed.id)")
            } else {
                #expect((1...20).contains(counts[breed.id] ?? 0), "breed \(breed.id)")
            }
        }
    }

    @Test func idsRunFromOneWithoutGapsAndDaysAreValid() {
        let sightings = SightingGenerator().sightings(for: breeds)
        #expect(sightings.map(\.id) == Array(1...Int64(sightings.count)))
        #expect(sightings.allSatisfy { Sighting.isDay($0.seenOn) })
    }
}
