import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1
import ServiceLifecycle
import TrellisHost
import TrellisServerGuards

/// Serves a Trellis app to browsers: the page (HTML, a stylesheet and one script, nothing
/// else) over HTTP, and each tab's own ``WebApp`` over a WebSocket, built by Hummingbird
/// and hummingbird-websocket.
///
/// Each tab that connects gets a new app from `makeTab` (its own state and session);
/// closing the tab ends it, after ``WebServerConfiguration/reloadGrace`` in which a
/// reload of the same tab resumes it. Keys, pastes, clicks and resizes go to the app as
/// they arrive, and each is answered at once by a frame of the cells that changed; the
/// app also gets a frame every ``WebServerConfiguration/frameInterval`` for what changes
/// on its own (data loading, a spinner), sent only when something did.
///
/// What it lets in: the page and the socket need the launch's token
/// (``WebServerConfiguration/token``); the socket's `Origin` must be the page's own;
/// messages are bounded in size (``WebLimits``) and rate, sessions in number. A message
/// that breaks a rule closes that tab's socket with the reason (the page shows it) and
/// touches nothing else.
///
/// ```swift
/// let server = WebServer(WebServerConfiguration(port: 8000)) { request in
///     WebTab(app: WebApp(root: makeRoot(), size: request.size))
/// }
/// try await server.run { port in print(server.configuration.url(port: port)) }
/// ```
public struct WebServer: Sendable {
    /// Where it listens and what it allows.
    public let configuration: WebServerConfiguration
    let makeTab: @MainActor @Sendable (WebTabRequest) async throws -> WebTab
    let sessions: WebSessions
    let logger: Logger
    let admission: WebAdmission
    let openSockets = WebOpenSockets()

    /// A server that gives each tab the app `makeTab` builds.
    ///
    /// - Parameters:
    ///   - configuration: Address, token and limits.
    ///   - logger: Where refused connections and socket errors are logged.
    ///   - makeTab: Builds a new tab's app, on the main actor; an error refuses the tab
    ///     (its page shows the error).
    @MainActor
    public init(
        _ configuration: WebServerConfiguration, logger: Logger = Logger(label: "TrellisWeb"),
        makeTab: @escaping @MainActor @Sendable (WebTabRequest) async throws -> WebTab
    ) {
        self.configuration = configuration
        self.makeTab = makeTab
        self.logger = logger
        sessions = WebSessions(maximum: max(1, configuration.maximumSessions), grace: configuration.reloadGrace)
        admission = WebAdmission(configuration: configuration, logger: logger)
    }

    /// Serves until the task is cancelled (or the process gets SIGINT or SIGTERM, which
    /// Hummingbird's service lifecycle handles), then ends every tab's session.
    ///
    /// - Parameter onListening: Called with the port bound (the one chosen for port `0`).
    /// - Throws: when the address cannot be bound.
    ///
    /// Asked to stop, it first closes every tab's socket with 1001 and "The server is
    /// stopping": the pages keep their sessions and try to reconnect, rather than saying
    /// the app ended.
    public func run(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let application = makeApplication(onListening: onListening)
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [
                    .init(service: application),
                    .init(service: WebGoingAway(sockets: openSockets), successTerminationBehavior: .ignore),
                ],
                gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        do {
            try await group.run()
        } catch {
            await sessions.endAll()
            throw error
        }
        await sessions.endAll()
    }

    /// The Hummingbird application serving the page and the sockets (``run(onListening:)``
    /// runs it; tests run it with HummingbirdTesting).
    public func makeApplication(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let page = WebPage(title: configuration.title)
        // The host name and the token were checked before the request got here
        // (WebRequestGuard); the router checks them again, whatever path a request takes.
        let server = self
        router.get("/") { request, _ -> Response in
            if case .moveTokenToCookie(let secure) = try server.check(request) {
                return server.tokenCookieRedirect(secure: secure)
            }
            return WebPage.response(page.html, type: "text/html; charset=utf-8")
        }
        router.get(RouterPath(WebPage.scriptPath)) { _, _ in WebPage.response(WebPage.script, type: "text/javascript; charset=utf-8") }
        router.get(RouterPath(WebPage.stylePath)) { _, _ in WebPage.response(WebPage.style, type: "text/css; charset=utf-8") }
        router.ws(RouterPath(WebPage.socketPath)) { request, _ in
            try server.check(request)
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let query = context.request.uri.queryParameters
            let size = server.requestedSize(columns: query["cols"], rows: query["rows"])
            try await WebSocketConnection(server: server, outbound: outbound)
                .serve(inbound, resuming: query["session"].map(String.init), size: size)
        }
        let wsConfiguration = WebSocketServerConfiguration(maxFrameSize: configuration.limits.maximumMessageBytes)
        let connections = configuration.connections.withUnlimitedAddresses(configuration.trustedProxies)
        let gate = ConnectionGate(limits: connections)
        let webSocketResponder = router.buildResponder()
        let meter = WebFrameMeter.Limits(
            frameBurst: configuration.frameBurst, framesPerSecond: configuration.framesPerSecond,
            maximumFragments: max(1, configuration.maximumFragments), maximumMessageBytes: configuration.limits.maximumMessageBytes)
        let (admission, logger) = (admission, logger)
        let guarded = HTTPServerBuilder { responder in
            GuardedChannel(
                inner: HTTP1WebSocketUpgradeChannel(
                    responder: responder, webSocketResponder: webSocketResponder,
                    configuration: .init(http1: .init(idleTimeout: TimeAmount(connections.idleTimeout)), ws: wsConfiguration)),
                limits: connections, gate: gate, firstByteTimeout: connections.idleTimeout
            ) { channel in
                let decoder = try channel.pipeline.syncOperations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
                try channel.pipeline.syncOperations.addHandler(WebRequestGuard(admission: admission), position: .after(decoder))
                try channel.pipeline.syncOperations.addHandler(WebFrameMeter(limits: meter, logger: logger), position: .first)
            }
        }
        return Application(
            router: router, server: guarded,
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: "trellis-web",
                availableConnectionsDelegate: MaximumAvailableConnections(connections.acceptedConnections, logger: logger)),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: logger)
    }

    /// Checks a request for the page or the socket again, as the request guard did (the
    /// host name, the token, the socket's origin and version), without counting a wrong
    /// token twice.
    ///
    /// - Returns: What the request gets: the page, or a redirect moving its token into a cookie.
    /// - Throws: `HTTPError` with the refusal's status and reason.
    @discardableResult
    func check(_ request: Request) throws -> WebAdmission.Admitted {
        let query = request.uri.queryParameters
        let checked = WebAdmission.Request(
            host: request.head.authority, hostCount: request.head.authority == nil ? 0 : 1, path: Substring(request.uri.path),
            token: query["token"], cookies: request.headers[values: .cookie], origins: request.headers[values: .origin],
            isUpgrade: request.headers[values: .upgrade].contains { $0.lowercased() == "websocket" },
            webSocketVersions: request.headers[values: .secWebSocketVersion],
            forwardedFor: request.headers[values: Self.forwardedFor], forwardedHost: request.headers[values: Self.forwardedHost],
            forwardedProto: request.headers[values: Self.forwardedProto])
        switch admission.verdict(for: checked, peer: nil, counting: false) {
        case .failure(let refusal): throw HTTPError(HTTPResponse.Status(code: refusal.status), message: refusal.reason)
        case .success(let admitted): return admitted
        }
    }

    /// `303 See Other` to `./`, setting the token's cookie (``WebAccessToken/cookieName``:
    /// `HttpOnly`, `SameSite=Strict`, `Secure` when the page was asked for over https): the
    /// browser keeps the token and asks for the page again without it in the URL.
    func tokenCookieRedirect(secure: Bool) -> Response {
        var headers = HTTPFields()
        headers[.location] = "./"
        headers[.setCookie] =
            "\(configuration.token.cookieName)=\(configuration.token.text); Path=/; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
        headers[.cacheControl] = "no-store"
        headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        headers[.contentType] = "text/plain; charset=utf-8"
        return Response(
            status: .seeOther, headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(string: "The token is kept in a cookie now: the page is at ./\n")))
    }

    static let forwardedFor = HTTPField.Name("X-Forwarded-For")!
    static let forwardedHost = HTTPField.Name("X-Forwarded-Host")!
    static let forwardedProto = HTTPField.Name("X-Forwarded-Proto")!

    /// The window size the socket's URL gives, each side clamped to the limits (80×24
    /// when missing or not a number).
    func requestedSize(columns: Substring?, rows: Substring?) -> GridSize {
        let limits = configuration.limits
        let width = columns.flatMap { Int($0) }.map { min(max($0, 1), limits.maximumColumns) } ?? 80
        let height = rows.flatMap { Int($0) }.map { min(max($0, 1), limits.maximumRows) } ?? 24
        return GridSize(columns: width, rows: height)
    }

    /// How many tabs have a session now (those waiting for a reload included).
    @MainActor public var sessionCount: Int { sessions.count }
}
