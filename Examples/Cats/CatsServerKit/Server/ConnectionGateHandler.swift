import CatsAPI
import NIOConcurrencyHelpers
import NIOCore

/// Keeps a connection's ``ConnectionGate/Activity`` up to date: busy from a request's first
/// byte until its answer starts, idle (and since when) otherwise. It sits first in the
/// pipeline and sees bytes only, like ``RequestDeadlineHandler``.
final class ConnectionGateHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    let activity: NIOLockedValueBox<ConnectionGate.Activity>
    private var busy = false

    init(activity: NIOLockedValueBox<ConnectionGate.Activity>) {
        self.activity = activity
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if !busy {
            busy = true
            activity.withLockedValue { $0.busy = true }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let now = context.eventLoop.now
        busy = false
        activity.withLockedValue { $0 = ConnectionGate.Activity(busy: false, since: now) }
        context.write(data, promise: promise)
    }

    /// What a refused connection is sent before it is closed: a 503 with `Retry-After`.
    static func refusal(_ reason: String) -> ByteBuffer {
        let body = CatsAPI.encode(APIErrorBody(error: reason))
        let head =
            "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json; charset=utf-8\r\n"
            + "content-length: \(body.count)\r\nretry-after: 1\r\nconnection: close\r\n\r\n"
        var buffer = ByteBuffer(string: head)
        buffer.writeBytes(body)
        return buffer
    }
}

/// Answers a connection the ``ConnectionGate`` refused: a 503 as soon as it is active, then
/// closes it; nothing it sends reaches HTTP.
final class RefusalHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { refuse(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        refuse(context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}

    private func refuse(_ context: ChannelHandlerContext) {
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(NIOAny(ConnectionGateHandler.refusal(ConnectionGate.refusalReason))).whenComplete { _ in
            loopBound.value.close(promise: nil)
        }
    }
}
