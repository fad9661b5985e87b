import CatsAPI
import Foundation
import Testing
import TrellisData
import TrellisReactor
import TrellisTestSupport

@testable import CatsKit

/// The detail on the real services against a scripted server, on a clock the test moves:
/// showing a breed asks the server only once its stored copy is stale, and the footer says
/// how old what is shown is, or that the server could not be reached.
@MainActor
@Suite struct CatDetailReactorFreshnessTests {
    let clock = ManualWallClock()
    let transport = ScriptedTransport(breeds: DataFixture.breeds)

    /// A new detail of breed 3 (as opening it again makes), shown until its load ends.
    func show(_ services: CatsServices, _ segment: CatDetailSegment = .details) async -> CatDetailReactor {
        let reactor = CatDetailReactor(breedID: 3, services: services)
        reactor.send(segment == .details ? .load : .loadSightings)
        reactor.send(.select(segment))
        _ = await eventually { reactor.currentState.freshness[segment]?.checkedAt == clock.now }
        return reactor
    }

    @Test func aFreshBreedIsShownFromTheStoreAndAStaleOneIsRefreshed() async throws {
        let services = try await DataFixture.signedIn(transport: transport, staleness: clock.staleness(.seconds(600)))
        _ = try await services.catalog.breed(3, policy: .networkOnly).collect()
        let asked = transport.count("GET /breeds/3")
        clock.advance(180)
        #expect(await show(services).currentState.freshnessLine == "updated 3 min ago")
        #expect(transport.count("GET /breeds/3") == asked)  // fresh: not asked again
        clock.advance(420)
        #expect(await show(services).currentState.freshnessLine == "updated just now")  // stale: refreshed
        #expect(transport.count("GET /breeds/3") == asked + 1)
    }

    @Test func staleSightingsAreRefreshedWhenTheirSegmentIsShown() async throws {
        let services = try await DataFixture.signedIn(transport: transport, staleness: clock.staleness(.seconds(600)))
        #expect(await show(services, .sightings).currentState.freshnessLine == "updated just now")  // never synced
        #expect(transport.count("GET /breeds/3/sightings") == 1)
        clock.advance(7_200)
        let again = await show(services, .sightings)
        #expect(again.currentState.freshnessLine == "updated just now")
        #expect(transport.count("GET /breeds/3/sightings") == 2)
        clock.advance(60)
        #expect(await show(services, .sightings).currentState.freshnessLine == "updated 1 min ago")
        #expect(transport.count("GET /breeds/3/sightings") == 2)
    }

    @Test func offlineTheFooterSaysHowOldTheStoredCopyIs() async throws {
        let services = try await DataFixture.signedIn(transport: transport, staleness: clock.staleness(.seconds(600)))
        _ = try await services.catalog.breed(3, policy: .networkOnly).collect()
        transport.script("GET /breeds/3", .unreachable)
        clock.advance(2 * 86_400 + 30)
        let reactor = await show(services)
        #expect(reactor.currentState.freshnessLine == "offline · from 2 days ago")
        #expect(reactor.currentState.breed.value?.id == 3)  // the stored copy stays
        // A server that answers with a refusal is reachable, not "offline": the age alone is shown.
        transport.script("GET /breeds/3", .refuse(404, "gone on purpose"))
        transport.script("GET /breeds/3/sightings", nil)
        _ = try await services.catalog.sightings(of: 3, policy: .networkOnly).collect()  // back online
        #expect(await show(services).currentState.freshnessLine == "updated 2 days ago")
    }
}
