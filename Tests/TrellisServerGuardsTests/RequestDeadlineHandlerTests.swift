import NIOCore
import NIOEmbedded
import Testing

import TrellisServerGuards

/// The read deadline as a lazy timer, on NIO's embedded loop (its clock moves only when the
/// test moves it): one timer per connection, re-armed for a later request when it fires.
@Suite struct RequestDeadlineHandlerTests {
    func channel() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandler(
            RequestDeadlineHandler(readTimeout: .milliseconds(300), writeTimeout: .seconds(30)))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    func read(_ text: String, on channel: EmbeddedChannel) throws {
        try channel.writeInbound(ByteBuffer(string: text))
        _ = try channel.readInbound(as: ByteBuffer.self)
    }

    func answer(on channel: EmbeddedChannel) throws {
        try channel.writeOutbound(IOData.byteBuffer(ByteBuffer(string: "HTTP/1.1 200 OK\r\n\r\n")))
        _ = try channel.readOutbound(as: IOData.self)
    }

    @Test func aRequestNotReadInTimeClosesTheConnection() throws {
        let channel = try channel()
        try read("GET /breeds HTTP/1.1\r\n", on: channel)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(299))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
        #expect(!channel.isActive)
    }

    @Test func anAnsweredRequestIsNotTimed() throws {
        let channel = try channel()
        try read("GET /breeds HTTP/1.1\r\n\r\n", on: channel)
        try answer(on: channel)
        channel.embeddedEventLoop.advanceTime(by: .seconds(10))
        #expect(channel.isActive)
    }

    /// The timer armed for the first request fires while a second one, begun later, is still
    /// arriving: it checks again at the second one's own deadline, and closes then.
    @Test func aLaterRequestOnAKeptAliveConnectionGetsItsOwnDeadline() throws {
        let channel = try channel()
        try read("GET /breeds HTTP/1.1\r\n\r\n", on: channel)
        try answer(on: channel)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(200))
        try read("GET /breeds HTTP/1.1\r\n", on: channel)  // begun at 200 ms: due at 500
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(150))  // 350: the first timer fired
        #expect(channel.isActive)
        try read("host: 127.0.0.1\r\n", on: channel)  // more bytes of the same request: still due at 500
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(149))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
        #expect(!channel.isActive)
    }

    /// A thousand quick requests on one connection (no timer scheduled for each), then a slow one.
    @Test func aSlowRequestAfterManyQuickOnesIsStillClosedOnTime() throws {
        let channel = try channel()
        for _ in 0..<1_000 {
            try read("GET /breeds HTTP/1.1\r\n\r\n", on: channel)
            try answer(on: channel)
            channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
        }
        #expect(channel.isActive)
        try read("GET /breeds HTTP/1.1\r\n", on: channel)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(300))
        #expect(!channel.isActive)
    }

    /// A WebSocket upgrade: after the 101, the page's messages are not requests. A message
    /// the server does not answer (a key that changed nothing, a pong) and then quiet must
    /// not close the socket; the write deadline still holds.
    @Test func anUpgradedConnectionHasNoReadDeadline() throws {
        let channel = try channel()
        try read("GET /socket HTTP/1.1\r\nupgrade: websocket\r\n\r\n", on: channel)
        try channel.writeOutbound(IOData.byteBuffer(ByteBuffer(string: "HTTP/1.1 101 Switching Protocols\r\n\r\n")))
        _ = try channel.readOutbound(as: IOData.self)
        try read("\u{81}\u{85}frame", on: channel)
        channel.embeddedEventLoop.advanceTime(by: .seconds(60))
        #expect(channel.isActive)
    }
}
