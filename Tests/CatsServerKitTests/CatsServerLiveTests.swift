import CatsAPI
import CatsServerKit
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import TrellisData

/// The server on a real socket (port 0) driven by the app's own client: TrellisData's
/// `Networker` over `AsyncHTTPClientTransport`, signing with `RequestSigner`.
@Suite(.timeLimit(.minutes(2))) struct CatsServerLiveTests {
    func networker(_ port: Int, secret: AppSecret = CatsAPI.demoSecret) -> Networker {
        Networker(
            transport: AsyncHTTPClientTransport(), server: APIServer(baseURL: "http://127.0.0.1:\(port)"),
            signer: RequestSigner(secret: secret, appVersion: CatsAPI.appVersion),
            configuration: .init(retry: .none), logger: quietLogger)
    }

    @Test func theAppsClientSignsInReadsTheCatalogAndKeepsFavorites() async throws {
        try await withServer(testConfiguration(), .live) { client in
            let networker = networker(try #require(client.port))
            #expect(try await networker.send(.serverVersion()).api == CatsAPI.apiVersion)
            let breeds = try await networker.send(.breeds())
            #expect(breeds.count == 68)
            #expect(try await networker.send(.breed(12)) == breeds[11])
            #expect(try await networker.send(.sightings(of: 14)).isEmpty)
            #expect(try await networker.send(.sightings(of: 1)).allSatisfy { $0.breedID == 1 })

            let session = try await networker.send(.signIn("ada"))
            await networker.setAccessToken(AccessToken(session.token))
            #expect(try await networker.send(.currentUser()) == CatsUser(id: "ada", name: "Ada"))
            _ = try await networker.send(.addFavorite(3))
            _ = try await networker.send(.addFavorite(7))
            _ = try await networker.send(.addFavorite(3))
            _ = try await networker.send(.setFavorites(FavoriteList(breedIDs: [7, 3, 1])))
            _ = try await networker.send(.removeFavorite(3))
            #expect(try await networker.send(.favorites()).breedIDs == [7, 1])
        }
    }

    @Test func refusalsReachTheAppAsStatusErrorsWithTheReason() async throws {
        try await withServer(testConfiguration { $0.faults.failFavorites = true }, .live) { client in
            let port = try #require(client.port)
            let networker = networker(port)
            await #expect(throws: NetworkError.status(404, body: #"{"error":"there is no breed 99"}"#)) {
                try await networker.send(.breed(99))
            }
            let session = try await networker.send(.signIn("ada"))
            await networker.setAccessToken(AccessToken(session.token))
            await #expect(throws: NetworkError.status(403, body: #"{"error":"favorites are failing on purpose (--fail-favorites)"}"#)) {
                try await networker.send(.addFavorite(1))
            }
            let stranger = self.networker(port, secret: AppSecret("someone-else's-secret!"))
            await #expect(throws: NetworkError.status(401, body: #"{"error":"the signature does not match"}"#)) {
                try await stranger.send(.breeds())
            }
        }
    }

    @Test func theListeningCallbackNamesTheChosenPort() async throws {
        let ports = PortRecorder()
        let server = try CatsServer(testConfiguration())
        let app = server.makeApplication { port in await ports.record(port) }
        try await app.test(.live) { client in
            let port = try #require(client.port)
            #expect(await ports.ports == [port])
        }
    }
}

actor PortRecorder {
    var ports: [Int] = []
    func record(_ port: Int) { ports.append(port) }
}
