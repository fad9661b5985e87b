import HummingbirdCore
import NIOCore
import NIOHTTP1

/// Checks each request of a connection as soon as its head is parsed, before the WebSocket
/// upgrade handler or the router see it (``WebAdmission``), and answers what the HTTP
/// parser refuses: a refused request gets its status and reason as plain text and the
/// connection closes.
///
/// Hummingbird's WebSocket channel answers a refused upgrade with a bare 400, and a
/// request its parser refuses (a 90 KiB header, 1,001 headers, a TLS hello, a space in the
/// target) with nothing at all while it waits to decide on an upgrade: a hostile run held
/// 200 descriptors and 30 MB that way. Here a refused socket gets 403 (a host name or an
/// origin not the page's), 426 (a WebSocket version not 13) or 429 (too many wrong
/// tokens) with its reason, and a parser error 400 or 431.
///
/// It sits right after NIO's request decoder. A request that goes on to an upgrade takes
/// the guard out of the pipeline once it has passed: what follows is WebSocket frames.
final class WebRequestGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    let admission: WebAdmission
    /// A refusal was written: the rest of the connection's input is dropped.
    private var refused = false
    /// The request passing now asks for a WebSocket upgrade.
    private var upgrading = false

    init(admission: WebAdmission) {
        self.admission = admission
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        switch unwrapInboundIn(data) {
        case .head(let head):
            let uri = URI(head.uri)
            let request = WebAdmission.Request(
                host: head.headers.first(name: "host"), hostCount: head.headers["host"].count, path: Substring(uri.path),
                token: uri.queryParameters["token"], cookies: head.headers["cookie"], origins: head.headers["origin"],
                isUpgrade: head.headers["upgrade"].contains { $0.lowercased() == "websocket" },
                webSocketVersions: head.headers["sec-websocket-version"], forwardedFor: head.headers["x-forwarded-for"],
                forwardedHost: head.headers["x-forwarded-host"], forwardedProto: head.headers["x-forwarded-proto"])
            switch admission.verdict(for: request, peer: context.channel.remoteAddress?.ipAddress ?? "unknown") {
            case .failure(let refusal):
                refuse(context, refusal)
                return
            case .success:
                break  // the router answers the page, or moves its token into a cookie
            }
            upgrading = request.isUpgrade
            context.fireChannelRead(data)
        case .body:
            context.fireChannelRead(data)
        case .end:
            context.fireChannelRead(data)
            if upgrading { context.pipeline.syncOperations.removeHandler(context: context, promise: nil) }
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let error = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        guard !refused else { return }
        let tooLarge = error == .headerOverflow
        refuse(
            context,
            WebAdmission.Refusal(
                status: tooLarge ? 431 : 400,
                reason: tooLarge ? "The request's headers are too large." : "The request is not valid HTTP/1.1 (\(error))."))
    }

    /// Writes `refusal` as a whole answer and closes the connection.
    private func refuse(_ context: ChannelHandlerContext, _ refusal: WebAdmission.Refusal) {
        refused = true
        let body = ByteBuffer(string: refusal.reason + "\n")
        var headers = HTTPHeaders([
            ("content-type", "text/plain; charset=utf-8"), ("content-length", "\(body.readableBytes)"), ("connection", "close"),
            ("cache-control", "no-store"),
        ])
        for (name, value) in refusal.headers { headers.add(name: name, value: value) }
        let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: refusal.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in loopBound.value.close(promise: nil) }
    }
}
