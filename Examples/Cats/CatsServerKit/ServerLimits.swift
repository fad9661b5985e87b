#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// File descriptors kept for the database, the listening socket and the runtime.
    static let reservedFileDescriptors = 64

    /// ``maximumConnections``, lowered to fit the soft open-file limit (`ulimit -n`) less
    /// ``reservedFileDescriptors``, at least 1: the server stops accepting before the
    /// system refuses it a file.
    public var effectiveMaximumConnections: Int {
        max(1, min(maximumConnections, acceptedConnections - Self.refusalRoom))
    }

    /// Connections accepted at once, the held ones and those being refused: the soft
    /// open-file limit less ``reservedFileDescriptors`` (Hummingbird's
    /// `MaximumAvailableConnections`; past it the rest wait in the backlog).
    public var acceptedConnections: Int {
        var limit = rlimit()
        guard getrlimit(Self.openFiles, &limit) == 0 else { return maximumConnections + Self.refusalRoom }
        let files = UInt64(limit.rlim_cur)  // RLIM_INFINITY is the largest value: no cap from the system
        let room = files > UInt64(Self.reservedFileDescriptors) ? files - UInt64(Self.reservedFileDescriptors) : 1
        return max(1 + Self.refusalRoom, Int(clamping: room))
    }

    /// Descriptors left for connections being refused (each only until its 503 is out).
    static let refusalRoom = 16

    #if canImport(Glibc)
        static let openFiles = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
        static let openFiles = RLIMIT_NOFILE
    #endif
}
