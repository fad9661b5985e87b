import CatsServerKit
import Foundation
import Hummingbird
import NIOCore
import NIOPosix
import TrellisTestSupport

/// A bare TCP connection to a live server on 127.0.0.1 (SwiftNIO's `ClientBootstrap`), for
/// what an HTTP client will not do: send half a request, nothing at all, or hold on.
struct RawConnection: Sendable {
    let channel: any Channel
    let received: Received

    /// What the server sent so far.
    final class Received: ChannelInboundHandler, @unchecked Sendable {  // @unchecked: `text` is read and written under `lock`
        typealias InboundIn = ByteBuffer
        private let lock = NSLock()
        private var _text = ""

        var text: String { lock.withLock { _text } }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let chunk = String(buffer: unwrapInboundIn(data))
            lock.withLock { _text += chunk }
        }
    }

    /// A connection to `port` on 127.0.0.1 from `source` (any loopback address: 127.0.0.2 is
    /// another client to the server's per-address limits).
    static func open(port: Int, from source: String = "127.0.0.1") async throws -> RawConnection {
        let received = Received()
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .bind(to: try SocketAddress(ipAddress: source, port: 0))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(received) }
            }
            .connect(host: "127.0.0.1", port: port).get()
        return RawConnection(channel: channel, received: received)
    }

    /// A connection the server has admitted: opened, then answered once (an unsigned
    /// `GET /version` is a 401, and the connection stays open). Child channels become active
    /// on the event loops in any order, so only an answer proves the gate counted this one
    /// before a test opens the next.
    static func openAdmitted(port: Int, from source: String = "127.0.0.1") async throws -> RawConnection {
        let connection = try await open(port: port, from: source)
        try await connection.send("GET /version HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n")
        let answer = await connection.answer(within: .seconds(60))
        guard answer?.hasPrefix("HTTP/1.1 401") == true, connection.channel.isActive else {
            throw NotAdmitted(answer: answer)
        }
        return connection
    }

    /// A connection the server did not admit (or closed after its first answer).
    struct NotAdmitted: Error {
        var answer: String?
    }

    func send(_ text: String) async throws {
        try await channel.writeAndFlush(ByteBuffer(string: text))
    }

    /// What the server answered once it answered, or nil if nothing came within `limit`.
    func answer(within limit: Duration) async -> String? {
        await eventually(timeout: limit) { !received.text.isEmpty } ? received.text : nil
    }

    /// Whether the server closes the connection within `limit`.
    func isClosed(within limit: Duration) async -> Bool {
        await eventually(timeout: limit) { !channel.isActive }
    }

    func close() async {
        try? await channel.close()
    }
}

/// Runs `body` against the application itself on 127.0.0.1, port 0, with every option of
/// `configuration` (HummingbirdTesting's `.live` drops `availableConnectionsDelegate` when it
/// rebinds the address, so the connection cap needs this); stopped when `body` returns.
func withRunningServer<T: Sendable>(
    _ configuration: CatsServerConfiguration, _ body: @Sendable (Int) async throws -> T
) async throws -> T {
    let (ports, listening) = AsyncStream.makeStream(of: Int.self)
    let app = try CatsServer(configuration).makeApplication { port in listening.yield(port) }
    return try await withRunning(app, listeningOn: ports, body)
}

/// Runs `app` until `body`, given the port `ports` yields first (the application's
/// `onServerRunning` yields it), returns; then stops it.
func withRunning<App: ApplicationProtocol & Sendable, T: Sendable>(
    _ app: App, listeningOn ports: AsyncStream<Int>, _ body: @Sendable (Int) async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask {
            try await app.run()
            return nil
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CancellationError() }
        let result = try await body(port)
        group.cancelAll()
        return result
    }
}
