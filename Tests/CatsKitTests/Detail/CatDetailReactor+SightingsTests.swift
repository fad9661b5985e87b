import CatsAPI
import Foundation
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

/// A reported sighting reaches every detail of its breed through the store's sighting
/// changes (Drrrible's `Shot.event`), not by loading again: the list and its count.
@MainActor
@Suite struct CatDetailReactorSightingsTests {
    static func report(_ place: String) throws -> SightingReport {
        try Builder<SightingReport>().with(\.reportID, UUID().uuidString).with(\.place, place).with(\.seenOn, "2026-11-27")
            .with(\.reportedOn, "2026-11-28").build()
    }

    @Test func bothDetailsOfTheBreedShowTheSightingAndItsCount() async throws {
        let services = try await DataFixture.open()
        let first = CatDetailReactor(breedID: 3, services: services)
        let second = CatDetailReactor(breedID: 3, services: services)
        let other = CatDetailReactor(breedID: 4, services: services)
        for reactor in [first, second, other] { reactor.send(.loadSightings) }
        #expect(await eventually { [first, second, other].allSatisfy { $0.currentState.sightings.value != nil } })
        let before = first.currentState.sightings.value?.count ?? 0
        let others = other.currentState.sightings.value ?? []
        #expect(first.currentState.sightingsTitle == "Sightings (\(before))")

        let shown = try await services.sightings.report(try Self.report("Lisbon"), of: 3)
        for reactor in [first, second] {
            #expect(await eventually { reactor.currentState.sightings.value?.contains(shown) == true })
            #expect(reactor.currentState.sightingsTitle == "Sightings (\(before + 1))")
        }
        #expect(other.currentState.sightings.value == others, "another breed's detail is left alone")
    }

    @Test func aRemovedSightingLeavesTheList() async throws {
        let fake = FakeCatsServices()
        let reactor = CatDetailReactor(
            breedID: 3,
            services: CatsServices(
                catalog: FakeCatalog(fake: fake), favorites: FakeFavorites(fake: fake), account: FakeAccount(fake: fake),
                sync: FakeSync(fake: fake), sightings: FakeSightings(fake: fake)))
        reactor.send(.loadSightings)
        #expect(await eventually { reactor.currentState.sightings.value != nil })
        let shown = try await fake.services.sightings.report(try Self.report("Porto"), of: 3)
        #expect(await eventually { reactor.currentState.sightings.value?.first { $0.id == shown.id } != nil })
        fake.sightingChanges.send(.deleted(shown.id))
        #expect(await eventually { reactor.currentState.sightings.value?.contains { $0.id == shown.id } == false })
    }
}
