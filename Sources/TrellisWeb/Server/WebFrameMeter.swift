import Logging
import NIOCore

/// Reads the headers of a WebSocket's frames as their bytes arrive, below the WebSocket
/// library, and closes the socket of a page that breaks the frame rules the library lets
/// through.
///
/// The library answers every ping and joins fragments without counting them, and
/// ``MessageRateLimiter`` sees only whole messages: a hostile run sent 40,000 pings a
/// second (a core at 100 %, another tab 1.5–2.7 s per key) and a text frame followed by
/// 3,000,000 empty continuations (RSS from 55 MB to 410 MB). Here every frame, control
/// frames included, takes a token from a bucket (``WebServerConfiguration/frameBurst``,
/// ``WebServerConfiguration/framesPerSecond``); a message may come in at most
/// ``WebServerConfiguration/maximumFragments`` frames and
/// ``WebLimits/maximumMessageBytes`` bytes; a client's frames must be masked; a
/// continuation needs a message begun, and a new message needs the last one ended.
///
/// A page that breaks one gets a close frame with the code (1008 for a flood, 1009 for a
/// message too big or in too many pieces, 1002 for the protocol) and its reason, and the
/// connection closes; nothing of the chunk that broke it reaches the library. The bytes of
/// every frame that keeps to the rules pass unchanged.
///
/// Frames start right after the head of a request that asks for a WebSocket upgrade: a
/// client may send them in the same packet as the request, before the server has answered
/// (the upgrade handler keeps them and replays them once the socket is set up), so the
/// meter does not wait for the 101. A refused upgrade closes the connection anyway. The
/// server's 101 itself also starts the frames, whatever the request's head looked like.
final class WebFrameMeter: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    /// What a page's frames must keep to.
    struct Limits: Sendable {
        var frameBurst: Int
        var framesPerSecond: Int
        var maximumFragments: Int
        var maximumMessageBytes: Int
    }

    let limits: Limits
    let logger: Logger
    private var upgraded = false
    private var closed = false
    /// The bytes of the header being read.
    private var header: [UInt8] = []
    /// The current frame's payload bytes still to come.
    private var payloadLeft: UInt64 = 0
    /// Frames and bytes of the fragmented message in progress (0 frames: none).
    private var fragments = 0
    private var messageBytes: UInt64 = 0
    private var limiter: MessageRateLimiter

    init(limits: Limits, logger: Logger, now: ContinuousClock.Instant = .now) {
        self.limits = limits
        self.logger = logger
        limiter = MessageRateLimiter(burst: limits.frameBurst, perSecond: limits.framesPerSecond, now: now)
        header.reserveCapacity(14)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if !upgraded, case .byteBuffer(let buffer) = unwrapOutboundIn(data), buffer.readableBytesView.starts(with: Self.switching) {
            upgraded = true
            requestHead.removeAll()
        }
        context.write(data, promise: promise)
    }

    /// How an answer that switches protocols starts.
    static let switching = Array("HTTP/1.1 101".utf8)

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closed else { return }
        var bytes = unwrapInboundIn(data).readableBytesView
        if !upgraded {
            guard let framesStart = endOfUpgradeRequest(in: bytes) else {
                context.fireChannelRead(data)
                return
            }
            bytes = bytes[framesStart...]
        }
        if let (code, reason) = scan(bytes, at: .now) {
            refuse(context, code: code, reason: reason)
            return
        }
        context.fireChannelRead(data)
    }

    /// The head of the request being read, until its blank line.
    private var requestHead: [UInt8] = []

    /// Reads request heads in `bytes`; where the frames start when one that asks for a
    /// WebSocket upgrade ends in them (the meter is then upgraded), else nil.
    func endOfUpgradeRequest(in bytes: ByteBufferView) -> ByteBufferView.Index? {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            requestHead.append(bytes[index])
            index += 1
            if requestHead.count > Self.longestHead { requestHead.removeAll() }  // the decoder refuses it
            guard requestHead.count >= 4, requestHead.suffix(4).elementsEqual(Self.blankLine) else { continue }
            let asksForUpgrade = Self.asksForWebSocket(requestHead)
            requestHead.removeAll()
            if asksForUpgrade {
                upgraded = true
                return index
            }
        }
        return nil
    }

    /// Whether a request head has an `Upgrade` header naming `websocket`, spaces and case
    /// as HTTP allows them (`Upgrade:websocket`, `UPGRADE: WebSocket`).
    static func asksForWebSocket(_ head: [UInt8]) -> Bool {
        String(decoding: head, as: UTF8.self).split(separator: "\r\n").contains { line in
            guard let colon = line.firstIndex(of: ":") else { return false }
            let name = line[..<colon].filter { $0 != " " && $0 != "\t" }.lowercased()
            return name == "upgrade" && line[line.index(after: colon)...].lowercased().contains("websocket")
        }
    }

    static let blankLine = Array("\r\n\r\n".utf8)
    /// Longer than any head NIO's decoder takes (80 KiB).
    static let longestHead = 96 * 1024

    /// Reads the frame headers in `bytes`, skipping payloads; the close code and reason
    /// of the first rule broken, or nil.
    func scan(_ bytes: ByteBufferView, at now: ContinuousClock.Instant) -> (UInt16, String)? {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if payloadLeft > 0 {
                let skipped = min(payloadLeft, UInt64(bytes.endIndex - index))
                payloadLeft -= skipped
                index += Int(skipped)
                continue
            }
            header.append(bytes[index])
            index += 1
            guard header.count >= 2 else { continue }
            let masked = header[1] & 0x80 != 0
            let short = header[1] & 0x7F
            let extended = short == 126 ? 2 : short == 127 ? 8 : 0
            guard header.count == 2 + extended + (masked ? 4 : 0) else { continue }
            var length = UInt64(short)
            if extended > 0 { length = header[2..<(2 + extended)].reduce(0) { $0 << 8 | UInt64($1) } }
            if let broken = frame(fin: header[0] & 0x80 != 0, opcode: header[0] & 0x0F, masked: masked, length: length, at: now) {
                return broken
            }
            payloadLeft = length
            header.removeAll(keepingCapacity: true)
        }
        return nil
    }

    /// Checks one frame's header against the rules.
    private func frame(fin: Bool, opcode: UInt8, masked: Bool, length: UInt64, at now: ContinuousClock.Instant) -> (UInt16, String)? {
        guard masked else { return (1002, "a page's frames must be masked") }
        guard limiter.admit(at: now) else { return (1008, "too many frames (more than \(limits.framesPerSecond) a second)") }
        switch opcode {
        case 0x0:
            guard fragments > 0 else { return (1002, "a continuation frame with no message begun") }
            fragments += 1
            messageBytes = messageBytes.addingReportingOverflow(length).overflow ? .max : messageBytes + length
        case 0x1, 0x2:
            guard fragments == 0 else { return (1002, "a new message began before the last one ended") }
            fragments = 1
            messageBytes = length
        default:
            return nil  // control frames: counted above, their rules are the library's
        }
        guard fragments <= limits.maximumFragments else { return (1009, "a message in more than \(limits.maximumFragments) frames") }
        guard messageBytes <= UInt64(limits.maximumMessageBytes) else {
            return (1009, "a message of more than \(limits.maximumMessageBytes) bytes")
        }
        if fin { fragments = 0 }
        return nil
    }

    /// Sends a close frame with `code` and `reason`, then closes the connection.
    private func refuse(_ context: ChannelHandlerContext, code: UInt16, reason: String) {
        closed = true
        logger.warning("web: a tab's socket broke the frame rules and was closed", metadata: ["code": "\(code)", "reason": "\(reason)"])
        let text = Array(WebSocketConnection.closeReason(reason).utf8)
        var frame = context.channel.allocator.buffer(capacity: 4 + text.count)
        frame.writeBytes([0x88, UInt8(2 + text.count), UInt8(code >> 8), UInt8(code & 0xFF)])
        frame.writeBytes(text)
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(frame))).whenComplete { _ in loopBound.value.close(promise: nil) }
    }
}
