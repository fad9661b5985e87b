import Foundation
import Testing
import TrellisData

/// An entity's URL is its canonical link, made from its id; change events carry it.
@Suite struct EntityChangeTests {
    @Test func anEntityWithALinkHandsItOut() {
        let breed = Breed(id: 12, name: "Korat", origin: "Thailand")
        #expect(breed.url == "cats://cat/12")
        #expect(Breed.url(for: 3) == "cats://cat/3")
        #expect(Sighting(id: 1, breedID: 12, place: "Lisbon").url == nil)
    }

    @Test func everyKindOfChangeCarriesAndNamesTheLink() {
        let breed = Breed(id: 12, name: "Korat", origin: "Thailand")
        let changes: [EntityChange<Breed>] = [.inserted(breed), .updated(breed, fields: ["origin"]), .deleted(12)]
        #expect(changes.map(\.url) == ["cats://cat/12", "cats://cat/12", "cats://cat/12"])
        #expect(
            changes.map(\.description) == [
                "inserted breed 12 <cats://cat/12>", "updated breed 12 <cats://cat/12>: origin", "deleted breed 12 <cats://cat/12>",
            ])
    }

    @Test func aChangeOfAnEntityWithoutALinkNamesTheIdOnly() {
        let change = EntityChange<Sighting>.updated(Sighting(id: 4, breedID: 1, place: "Porto"), fields: ["place"])
        #expect(change.url == nil)
        #expect(change.description == "updated sighting 4: place")
    }

    @Test func theStoreSendsTheLinkWithEachChange() async throws {
        let center = ModelEventCenter()
        let store = try makeStore(events: center)
        let events = center.changes(of: Breed.self).subscribe()
        try await store.upsert([Breed(id: 5, name: "Bengal", origin: "United States")])
        try await store.delete(Breed.self, ids: [5])
        var iterator = events.makeAsyncIterator()
        #expect(try await iterator.next()?.url == "cats://cat/5")
        #expect(try await iterator.next()?.url == "cats://cat/5")
    }
}
