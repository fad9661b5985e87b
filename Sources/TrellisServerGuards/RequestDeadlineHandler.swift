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
///
/// The read deadline is a lazy timer: a request notes when its first byte came, and one
/// timer per connection checks when it fires whether the request it was armed for (or a
/// later one) is still unread past its deadline, re-arming for the later one's. A busy
/// keep-alive connection so schedules no timer per request, only about one per `readTimeout`.
///
/// A connection that switches protocols (its answer starts `HTTP/1.1 101`, a WebSocket
/// upgrade) sends no more requests: from then on only the write deadline applies, and the
/// protocol above keeps its own time (a WebSocket's pings).
public final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    public typealias InboundIn = ByteBuffer
    public typealias InboundOut = ByteBuffer
    public typealias OutboundIn = IOData
    public typealias OutboundOut = IOData

    let readTimeout: TimeAmount
    let writeTimeout: TimeAmount
    /// When the request being read sent its first byte; nil between requests.
    private var readingSince: NIODeadline?
    /// The one pending read check, if any.
    private var readCheck: Scheduled<Void>?
    private var writeDeadline: Scheduled<Void>?
    /// Whether the connection switched protocols: no more requests to time.
    private var upgraded = false

    /// A handler closing a connection whose request takes `readTimeout` to arrive, or whose
    /// client leaves an answer unread for `writeTimeout`.
    public init(readTimeout: TimeAmount, writeTimeout: TimeAmount) {
        self.readTimeout = readTimeout
        self.writeTimeout = writeTimeout
    }

    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if readingSince == nil && !upgraded {
            let now = context.eventLoop.now
            readingSince = now
            if readCheck == nil { readCheck = checkReading(context, at: now + readTimeout) }
        }
        context.fireChannelRead(data)
    }

    public func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if readingSince != nil, case .byteBuffer(let buffer) = unwrapOutboundIn(data),
            buffer.readableBytesView.starts(with: Self.switchingProtocols)
        {
            upgraded = true
            readCheck?.cancel()
            readCheck = nil
        }
        readingSince = nil
        context.write(data, promise: promise)
    }

    /// How an answer that switches protocols starts.
    static let switchingProtocols = Array("HTTP/1.1 101".utf8)

    /// At `deadline`: closes the connection if the request being read began `readTimeout` ago
    /// or more, else checks again at that request's own deadline.
    private func checkReading(_ context: ChannelHandlerContext, at deadline: NIODeadline) -> Scheduled<Void> {
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        return context.eventLoop.scheduleTask(deadline: deadline) {
            let (handler, context) = loopBound.value
            handler.readCheck = nil
            guard let since = handler.readingSince else { return }
            let due = since + handler.readTimeout
            if due <= context.eventLoop.now {
                context.close(promise: nil)
            } else {
                handler.readCheck = handler.checkReading(context, at: due)
            }
        }
    }

    public func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            writeDeadline?.cancel()
            writeDeadline = nil
        } else if writeDeadline == nil {
            writeDeadline = closing(context, after: writeTimeout)
        }
        context.fireChannelWritabilityChanged()
    }

    public func channelInactive(context: ChannelHandlerContext) {
        cancelDeadlines()
        context.fireChannelInactive()
    }

    public func handlerRemoved(context: ChannelHandlerContext) {
        cancelDeadlines()
    }

    private func cancelDeadlines() {
        readCheck?.cancel()
        writeDeadline?.cancel()
        readCheck = nil
        readingSince = nil
        writeDeadline = nil
    }

    private func closing(_ context: ChannelHandlerContext, after delay: TimeAmount) -> Scheduled<Void> {
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        return context.eventLoop.scheduleTask(in: delay) { loopBound.value.close(promise: nil) }
    }
}
