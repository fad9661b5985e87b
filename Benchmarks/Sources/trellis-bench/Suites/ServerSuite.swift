import AsyncHTTPClient
import CatsServerKit
import Foundation
import Logging
import NIOCore
import TrellisData

/// Suite `server`: `cats-server` under load, started in-process on 127.0.0.1, port 0.
///
/// - `get-breeds-64-clients`: 64 concurrent clients (async-http-client, one connection each)
///   send signed `GET /breeds` until a round's fixed number of requests is answered. Reported:
///   `trellis_ns`, the median round; `requests_per_second`, the round's requests over that
///   median; `p99_ns`, the median of the rounds' 99th-percentile latencies; `requests`, every
///   request sent over all rounds (the harness's warm-up rounds and each round's one untimed
///   request per client included); `failed`, those not answered 200 with the catalog. One lost or failed request fails the run (non-zero exit).
let serverSuite = BenchmarkSuite(name: "server") { quick in
    let load = try ServerLoad.start(clients: 64, requestsPerRound: quick ? 640 : 6_400)
    var load64 = BenchmarkCase(reportOnly: "get-breeds-64-clients") { try load.round() }
    load64.measuredCounts = { load.report() }
    return [load64]
}

/// Why the load check failed.
struct ServerLoadFailure: Error, CustomStringConvertible {
    let failed: Int
    let requests: Int
    let first: String
    var description: String { "server suite: \(failed) of \(requests) GET /breeds failed or were lost (first: \(first))" }
}

/// The server under load and the figures of every round so far.
final class ServerLoad: Sendable {
    struct Round {
        let nanoseconds: Double
        let p99: Double
        let requests: Int
        let failed: Int
    }

    let base: String
    let clients: Int
    let requestsPerRound: Int
    let signer: RequestSigner
    let server: Task<Void, any Error>
    let databasePath: String
    private let rounds = RoundLog()

    private init(
        base: String, clients: Int, requestsPerRound: Int, signer: RequestSigner, server: Task<Void, any Error>, databasePath: String
    ) {
        self.databasePath = databasePath
        self.base = base
        self.clients = clients
        self.requestsPerRound = requestsPerRound
        self.signer = signer
        self.server = server
    }

    /// Starts `cats-server` as it is deployed (a database file, opened as a WAL pool, in the
    /// temporary directory; logging only errors) and waits for its port.
    static func start(clients: Int, requestsPerRound: Int) throws -> ServerLoad {
        let secret = AppSecret("trellis-bench-server-secret")
        var logger = Logger(label: "trellis-bench-cats-server")
        logger.logLevel = .error
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-cats-server-\(UUID().uuidString).sqlite")
            .path
        let configuration = CatsServerConfiguration(host: "127.0.0.1", port: 0, database: .file(path), secret: secret, logger: logger)
        let port = PortBox()
        let app = try CatsServer(configuration).makeApplication { port.set($0) }
        let server = Task { try await app.runService(gracefulShutdownSignals: []) }
        let chosen = try port.wait(timeout: 30)
        return ServerLoad(
            base: "http://127.0.0.1:\(chosen)", clients: clients, requestsPerRound: requestsPerRound,
            signer: RequestSigner(secret: secret, appVersion: "bench"), server: server, databasePath: path)
    }

    /// The suite is done: the server stops and its database files go.
    deinit {
        server.cancel()
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: databasePath + suffix) }
    }

    /// One round: a fresh client with a connection per client, warmed by one request each
    /// (untimed), then `requestsPerRound` requests timed. Returns the round's nanoseconds.
    func round() throws -> Double {
        let round: (Round, String?) = try blockingAwait { [self] in
            var configuration = HTTPClient.Configuration()
            configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = clients
            let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
            do {
                let warm = await fire(client, count: clients)
                let clock = ContinuousClock()
                let started = clock.now
                let outcome = await fire(client, count: requestsPerRound)
                let elapsed = started.duration(to: clock.now)
                try await client.shutdown()
                let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
                return (
                    Round(
                        nanoseconds: nanoseconds, p99: percentile(outcome.latencies, 0.99), requests: requestsPerRound + clients,
                        failed: warm.failed + outcome.failed), warm.firstFailure ?? outcome.firstFailure
                )
            } catch {
                try? await client.shutdown()
                throw error
            }
        }
        rounds.append(round.0)
        if round.0.failed > 0 { throw ServerLoadFailure(failed: round.0.failed, requests: round.0.requests, first: round.1 ?? "?") }
        return round.0.nanoseconds
    }

    /// `count` signed `GET /breeds` from `clients` concurrent clients; each request's latency.
    func fire(_ client: HTTPClient, count: Int) async -> (latencies: [Double], failed: Int, firstFailure: String?) {
        await withTaskGroup(of: ([Double], Int, String?).self) { group in
            for lane in 0..<clients {
                group.addTask { [self] in
                    var latencies: [Double] = []
                    var failed = 0
                    var first: String?
                    for _ in stride(from: lane, to: count, by: clients) {
                        let clock = ContinuousClock()
                        let started = clock.now
                        if let problem = await getBreeds(client) {
                            failed += 1
                            first = first ?? problem
                        } else {
                            let elapsed = started.duration(to: clock.now)
                            latencies.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
                        }
                    }
                    return (latencies, failed, first)
                }
            }
            var all: [Double] = []
            var failed = 0
            var first: String?
            for await lane in group {
                all += lane.0
                failed += lane.1
                first = first ?? lane.2
            }
            return (all, failed, first)
        }
    }

    /// One signed `GET /breeds`; nil when it was answered 200 with a non-empty list.
    func getBreeds(_ client: HTTPClient) async -> String? {
        let signed = signer.sign(NetworkRequest(method: .get, url: "\(base)/breeds"))
        var request = HTTPClientRequest(url: signed.url)
        for (name, value) in signed.headers { request.headers.add(name: name, value: value) }
        do {
            let response = try await client.execute(request, timeout: .seconds(30))
            let body = try await response.body.collect(upTo: 1 << 20)
            guard response.status.code == 200, body.readableBytes > 1_000 else {
                return "HTTP \(response.status.code): \(String(buffer: body))"
            }
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The figures over every round so far.
    func report() -> [(field: String, value: Int)] {
        let all = rounds.all
        let medianRound = median(all.map(\.nanoseconds))
        return [
            ("requests_per_second", Int((Double(requestsPerRound) / (medianRound / 1e9)).rounded())),
            ("p99_ns", Int(median(all.map(\.p99)).rounded())),
            ("requests", all.reduce(0) { $0 + $1.requests }),
            ("failed", all.reduce(0) { $0 + $1.failed }),
        ]
    }
}

/// The rounds measured, appended from the harness's thread.
final class RoundLog: @unchecked Sendable {  // every access holds `lock`
    private let lock = NSLock()
    private var rounds: [ServerLoad.Round] = []

    func append(_ round: ServerLoad.Round) { lock.withLock { rounds.append(round) } }
    var all: [ServerLoad.Round] { lock.withLock { rounds } }
}

/// The `fraction` percentile (nearest rank) of `samples`.
func percentile(_ samples: [Double], _ fraction: Double) -> Double {
    guard !samples.isEmpty else { return 0 }
    let sorted = samples.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
}
