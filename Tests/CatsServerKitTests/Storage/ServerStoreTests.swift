import CatsAPI
import CatsServerKit
import Foundation
import Hummingbird
import Testing
import TrellisData
import TrellisTestSupport

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

    /// Found by a hostile run of `cats-server --database`: a directory, a missing folder or a
    /// file of random bytes ended it with `Error: SQLite error 14: unable to open database
    /// file`, naming no file. The error now names it (the process still exits 1).
    @Test("a database that cannot be opened is an error naming the file", arguments: ["directory", "missing folder", "garbage"])
    func anUnopenableDatabaseIsNamed(_ kind: String) throws {
        try withTemporaryDirectory(prefix: "cats-server-store") { folder in
            let path: String
            switch kind {
            case "directory":
                // A directory of its own, so the lock taken beside it lands in the temporary one.
                path = folder.appendingPathComponent("cats.sqlite").path
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            case "missing folder": path = folder.appendingPathComponent("no/such/cats.sqlite").path
            default:
                path = folder.appendingPathComponent("garbage.sqlite").path
                var generator = SystemRandomNumberGenerator()
                try Data((0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: URL(fileURLWithPath: path))
            }
            let error = #expect(throws: ServerStoreError.self) { _ = try ServerStore(location: .file(path), catalog: []) }
            #expect(error?.description.hasPrefix("cannot open the server database at \(path): ") == true, "\(String(describing: error))")
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
        #expect(try await store.sightings(of: 3) == SightingGenerator().sightings(for: catalog).filter { $0.breedID == 3 }.reversed())
        #expect(try await store.sightings(of: 4) == nil)
    }

    @Test func aDatabaseThatCannotBeOpenedIsAnError() throws {
        #expect(throws: (any Error).self) { try CatsServer(testConfiguration { $0.database = .file("/nonexistent-dir/x/cats.sqlite") }) }
    }
}
