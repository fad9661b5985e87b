import CatsAPI
import CatsKit
import TrellisData

/// Reports sightings into the fake: each is recorded and sent as the catalog's sighting
/// change, under a local id (minus its place in the order), as the real store does.
struct FakeSightings: CatsSightings {
    let fake: FakeCatsServices

    func report(_ report: SightingReport, of breedID: Int64) async throws(SightingError) -> Sighting {
        guard fake.breeds.contains(where: { $0.id == breedID }) else { throw .unknownBreed(breedID) }
        let count = fake.reports.withLockedValue { reports in
            reports.append(report)
            return reports.count
        }
        let sighting = report.sighting(id: -Int64(count), breedID: breedID)
        fake.sightingChanges.send(.inserted(sighting))
        return sighting
    }
}
