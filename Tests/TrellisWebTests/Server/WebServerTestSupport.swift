import Dispatch
import Foundation
import Glibc
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

/// The socket tests' configuration: port 0, the test token, a 60 s reload grace, the
/// WebSocket client's own `Origin` (`ws://127.0.0.1`) accepted as the page's, and frames
/// as JSON text (a test reads them as text; one test reads the binary layout); `change`
/// adjusts it.
func testWebConfiguration(_ change: (inout WebServerConfiguration) -> Void = { _ in }) -> WebServerConfiguration {
    var configuration = WebServerConfiguration(host: "127.0.0.1", port: 0, token: testToken(), title: "Test")
    configuration.extraOrigins = ["ws://127.0.0.1"]
    configuration.frameEncoding = .json
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
    try await withWebServer(server) { port in try await body(port, server) }
}

/// Runs `body` with `server` live on a port of its own.
@MainActor
func withWebServer(_ server: WebServer, _ body: @Sendable (_ port: Int) async throws -> Void) async throws {
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
        try await body(port)
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

/// A tab's socket opened by hand, as a browser opens it, read until the server closes the
/// connection (at most 30 s): the close frame it got, `nil` if none came. For a refused tab,
/// whose close frame arrives in the same read as the upgrade's answer: HummingbirdWSClient
/// dropped such a frame about one time in two and then waited for ever, while the server
/// had sent it and closed (a browser, and this reader, see both).
func closeFrameOfARawTab(port: Int, token: String = "test-token-0123456789") async throws -> (code: UInt16, reason: String)? {
    let bytes = try await rawExchange(port: port, sending: rawUpgradeRequest(port: port, token: token))
    guard let end = bytes.indices.dropLast(3).first(where: { bytes[$0..<($0 + 4)].elementsEqual("\r\n\r\n".utf8) }) else {
        return nil
    }
    let frame = bytes[(end + 4)...]
    guard frame.count >= 4, frame.first == 0x88 else { return nil }
    let length = Int(frame[frame.startIndex + 1] & 0x7F)
    guard length >= 2, length < 126, frame.count >= 2 + length else { return nil }
    let payload = Array(frame[(frame.startIndex + 2)..<(frame.startIndex + 2 + length)])
    return (UInt16(payload[0]) << 8 | UInt16(payload[1]), String(decoding: payload[2...], as: UTF8.self))
}

/// Sends `bytes` on a new connection to the server and returns all it wrote back until it
/// closed the connection, as a client written by hand (or an attacker) would see it.
///
/// - Throws: when nothing closes the connection within `timeout` seconds (what a refused
///   request held open looks like), or a socket call fails.
func rawExchange(port: Int, sending bytes: [UInt8], timeout: Int = 30) async throws -> [UInt8] {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<[UInt8], any Error>) in
        // Blocking reads, on a thread of Dispatch's rather than the cooperative pool's.
        onOwnThread {
            continuation.resume(with: Result { try blockingExchange(port: port, sending: bytes, timeout: timeout) })
        }
    }
}

/// The HTTP status code that `rawExchange`'s answer starts with (0 when it is not HTTP).
func statusCode(of answer: [UInt8]) -> Int {
    let line = String(decoding: answer.prefix(while: { $0 != 13 }), as: UTF8.self).split(separator: " ")
    return line.count >= 2 && line[0].hasPrefix("HTTP/1.") ? Int(line[1]) ?? 0 : 0
}

/// A socket failing, or the server keeping a connection open past the timeout.
struct SocketFailure: Error, CustomStringConvertible {
    let description: String
}

private func blockingExchange(port: Int, sending bytes: [UInt8], timeout: Int) throws -> [UInt8] {
    let descriptor = try connectRaw(port: port, timeout: timeout)
    defer { close(descriptor) }
    sendRaw(bytes, on: descriptor)
    return try readUntilClosed(descriptor, timeout: timeout)
}

/// A TCP connection to the server on 127.0.0.1, reads timing out after `timeout` seconds.
func connectRaw(port: Int, timeout: Int = 30) throws -> Int32 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw SocketFailure(description: "socket() failed: errno \(errno)") }
    var interval = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else {
        close(descriptor)
        throw SocketFailure(description: "connect() failed: errno \(errno)")
    }
    return descriptor
}

/// Sends all of `bytes`, or as much as the server takes before it closes.
func sendRaw(_ bytes: [UInt8], on descriptor: Int32) {
    var sent = 0
    while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard count > 0 else { return }  // the server closed early: read what it said
        sent += count
    }
}

/// Everything the server writes on `descriptor` until it closes the connection.
///
/// - Throws: when nothing closes it within the connection's read timeout.
func readUntilClosed(_ descriptor: Int32, timeout: Int) throws -> [UInt8] {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = recv(descriptor, &buffer, buffer.count, 0)
        if count == 0 { return received }  // the server closed the connection
        if count < 0 && errno == ECONNRESET { return received }
        guard count > 0 else {
            throw SocketFailure(
                description: "no close from the server within \(timeout) s (errno \(errno)); it said \(received.count) bytes")
        }
        received += buffer[0..<count]
    }
}

/// Opens a tab's socket by hand, waits for the server's 101, then sends `frames` and
/// returns everything the server wrote (the 101 included) until it closed the connection.
/// With a `marker`, it first waits for the server to write it, then sends `more`.
func rawTab(
    port: Int, thenSending frames: [UInt8], waitingFor marker: String? = nil, thenSending more: [UInt8] = [], timeout: Int = 10
) async throws -> [UInt8] {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<[UInt8], any Error>) in
        onOwnThread {
            continuation.resume(
                with: Result {
                    let descriptor = try connectRaw(port: port, timeout: timeout)
                    defer { close(descriptor) }
                    sendRaw(rawUpgradeRequest(port: port), on: descriptor)
                    var head = try readHead(descriptor, missing: "no 101 from the server")
                    var buffer = [UInt8](repeating: 0, count: 4096)
                    sendRaw(frames, on: descriptor)
                    if let marker {
                        while !String(decoding: head, as: UTF8.self).contains(marker) {
                            let count = recv(descriptor, &buffer, buffer.count, 0)
                            guard count > 0 else { throw SocketFailure(description: "the server never wrote \(marker)") }
                            head += buffer[0..<count]
                        }
                        sendRaw(more, on: descriptor)
                    }
                    return try head + readUntilClosed(descriptor, timeout: timeout)
                })
        }
    }
}

/// The upgrade request a page's script makes for its socket, by hand.
func rawUpgradeRequest(port: Int, token: String = "test-token-0123456789", version: String = "13") -> [UInt8] {
    Array(
        ("GET /socket?token=\(token)&cols=30&rows=3 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
            + "Origin: http://127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: \(version)\r\n\r\n").utf8)
}

/// A client frame: `opcode`, FIN as given, masked with a fixed key (as a browser's are)
/// unless `masked` is false.
func clientFrame(opcode: UInt8, fin: Bool = true, payload: [UInt8] = [], masked: Bool = true) -> [UInt8] {
    precondition(payload.count < 126, "the tests' frames are short")
    let key: [UInt8] = [1, 2, 3, 4]
    var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode, (masked ? 0x80 : 0) | UInt8(payload.count)]
    if masked { frame += key }
    frame += payload.enumerated().map { masked ? $0.element ^ key[$0.offset % 4] : $0.element }
    return frame
}

/// The close frame among what the server wrote after its 101: its code and reason.
func closeFrame(in answer: [UInt8]) -> (code: UInt16, reason: String)? {
    guard let end = answer.indices.dropLast(3).first(where: { answer[$0..<($0 + 4)].elementsEqual("\r\n\r\n".utf8) }) else { return nil }
    var index = end + 4
    while index + 2 <= answer.count {
        let opcode = answer[index] & 0x0F
        var length = Int(answer[index + 1] & 0x7F)
        var header = 2
        if length == 126 {
            guard index + 4 <= answer.count else { return nil }
            length = Int(answer[index + 2]) << 8 | Int(answer[index + 3])
            header = 4
        } else if length == 127 {
            guard index + 10 <= answer.count else { return nil }
            length = answer[(index + 2)..<(index + 10)].reduce(0) { $0 << 8 | Int($1) }
            header = 10
        }
        let start = index + header
        guard start + length <= answer.count else { return nil }
        if opcode == 0x8, length >= 2 {
            let payload = answer[start..<(start + length)]
            let code = UInt16(payload[payload.startIndex]) << 8 | UInt16(payload[payload.startIndex + 1])
            return (code, String(decoding: payload.dropFirst(2), as: UTF8.self))
        }
        index = start + length
    }
    return nil
}

/// A socket test that got something other than what it waited for.
enum SocketTestError: Error {
    case unexpected(String)
}

/// `count` connections to the server on `port`, each having asked for the page's script
/// (keep-alive) and read its answer's head: connections the server has taken and holds.
func heldConnections(_ count: Int, port: Int, timeout: Int = 10) async throws -> [Int32] {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<[Int32], any Error>) in
        onOwnThread {
            continuation.resume(
                with: Result {
                    var held: [Int32] = []
                    do {
                        for _ in 0..<count {
                            let descriptor = try connectRaw(port: port, timeout: timeout)
                            held.append(descriptor)
                            let request = "GET /trellis.js?token=test-token-0123456789 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                            sendRaw(Array(request.utf8), on: descriptor)
                            let head = try readHead(descriptor, missing: "no answer to a held connection's request")
                            guard statusCode(of: head) == 200 else {
                                throw SocketFailure(description: "a held connection got \(statusCode(of: head))")
                            }
                        }
                    } catch {
                        held.forEach { close($0) }
                        throw error
                    }
                    return held
                })
        }
    }
}

/// The screens a test server's tabs show, in the order the tabs came.
@MainActor
final class ScreenLog {
    var screens: [SocketScreen] = []
}

/// What the server writes on `descriptor` up to the end of an answer's head (a blank
/// line), and whatever came in the same reads after it.
///
/// - Throws: a `SocketFailure` saying `missing` when the connection closes first.
func readHead(_ descriptor: Int32, missing: String) throws -> [UInt8] {
    var head: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !head.indices.dropLast(3).contains(where: { head[$0..<($0 + 4)].elementsEqual("\r\n\r\n".utf8) }) {
        let count = recv(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { throw SocketFailure(description: "\(missing) (\(head.count) bytes)") }
        head += buffer[0..<count]
    }
    return head
}

/// Runs `work`, which blocks on a socket, on a thread of its own. Not the global dispatch
/// queue: it runs as many blocking items at once as there are cores, so on two cores the
/// socket tests running in parallel waited out each other's read timeouts (every test of
/// the abuse suite took 10 s, and an answer could miss its own timeout).
func onOwnThread(_ work: @escaping @Sendable () -> Void) {
    Thread.detachNewThread(work)
}
