import CatsAPI
import CatsServerKit
import Foundation
import Hummingbird
import Logging
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

/// The app's data services against the real `cats-server`, live on loopback: what the
/// scripted transport in `Data/` stands in for, checked once end to end.
@Suite(.timeLimit(.minutes(2)))
struct ServerSyncTests {
    /// A cats-server on 127.0.0.1 (`port` 0 picks one) with its database in `directory`,
    /// running until the returned task is cancelled; returns its URL.
    func startServer(in directory: URL?, port: Int = 0) async throws -> (url: String, task: Task<Void, any Error>) {
        let configuration = CatsServerConfiguration(
            port: port, database: directory.map { .file($0.appendingPathComponent("server.sqlite").path) } ?? .inMemory,
            logger: Logger(label: "cats-server") { _ in SwiftLogNoOpLogHandler() })
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let app = try CatsServer(configuration).makeApplication { port in continuation.yield(port) }
        let task = Task { try await app.runService() }
        var iterator = ports.makeAsyncIterator()
        let bound = try #require(await iterator.next())
        return ("http://127.0.0.1:\(bound)", task)
    }

    func open(_ url: String) async throws -> CatsServices {
        try await CatsServices.open(CatsDataConfiguration(database: .inMemory, server: url, retryInterval: nil))
    }

    @Test func favoritesReachTheServerAndComeBackOnAnotherDevice() async throws {
        try await withTemporaryDirectory(prefix: "cats-sync") { directory in
            let (url, server) = try await startServer(in: directory)
            defer { server.cancel() }

            let phone = try await open(url)
            _ = try await phone.account.signIn("ada")
            try await phone.favorites.setFavorite(3, true)
            try await phone.favorites.setFavorite(5, true)
            try await phone.favorites.move(5, to: 0)
            await phone.close()

            let laptop = try await open(url)
            _ = try await laptop.account.signIn("ada")
            #expect(await laptop.favorites.storedIDs() == [5, 3])
            await laptop.close()
        }
    }

    @Test func changesMadeOfflineAreSentOnceWhenTheServerIsBack() async throws {
        try await withTemporaryDirectory(prefix: "cats-sync") { directory in
            // Learn a free port, then stop the server: the app starts offline.
            let (firstURL, first) = try await startServer(in: directory)
            first.cancel()
            _ = await first.result
            let port = try #require(Int(firstURL.split(separator: ":").last ?? ""))

            let services = try await open(firstURL)
            _ = await services.sync.sendPending()  // nobody answers
            try await services.favorites.setFavorite(8, true)  // kept, queued
            guard case .offline(_, let pending) = services.sync.connectivity.current else {
                Issue.record("expected offline, got \(services.sync.connectivity.current)")
                return
            }
            #expect(pending >= 1)
            #expect(await services.favorites.storedIDs() == [8])

            let (_, second) = try await startServer(in: directory, port: port)
            defer { second.cancel() }
            // Once is enough on a quiet machine. Under load (ThreadSanitizer beside a busy core)
            // the new server may close a connection whose request came slower than its read
            // deadline; the app's answer is to send again, as its retry loop does.
            #expect(
                await eventually {
                    _ = await services.sync.sendPending()
                    return services.sync.connectivity.current == .online
                })
            #expect(await services.favorites.storedIDs() == [8])
            #expect(await services.sync.sendPending() == 0)  // nothing left to send twice
            await services.close()

            let other = try await open(firstURL)
            let user = try #require(services.account.currentUser.current)
            _ = try await other.account.signIn(user.id)
            #expect(await other.favorites.storedIDs() == [8])
            await other.close()
        }
    }

    @Test func anUndoneRemovalKeepsItsPlaceOnTheServerAndAfterARestart() async throws {
        let (url, server) = try await startServer(in: nil)
        defer { server.cancel() }
        let phone = try await open(url)
        _ = try await phone.account.signIn("ada")
        for id: Int64 in [1, 2, 3] { try await phone.favorites.setFavorite(id, true) }
        try await phone.favorites.setFavorite(1, false)  // x: the DELETE is sent
        try await phone.favorites.setFavorite(1, true, at: 0)  // u: back in its place
        #expect(await phone.favorites.storedIDs() == [1, 2, 3])
        await phone.close()

        let restarted = try await open(url)
        _ = try await restarted.account.signIn("ada")
        _ = await restarted.sync.sendPending()
        #expect(await restarted.favorites.storedIDs() == [1, 2, 3])
        await restarted.close()
    }

    @Test func aServerThatLostItsDataGetsTheListBackInsteadOfWipingTheApp() async throws {
        let (url, first) = try await startServer(in: nil)
        let port = try #require(Int(url.split(separator: ":").last ?? ""))
        let phone = try await open(url)
        _ = try await phone.account.signIn("ada")
        for id: Int64 in [4, 2, 7] { try await phone.favorites.setFavorite(id, true) }
        #expect(try await DataFixture.queue(of: phone).isEmpty)  // the server confirmed them
        first.cancel()
        _ = await first.result

        // The same address, a fresh in-memory store: no users, no tokens, no favorites.
        let (_, second) = try await startServer(in: nil, port: port)
        defer { second.cancel() }
        for _ in 0..<3 {
            _ = await phone.sync.sendPending()
            if try await DataFixture.queue(of: phone).isEmpty, phone.sync.connectivity.current == .online { break }
        }
        #expect(await phone.favorites.storedIDs() == [4, 2, 7])
        #expect(try await DataFixture.stored(of: phone) == [4, 2, 7])
        #expect(try await DataFixture.queue(of: phone).isEmpty)
        await phone.close()

        let laptop = try await open(url)
        _ = try await laptop.account.signIn("ada")
        #expect(await laptop.favorites.storedIDs() == [4, 2, 7])
        await laptop.close()
    }
}
