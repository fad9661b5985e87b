import Testing
import TrellisData

/// `observe(following:_:)`: the query of the current key, switching as the key changes.
@Suite(.timeLimit(.minutes(1)))
struct EntityStoreFollowingTests {
    @Test func theQueryFollowsTheKeyAndANilKeyShowsNothing() async throws {
        let store = try makeStore()
        try await store.write { batch in
            batch.upsert([Breed(id: 1, name: "Abyssinian", origin: "Egypt"), Breed(id: 2, name: "Bengal", origin: "USA")])
            batch.setCollection("favorites.ada", of: Breed.self, ids: [1, 2])
            batch.setCollection("favorites.bob", of: Breed.self, ids: [2])
        }
        let (user, writer) = ReplayedValue<String?>.make("ada")
        var lists = store.observe(following: user) { user in user.map { .collection("favorites.\($0)", of: Breed.self) } }
            .makeAsyncIterator()
        #expect(try await lists.next()?.map(\.id) == [1, 2])
        writer.send("bob")
        #expect(try await lists.next()?.map(\.id) == [2])
        try await store.write { $0.setCollection("favorites.bob", of: Breed.self, ids: [2, 1]) }
        #expect(try await lists.next()?.map(\.id) == [2, 1])
        writer.send(nil)
        #expect(try await lists.next()?.map(\.id) == [])
        // Ada's list changing is not followed any more.
        try await store.write { $0.setCollection("favorites.ada", of: Breed.self, ids: [2]) }
        writer.send("ada")
        #expect(try await lists.next()?.map(\.id) == [2])
        writer.finish()
        #expect(try await lists.next() == nil)
    }
}
