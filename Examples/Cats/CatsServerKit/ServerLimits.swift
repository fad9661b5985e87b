import TrellisServerGuards

/// What keeps `cats-server` answering whatever its clients do: how many connections it
/// holds, how long a connection may sit idle or take to send a request, and how fast the
/// things that cost storage (sign-ins, signed requests) may come.
///
/// ```swift
/// var limits = ServerLimits()
/// limits.maximumConnections = 64
/// limits.readTimeout = .seconds(2)
/// ```
public struct ServerLimits: Sendable, Equatable {
    /// Connections held at once; past it a new one takes the place of one idle for
    /// ``crowdedIdleTimeout``, or is refused at once with 503 (``ConnectionGate``). Never
    /// more than the process's open-file limit allows (``effectiveMaximumConnections``).
    public var maximumConnections = 512
    /// Connections held at once from one IP address; past it, as past the cap, one of that
    /// address's idle connections yields, or the new one is refused with 503.
    public var maximumConnectionsPerAddress = 64
    /// How long keep-alive lasts when connections are at a cap: a connection with no
    /// request in progress for this long yields its place to a new one.
    public var crowdedIdleTimeout: Duration = .seconds(2)
    /// How long a connection may stay open with no request on it (Hummingbird's HTTP/1
    /// `idleTimeout`): idle keep-alive connections and ones that never send a byte close.
    public var idleTimeout: Duration = .seconds(30)
    /// How long a request may take to arrive, from its first byte until the server starts
    /// answering it (slow headers, slow bodies); `--latency` is added to it.
    public var readTimeout: Duration = .seconds(10)
    /// How long a response may wait for a client that does not read it.
    public var writeTimeout: Duration = .seconds(10)
    /// How long a bearer token is valid after sign-in; an expired one is 401.
    public var tokenLifetime: Duration = .seconds(24 * 3600)
    /// Sign-ins let through at once from one client address before they are rationed.
    public var signInBurst = 20
    /// Sign-ins per second from one address once its burst is spent; more are 429 with
    /// `Retry-After`.
    public var signInsPerSecond = 5.0
    /// Sign-ins of one user id let through at once, whatever the addresses.
    public var signInBurstPerUser = 10
    /// Sign-ins per second of one user id once its burst is spent.
    public var signInsPerUserPerSecond = 1.0
    /// Sighting reports one user may make at once before they are rationed.
    public var sightingBurst = 20
    /// Sighting reports per second of one user once the burst is spent (one every 5 s);
    /// more are 429 with `Retry-After`.
    public var sightingsPerSecond = 0.2
    /// The most sightings one user may have stored; past it a report is 403.
    public var maximumSightingsPerUser = 1_000
    /// Keys (addresses, user ids) each rate table tracks at once (``RateBuckets``); past
    /// it, new keys share one bucket until old ones have refilled.
    public var rateTableCapacity = 10_000
    /// Nonces of signed requests remembered at once (each until its timestamp leaves the
    /// window); past it, signed requests are 429 until the oldest expire.
    public var nonceCapacity = 1_000_000
    /// Signed requests one client address may send at once before its share of the nonce
    /// ledger is rationed (``NonceShares``).
    public var nonceBurstPerClient = 100_000
    /// Signed requests a second from one address once its burst is spent; more are 429.
    /// With the burst, one address holds at most about a fifth of ``nonceCapacity``.
    public var nonceRatePerClient = 200.0

    /// The default limits.
    public init() {}

    /// The connection part of these limits, as the server's guards take it
    /// (``TrellisServerGuards/GuardedChannel``, ``TrellisServerGuards/ConnectionGate``).
    public var connections: ConnectionLimits {
        var connections = ConnectionLimits()
        connections.maximumConnections = maximumConnections
        connections.maximumConnectionsPerAddress = maximumConnectionsPerAddress
        connections.crowdedIdleTimeout = crowdedIdleTimeout
        connections.idleTimeout = idleTimeout
        connections.readTimeout = readTimeout
        connections.writeTimeout = writeTimeout
        return connections
    }

    /// ``maximumConnections``, lowered to fit the soft open-file limit (`ulimit -n`): see
    /// ``TrellisServerGuards/ConnectionLimits/effectiveMaximumConnections``.
    public var effectiveMaximumConnections: Int { connections.effectiveMaximumConnections }

    /// Connections accepted at once, the held ones and those being refused: see
    /// ``TrellisServerGuards/ConnectionLimits/acceptedConnections``.
    public var acceptedConnections: Int { connections.acceptedConnections }
}
