#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many connections a server holds and how long each may take: the part of a server's
/// limits that keeps it answering whatever its clients do, shared by `cats-server` and the
/// browser host (`TrellisWeb.WebServer`).
///
/// ```swift
/// var limits = ConnectionLimits()
/// limits.maximumConnections = 64
/// limits.readTimeout = .seconds(2)
/// ```
public struct ConnectionLimits: Sendable, Equatable {
    /// Connections held at once; past it a new one takes the place of one idle for
    /// ``crowdedIdleTimeout``, or is refused at once with 503 (``ConnectionGate``). Never
    /// more than the process's open-file limit allows (``effectiveMaximumConnections``).
    public var maximumConnections = 512
    /// Connections held at once from one IP address; past it, as past the cap, one of that
    /// address's idle connections yields, or the new one is refused with 503.
    public var maximumConnectionsPerAddress = 64
    /// Addresses ``maximumConnectionsPerAddress`` does not apply to: a reverse proxy's,
    /// whose connections carry every client's (the proxy limits each client itself).
    /// Only ``maximumConnections`` holds them. Empty by default.
    public var unlimitedAddresses: Set<String> = []
    /// How long keep-alive lasts when connections are at a cap: a connection with no
    /// request in progress for this long yields its place to a new one.
    public var crowdedIdleTimeout: Duration = .seconds(2)
    /// How long a connection may stay open with no request on it (Hummingbird's HTTP/1
    /// `idleTimeout`): idle keep-alive connections and ones that never send a byte close.
    public var idleTimeout: Duration = .seconds(30)
    /// How long a request may take to arrive, from its first byte until the server starts
    /// answering it (slow headers, slow bodies).
    public var readTimeout: Duration = .seconds(10)
    /// How long a response may wait for a client that does not read it.
    public var writeTimeout: Duration = .seconds(10)

    /// The default limits: 512 connections, 64 from one address, 30 s idle, 10 s to send
    /// a request or read an answer.
    public init() {}

    /// File descriptors kept for the database, the listening socket and the runtime.
    public static let reservedFileDescriptors = 64

    /// ``maximumConnections``, lowered to fit the soft open-file limit (`ulimit -n`) less
    /// ``reservedFileDescriptors``, at least 1: the server stops accepting before the
    /// system refuses it a file.
    public var effectiveMaximumConnections: Int {
        max(1, min(maximumConnections, acceptedConnections - Self.refusalRoom))
    }

    /// Connections accepted at once, the held ones and those being refused: the soft
    /// open-file limit less ``reservedFileDescriptors`` (what to give Hummingbird's
    /// `MaximumAvailableConnections`; past it the rest wait in the backlog).
    public var acceptedConnections: Int {
        var limit = rlimit()
        guard getrlimit(Self.openFiles, &limit) == 0 else { return maximumConnections + Self.refusalRoom }
        let files = UInt64(limit.rlim_cur)  // RLIM_INFINITY is the largest value: no cap from the system
        let room = files > UInt64(Self.reservedFileDescriptors) ? files - UInt64(Self.reservedFileDescriptors) : 1
        return max(1 + Self.refusalRoom, Int(clamping: room))
    }

    /// Descriptors left for connections being refused (each only until its 503 is out).
    public static let refusalRoom = 16

    #if canImport(Glibc)
        static let openFiles = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
        static let openFiles = RLIMIT_NOFILE
    #endif
}
