import CatsAPI
import Foundation
import GRDB
import Logging
import Testing

@testable import CatsServerKit

/// The server's file damaged behind its back (issue 21): a blob that is not text in
/// `breed.name` trapped in GRDB's non-throwing subscript; now the row is logged and
/// skipped, and the catalog still answers with the other breeds.
@Suite struct ServerStoreRowsTests {
    @Test func aDamagedBreedIsSkippedAndTheOthersAreServed() async throws {
        try await withDatabaseFile { path in
            let catalog = try BreedCatalog.load()
            _ = try ServerStore(location: .file(path), catalog: catalog)
            try await DatabaseQueue(path: path).write { db in
                try db.execute(sql: "UPDATE breed SET name = X'FFFE' WHERE id = 2; UPDATE sighting SET place = X'FF' WHERE id = 1")
            }
            let store = try ServerStore(
                location: .file(path), catalog: catalog, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
            let breeds = try await store.breeds()
            #expect(breeds.count == catalog.count - 1)
            #expect(!breeds.contains { $0.id == 2 })
            let damagedSighting = try await DatabaseQueue(path: path).read { db in
                try Int64.fetchOne(db, sql: "SELECT breed_id FROM sighting WHERE id = 1")
            }
            let breedID = try #require(damagedSighting)
            let sightings = try #require(try await store.sightings(of: breedID))
            #expect(!sightings.contains { $0.id == 1 })
        }
    }
}
