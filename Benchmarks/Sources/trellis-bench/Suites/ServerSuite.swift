import AsyncHTTPClient
import CatsServerKit
import Foundation
import Logging
import NIOCore
import TrellisData

/// Suite `server`: `cats-server` under load, started in-process on 127.0.0.1, port 0,
/// against a plain Hummingbird + GRDB server doing the same fetch and encoding (`peer`) and
/// one answering the catalog's bytes made once (`floor`; both in `ServerSuite+Peers.swift`).
///
/// - `get-breeds-{16,64}-connections`: that many concurrent clients (async-http-client, one
///   connection each) send signed `GET /breeds` until a round's fixed number of requests is
///   answered; cats-server and the other side take turns, round by round. Reported:
///   `trellis_ns` and `peer_ns`, the median rounds (the ratio is theirs, so below 1 is
///   cats-server answering faster); `requests_per_second` and `p99_ns` for cats-server,
///   `peer_requests_per_second` and `peer_p99_ns` for the other side (the median of the
///   rounds' 99th-percentile latencies); `requests` and `failed` over every round. One lost
///   or failed request fails the run (non-zero exit).
let serverSuite = BenchmarkSuite(name: "server") { quick in
    let perRound = quick ? 640 : 6_400
    let cats = try RunningServer.startCatsServer()
    let body = try cats.catalogBytes()
    let plain = try RunningServer(ServerPeer.startPlain(databasePath: cats.databasePath))
    let constant = try RunningServer(ServerPeer.startConstant(body: body))
    var cases: [BenchmarkCase] = []
    for clients in [16, 64] {
        for (other, kind, name) in [(plain, BenchmarkCase.Kind.peer, "hummingbird-grdb"), (constant, .floor, "constant-bytes")] {
            let own = ServerLoad(cats, clients: clients, requestsPerRound: perRound)
            let theirs = ServerLoad(other, clients: clients, requestsPerRound: perRound)
            var load = BenchmarkCase(
                "get-breeds-\(clients)-connections", kind: kind, peer: name, trellis: { try own.round() }, peerRun: { try theirs.round() })
            load.measuredCounts = {
                let peer = theirs.report()
                return own.report() + [("peer_requests_per_second", peer[0].value), ("peer_p99_ns", peer[1].value)]
            }
            cases.append(load)
        }
    }
    return cases
}

/// A server the suite started: its base URL and the task running it; cancelled (and its
/// database files removed, for cats-server's) when the suite is done with it.
final class RunningServer: Sendable {
    let base: String
    let task: Task<Void, any Error>
    let databasePath: String
    /// The secret requests are signed with (cats-server checks it; the others ignore it).
    static let secret = AppSecret("trellis-bench-server-secret")

    init(_ started: (base: String, task: Task<Void, any Error>), databasePath: String = "") {
        base = started.base
        task = started.task
        self.databasePath = databasePath
    }

    /// Starts `cats-server` as it is deployed (a database file, opened as a WAL pool, in the
    /// temporary directory; logging only errors) and waits for its port.
    static func startCatsServer() throws -> RunningServer {
        var logger = Logger(label: "trellis-bench-cats-server")
        logger.logLevel = .error
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-cats-server-\(UUID().uuidString).sqlite")
            .path
        let configuration = CatsServerConfiguration(host: "127.0.0.1", port: 0, database: .file(path), secret: secret, logger: logger)
        let port = PortBox()
        let app = try CatsServer(configuration).makeApplication { port.set($0) }
        let server = Task { try await app.runService(gracefulShutdownSignals: []) }
        return RunningServer(("http://127.0.0.1:\(try port.wait(timeout: 30))", server), databasePath: path)
    }

    /// cats-server's catalog bytes, asked once: what the floor answers.
    func catalogBytes() throws -> Data {
        let signer = RequestSigner(secret: Self.secret, appVersion: "bench")
        return try blockingAwait { [base] in
            let signed = signer.sign(NetworkRequest(method: .get, url: "\(base)/breeds"))
            var request = HTTPClientRequest(url: signed.url)
            for (name, value) in signed.headers { request.headers.add(name: name, value: value) }
            let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
            return Data(buffer: try await response.body.collect(upTo: 1 << 20))
        }
    }

    deinit {
        task.cancel()
        guard !databasePath.isEmpty else { return }
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: databasePath + suffix) }
    }
}

/// Why the load check failed.
struct ServerLoadFailure: Error, CustomStringConvertible {
    let failed: Int
    let requests: Int
    let first: String
    var description: String { "server suite: \(failed) of \(requests) GET /breeds failed or were lost (first: \(first))" }
}

/// Load on one server, and the figures of every round so far.
final class ServerLoad: Sendable {
    struct Round {
        let nanoseconds: Double
        let p99: Double
        let requests: Int
        let failed: Int
    }

    let server: RunningServer
    let clients: Int
    let requestsPerRound: Int
    let signer = RequestSigner(secret: RunningServer.secret, appVersion: "bench")
    private let rounds = RoundLog()

    init(_ server: RunningServer, clients: Int, requestsPerRound: Int) {
        self.server = server
        self.clients = clients
        self.requestsPerRound = requestsPerRound
    }

    var base: String { server.base }

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
