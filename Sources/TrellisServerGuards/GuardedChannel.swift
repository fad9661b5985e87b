import HummingbirdCore
import Logging
import NIOCore

/// A Hummingbird child channel (HTTP/1, or HTTP/1 with WebSocket upgrades) behind the
/// guards every server on the open network needs:
///
/// - a ``ConnectionGate``, so a connection past the caps takes an idle one's place or is
///   refused at once with 503 (its bytes never reach HTTP);
/// - a ``RequestDeadlineHandler``, so a client that sends too slowly, or does not read,
///   loses its connection;
/// - whatever `configure` adds once the inner channel is set up (a handler after the
///   request decoder that answers what the parser refuses, say).
///
/// ```swift
/// let limits = ConnectionLimits()
/// let gate = ConnectionGate(limits: limits)
/// let server = HTTPServerBuilder { responder in
///     GuardedChannel(
///         inner: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: TimeAmount(limits.idleTimeout))),
///         limits: limits, gate: gate)
/// }
/// ```
public struct GuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
    /// The inner channel's value: the guards sit below it and change nothing above.
    public typealias Value = Inner.Value

    /// The channel guarded.
    public let inner: Inner
    /// The request and write timeouts (the idle timeout is the inner channel's).
    public let readTimeout: TimeAmount
    /// How long an answer may wait for a client that does not read it.
    public let writeTimeout: TimeAmount
    /// The gate all of a server's connections go through (one per server).
    public let gate: ConnectionGate
    /// How long a new connection may stay silent before it is closed
    /// (``FirstByteDeadlineHandler``), or nil when the inner channel's idle timeout covers it.
    public let firstByteTimeout: TimeAmount?
    /// Adds handlers once the inner channel has set up its pipeline (on the channel's
    /// event loop); a throw fails the connection.
    public let configure: @Sendable (any Channel) throws -> Void

    /// Guards `inner` with `limits`' timeouts and `gate`.
    ///
    /// - Parameters:
    ///   - inner: The channel to guard.
    ///   - limits: Its read and write timeouts are used; `slack` is added to the read
    ///     timeout (an answer held back on purpose, as `cats-server --latency` does).
    ///   - slack: Added to the read timeout.
    ///   - gate: The server's gate, shared by all its connections.
    ///   - firstByteTimeout: Closes a connection silent this long after it opened; nil
    ///     (the default) leaves that to the inner channel's idle timeout (Hummingbird's
    ///     HTTP/1 channel has one from the start; its WebSocket-upgrading channel has not).
    ///   - configure: Adds handlers after the inner channel's setup.
    public init(
        inner: Inner, limits: ConnectionLimits, slack: Duration = .zero, gate: ConnectionGate, firstByteTimeout: Duration? = nil,
        configure: @escaping @Sendable (any Channel) throws -> Void = { _ in }
    ) {
        self.inner = inner
        readTimeout = TimeAmount(limits.readTimeout + slack)
        writeTimeout = TimeAmount(limits.writeTimeout)
        self.gate = gate
        self.firstByteTimeout = firstByteTimeout.map { TimeAmount($0) }
        self.configure = configure
    }

    /// Admits the connection (or answers 503 and closes it), puts the gate's and the
    /// deadlines' handlers first, sets the inner channel up, then runs `configure`.
    public func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        guard let activity = gate.admit(channel, now: channel.eventLoop.now) else {
            // Refused at once: the 503 goes out as soon as the connection is active, then it closes.
            return inner.setup(channel: channel, logger: logger).flatMapThrowing { [gate] value in
                try channel.pipeline.syncOperations.addHandler(RefusalHandler(refusal: gate.refusal), position: .first)
                return value
            }
        }
        channel.closeFuture.whenComplete { [gate] _ in gate.release(channel) }
        return channel.eventLoop.makeCompletedFuture {
            let deadlines = RequestDeadlineHandler(readTimeout: readTimeout, writeTimeout: writeTimeout)
            try channel.pipeline.syncOperations.addHandler(deadlines, position: .first)
            try channel.pipeline.syncOperations.addHandler(ConnectionGateHandler(activity: activity), position: .first)
            if let firstByteTimeout {
                try channel.pipeline.syncOperations.addHandler(FirstByteDeadlineHandler(timeout: firstByteTimeout), position: .first)
            }
        }
        .flatMap { inner.setup(channel: channel, logger: logger) }
        .flatMapThrowing { [configure] value in
            try configure(channel)
            return value
        }
    }

    /// The inner channel's handling, unchanged.
    public func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
