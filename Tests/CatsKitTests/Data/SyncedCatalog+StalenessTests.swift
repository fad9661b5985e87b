import CatsAPI
import Foundation
import Testing
import TrellisData

@testable import CatsKit

/// Facebook's `isDataStale` in the catalog: each stored list knows when it last synced (on
/// the app's clock), and showing one asks the server only once it is stale.
@Suite struct SyncedCatalogStalenessTests {
    let clock = ManualWallClock()

    @Test func aListKnowsItsOldestSyncTimeAndANeverSyncedOneHasNone() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.open(transport: transport, staleness: clock.staleness())
        let catalog = services.catalog
        #expect(await catalog.lastSynced(.breeds) == nil)  // seeded from the bundled catalog
        let synced = clock.now
        _ = try await catalog.breeds(policy: .networkOnly).collect()
        #expect(await catalog.lastSynced(.breeds) == synced)
        clock.advance(120)
        _ = try await catalog.breed(3, policy: .networkOnly).collect()
        #expect(await catalog.lastSynced(.breed(3)) == clock.now)
        #expect(await catalog.lastSynced(.breeds) == synced)  // as old as its oldest breed
        #expect(await catalog.lastSynced(.sightings(of: 3)) == nil)
        _ = try await catalog.sightings(of: 3, policy: .networkOnly).collect()
        #expect(await catalog.lastSynced(.sightings(of: 3)) == clock.now)
    }

    @Test func aStaleListRefreshesWhenShownAndAFreshOneDoesNotAskTheServer() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.open(transport: transport, staleness: clock.staleness(.seconds(600)))
        let catalog = services.catalog
        func show() async throws -> [Fetched<[Breed]>.Origin] {
            try await catalog.showing(.breeds, under: services.staleness) { catalog.breeds(policy: $0) }.collect().map(\.origin)
        }
        #expect(try await show() == [.cache, .network])  // never synced: stale
        #expect(transport.count("GET /breeds") == 1)
        clock.advance(599)
        #expect(try await show() == [.cache])  // fresh: the store only
        #expect(transport.count("GET /breeds") == 1)
        clock.advance(1)
        #expect(try await show() == [.cache, .network])  // stale again
        #expect(transport.count("GET /breeds") == 2)
    }

    @Test func offlineAStaleListKeepsTheStoredCopyAndItsAge() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.open(transport: transport, staleness: clock.staleness(.seconds(60)))
        let catalog = services.catalog
        let synced = clock.now
        _ = try await catalog.sightings(of: 3, policy: .networkOnly).collect()
        transport.script("GET /breeds/3/sightings", .unreachable)
        clock.advance(2 * 86_400)
        let loads = try await catalog.showing(.sightings(of: 3), under: services.staleness) { catalog.sightings(of: 3, policy: $0) }
            .collect()
        #expect(loads.map(\.origin) == [.cache, .cache])
        #expect(loads.last?.networkError != nil)
        #expect(loads.last?.value.isEmpty == false)
        #expect(await catalog.lastSynced(.sightings(of: 3)) == synced)
    }
}
