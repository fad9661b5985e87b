import NIOCore

extension RequestDeadlineHandler {
    /// Closes the output only once every answer written before it has gone out.
    ///
    /// HTTP/1.1 lets a client half-close: send its request, shut its side, and read the
    /// answer. Hummingbird then finishes the connection's writer as soon as the handler has
    /// queued the answer, which asks the channel to close its output; NIO's socket channel,
    /// seeing the input already shut, escalates that to a full close and drops the writes
    /// still queued: a hostile run got 5,705,630 of a 15,198,804-byte answer. Here the close
    /// waits for an empty write queued behind the answer (writes complete in order), so the
    /// answer is sent whole; a client that stops reading is still cut off by the write
    /// timeout, which closes the whole connection.
    public func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        guard mode == .output else {
            context.close(mode: mode, promise: promise)
            return
        }
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(ByteBuffer())), promise: written)
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        written.futureResult.whenComplete { _ in loopBound.value.close(mode: .output, promise: promise) }
    }
}
