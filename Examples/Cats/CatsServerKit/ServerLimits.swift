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
    /// Connections held at once; more wait in the listen backlog until one closes. Never
    /// more than the process's open-file limit allows (``effectiveMaximumConnections``).
    public var maximumConnections = 512
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
    /// Sign-ins let through at once before they are rationed.
    public var signInBurst = 20
    /// Sign-ins per second once the burst is spent; more are 429 with `Retry-After`.
    public var signInsPerSecond = 5.0
    /// Nonces of signed requests remembered at once (each until its timestamp leaves the
    /// window); past it, signed requests are 429 until the oldest expire.
    public var nonceCapacity = 1_000_000

    /// The default limits.
    public init() {}

    /// File descriptors kept for the database, the listening socket and the runtime.
    static let reservedFileDescriptors = 64

    /// ``maximumConnections``, lowered to fit the soft open-file limit (`ulimit -n`) less
    /// ``reservedFileDescriptors``, at least 1: the server stops accepting before the
    /// system refuses it a file.
    public var effectiveMaximumConnections: Int {
        var limit = rlimit()
        guard getrlimit(Self.openFiles, &limit) == 0 else { return maximumConnections }
        let files = UInt64(limit.rlim_cur)  // RLIM_INFINITY is the largest value: no cap from the system
        let room = files > UInt64(Self.reservedFileDescriptors) ? files - UInt64(Self.reservedFileDescriptors) : 1
        return max(1, min(maximumConnections, Int(clamping: room)))
    }

    #if canImport(Glibc)
        static let openFiles = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
        static let openFiles = RLIMIT_NOFILE
    #endif
}
