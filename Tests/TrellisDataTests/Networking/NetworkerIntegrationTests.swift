import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisData

extension Endpoint {
    /// The test catalog: every URL the tests use, in one place.
    static func breeds() -> Endpoint<[Breed]> { .entities(Breed.self, path: "breeds") }
    static func breed(_ id: Int64) -> Endpoint<Breed> { .entity(Breed.self, path: "breeds", "\(id)") }
    static func breeds(at path: String) -> Endpoint<[Breed]> { .entities(Breed.self, path: path) }
}

/// The networker against a real Hummingbird server on loopback.
@Suite(.timeLimit(.minutes(2))) struct NetworkerIntegrationTests {
    func networker(_ server: APIServer, _ configuration: Networker.Configuration = .init(retry: .none)) -> Networker {
        Networker(transport: AsyncHTTPClientTransport(), server: server, configuration: configuration, logger: quietLogger)
    }

    @Test func decodesASuccessfulResponse() async throws {
        try await withTestServer(catsRoutes) { server, _ in
            let breeds = try await networker(server).send(.breeds())
            #expect(breeds.map(\.name) == ["Abyssinian", "Bengal"])
            #expect(try await networker(server).send(.breed(7)).name == "Breed 7")
        }
    }

    @Test func statusErrorsCarryTheBody() async throws {
        try await withTestServer(catsRoutes) { server, _ in
            await #expect(throws: NetworkError.status(404, body: #"{"error": "no such breed"}"#)) {
                try await networker(server).send(.breeds(at: "missing"))
            }
            await #expect(throws: NetworkError.status(500, body: "database on fire")) {
                try await networker(server).send(.breeds(at: "broken"))
            }
        }
    }

    @Test func decodingErrorsNameTheField() async throws {
        try await withTestServer(catsRoutes) { server, _ in
            let error = await #expect(throws: NetworkError.self) { try await networker(server).send(.breeds(at: "malformed")) }
            guard case .decoding(_, let message) = error else {
                Issue.record("expected a decoding error, got \(String(describing: error))")
                return
            }
            #expect(message.contains("malformed JSON"))
            await #expect(throws: NetworkError.decoding(field: "origin", message: #"missing "origin" in breed 2"#)) {
                try await networker(server).send(.breeds(at: "incomplete"))
            }
        }
    }

    /// The server holds its answer until the test opens the latch, so the timeout is the only
    /// way the first request can end (no wall-clock bound: a ThreadSanitizer run on a loaded
    /// machine once took 3.2 s to fire a 150 ms timeout against a 2 s bound). A timeout can
    /// also fire before the request reaches the server (a fresh-clone CI run under
    /// ThreadSanitizer, one core busy, saw a 1 s one do so): each attempt times out, and the
    /// test asks for one that reached the server first, trying 1 s, 4 s and 16 s.
    @Test func aSlowResponseTimesOut() async throws {
        let answer = Latch()
        try await withTestServer(catsRoutes(holdingBreedsUntil: answer)) { server, counter in
            for seconds in [1, 4, 16] {
                let impatient = networker(server, .init(timeout: .seconds(seconds), retry: .none))
                await #expect(throws: NetworkError.timedOut) { try await impatient.send(.breed(7)) }
                if await counter.count("breed 7") > 0 { break }
            }
            #expect(await counter.count("breed 7") > 0)  // it reached the server, which had not answered
            answer.open()
            let patient = networker(server, .init(timeout: .seconds(30), retry: .none))
            let breed = try await patient.send(.breed(7))
            #expect(breed.name == "Breed 7")
        }
    }

    @Test func aDroppedConnectionIsATransportError() async throws {
        try await withTestServer(catsRoutes) { server, _ in
            let error = await #expect(throws: NetworkError.self) { try await networker(server).send(.breeds(at: "drop")) }
            guard case .transport = error else {
                Issue.record("expected a transport error, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func aRefusedConnectionIsATransportError() async throws {
        // a port that was just free: nothing listens there
        let closed = try await withTestServer(catsRoutes) { server, _ in server }
        // async-http-client keeps trying to connect until the deadline, then reports why
        let error = await #expect(throws: NetworkError.self) {
            try await networker(closed, .init(timeout: .seconds(1), retry: .none)).send(.breeds())
        }
        guard case .transport = error else {
            Issue.record("expected a transport error, got \(String(describing: error))")
            return
        }
    }

    /// The server holds the answer until all thousand callers wait for it: none can come
    /// after it and start a request of its own.
    @Test func aThousandConcurrentIdenticalGETsReachTheServerOnce() async throws {
        let answer = Latch()
        try await withTestServer(catsRoutes(holdingBreedsUntil: answer)) { server, counter in
            let networker = networker(server)
            let names = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<1000 { group.addTask { try await networker.send(.breed(5)).name } }
                #expect(await eventually { await networker.waitingCallerCount == 1000 })
                answer.open()
                return try await group.reduce(into: Set<String>()) { $0.insert($1) }
            }
            #expect(names == ["Breed 5"])
            #expect(await counter.count("breed 5") == 1)
        }
    }

    @Test func retriesStopAfterTheLastAttemptAndOnlyForIdempotentRequests() async throws {
        try await withTestServer(catsRoutes) { server, counter in
            let retrying = networker(server, .init(retry: RetryPolicy(maximumAttempts: 3, baseDelay: .milliseconds(10))))
            await #expect(throws: NetworkError.status(503, body: "try later")) { try await retrying.send(.breeds(at: "unavailable")) }
            #expect(await counter.count("unavailable") == 3)
            // a POST is not idempotent: one attempt
            await #expect(throws: NetworkError.status(503, body: "try later")) {
                try await retrying.send(Endpoint<Empty>.send(.post, path: "unavailable"))
            }
            #expect(await counter.count("post unavailable") == 1)
            // a 500 is not transient: one attempt
            await #expect(throws: NetworkError.self) { try await retrying.send(.breeds(at: "broken")) }
            #expect(await counter.count("broken") == 1)
        }
    }
}
