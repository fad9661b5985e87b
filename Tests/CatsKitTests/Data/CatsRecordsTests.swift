import CatsAPI
import Foundation
import GRDB
import Testing
import TrellisData

@testable import CatsKit

/// The Cats database's schema across versions.
@Suite struct CatsRecordsTests {
    @Test func aDatabaseFromBeforeTheCountsMigratesAndReadsEveryBreedAsCountedZero() async throws {
        // given a database as the last release left it: no favorite_count, no v2 migration
        try await DataFixture.withDatabaseFile { path in
            let first = try await DataFixture.open(.file(path: path))
            try await first.favorites.setFavorite(3, true)
            await first.close()
            let queue = try DatabaseQueue(path: path)
            try await queue.write { db in
                try db.execute(sql: "ALTER TABLE breed DROP COLUMN favorite_count")
                try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'breed.v2-favorite-count'")
            }
            try queue.close()

            // when the app opens it
            let services = try await DataFixture.open(.file(path: path))
            defer { Task { await services.close() } }

            // then every breed reads, counted 0, and the favorite is kept
            let breeds = try await services.catalog.breeds(policy: .cacheOnly).collect().last?.value ?? []
            #expect(breeds.count == DataFixture.breeds.count)
            #expect(breeds.allSatisfy { $0.favoriteCount == 0 })
            #expect(await services.favorites.storedIDs() == [3])
            let columns = try await DatabaseQueue(path: path).read { db in try db.columns(in: "breed").map(\.name) }
            #expect(columns.contains("favorite_count"))
            // Taking away a favorite counted before the counts existed shows 0, not -1.
            try await services.favorites.setFavorite(3, false)
            #expect(try await services.catalog.breeds(policy: .cacheOnly).collect().last?.value.first { $0.id == 3 }?.favoriteCount == 0)
        }
    }

    @Test func aNegativeCountOnDiskIsAnUnreadableRowNotATrap() async throws {
        try await DataFixture.withDatabaseFile { path in
            await (try await DataFixture.open(.file(path: path))).close()
            let queue = try DatabaseQueue(path: path)
            try await queue.write { db in try db.execute(sql: "UPDATE breed SET favorite_count = -4 WHERE id = 5") }
            try queue.close()
            let services = try await DataFixture.open(.file(path: path))
            defer { Task { await services.close() } }
            let breeds = try await services.catalog.breeds(policy: .cacheOnly).collect().last?.value ?? []
            #expect(breeds.count == DataFixture.breeds.count - 1)  // the damaged row is skipped (and logged)
            #expect(!breeds.contains { $0.id == 5 })
        }
    }
}
