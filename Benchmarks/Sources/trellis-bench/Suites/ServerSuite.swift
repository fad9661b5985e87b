import AsyncHTTPClient
import CatsServerKit
import Foundation
import Logging
import NIOCore
import TrellisData

/// Suite `server`: `cats-server` under load, started in-process on 127.0.0.1, port 0,
/// against plain Hummingbird + GRDB servers and a floor (all in `ServerSuite+Peers.swift`).
/// cats-server answers `GET /breeds` with bytes encoded once and kept until a write
/// (`CatalogCache`), so its like-for-like peer keeps them too:
///
/// - `get-breeds-{16,64}-connections` vs `hummingbird-grdb-cached` (peer): the plain server
///   with the encoded catalog kept until a write. Both sides fetch and encode once and then
///   answer kept bytes; cats-server also checks each request's signature and nonce.
/// - `get-breeds-{16,64}-connections-peer-uncached` vs `hummingbird-grdb-uncached` (peer):
///   the plain server querying and encoding on every request, as a developer writes it
///   first. It does more work per request than cats-server: its ratio is what the cache
///   buys, not a like-for-like comparison.
/// - `get-breeds-{16,64}-connections` vs `constant-bytes` (floor): the catalog's bytes, made
///   once, answered by the same Hummingbird with nothing else.
///
/// Before timing, every other side must answer the bytes cats-server answers (a difference
/// fails the run). Each case: that many concurrent clients (async-http-client, one
/// connection each) send signed `GET /breeds` until a round's fixed number of requests is
/// answered; cats-server and the other side take turns, round by round. Reported:
/// `trellis_ns` and `peer_ns`, the median rounds (the ratio is theirs, so below 1 is
/// cats-server answering faster); `requests_per_second` and `p99_ns` for cats-server,
/// `peer_requests_per_second` and `peer_p99_ns` for the other side (the median of the
/// rounds' 99th-percentile latencies); `requests` and `failed` over every round. One lost
/// or failed request fails the run (non-zero exit).
let serverSuite = BenchmarkSuite(name: "server") { quick in
    let perRound = quick ? 128 : 6_400  // --quick: a smoke run (a debug cats-server answers about 600 a second)
    let cats = try RunningServer.startCatsServer()
    let body = try cats.catalogBytes()
    let cached = try RunningServer(ServerPeer.startCached(databasePath: cats.databasePath))
    let uncached = try RunningServer(ServerPeer.startUncached(databasePath: cats.databasePath))
    let constant = try RunningServer(ServerPeer.startConstant(body: body))
    let others: [(server: RunningServer, kind: BenchmarkCase.Kind, peer: String, suffix: String)] = [
        (cached, .peer, "hummingbird-grdb-cached", ""),
        (uncached, .peer, "hummingbird-grdb-uncached", "-peer-uncached"),
        (constant, .floor, "constant-bytes", ""),
    ]
    for other in others {
        let theirs = try other.server.catalogBytes()
        try requireAgreement(
            theirs == body, suite: "server", case: "get-breeds-16-connections\(other.suffix) vs \(other.peer)",
            "GET /breeds: cats-server answered \(body.count) bytes, \(other.peer) \(theirs.count) bytes that differ")
    }
    var cases: [BenchmarkCase] = []
    for clients in [16, 64] {
        for other in others {
            let own = ServerLoad(cats, clients: clients, requestsPerRound: perRound)
            let theirs = ServerLoad(other.server, clients: clients, requestsPerRound: perRound)
            var load = BenchmarkCase(
                "get-breeds-\(clients)-connections\(other.suffix)", kind: other.kind, peer: other.peer, trellis: { try own.round() },
                peerRun: { try theirs.round() })
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
    /// temporary directory; logging only errors), with the per-address limits opened up for
    /// a load generator that is one address, and waits for its port.
    static func startCatsServer() throws -> RunningServer {
        var logger = Logger(label: "trellis-bench-cats-server")
        logger.logLevel = .error
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-cats-server-\(UUID().uuidString).sqlite")
            .path
        // One load generator on one address: its clients may hold as many connections as
        // the server (the previous round's closing sockets are still counted for a moment,
        // and 64 clients at the per-address 64 were refused 503), and its signed requests
        // are not rationed per address (a full run signs about 660,000 from 127.0.0.1). The
        // gate and the ledger still run on every request; a 30 s window keeps the ledger
        // to what 30 s of requests sign.
        var limits = ServerLimits()
        limits.maximumConnectionsPerAddress = limits.maximumConnections
        limits.nonceBurstPerClient = limits.nonceCapacity
        limits.nonceRatePerClient = Double(limits.nonceCapacity)
        let configuration = CatsServerConfiguration(
            host: "127.0.0.1", port: 0, database: .file(path), secret: secret, signatureWindow: .seconds(30), limits: limits, logger: logger
        )
        let port = PortBox()
        let app = try CatsServer(configuration).makeApplication { port.set($0) }
        let server = Task { try await app.runService(gracefulShutdownSignals: []) }
        return RunningServer(("http://127.0.0.1:\(try port.wait(timeout: 30))", server), databasePath: path)
    }

    /// The server's answer to one signed `GET /breeds` (cats-server's: what the floor answers).
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
        for suffix in ["", "-wal", "-shm", "-nonces"] { try? FileManager.default.removeItem(atPath: databasePath + suffix) }
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
