import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 channel (with its idle timeout) behind a ``RequestDeadlineHandler``,
/// so a client that sends too slowly, or does not read, loses its connection; and with a
/// ``ParseErrorAnswerHandler`` after NIO's request decoder, so a request that is not HTTP
/// is refused with a JSON body too.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let http1: HTTP1Channel
    let readTimeout: TimeAmount
    let writeTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            let deadlines = RequestDeadlineHandler(readTimeout: readTimeout, writeTimeout: writeTimeout)
            try channel.pipeline.syncOperations.addHandler(deadlines, position: .first)
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
                readTimeout: TimeAmount(limits.readTimeout + slack), writeTimeout: TimeAmount(limits.writeTimeout))
        }
    }
}
