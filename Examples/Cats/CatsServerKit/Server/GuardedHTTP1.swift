import CatsAPI
import HummingbirdCore
import NIOCore
import NIOHTTP1
import TrellisServerGuards

extension HTTPServerBuilder {
    /// Hummingbird's HTTP/1 channel (with `limits`' idle timeout) behind Trellis's server
    /// guards (``TrellisServerGuards/GuardedChannel``): the connection gate, whose 503
    /// carries an ``CatsAPI/APIErrorBody``, and the read and write deadlines, `slack` (the
    /// `--latency`) added to the read timeout since the answer is held back that long on
    /// purpose; and with a ``ParseErrorAnswerHandler`` after NIO's request decoder, so a
    /// request that is not HTTP is refused with a JSON body too.
    static func guardedHTTP1(_ limits: ServerLimits, slack: Duration) -> HTTPServerBuilder {
        let refusal = ConnectionGate.refusalResponse(
            body: Array(CatsAPI.encode(APIErrorBody(error: ConnectionGate.refusalReason))), contentType: "application/json; charset=utf-8")
        let gate = ConnectionGate(limits: limits.connections, refusal: refusal)
        return HTTPServerBuilder { responder in
            GuardedChannel(
                inner: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: TimeAmount(limits.idleTimeout))),
                limits: limits.connections, slack: slack, gate: gate
            ) { channel in
                let decoder = try channel.pipeline.syncOperations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
                try channel.pipeline.syncOperations.addHandler(ParseErrorAnswerHandler(), position: .after(decoder))
            }
        }
    }
}
