import Foundation
import GRDB
import Testing
import TrellisTestSupport

@testable import TrellisData

@Suite struct EntityStoreTests {
    let abyssinian = Breed(id: 1, name: "Abyssinian", origin: "Ethiopia")
    let bengal = Breed(id: 2, name: "Bengal", origin: "United States")

    @Test func upsertsPublishInsertsThenTheChangedFields() async throws {
        let center = ModelEventCenter()
        let store = try makeStore(events: center)
        let events = center.changes(of: Breed.self).subscribe()
        try await store.upsert([abyssinian, bengal])
        var renamed = abyssinian
        renamed.origin = "Egypt"
        try await store.upsert([renamed, bengal])  // bengal unchanged: no event
        var received: [String] = []
        for try await change in events {
            received.append(change.description)
            if received.count == 3 { break }
        }
        #expect(
            received == ["inserted breed 1 <cats://cat/1>", "inserted breed 2 <cats://cat/2>", "updated breed 1 <cats://cat/1>: origin"])
    }

    @Test func anUpsertOfARowTheMapHasNotSeenReadsItToReportTheChange() async throws {
        let center = ModelEventCenter()
        try await withTemporaryDirectory(prefix: "trellis-data") { directory in
            let path = directory.appendingPathComponent("cats.sqlite").path
            try await EntityStore(location: .file(path: path), schema: testSchema).upsert([abyssinian])
            let reopened = try EntityStore(location: .file(path: path), schema: testSchema, events: center)
            let events = center.changes(of: Breed.self).subscribe()
            var favorite = abyssinian
            favorite.isFavorite = true
            try await reopened.upsert([favorite])
            var iterator = events.makeAsyncIterator()
            #expect(try await iterator.next()?.description == "updated breed 1 <cats://cat/1>: isFavorite")
        }
    }

    @Test func theIdentityMapHoldsOneValuePerIdAndAnswersWarmReads() async throws {
        let store = try makeStore()
        try await store.upsert([abyssinian], syncedAt: Date(timeIntervalSince1970: 100))
        #expect(try await store.entity(Breed.self, id: 1)?.value == abyssinian)
        #expect(try await store.entity(Breed.self, id: 1)?.lastSyncTime == Date(timeIntervalSince1970: 100))
        #expect(try await store.entity(Breed.self, id: 99) == nil)
        #expect(try await store.all(Breed.self) == [abyssinian])
    }

    @Test func aBatchThatFailsLandsNothingAndPublishesNothing() async throws {
        // given a stored breed and a subscriber
        let center = ModelEventCenter()
        let store = try makeStore(events: center)
        try await store.upsert([abyssinian])
        let events = center.changes(of: Breed.self).subscribe()
        // when a batch writes a breed, then an entity whose table does not exist
        var renamed = abyssinian
        renamed.name = "Aby"
        await #expect(throws: StoreError.self) {
            try await store.write { batch in
                batch.upsert([renamed, bengal])
                batch.upsert([Unregistered(id: 1)])
            }
        }
        // then neither breed changed, on disk or in the map, and no event went out
        #expect(try await store.all(Breed.self) == [abyssinian])
        #expect(try await store.entity(Breed.self, id: 1)?.value.name == "Abyssinian")
        center.changes(of: Breed.self).send(.deleted(0))
        var iterator = events.makeAsyncIterator()
        #expect(try await iterator.next()?.description == "deleted breed 0 <cats://cat/0>")
    }

    @Test func deletesPublishAndForgetTheEntity() async throws {
        let center = ModelEventCenter()
        let store = try makeStore(events: center)
        try await store.upsert([abyssinian, bengal])
        let events = center.changes(of: Breed.self).subscribe()
        try await store.delete(Breed.self, ids: [2, 77])
        #expect(try await store.entity(Breed.self, id: 2) == nil)
        var iterator = events.makeAsyncIterator()
        #expect(try await iterator.next()?.description == "deleted breed 2 <cats://cat/2>")
    }

    @Test func childrenAlongAnEdgeAreCachedUntilAChildOfThatParentIsWritten() async throws {
        let store = try makeStore()
        try await store.upsert([abyssinian, bengal])
        try await store.upsert((1...20).map { Sighting(id: $0, breedID: $0 % 2 == 0 ? 1 : 2, place: "p\($0)") })
        let first = try await store.children(of: 1, via: Sighting.breed)
        #expect(first.map(\.id) == [2, 4, 6, 8, 10, 12, 14, 16, 18, 20])
        // a sighting moves from breed 2 to breed 1: both lists change
        try await store.upsert([Sighting(id: 1, breedID: 1, place: "moved")])
        #expect(try await store.children(of: 1, via: Sighting.breed).first?.place == "moved")
        #expect(try await store.children(of: 2, via: Sighting.breed).count == 9)
    }

    @Test func collectionsKeepTheirOrder() async throws {
        let store = try makeStore()
        try await store.write { batch in
            batch.upsert([abyssinian, bengal])
            batch.setCollection("favorites", of: Breed.self, ids: [2, 1, 404])
        }
        #expect(try await store.collection("favorites", of: Breed.self).map(\.id) == [2, 1])
    }
}

/// An entity that is not in the test schema: writing it fails inside the transaction.
struct Unregistered: Entity {
    static let entityName = "unregistered"
    static let columns: [EntityColumn] = [EntityColumn("id", .integer)]
    let id: Int64
    var databaseValues: [GRDB.DatabaseValue] { [id.databaseValue] }
    init(id: Int64) { self.id = id }
    init(row: GRDB.Row) throws { id = row["id"] }
    init(network object: NetworkObject) throws(EntityDecodingError) { id = try object.id() }
}
