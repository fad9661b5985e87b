import CatsAPI
import Foundation
import NIOConcurrencyHelpers
import Testing
import TrellisData
import TrellisLists
import TrellisReactor
import TrellisTerminalTesting
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
    var catalogProgress: ModelEvents<TransferProgress> { base.catalogProgress }

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

/// The same through the screen, as a person meets it: the list's load request (its first
/// show, and each time it is shown again, back from a detail) reads the server only when
/// the stored list is stale; `r`, the user's own reload, always asks.
@MainActor
@Suite struct CatsListScreenStalenessTests {
    let clock = ManualWallClock()
    let transport = ScriptedTransport(breeds: DataFixture.breeds)

    @Test func shownAgainFreshTheScreenReadsTheStoreAndRAsksTheServer() async throws {
        var services = try await DataFixture.signedIn(transport: transport, staleness: clock.staleness(.seconds(600)))
        let catalog = PolicyRecordingCatalog(services.catalog)
        services.catalog = catalog
        let scheduler = ManualScheduler()
        let screen = CatsListScreen(context: .recording(services), initialSegment: .all, scheduler: scheduler)
        let pilot = Pilot.testing(root: screen.view, columns: 40, rows: 12) { app in app.focusedView = screen.preferredFocus }
        let loaded = { @MainActor in
            scheduler.runPending()
            return screen.reactor?.currentState.breeds.value?.count == 68 && screen.reactor?.currentState.breeds.isLoading == false
        }
        screen.viewWillAppear()  // first show: never synced, so stale
        pilot.frame()
        #expect(await eventually { loaded() && catalog.policies == [.cacheThenNetwork] })
        let synced = clock.now
        #expect(await eventually { await catalog.lastSynced(.breeds) == synced })
        clock.advance(300)
        screen.viewWillAppear()  // back from a detail, fresh: the store only, no request
        #expect(await eventually { loaded() && catalog.policies == [.cacheThenNetwork, .cacheOnly] })
        let requests = transport.count("GET /breeds")
        pilot.type("r")  // the user's reload: the server, whatever the age
        #expect(await eventually { catalog.policies == [.cacheThenNetwork, .cacheOnly, .cacheThenNetwork] })
        #expect(await eventually { transport.count("GET /breeds") == requests + 1 && loaded() })
        withExtendedLifetime(pilot) {}
    }
}
