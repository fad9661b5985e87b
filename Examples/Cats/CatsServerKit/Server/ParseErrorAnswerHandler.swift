import CatsAPI
import NIOCore
import NIOHTTP1

/// Gives the 400 for a request the HTTP/1 parser refuses an ``CatsAPI/APIErrorBody``, like
/// every other refusal.
///
/// Such a request (an unknown method such as `FOO` or `get`, a space, NUL or non-ASCII byte in
/// the target, a `Content-Length` that is negative, huge or repeated, a header over 80 KiB,
/// a TLS hello) never reaches the router: Hummingbird's `HTTPChannelHandler` answers it with a
/// bare `400`, `content-length: 0`, and closes. This handler sits right after NIO's request
/// decoder, notes the `HTTPParserError` on its way up, and when that bare 400 comes back down
/// fills in the JSON body. Any other answer passes untouched.
final class ParseErrorAnswerHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// The parser's error, until the 400 it causes is written.
    private var parserError: HTTPParserError?

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? HTTPParserError { parserError = error }
        context.fireErrorCaught(error)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard let error = parserError, case .head(var head) = unwrapOutboundIn(data), head.status == .badRequest else {
            context.write(data, promise: promise)
            return
        }
        parserError = nil
        let body = ByteBuffer(bytes: CatsAPI.encode(APIErrorBody(error: "the request is not valid HTTP/1.1 (\(error))")))
        head.headers.replaceOrAdd(name: "content-type", value: "application/json; charset=utf-8")
        head.headers.replaceOrAdd(name: "content-length", value: "\(body.readableBytes)")
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: promise)
    }
}
