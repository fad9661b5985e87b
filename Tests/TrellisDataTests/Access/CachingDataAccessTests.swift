import Foundation
import Testing
import TrellisData

@Suite struct CachingDataAccessTests {
    struct Offline: Error, Equatable {}

    func resource(store: EntityStore, network: [Breed]?) -> DataResource<[Breed]> {
        DataResource(
            name: "breeds",
            cached: {
                let all = try await store.all(Breed.self)
                return all.isEmpty ? nil : all
            },
            fetch: {
                guard let network else { throw Offline() }
                return network
            },
            save: { try await store.upsert($0, syncedAt: Date()) })
    }

    func collect(_ stream: AsyncThrowingStream<Fetched<[Breed]>, any Error>) async throws -> [(
        origin: Fetched<[Breed]>.Origin, ids: [Int64], failed: Bool
    )] {
        var all: [(Fetched<[Breed]>.Origin, [Int64], Bool)] = []
        for try await loaded in stream { all.append((loaded.origin, loaded.value.map(\.id), loaded.networkError != nil)) }
        return all
    }

    @Test func cacheThenNetworkDeliversBothAndSavesTheServersValue() async throws {
        let store = try makeStore()
        try await store.upsert([Breed(id: 1, name: "A", origin: "x")])
        let loads = try await collect(
            CachingDataAccess().load(resource(store: store, network: [Breed(id: 2, name: "B", origin: "y")]), policy: .cacheThenNetwork))
        #expect(loads.map(\.origin) == [.cache, .network])
        #expect(loads.map(\.ids) == [[1], [2]])
        #expect(try await store.all(Breed.self).map(\.id) == [1, 2])
    }

    @Test func aMergingResourceDeliversWhatTheStoreHoldsNotTheServersValue() async throws {
        // given a store that keeps a local change on top of what the server sends
        let store = try makeStore()
        let resource = DataResource<[Breed]>(
            name: "breeds", cached: { nil }, fetch: { [Breed(id: 2, name: "B", origin: "server")] },
            merge: { breeds in
                let merged = breeds.map { Breed(id: $0.id, name: $0.name, origin: "merged") }
                try await store.upsert(merged)
                return merged
            })
        // when it loads, then the merge is delivered and stored
        let loads = try await CachingDataAccess().load(resource, policy: .networkOnly).reduce(into: []) { $0.append($1.value) }
        #expect(loads == [[Breed(id: 2, name: "B", origin: "merged")]])
        #expect(try await store.all(Breed.self) == [Breed(id: 2, name: "B", origin: "merged")])
    }

    @Test func offlineTheStoreAnswersAndTheErrorIsReported() async throws {
        let store = try makeStore()
        try await store.upsert([Breed(id: 1, name: "A", origin: "x")])
        let loads = try await collect(CachingDataAccess().load(resource(store: store, network: nil), policy: .cacheThenNetwork))
        #expect(loads.map(\.origin) == [.cache, .cache])
        #expect(loads.map(\.failed) == [false, true])
    }

    @Test func offlineWithNothingStoredIsUnavailable() async throws {
        let store = try makeStore()
        let error = await #expect(throws: DataAccessError.self) {
            _ = try await collect(CachingDataAccess().load(resource(store: store, network: nil), policy: .cacheThenNetwork))
        }
        guard case .unavailable(let name, let underlying) = error else {
            Issue.record("expected unavailable, got \(String(describing: error))")
            return
        }
        #expect(name == "breeds" && underlying is Offline)
    }

    @Test func networkOnlyNeverReadsTheStore() async throws {
        let store = try makeStore()
        try await store.upsert([Breed(id: 1, name: "A", origin: "x")])
        let loads = try await collect(
            CachingDataAccess().load(resource(store: store, network: [Breed(id: 2, name: "B", origin: "y")]), policy: .networkOnly))
        #expect(loads.map(\.origin) == [.network])
        await #expect(throws: DataAccessError.self) {
            _ = try await collect(CachingDataAccess().load(resource(store: store, network: nil), policy: .networkOnly))
        }
    }

    @Test func cacheOnlyNeverFetches() async throws {
        let store = try makeStore()
        let fetched = DataResource<[Breed]>(
            name: "breeds", cached: { nil },
            fetch: {
                Issue.record("fetched")
                return []
            }, save: { _ in })
        let error = await #expect(throws: DataAccessError.self) {
            _ = try await collect(CachingDataAccess().load(fetched, policy: .cacheOnly))
        }
        guard case .notCached("breeds") = error else {
            Issue.record("expected notCached, got \(String(describing: error))")
            return
        }
        try await store.upsert([Breed(id: 1, name: "A", origin: "x")])
        let loads = try await collect(CachingDataAccess().load(resource(store: store, network: nil), policy: .cacheOnly))
        #expect(loads.map(\.origin) == [.cache])
    }
}
