import CatsAPI
import CatsServerKit
import Foundation
import NIOConcurrencyHelpers
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

/// The catalog sync is conditional against the real `cats-server`: the app keeps the
/// catalog's `ETag`, sends it as `If-None-Match`, and a 304 (no body) leaves the stored
/// breeds as they are, synced again; a change on the server is a whole catalog again.
@Suite(.timeLimit(.minutes(2)))
struct CatalogTagTests {
    /// Forwards to async-http-client and notes each `GET /breeds`'s status and body size.
    final class RecordingTransport: HTTPTransport {
        let real = AsyncHTTPClientTransport()
        let catalogAnswers = NIOLockedValueBox<[(status: Int, bytes: Int, sentTag: Bool)]>([])

        func send(_ request: NetworkRequest, timeout: Duration) async throws(NetworkError) -> NetworkResponse {
            try await send(request, timeout: timeout, progress: nil)
        }

        func send(
            _ request: NetworkRequest, timeout: Duration, progress: (@Sendable (TransferProgress) -> Void)?
        ) async throws(NetworkError) -> NetworkResponse {
            let response = try await real.send(request, timeout: timeout, progress: progress)
            if request.method == .get, request.target == "/breeds" {
                let sentTag = request.headers.contains { $0.name.lowercased() == "if-none-match" }
                catalogAnswers.withLockedValue { $0.append((response.status, response.body.count, sentTag)) }
            }
            return response
        }

        func take() -> [(status: Int, bytes: Int, sentTag: Bool)] {
            catalogAnswers.withLockedValue { answers in
                defer { answers = [] }
                return answers
            }
        }
    }

    /// Every value of a `cacheThenNetwork` read of the catalog, the last one the server's.
    func sync(_ services: CatsServices) async throws -> [Breed] {
        var last: [Breed] = []
        for try await loaded in services.catalog.breeds(policy: .cacheThenNetwork) { last = loaded.value }
        return last
    }

    @Test func aSecondLaunchsCatalogSyncTransfersNoBodyAndAServerChangeSendsItAgain() async throws {
        let live = ServerSyncTests()
        try await withTemporaryDirectory(prefix: "cats-sync") { directory in
            let (url, server) = try await live.startServer(in: directory)
            defer { server.cancel() }
            let transport = RecordingTransport()
            let database = StoreLocation.file(path: directory.appendingPathComponent("cats.sqlite").path)
            func launch() async throws -> CatsServices {
                try await CatsServices.open(
                    CatsDataConfiguration(database: database, server: url, transport: transport, retryInterval: nil))
            }

            let first = try await launch()
            let heard = NIOLockedValueBox<[TransferProgress]>([])
            let downloads = first.catalog.catalogProgress.subscribe()
            let listening = Task { for try await progress in downloads { heard.withLockedValue { $0.append(progress) } } }
            defer { listening.cancel() }
            let catalog = try await sync(first)
            #expect(catalog.count == 68)
            let firstAnswers = transport.take()
            #expect(firstAnswers.contains { $0.status == 200 && $0.bytes > 10_000 }, "\(firstAnswers)")
            // The download was told as it came: from nothing of the announced length to all of it.
            let bytes = try #require(firstAnswers.last?.bytes)
            #expect(await eventually { heard.withLockedValue { $0.last } == TransferProgress(receivedBytes: bytes, expectedBytes: bytes) })
            #expect(heard.withLockedValue { $0.first } == TransferProgress(receivedBytes: 0, expectedBytes: bytes))
            await first.close()

            let second = try await launch()
            let before = try #require(await second.catalog.lastSynced(.breeds))
            #expect(try await sync(second) == catalog)
            let secondAnswers = transport.take()
            #expect(
                !secondAnswers.isEmpty && secondAnswers.allSatisfy { $0.status == 304 && $0.bytes == 0 && $0.sentTag }, "\(secondAnswers)")
            let after = try #require(await second.catalog.lastSynced(.breeds))
            #expect(after >= before, "a 304 marks the stored catalog synced again")

            // Another device favorites breed 3: the server's catalog changed, so it is sent whole.
            let laptop = try await live.open(url)
            _ = try await laptop.account.signIn("grace")
            try await laptop.favorites.setFavorite(3, true)
            await laptop.close()
            let changed = try await sync(second)
            let changedAnswers = transport.take()
            #expect(changedAnswers.last?.status == 200 && (changedAnswers.last?.bytes ?? 0) > 10_000, "\(changedAnswers)")
            #expect(changed.first { $0.id == 3 }?.favoriteCount == 1)
            #expect(try await sync(second) == changed)
            #expect(transport.take().last?.status == 304, "the new catalog's tag was kept")
            await second.close()
        }
    }
}

extension FavoriteCountTests {
    /// A 304 while a favorite waits to be sent: the server's catalog has not changed, so the
    /// stored count (the server's plus the queued favorite) stays, and that breed, counted
    /// only here, stays unsynced; once the server has the favorite, its catalog is new.
    @Test func a304KeepsACountOnlyThisDeviceHasAndItsBreedStaysUnsynced() async throws {
        let server = try await LiveCatsServer.start()
        let transport = FaultyTransport()
        let ada = try await server.signedIn("ada", transport: transport)
        #expect(try await synced(ada, 3) == 0)
        transport.knobs.withLockedValue { $0.holdsWrites = true }
        let favorite = Task { try await ada.favorites.setFavorite(3, true) }
        #expect(await eventually { transport.gate.waiting == 1 })
        #expect(try await synced(ada, 3) == 1, "the server's 0 plus the queued favorite")
        #expect(await ada.catalog.lastSynced(.breeds) == nil, "breed 3's count is this device's alone")
        transport.gate.open()
        try await favorite.value
        #expect(await eventually { (try? await DataFixture.queue(of: ada).isEmpty) == true })
        #expect(try await synced(ada, 3) == 1, "the server's 1, the favorite counted once")
        #expect(await ada.catalog.lastSynced(.breeds) != nil)
        await ada.close()
        await server.stop()
    }
}
