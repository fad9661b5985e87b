import Foundation
import Testing
import TrellisData

@Suite struct EntityStoreRefreshTests {
    struct Offline: Error {}
    let synced = Date(timeIntervalSince1970: 1_000_000)

    @Test func aFreshEntityIsNotFetched() async throws {
        let store = try makeStore()
        try await store.upsert([Breed(id: 1, name: "A", origin: "x")], syncedAt: synced)
        let loaded = try await store.entity(Breed.self, id: 1, refreshingIfStale: .ttl(.seconds(60)), now: synced.addingTimeInterval(59)) {
            _ in
            Issue.record("fetched a fresh entity")
            throw Offline()
        }
        #expect(loaded.origin == .cache)
    }

    @Test func aStaleEntityIsRefreshedAndStampedFresh() async throws {
        let store = try makeStore()
        try await store.upsert([Breed(id: 1, name: "A", origin: "x")], syncedAt: synced)
        let now = synced.addingTimeInterval(60)
        let loaded = try await store.entity(Breed.self, id: 1, refreshingIfStale: .ttl(.seconds(60)), now: now) { id in
            Breed(id: id, name: "A", origin: "y")
        }
        #expect(loaded.origin == .network && loaded.value.origin == "y")
        #expect(try await store.entity(Breed.self, id: 1)?.lastSyncTime == now)
        #expect(try await store.entity(Breed.self, id: 1)?.isStale(under: .ttl(.seconds(60)), at: now) == false)
    }

    @Test func offlineAStaleEntityIsStillAnsweredWithTheError() async throws {
        let store = try makeStore()
        try await store.upsert([Breed(id: 1, name: "A", origin: "x")])  // never synced: stale
        let loaded = try await store.entity(Breed.self, id: 1, refreshingIfStale: .ttl(.seconds(60))) { _ in throw Offline() }
        #expect(loaded.value.origin == "x")
        #expect(loaded.networkError is Offline)
    }

    @Test func offlineAMissingEntityIsUnavailable() async throws {
        let store = try makeStore()
        await #expect(throws: DataAccessError.self) {
            _ = try await store.entity(Breed.self, id: 9, refreshingIfStale: .ttl(.seconds(60))) { _ in throw Offline() }
        }
    }
}
