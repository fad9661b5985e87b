import Foundation
import Testing
import TrellisData

@Suite struct EntityStoreObservationTests {
    @Test func aWriteFromAnywhereReachesEveryObserverAsAChange() async throws {
        // given two screens observing the same query
        let store = try makeStore()
        try await store.upsert([Breed(id: 1, name: "Abyssinian", origin: "Ethiopia"), Breed(id: 2, name: "Bengal", origin: "US")])
        var list = store.observe(.all(Breed.self)).makeAsyncIterator()
        var detail = store.observe(.all(Breed.self)).makeAsyncIterator()
        let initial = try #require(try await list.next())
        #expect(initial.isInitial && initial.inserted == [1, 2])
        _ = try await detail.next()
        // when a sync writes one changed breed and a new one, and deletes another
        try await store.write { batch in
            batch.upsert([Breed(id: 1, name: "Abyssinian", origin: "Egypt"), Breed(id: 3, name: "Chartreux", origin: "France")])
            batch.delete(Breed.self, ids: [2])
        }
        // then both get the same change, not a reload
        for change in [try await list.next(), try await detail.next()] {
            let change = try #require(change)
            #expect(change.inserted == [3])
            #expect(change.updated.map(\.id) == [1])
            #expect(change.updated.first?.fields == ["origin"])
            #expect(change.deleted == [2])
            #expect(change.values.map(\.id) == [1, 3])
        }
    }

    @Test func aCollectionObserverSeesReorders() async throws {
        let store = try makeStore()
        try await store.write { batch in
            batch.upsert([Breed(id: 1, name: "A", origin: "x"), Breed(id: 2, name: "B", origin: "y")])
            batch.setCollection("favorites", of: Breed.self, ids: [1, 2])
        }
        var favorites = store.observe(.collection("favorites", of: Breed.self)).makeAsyncIterator()
        #expect(try await favorites.next()?.values.map(\.id) == [1, 2])
        try await store.write { $0.setCollection("favorites", of: Breed.self, ids: [2, 1]) }
        let moved = try #require(try await favorites.next())
        #expect(moved.values.map(\.id) == [2, 1])
        #expect(moved.isEmpty)
    }

    @Test func childrenObserversSeeOnlyTheirParent() async throws {
        let store = try makeStore()
        try await store.upsert([Sighting(id: 1, breedID: 1, place: "Oslo")])
        var sightings = store.observe(.children(of: Int64(1), via: Sighting.breed)).makeAsyncIterator()
        #expect(try await sightings.next()?.values.count == 1)
        try await store.upsert([Sighting(id: 2, breedID: 7, place: "Rome")])  // another breed's
        try await store.upsert([Sighting(id: 3, breedID: 1, place: "Kyiv")])
        #expect(try await sightings.next()?.inserted == [3])
    }
}
