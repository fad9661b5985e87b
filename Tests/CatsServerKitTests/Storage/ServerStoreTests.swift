import CatsAPI
import CatsServerKit
import Foundation
import Hummingbird
import Testing
import TrellisData

/// The server's SQLite file: seeded once, tokens and favorites surviving a restart.
@Suite struct ServerStoreTests {
    @Test func tokensAndFavoritesSurviveARestartOnTheSameFile() async throws {
        try await withDatabaseFile { path in
            let configuration = testConfiguration { $0.database = .file(path) }
            let token = try await withServer(configuration) { client in
                let token = try await client.signIn("ada")
                for id: Int64 in [5, 2, 9] { _ = try await client.send(.addFavorite(id), token: token) }
                _ = try await client.send(.removeFavorite(2), token: token)
                return token
            }
            try await withServer(configuration) { client throws in
                #expect(try await client.send(.currentUser(), token: token).decode(CatsUser.self).id == "ada")
                #expect(try await client.favorites(token) == [5, 9])
                // seeded once: the catalog is not doubled by the second start
                #expect(try await client.send(.breeds()).decode([Breed].self).count == 68)
            }
        }
    }

    @Test func anInMemoryDatabaseStartsEmptyEveryTime() async throws {
        let token = try await withServer { client in
            let token = try await client.signIn("ada")
            _ = try await client.send(.addFavorite(1), token: token)
            return token
        }
        try await withServer { client throws in
            #expect(try await client.send(.currentUser(), token: token).status == .unauthorized)
        }
    }

    @Test func theStoreIsSeededFromTheCatalogGiven() async throws {
        let catalog = Array(try BreedCatalog.load().prefix(3))
        let store = try CatsServer(testConfiguration(), catalog: catalog).store
        #expect(try await store.breeds() == catalog)
        #expect(try await store.sightings(of: 3) == SightingGenerator().sightings(for: catalog).filter { $0.breedID == 3 })
        #expect(try await store.sightings(of: 4) == nil)
    }

    @Test func aDatabaseThatCannotBeOpenedIsAnError() throws {
        #expect(throws: (any Error).self) { try CatsServer(testConfiguration { $0.database = .file("/nonexistent-dir/x/cats.sqlite") }) }
    }
}
