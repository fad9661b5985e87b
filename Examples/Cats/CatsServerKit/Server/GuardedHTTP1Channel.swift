import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 channel (with its idle timeout) behind a ``RequestDeadlineHandler``,
/// so a client that sends too slowly, or does not read, loses its connection; behind a
/// ``ConnectionGate``, so a connection past the caps takes an idle one's place or is refused
/// at once with 503; and with a
/// ``ParseErrorAnswerHandler`` after NIO's request decoder, so a request that is not HTTP
/// is refused with a JSON body too.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let http1: HTTP1Channel
    let readTimeout: TimeAmount
    let writeTimeout: TimeAmount
    let gate: ConnectionGate

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        guard let activity = gate.admit(channel, now: channel.eventLoop.now) else {
            // Refused at once: the 503 goes out as soon as the connection is active, then it closes.
            return http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
                try channel.pipeline.syncOperations.addHandler(RefusalHandler(), position: .first)
                return value
            }
        }
        channel.closeFuture.whenComplete { [gate] _ in gate.release(channel) }
        return channel.eventLoop.makeCompletedFuture {
            let deadlines = RequestDeadlineHandler(readTimeout: readTimeout, writeTimeout: writeTimeout)
            try channel.pipeline.syncOperations.addHandler(deadlines, position: .first)
            try channel.pipeline.syncOperations.addHandler(ConnectionGateHandler(activity: activity), position: .first)
        }
        .flatMap { http1.setup(channel: channel, logger: logger) }
        .flatMapThrowing { value in
            let decoder = try channel.pipeline.syncOperations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try channel.pipeline.syncOperations.addHandler(ParseErrorAnswerHandler(), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1 with `limits`' idle, read and write timeouts; `slack` (the `--latency`) is
    /// added to the read timeout, since the answer is held back that long on purpose.
    static func guardedHTTP1(_ limits: ServerLimits, slack: Duration) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            GuardedHTTP1Channel(
                http1: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: TimeAmount(limits.idleTimeout))),
                readTimeout: TimeAmount(limits.readTimeout + slack), writeTimeout: TimeAmount(limits.writeTimeout),
                gate: ConnectionGate(limits: limits))
        }
    }
}
