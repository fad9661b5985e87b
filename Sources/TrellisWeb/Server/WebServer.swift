import Hummingbird
import HummingbirdWebSocket
import Logging
import TrellisHost

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
    }

    /// Serves until the task is cancelled (or the process gets SIGINT or SIGTERM, which
    /// Hummingbird's service lifecycle handles), then ends every tab's session.
    ///
    /// - Parameter onListening: Called with the port bound (the one chosen for port `0`).
    /// - Throws: when the address cannot be bound.
    public func run(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let application = makeApplication(onListening: onListening)
        do {
            try await application.runService()
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
        let token = configuration.token
        let configuration = configuration
        router.get("/") { request, _ -> Response in
            guard configuration.servesHost(request.head.authority) else {
                throw HTTPError(.forbidden, message: "This server does not serve that host name (see allowedHosts).")
            }
            guard token.matches(request.uri.queryParameters["token"]) else {
                throw HTTPError(.forbidden, message: "This address needs the token the server printed (…/?token=…).")
            }
            return WebPage.response(page.html, type: "text/html; charset=utf-8")
        }
        router.get(RouterPath(WebPage.scriptPath)) { _, _ in WebPage.response(WebPage.script, type: "text/javascript; charset=utf-8") }
        router.get(RouterPath(WebPage.stylePath)) { _, _ in WebPage.response(WebPage.style, type: "text/css; charset=utf-8") }
        let server = self
        router.ws(RouterPath(WebPage.socketPath)) { request, _ in
            try await server.admit(request)
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let query = context.request.uri.queryParameters
            let size = server.requestedSize(columns: query["cols"], rows: query["rows"])
            try await WebSocketConnection(server: server, outbound: outbound)
                .serve(inbound, resuming: query["session"].map(String.init), size: size)
        }
        var wsConfiguration = WebSocketServerConfiguration()
        wsConfiguration.maxFrameSize = configuration.limits.maximumMessageBytes
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(ws: wsConfiguration)),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: "trellis-web"),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: logger)
    }

    /// Checks a socket's upgrade request: the host name, the token and the origin.
    ///
    /// - Throws: `HTTPError` 403, naming which.
    func admit(_ request: Request) async throws {
        let query = request.uri.queryParameters
        guard configuration.servesHost(request.head.authority) else {
            logger.warning("web: a socket for another host name was refused", metadata: ["host": "\(request.head.authority ?? "")"])
            throw HTTPError(.forbidden, message: "This server does not serve that host name.")
        }
        guard configuration.token.matches(query["token"]) else {
            logger.warning("web: a socket without the token was refused")
            throw HTTPError(.forbidden, message: "The socket needs the server's token.")
        }
        // One Origin, the page's own: a page from another site the same browser opened
        // (which could guess nothing but might try) is refused before any app is made.
        let origins = request.headers[values: .origin]
        guard origins.count == 1, let origin = origins.first, let host = request.head.authority,
            origin == "http://\(host)" || configuration.extraOrigins.contains(origin)
        else {
            logger.warning("web: a socket from another origin was refused", metadata: ["origin": "\(origins)"])
            throw HTTPError(.forbidden, message: "The socket must come from this server's own page.")
        }
        // No room for another session is said on the socket (code 1008, with the reason),
        // where the page can show it; an HTTP refusal reaches a page's script as nothing.
    }

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
