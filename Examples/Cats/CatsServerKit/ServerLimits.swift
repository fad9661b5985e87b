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
    /// How many connections the server holds and how long each may take (the server's
    /// guards, ``TrellisServerGuards/ConnectionLimits``): 512 connections, 64 from one
    /// address, 30 s idle, 10 s to send a request or read an answer; `--latency` is added
    /// to the read timeout.
    public var connections = ConnectionLimits()
    /// ``connections``' cap (``TrellisServerGuards/ConnectionLimits/maximumConnections``).
    public var maximumConnections: Int {
        get { connections.maximumConnections }
        set { connections.maximumConnections = newValue }
    }
    /// ``connections``' cap per address
    /// (``TrellisServerGuards/ConnectionLimits/maximumConnectionsPerAddress``).
    public var maximumConnectionsPerAddress: Int {
        get { connections.maximumConnectionsPerAddress }
        set { connections.maximumConnectionsPerAddress = newValue }
    }
    /// ``connections``' keep-alive at a cap (``TrellisServerGuards/ConnectionLimits/crowdedIdleTimeout``).
    public var crowdedIdleTimeout: Duration {
        get { connections.crowdedIdleTimeout }
        set { connections.crowdedIdleTimeout = newValue }
    }
    /// ``connections``' idle timeout (``TrellisServerGuards/ConnectionLimits/idleTimeout``).
    public var idleTimeout: Duration {
        get { connections.idleTimeout }
        set { connections.idleTimeout = newValue }
    }
    /// ``connections``' read timeout (``TrellisServerGuards/ConnectionLimits/readTimeout``).
    public var readTimeout: Duration {
        get { connections.readTimeout }
        set { connections.readTimeout = newValue }
    }
    /// ``connections``' write timeout (``TrellisServerGuards/ConnectionLimits/writeTimeout``).
    public var writeTimeout: Duration {
        get { connections.writeTimeout }
        set { connections.writeTimeout = newValue }
    }
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

    /// ``maximumConnections``, lowered to fit the soft open-file limit (`ulimit -n`): see
    /// ``TrellisServerGuards/ConnectionLimits/effectiveMaximumConnections``.
    public var effectiveMaximumConnections: Int { connections.effectiveMaximumConnections }

    /// Connections accepted at once, the held ones and those being refused: see
    /// ``TrellisServerGuards/ConnectionLimits/acceptedConnections``.
    public var acceptedConnections: Int { connections.acceptedConnections }
}
