import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket
import TrellisHost

/// One tab's socket: reads the page's messages into its app, and writes the app's frames.
///
/// Three tasks share it: the reader (each message, checked, to the app; then a frame at
/// once), the ticker (while a spinner moves, a frame every
/// ``WebServerConfiguration/frameInterval``) and the writer, the only one that writes,
/// woken by the reader, the ticker and the app itself whenever it needs a frame (a view
/// changed, data came: `WebApp.frameWaker`). An idle tab runs nothing. The first to finish
/// ends the other two: the page left, the app ended, or the page broke a rule.
struct WebSocketConnection {
    /// How the socket ended.
    enum Ending: Equatable {
        /// The page closed it (a tab closed or reloaded, the network went).
        case pageLeft
        /// The app quit: the page is told, and the session ends with it.
        case appEnded
        /// The page broke a rule; the socket closed with `reason`.
        case refused(reason: String)
    }

    let server: WebServer
    let outbound: WebSocketOutboundWriter

    /// Serves the socket until it ends.
    func serve(_ inbound: WebSocketInboundStream, resuming id: String?, size: GridSize) async throws {
        let opened: WebSessions.Opened
        do {
            opened = try await server.sessions.open(resuming: id, size: size, make: server.makeTab)
        } catch {
            let (reason, code): (String, WebSocketErrorCode)
            switch error {
            case .full(let maximum):
                (reason, code) = ("All \(maximum) sessions are in use; close a tab and reload.", .policyViolation)
            case .appFailed(let problem):
                (reason, code) = ("The app could not start: \(problem)", .unexpectedServerError)
            }
            server.logger.warning("web: a tab got no session", metadata: ["reason": "\(reason)"])
            try await outbound.close(code, reason: Self.closeReason(reason))
            return
        }
        let key = server.openSockets.add(outbound)
        defer { server.openSockets.remove(key) }
        let encoding = server.configuration.frameEncoding
        await MainActor.run { opened.app.frameEncoding = encoding }
        try await outbound.write(.text(Self.hello(opened, limits: server.configuration.limits)))
        let ending = await run(inbound, app: opened.app)
        server.sessions.socketEnded(opened.connection)
        switch ending {
        case .appEnded:
            await server.sessions.end(opened.id)
        case .pageLeft, .refused:
            await server.sessions.disconnected(opened.id, connection: opened.connection)
        }
    }

    private func run(_ inbound: WebSocketInboundStream, app: WebApp) async -> Ending {
        let (wakes, waker) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let (ticks, ticker) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let interval = server.configuration.frameInterval
        // The app wakes the writer whenever it needs a frame (a view changed, data came);
        // an idle tab runs nothing at all.
        await MainActor.run { app.frameWaker = { waker.yield() } }
        return await withTaskGroup(of: Ending.self) { group in
            // While a spinner moves, a frame every interval: asked for by the writer after
            // each frame that left the app animating.
            group.addTask {
                for await _ in ticks {
                    try? await Task.sleep(for: interval)
                    waker.yield()
                }
                return .pageLeft
            }
            group.addTask { await write(frames: wakes, app: app, ticker: ticker) }
            group.addTask { await read(inbound, app: app, waker: waker) }
            waker.yield()  // the first frame: the whole screen
            let ending = await group.next() ?? .pageLeft
            group.cancelAll()
            waker.finish()
            ticker.finish()
            return ending
        }
    }

    /// Writes a frame each time it is woken and the app has one, and asks `ticker` for the
    /// next while the app animates; closes the socket when the app has quit.
    private func write(frames wakes: AsyncStream<Void>, app: WebApp, ticker: AsyncStream<Void>.Continuation) async -> Ending {
        for await _ in wakes {
            let (frame, ended, binary, animating) = await MainActor.run {
                (app.nextFrame(), app.hasQuit, app.frameEncoding == .binary, app.wantsTicks)
            }
            if animating { ticker.yield() }
            do {
                if let frame {
                    // The page tells the layouts apart by the message's kind.
                    try await outbound.write(binary ? .binary(ByteBuffer(bytes: frame)) : .text(String(decoding: frame, as: UTF8.self)))
                }
                if ended {
                    try await outbound.close(.normalClosure, reason: "The app ended.")
                    return .appEnded
                }
            } catch {
                return ended ? .appEnded : .pageLeft
            }
        }
        return .pageLeft
    }

    /// Reads messages until the page leaves or breaks a rule.
    ///
    /// It joins a message's frames itself, rather than asking the WebSocket library for
    /// messages, so that each broken rule closes the socket with its own code and reason:
    /// a message past ``WebLimits/maximumMessageBytes`` with 1009, binary data with 1003,
    /// text that is not UTF-8 with 1007, a continuation with no message begun with 1002
    /// (the library closed all of them with 1000 and no reason, and let invalid UTF-8
    /// through repaired). The frame meter below has counted the frames already.
    private func read(_ inbound: WebSocketInboundStream, app: WebApp, waker: AsyncStream<Void>.Continuation) async -> Ending {
        let configuration = server.configuration
        let maximumBytes = configuration.limits.maximumMessageBytes
        var limiter = MessageRateLimiter(burst: configuration.messageBurst, perSecond: configuration.messagesPerSecond, now: .now)
        var frames = inbound.makeAsyncIterator()
        var message: (opcode: WebSocketDataFrame.Opcode, bytes: ByteBuffer)?
        while true {
            let frame: WebSocketDataFrame?
            do {
                frame = try await frames.next()
            } catch {
                return .pageLeft  // the connection broke
            }
            guard let frame else { return .pageLeft }
            switch (frame.opcode, message) {
            case (.continuation, nil):
                return await refuse("a continuation frame with no message begun", code: .protocolError)
            case (.continuation, .some(var joined)):
                guard joined.bytes.readableBytes + frame.data.readableBytes <= maximumBytes else {
                    return await refuse("a message of more than \(maximumBytes) bytes", code: .messageTooLarge)
                }
                var data = frame.data
                joined.bytes.writeBuffer(&data)
                message = joined
            case (_, .some):
                return await refuse("a new message began before the last one ended", code: .protocolError)
            case (let opcode, nil):
                message = (opcode, frame.data)
            }
            guard frame.fin, let (opcode, bytes) = message else { continue }
            message = nil
            guard limiter.admit(at: .now) else {
                return await refuse("too many messages (more than \(configuration.messagesPerSecond) a second)", code: .policyViolation)
            }
            guard opcode == .text else {
                return await refuse("the page sends JSON text, not binary messages", code: .unacceptableData)
            }
            guard let text = String(validating: bytes.readableBytesView, as: UTF8.self) else {
                return await refuse("the page's message is not valid UTF-8", code: .dataInconsistentWithMessage)
            }
            do {
                let inputs = try await MainActor.run { try app.receive(Array(text.utf8)) }
                // A composed text typed as many keys as it has characters: it costs as much.
                limiter.charge(inputs - 1)
            } catch {
                return await refuse("bad message: \(error)", code: .policyViolation)
            }
            waker.yield()
        }
    }

    private func refuse(_ reason: String, code: WebSocketErrorCode) async -> Ending {
        server.logger.warning("web: a tab's socket was closed", metadata: ["reason": "\(reason)"])
        try? await outbound.close(code, reason: Self.closeReason(reason))
        return .refused(reason: reason)
    }

    /// The first message a socket gets: its session (which the page keeps for a reload),
    /// whether it resumed one, and the limits the page must keep to.
    static func hello(_ opened: WebSessions.Opened, limits: WebLimits) -> String {
        let sizes =
            #""cols":\#(limits.maximumColumns),"rows":\#(limits.maximumRows),"message":\#(limits.maximumMessageBytes),"#
            + #""paste":\#(limits.maximumPasteBytes),"notches":\#(limits.maximumWheelNotches),"text":\#(limits.maximumTextBytes)"#
        return #"{"t":"hello","session":"\#(opened.id)","resumed":\#(opened.resumed),"limits":{\#(sizes)}}"#
    }

    /// `reason` cut to what a close frame carries (123 bytes of UTF-8), on a character boundary.
    static func closeReason(_ reason: String) -> String {
        var cut = ""
        for character in reason {
            guard cut.utf8.count + character.utf8.count <= 123 else { break }
            cut.append(character)
        }
        return cut
    }
}
