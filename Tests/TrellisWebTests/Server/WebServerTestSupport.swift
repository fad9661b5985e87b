import Foundation
import HTTPTypes
import HummingbirdTesting
import HummingbirdWSClient
import Logging
import NIOWebSocket
import Synchronization
import TrellisHost
import TrellisViews

@testable import TrellisWeb

/// A tab's screen for the socket tests: a title and a focused field that shows what was typed.
@MainActor
final class SocketScreen: View {
    let title = Label("Cats")
    let field = TextField()

    init() {
        super.init()
        title.frame = Rect(x: 0, y: 0, width: 30, height: 1)
        field.frame = Rect(x: 0, y: 1, width: 30, height: 1)
        addSubview(title)
        addSubview(field)
    }
}

/// What the socket tests' server did: tabs made and closed.
final class TabLog: Sendable {
    private let counts = Mutex((made: 0, closed: 0))
    var made: Int { counts.withLock { $0.made } }
    var closed: Int { counts.withLock { $0.closed } }
    func recordMade() { counts.withLock { $0.made += 1 } }
    func recordClosed() { counts.withLock { $0.closed += 1 } }
}

let quietWebLogger = Logger(label: "trellis-web-tests") { _ in SwiftLogNoOpLogHandler() }

/// A fixed token for tests (a launch makes a random one).
func testToken() -> WebAccessToken {
    do { return try WebAccessToken("test-token-0123456789") } catch { preconditionFailure("the test token is valid") }
}

/// The socket tests' configuration: port 0, the test token, a 60 s reload grace, and the
/// WebSocket client's own `Origin` (`ws://127.0.0.1`) accepted as the page's; `change`
/// adjusts it.
func testWebConfiguration(_ change: (inout WebServerConfiguration) -> Void = { _ in }) -> WebServerConfiguration {
    var configuration = WebServerConfiguration(host: "127.0.0.1", port: 0, token: testToken(), title: "Test")
    configuration.extraOrigins = ["ws://127.0.0.1"]
    configuration.reloadGrace = .seconds(60)
    change(&configuration)
    return configuration
}

/// Runs `body` with a live server made with `configuration`, whose tabs each show a
/// ``SocketScreen`` (its field focused), recording tabs made and closed in `log`.
@MainActor
func withWebServer(
    _ configuration: WebServerConfiguration = testWebConfiguration(), log: TabLog = TabLog(),
    _ body: @Sendable (_ port: Int, _ server: WebServer) async throws -> Void
) async throws {
    let server = WebServer(configuration, logger: quietWebLogger) { request in
        let screen = SocketScreen()
        let app = WebApp(root: screen, size: request.size)
        app.focusedView = screen.field
        log.recordMade()
        return WebTab(app: app) { log.recordClosed() }
    }
    // Run here rather than through HummingbirdTesting's live mode, which stops the server
    // on SIGTERM and SIGINT: other suites of the same test process send signals.
    let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
    let serving = Task { try await server.makeApplication { port in portSink.yield(port) }.runService(gracefulShutdownSignals: []) }
    var port: Int?
    for await bound in ports {
        port = bound
        break
    }
    guard let port else { preconditionFailure("the test server stopped before it listened") }
    do {
        try await body(port, server)
    } catch {
        serving.cancel()
        _ = await serving.result
        throw error
    }
    serving.cancel()
    _ = await serving.result
    server.sessions.endAll()
}

/// One tab over a real socket: what it read, in order.
struct SocketReading: Sendable {
    var hello: String?
    var frames: [String] = []
    var close: WebSocketCloseFrame?
    /// Every run's text in every frame, joined: what the tab was shown.
    var shownText: String { frames.joined(separator: "\n") }
    /// The session id the hello gave.
    var session: String? {
        guard let hello, let range = hello.range(of: #""session":""#) else { return nil }
        return String(hello[range.upperBound...].prefix { $0 != "\"" })
    }
}

/// Connects a tab to the server on `port` and runs `script` with its socket; the server's
/// close frame (if it closed) is in the result.
@discardableResult
func connectTab(
    port: Int, token: String = "test-token-0123456789", session: String? = nil, columns: Int = 30, rows: Int = 3,
    headers: HTTPFields = [:],
    _ script: @escaping @Sendable (inout WebSocketInboundMessageStream.AsyncIterator, WebSocketOutboundWriter) async throws -> Void
) async throws -> WebSocketCloseFrame? {
    var query = "token=\(token)&cols=\(columns)&rows=\(rows)"
    if let session { query += "&session=\(session)" }
    var configuration = WebSocketClientConfiguration()
    configuration.additionalHeaders = headers
    return try await WebSocketClient.connect(
        url: "ws://127.0.0.1:\(port)/socket?\(query)", configuration: configuration, logger: quietWebLogger
    ) { inbound, outbound, _ in
        var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
        try await script(&messages, outbound)
    }
}

extension WebSocketInboundMessageStream.AsyncIterator {
    /// The next text message, or `nil` when the socket closed.
    mutating func nextText() async throws -> String? {
        while let message = try await next() {
            if case .text(let text) = message { return text }
        }
        return nil
    }

    /// Reads messages until one contains `text`; `nil` if the socket closed first.
    mutating func next(containing text: String) async throws -> String? {
        while let message = try await nextText() {
            if message.contains(text) { return message }
        }
        return nil
    }

    /// Reads until the socket closes.
    mutating func drain() async throws {
        while try await nextText() != nil {}
    }
}

/// A key message as the page sends it.
func keyMessage(_ key: String, ctrl: Bool = false) -> String {
    #"{"t":"key","key":"\#(key)","ctrl":\#(ctrl)}"#
}
