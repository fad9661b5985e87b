import CatsAPI
import Foundation
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

/// Services over an in-memory (or temporary file) store, with or without a scripted server.
enum DataFixture {
    static let breeds: [Breed] = (try? BreedCatalog.load()) ?? []
    static let server = "http://cats.test:8080"

    /// Opens services; with a transport, against the scripted server, with no retries and
    /// no background loop unless asked.
    static func open(
        _ database: StoreLocation = .inMemory, transport: ScriptedTransport? = nil, catalogPath: String? = nil,
        retryInterval: Duration? = nil, clock: SyncClock? = nil, staleness: CatsStaleness = CatsStaleness()
    ) async throws -> CatsServices {
        var configuration = CatsDataConfiguration(
            database: database, server: transport == nil ? nil : server, catalogPath: catalogPath, transport: transport,
            requestTimeout: .seconds(2), retry: .none, retryInterval: retryInterval, staleness: staleness)
        if let clock { configuration.clock = clock }
        return try await CatsServices.open(configuration)
    }

    /// The sync engine behind `services` (opened with a transport).
    static func engine(of services: CatsServices) throws -> CatsSyncEngine {
        guard let engine = (services.sync as? SyncedConnection)?.engine else { throw FixtureError.noEngine }
        return engine
    }

    /// The queued changes of `user` in the database of `services`.
    static func queue(of services: CatsServices, user: String = "ada") async throws -> [OutboxEntry] {
        guard let favorites = services.favorites as? SyncedFavorites else { throw FixtureError.noEngine }
        return try await favorites.ledger.pending(of: user)
    }

    /// The favorites of `user` as stored in the database of `services`.
    static func stored(of services: CatsServices, user: String = "ada") async throws -> [Int64] {
        guard let favorites = services.favorites as? SyncedFavorites else { throw FixtureError.noEngine }
        return try await favorites.store.collection(CatsStore.favorites(of: user), of: Breed.self).map(\.id)
    }

    enum FixtureError: Error { case noEngine }

    /// Services against a scripted server, signed in as `user` (whose server favorites are `favorites`).
    static func signedIn(
        _ user: String = "ada", favorites: [Int64] = [], transport: ScriptedTransport, staleness: CatsStaleness = CatsStaleness()
    ) async throws -> CatsServices {
        transport.setFavorites(favorites, of: user)
        let services = try await open(transport: transport, staleness: staleness)
        _ = try await services.account.signIn(user)
        return services
    }

    /// The path of a database file `cats.sqlite` in a fresh temporary directory, removed
    /// after `body` with everything the services put beside it (the lock, the WAL files).
    static func withDatabaseFile<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: (String) async throws -> T
    ) async throws -> T {
        try await withTemporaryDirectory(prefix: "cats-data") { directory in
            try await body(directory.appendingPathComponent("cats.sqlite").path)
        }
    }

    /// A catalog file of the first `count` bundled breeds.
    static func catalogFile(count: Int, in directory: String) throws -> String {
        let path = directory + "/breeds.json"
        struct File: Encodable {
            let version: Int
            let breeds: [Breed]
        }
        let file = File(version: 2, breeds: Array(breeds.prefix(count)))
        try JSONEncoder().encode(file).write(to: URL(fileURLWithPath: path))
        return path
    }
}

extension AsyncThrowingStream where Failure == any Error {
    /// Every element until the stream ends.
    func collect() async throws -> [Element] {
        var all: [Element] = []
        for try await element in self { all.append(element) }
        return all
    }
}
