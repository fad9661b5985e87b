import NIOCore

/// Closes a connection that sends nothing within `timeout` of opening.
///
/// A channel whose idle timeout starts only once a first request has been parsed (a
/// WebSocket-upgrading channel decides on the upgrade first) would otherwise hold a
/// connection that never sends a byte for ever, and with it a place under the
/// ``ConnectionGate``'s cap. ``GuardedChannel`` adds it when given a `firstByteTimeout`.
public final class FirstByteDeadlineHandler: ChannelInboundHandler, RemovableChannelHandler {
    public typealias InboundIn = ByteBuffer
    public typealias InboundOut = ByteBuffer

    let timeout: TimeAmount
    private var deadline: Scheduled<Void>?
    private var heard = false

    /// A handler closing the connection when no byte came `timeout` after it opened.
    public init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    public func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context) }
    }

    public func channelActive(context: ChannelHandlerContext) {
        arm(context)
        context.fireChannelActive()
    }

    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if !heard {
            heard = true
            deadline?.cancel()
            deadline = nil
        }
        context.fireChannelRead(data)
    }

    public func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        context.fireChannelInactive()
    }

    public func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }

    private func arm(_ context: ChannelHandlerContext) {
        guard deadline == nil, !heard else { return }
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        deadline = context.eventLoop.scheduleTask(in: timeout) { loopBound.value.close(promise: nil) }
    }
}
