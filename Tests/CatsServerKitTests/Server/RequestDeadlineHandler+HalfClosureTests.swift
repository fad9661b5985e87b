import CatsAPI
import Foundation
import NIOCore
import NIOPosix
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsServerKit

/// A client that half-closes (sends its request, shuts its side, then reads) gets the whole
/// answer: found by a hostile run, which got 5,705,630 bytes of a 15,198,804-byte answer.
@Suite(.timeLimit(.minutes(1))) struct HalfClosureTests {
    /// Bytes as they come, and whether the server has closed.
    final class Collected: ChannelInboundHandler, @unchecked Sendable {  // @unchecked: state is read and written under `lock`
        typealias InboundIn = ByteBuffer
        private let lock = NSLock()
        private var bytes: [UInt8] = []
        private var ended = false

        var snapshot: (bytes: [UInt8], ended: Bool) { lock.withLock { (bytes, ended) } }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let chunk = unwrapInboundIn(data)
            lock.withLock { bytes += chunk.readableBytesView }
        }

        func channelInactive(context: ChannelHandlerContext) { lock.withLock { ended = true } }
    }

    @Test func aHalfClosedConnectionGetsTheWholeAnswer() async throws {
        try await withDatabaseFile { path in
            do {
                let store = try ServerStore(location: .file(path), catalog: try BreedCatalog.load())
                try await SightingPagesTests.fill(store, breed: 7, count: 100)  // a page of about 150 KB
            }
            try await withRunningServer(testConfiguration { $0.database = .file(path) }) { port in
                let collected = Collected()
                let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                    .channelOption(ChannelOptions.socketOption(.so_rcvbuf), value: 4096)
                    .channelOption(ChannelOptions.allowRemoteHalfClosure, value: false)
                    .channelInitializer { channel in
                        channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(collected) }
                    }
                    .connect(host: "127.0.0.1", port: port).get()
                let signed = RequestSigner(secret: CatsAPI.demoSecret, appVersion: CatsAPI.appVersion)
                    .sign(APIServer(baseURL: "http://127.0.0.1").request(for: .sightings(of: 7)), at: Date())
                var head = "GET \(signed.target) HTTP/1.1\r\nhost: 127.0.0.1\r\n"
                for (name, value) in signed.headers { head += "\(name): \(value)\r\n" }
                try await channel.writeAndFlush(ByteBuffer(string: head + "\r\n"))
                try await channel.close(mode: .output)
                #expect(await eventually(timeout: .seconds(30)) { collected.snapshot.ended }, "the server never closed")
                let bytes = collected.snapshot.bytes
                let text = String(decoding: bytes, as: UTF8.self)
                let split = try #require(text.range(of: "\r\n\r\n"), "no answer: \(text.prefix(200))")
                let headers = text[..<split.lowerBound].lowercased()
                let length = try #require(headers.split(separator: "\r\n").first { $0.hasPrefix("content-length:") })
                let declared = try #require(Int(length.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)))
                let body = bytes.count - text[..<split.upperBound].utf8.count
                #expect(declared > 100_000)
                #expect(body == declared, "\(body) of \(declared) bytes")
            }
        }
    }
}
