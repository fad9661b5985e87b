import CatsAPI
import CatsServerKit
import Foundation
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import Testing
import TrellisData

@testable import CatsKit

/// A real `cats-server` in process on 127.0.0.1 (an in-memory database), for tests that
/// drive the app against it; stopped by ``stop()``.
struct LiveCatsServer {
    let url: String
    let task: Task<Void, any Error>

    static func start(faults: FaultInjection = FaultInjection()) async throws -> LiveCatsServer {
        let configuration = CatsServerConfiguration(
            port: 0, database: .inMemory, faults: faults, logger: Logger(label: "cats-server") { _ in SwiftLogNoOpLogHandler() })
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let app = try CatsServer(configuration).makeApplication { port in continuation.yield(port) }
        let task = Task { try await app.runService() }
        var iterator = ports.makeAsyncIterator()
        let bound = try #require(await iterator.next())
        return LiveCatsServer(url: "http://127.0.0.1:\(bound)", task: task)
    }

    /// Services against this server, signed in as `user`, over `transport` (the real one by default).
    func signedIn(_ user: String, transport: (any HTTPTransport)? = nil) async throws -> CatsServices {
        let services = try await CatsServices.open(
            CatsDataConfiguration(database: .inMemory, server: url, transport: transport, retry: .none, retryInterval: nil))
        _ = try await services.account.signIn(user)
        return services
    }

    /// Every breed's favorite count as the server has it now (read as a fresh client would).
    func counts() async throws -> [Int64: Int] {
        let services = try await CatsServices.open(CatsDataConfiguration(database: .inMemory, server: url, retryInterval: nil))
        defer { Task { await services.close() } }
        let breeds = try await services.catalog.breeds(policy: .networkOnly).collect().last?.value ?? []
        return Dictionary(uniqueKeysWithValues: breeds.map { ($0.id, $0.favoriteCount) })
    }

    func stop() async {
        task.cancel()
        _ = await task.result
    }
}

/// The real transport with faults in front of the favorites writes (`PUT`/`DELETE
/// /favorites/{id}`): held until the test opens ``gate``, refused for good (403, the
/// server never sees it), applied by the server with the
/// answer lost (a timeout), or every request unreachable.
final class FaultyTransport: HTTPTransport {
    struct Knobs {
        var holdsWrites = false
        var refusesWrites = 0
        var offline = false
        /// The write reaches the server, but its answer is lost (a timeout).
        var losesAnswers = false
    }

    let real = AsyncHTTPClientTransport()
    let knobs = NIOLockedValueBox(Knobs())
    let gate = FakeGate()
    /// How many favorites writes reached the server.
    let forwarded = NIOLockedValueBox(0)

    static let refusal = "refused on purpose by the test"

    func send(_ request: NetworkRequest, timeout: Duration) async throws(NetworkError) -> NetworkResponse {
        let isWrite = request.target.hasPrefix("/favorites/") && request.method != .get
        let knobs = knobs.withLockedValue { knobs in
            defer { if isWrite, knobs.refusesWrites > 0 { knobs.refusesWrites -= 1 } }
            return knobs
        }
        if knobs.offline { throw .transport("offline on purpose") }
        if isWrite {
            if knobs.refusesWrites > 0 { return Self.answer(403, Self.refusal) }
            if knobs.holdsWrites { await gate.wait() }
            forwarded.withLockedValue { $0 += 1 }
        }
        let response = try await real.send(request, timeout: timeout)
        if isWrite, knobs.losesAnswers { throw .timedOut }
        return response
    }

    static func answer(_ status: Int, _ reason: String) -> NetworkResponse {
        NetworkResponse(status: status, headers: ["content-type": "application/json"], body: CatsAPI.encode(APIErrorBody(error: reason)))
    }
}
