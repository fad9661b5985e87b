import CatsAPI
import Hummingbird
import HummingbirdCore
import Logging
import TrellisData

/// `cats-server`: the Cats app's backend, a Hummingbird 2 application over its own SQLite
/// file, serving the table of ``CatsAPI/CatsAPI``.
///
/// Every request goes through, in order: request logging (swift-log), the `--latency`
/// delay, refusals as ``CatsAPI/APIErrorBody`` JSON, the signature check
/// (``TrellisData/SignatureVerifier``: its headers before the body is read, then the HMAC and
/// the nonce, remembered in a log beside the database; 401 with the reason), the `--fail-rate` draw, then
/// the route. Routes that belong to a user check the bearer token themselves (401 when
/// unknown or expired); sign-in is rationed (429 with `Retry-After`).
///
/// ```swift
/// let server = try CatsServer(CatsServerConfiguration(port: 0, database: .inMemory))
/// let app = server.makeApplication { port in print("listening on \(port)") }
/// try await app.runService()
/// ```
public struct CatsServer: Sendable {
    /// The server's version, answered by `GET /version`.
    public static let version = "1.0.0"

    /// What the server was started with.
    public let configuration: CatsServerConfiguration
    /// Its database, opened (and migrated, seeded) when the server is made.
    public let store: ServerStore
    /// The nonces of accepted requests (in a log beside a database file), read back when the
    /// server is made.
    let nonces: ServerNonceLedger

    /// A server with `configuration`, its database opened and seeded from `catalog` (the
    /// bundled catalog when nil) on first run.
    ///
    /// - Throws: ``CatsAPI/CatalogError`` when the catalog cannot be read,
    ///   ``ServerStoreError`` (naming the file) when the database or its nonce log cannot be
    ///   opened or migrated.
    public init(_ configuration: CatsServerConfiguration, catalog: [Breed]? = nil) throws {
        self.configuration = configuration
        self.store = try ServerStore(
            location: configuration.database, catalog: catalog ?? BreedCatalog.load(), logger: configuration.logger)
        self.nonces = try ServerNonceLedger(store: store, capacity: configuration.limits.nonceCapacity, logger: configuration.logger)
    }

    /// The router with every middleware and route; Hummingbird's tests drive it directly.
    public func makeRouter() -> Router<CatsRequestContext> {
        let router = Router(context: CatsRequestContext.self)
        router.add(middleware: LogRequestsMiddleware(.info))
        if configuration.faults.latency > .zero { router.add(middleware: LatencyMiddleware(latency: configuration.faults.latency)) }
        router.add(middleware: APIErrorMiddleware())
        let verifier = SignatureVerifier(secret: configuration.secret, window: configuration.signatureWindow, ledger: nonces)
        router.add(
            middleware: SignatureMiddleware(
                verifier: verifier, maximumBodySize: configuration.maximumBodySize, clock: configuration.clock,
                shares: NonceShares(limits: configuration.limits)))
        if configuration.faults.failRate > 0 {
            router.add(
                middleware: FailRateMiddleware(dice: FailureDice(rate: configuration.faults.failRate, seed: configuration.faults.seed)))
        }
        let limits = configuration.limits
        CatsRoutes(
            store: store, faults: configuration.faults, clock: configuration.clock, tokenLifetime: limits.tokenLifetime,
            signIns: SignInLimiter(limits: limits), sightings: SightingLimiter(limits: limits),
            sightingCap: limits.maximumSightingsPerUser
        ).register(on: router)
        return router
    }

    /// The application, listening on the configured host and port once run;
    /// `onListening` is called with the port actually bound (the one chosen for port 0).
    ///
    /// It holds at most ``ServerLimits/effectiveMaximumConnections`` connections, and
    /// ``ServerLimits/maximumConnectionsPerAddress`` from one address; a connection past
    /// them takes an idle one's place or is refused at once with 503 (``ConnectionGate``).
    /// It closes idle, slow and non-reading ones (``ServerLimits``).
    public func makeApplication(
        onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> Application<RouterResponder<CatsRequestContext>> {
        let limits = configuration.limits
        return Application(
            router: makeRouter(),
            server: .guardedHTTP1(limits, slack: configuration.faults.latency),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: "cats-server",
                availableConnectionsDelegate: MaximumAvailableConnections(limits.acceptedConnections, logger: configuration.logger)),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: configuration.logger)
    }
}
