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
}

/// Answers a connection the ``ConnectionGate`` refused: a 503 as soon as it is active, then
/// closes it; nothing it sends reaches HTTP.
final class RefusalHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer

    /// The whole answer: the gate's refusal.
    let refusal: ByteBuffer

    init(refusal: ByteBuffer) {
        self.refusal = refusal
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { refuse(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        refuse(context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}

    private func refuse(_ context: ChannelHandlerContext) {
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(NIOAny(refusal)).whenComplete { _ in
            loopBound.value.close(promise: nil)
        }
    }
}
