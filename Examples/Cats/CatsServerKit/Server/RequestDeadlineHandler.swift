import NIOCore

/// Closes a connection whose client is too slow: a request that has not fully arrived
/// `readTimeout` after its first byte (slow headers or a trickled body: the server starts
/// answering as soon as the whole request is read), or a response the client stops reading
/// for `writeTimeout`.
///
/// It sits first in the pipeline, before HTTP decoding, and sees bytes only: a read arms the
/// read deadline if it is not armed, a write disarms it. An idle connection (no bytes at
/// all) is Hummingbird's HTTP/1 `idleTimeout`'s to close. Slowloris-style clients then hold
/// a connection for at most `readTimeout`, so they cannot pin the connection cap forever.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    let readTimeout: TimeAmount
    let writeTimeout: TimeAmount
    private var readDeadline: Scheduled<Void>?
    private var writeDeadline: Scheduled<Void>?

    init(readTimeout: TimeAmount, writeTimeout: TimeAmount) {
        self.readTimeout = readTimeout
        self.writeTimeout = writeTimeout
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if readDeadline == nil { readDeadline = closing(context, after: readTimeout) }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        readDeadline?.cancel()
        readDeadline = nil
        context.write(data, promise: promise)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            writeDeadline?.cancel()
            writeDeadline = nil
        } else if writeDeadline == nil {
            writeDeadline = closing(context, after: writeTimeout)
        }
        context.fireChannelWritabilityChanged()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelDeadlines()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelDeadlines()
    }

    private func cancelDeadlines() {
        readDeadline?.cancel()
        writeDeadline?.cancel()
        readDeadline = nil
        writeDeadline = nil
    }

    private func closing(_ context: ChannelHandlerContext, after delay: TimeAmount) -> Scheduled<Void> {
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        return context.eventLoop.scheduleTask(in: delay) { loopBound.value.close(promise: nil) }
    }
}
