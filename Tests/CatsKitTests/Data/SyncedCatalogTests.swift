import CatsAPI
import CatsKit
import Foundation
import Testing
import TrellisData

@Suite struct SyncedCatalogTests {
    @Test func withoutAServerEveryPolicyReadsTheStore() async throws {
        let services = try await DataFixture.open()
        for policy in CachePolicy.allCases {
            let loads = try await services.catalog.breeds(policy: policy).collect()
            #expect(loads.map(\.origin) == [.cache], "\(policy)")
            #expect(loads.first?.value.map(\.id) == Array(1...68))
            #expect(loads.first?.networkError == nil)
            let breed = try await services.catalog.breed(12, policy: policy).collect()
            #expect(breed.map(\.value.id) == [12])
        }
        await #expect(throws: DataAccessError.self) { try await services.catalog.breed(999, policy: .cacheThenNetwork).collect() }
    }

    @Test func sightingsAreNewestFirstAndAnEmptyListIsNotMissing() async throws {
        let services = try await DataFixture.open()
        let sightings = try #require(try await services.catalog.sightings(of: 3, policy: .cacheOnly).collect().first?.value)
        #expect(!sightings.isEmpty)
        #expect(sightings.map(\.seenOn) == sightings.map(\.seenOn).sorted(by: >))
        let none = try await services.catalog.sightings(of: 7, policy: .cacheOnly).collect()
        #expect(none.map(\.value) == [[]])
        await #expect(throws: DataAccessError.self) { try await services.catalog.sightings(of: 999, policy: .cacheOnly).collect() }
    }

    @Test func cacheThenNetworkDeliversTheStoreThenTheServer() async throws {
        var served = DataFixture.breeds
        served[0].name = "Abyssinian (served)"
        let transport = ScriptedTransport(breeds: served)
        let services = try await DataFixture.signedIn(transport: transport)
        let loads = try await services.catalog.breeds(policy: .cacheThenNetwork).collect()
        #expect(loads.map(\.origin) == [.cache, .network])
        #expect(loads.map { $0.value.first?.name } == [DataFixture.breeds[0].name, "Abyssinian (served)"])
        // Saved: the store now has the server's value.
        let stored = try await services.catalog.breed(served[0].id, policy: .cacheOnly).collect()
        #expect(stored.first?.value.name == "Abyssinian (served)")
    }

    @Test func offlineTheStoreStandsAndConnectivitySaysSo() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(transport: transport)
        transport.script("GET /breeds/3/sightings", .unreachable)
        let loads = try await services.catalog.sightings(of: 3, policy: .cacheThenNetwork).collect()
        #expect(loads.map(\.origin) == [.cache, .cache])
        // The user's words; the library's error ("connection failed: connection refused") is logged.
        #expect(loads.last?.networkError as? UserFacingError == UserFacingError("Can't reach the server at cats.test:8080"))
        #expect(services.sync.connectivity.current == .offline(reason: "Can't reach the server at cats.test:8080", pending: 0))
        await #expect(throws: DataAccessError.self) { try await services.catalog.sightings(of: 3, policy: .networkOnly).collect() }
        // A read that reaches the server again puts it back online.
        transport.script("GET /breeds/3/sightings", nil)
        _ = try await services.catalog.sightings(of: 3, policy: .networkOnly).collect()
        #expect(services.sync.connectivity.current == .online)
    }
}
