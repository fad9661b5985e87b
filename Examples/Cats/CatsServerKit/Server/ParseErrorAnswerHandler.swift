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
///
/// The parser can refuse a pipelined request while the answer to an earlier one is still being
/// written, and that answer may itself be a 400 (a sign-in for an invalid user id): only a
/// head that is Hummingbird's bare answer (`400`, `content-length: 0`, `connection: close`)
/// is the parser's, so an earlier 400 keeps its own body and the JSON goes to the right one.
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
        guard let error = parserError, case .head(var head) = unwrapOutboundIn(data), Self.isBareParserAnswer(head) else {
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

    /// Whether `head` is the answer `HTTPChannelHandler` gives a parser error: a 400 with no
    /// body that closes the connection (every refusal of a route carries an error body).
    static func isBareParserAnswer(_ head: HTTPResponseHead) -> Bool {
        head.status == .badRequest && head.headers["content-length"] == ["0"]
            && head.headers["connection"].contains { $0.lowercased() == "close" }
    }
}
