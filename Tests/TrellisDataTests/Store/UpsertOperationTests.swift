import Foundation
import GRDB
import Testing

@testable import TrellisData

/// The identity map and the database agree on an entity's last-sync time after every kind
/// of upsert: a local edit is not what the server sent, so it is unsynced in both.
@Suite struct UpsertOperationTests {
    let synced = Date(timeIntervalSince1970: 100)

    /// The sync time on disk, read past the identity map.
    func storedSyncTime(of id: Int64, in store: EntityStore) async throws -> Date? {
        let seconds = try await store.database.read { db in
            try Double.fetchOne(db, sql: "SELECT _synced_at FROM breed WHERE id = ?", arguments: [id])
        }
        return seconds.map(Date.init(timeIntervalSince1970:))
    }

    @Test func aLocalEditIsUnsyncedInTheMapAndOnDisk() async throws {
        // given a synced breed the identity map holds
        let store = try makeStore()
        try await store.upsert([Breed(id: 1, name: "A", origin: "x")], syncedAt: synced)
        #expect(try await store.entity(Breed.self, id: 1)?.lastSyncTime == synced)
        // when it is edited locally
        try await store.upsert([Breed(id: 1, name: "A", origin: "x", isFavorite: true)])
        // then the map and the database both say it was not synced since
        #expect(try await store.entity(Breed.self, id: 1)?.lastSyncTime == nil)
        #expect(try await storedSyncTime(of: 1, in: store) == nil)
        #expect(try await store.entity(Breed.self, id: 1)?.isStale(under: .ttl(.seconds(3600)), at: synced) == true)
    }

    @Test func anUnchangedLocalWriteKeepsTheSyncTimeInBoth() async throws {
        let store = try makeStore()
        try await store.upsert([Breed(id: 1, name: "A", origin: "x")], syncedAt: synced)
        _ = try await store.entity(Breed.self, id: 1)
        try await store.upsert([Breed(id: 1, name: "A", origin: "x")])
        #expect(try await store.entity(Breed.self, id: 1)?.lastSyncTime == synced)
        #expect(try await storedSyncTime(of: 1, in: store) == synced)
    }

    @Test func aSyncedEditStampsBoth() async throws {
        let store = try makeStore()
        try await store.upsert([Breed(id: 1, name: "A", origin: "x")])
        _ = try await store.entity(Breed.self, id: 1)
        let later = Date(timeIntervalSince1970: 200)
        try await store.upsert([Breed(id: 1, name: "B", origin: "x")], syncedAt: later)
        #expect(try await store.entity(Breed.self, id: 1)?.lastSyncTime == later)
        #expect(try await storedSyncTime(of: 1, in: store) == later)
    }

    @Test func aColdLocalEditReadsBackUnsynced() async throws {
        // the map never held it: what a reopened store reads is what was written
        let store = try makeStore()
        try await store.upsert([Breed(id: 1, name: "A", origin: "x")], syncedAt: synced)
        try await store.upsert([Breed(id: 1, name: "B", origin: "x")])
        #expect(try await store.entity(Breed.self, id: 1)?.lastSyncTime == nil)
        #expect(try await storedSyncTime(of: 1, in: store) == nil)
    }
}
