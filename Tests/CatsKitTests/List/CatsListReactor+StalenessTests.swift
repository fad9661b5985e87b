import CatsAPI
import Foundation
import NIOConcurrencyHelpers
import Testing
import TrellisData
import TrellisReactor
import TrellisTestSupport

@testable import CatsKit

/// The breeds list on the real services against a scripted server: shown again, it asks
/// the server in the background only once the stored list is stale; `r` always asks.
@MainActor
@Suite struct CatsListReactorStalenessTests {
    let clock = ManualWallClock()
    let transport = ScriptedTransport(breeds: DataFixture.breeds)

    @Test func shownAgainTheListRefreshesOnlyWhenStale() async throws {
        var services = try await DataFixture.signedIn(transport: transport, staleness: clock.staleness(.seconds(600)))
        let catalog = PolicyRecordingCatalog(services.catalog)
        services.catalog = catalog
        let reactor = CatsListReactor(services: services)
        let before = transport.count("GET /breeds")
        reactor.send(.load)  // never synced: stale
        #expect(await eventually { transport.count("GET /breeds") == before + 1 && !reactor.currentState.breeds.isLoading })
        let synced = clock.now  // the stored copy finished the load; wait for the server's to be stamped
        #expect(await eventually { await catalog.lastSynced(.breeds) == synced })
        clock.advance(300)
        reactor.send(.load)  // shown again, fresh: the store only
        #expect(await eventually { catalog.policies.count == 2 })
        reactor.send(.reload)  // `r`: asks whatever the age
        #expect(await eventually { transport.count("GET /breeds") == before + 2 && !reactor.currentState.breeds.isLoading })
        // The stored copy finishes the load; the server's answer is stamped a moment later.
        let reloaded = clock.now
        #expect(await eventually { await catalog.lastSynced(.breeds) == reloaded })
        clock.advance(600)
        reactor.send(.load)  // stale: refreshed in the background, the rows stay
        #expect(!reactor.currentState.breeds.isLoading && reactor.currentState.breeds.value?.count == 68)
        #expect(await eventually { transport.count("GET /breeds") == before + 3 })
        #expect(catalog.policies == [.cacheThenNetwork, .cacheOnly, .cacheThenNetwork, .cacheThenNetwork])
        #expect(reactor.currentState.breeds.value?.count == 68)
    }
}

/// The real catalog, noting the policy of each breeds read.
final class PolicyRecordingCatalog: CatsCatalog {
    let base: any CatsCatalog
    private let recorded = NIOLockedValueBox<[CachePolicy]>([])

    init(_ base: any CatsCatalog) { self.base = base }

    var policies: [CachePolicy] { recorded.withLockedValue { $0 } }
    var breedChanges: ModelEvents<EntityChange<Breed>> { base.breedChanges }
    var sightingChanges: ModelEvents<EntityChange<Sighting>> { base.sightingChanges }

    func breeds(policy: CachePolicy) -> AsyncThrowingStream<Fetched<[Breed]>, any Error> {
        recorded.withLockedValue { $0.append(policy) }
        return base.breeds(policy: policy)
    }

    func breed(_ id: Int64, policy: CachePolicy) -> AsyncThrowingStream<Fetched<Breed>, any Error> { base.breed(id, policy: policy) }

    func sightings(of breedID: Int64, policy: CachePolicy) -> AsyncThrowingStream<Fetched<[Sighting]>, any Error> {
        base.sightings(of: breedID, policy: policy)
    }

    func lastSynced(_ part: CatalogPart) async -> Date? { await base.lastSynced(part) }
}
