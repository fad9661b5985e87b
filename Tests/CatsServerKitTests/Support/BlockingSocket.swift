import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plain blocking TCP socket to 127.0.0.1, for clients that must control every byte and
/// every shutdown: raw request bytes, a half-close, a reader that takes its time. Every call
/// blocks, so it is used only inside `offThePool` (never on a thread of the cooperative
/// pool); every read is bounded by a receive timeout, so nothing blocks forever.
final class BlockingSocket {
    /// A socket call that failed: which one, and `errno`'s text.
    struct Failure: Error, CustomStringConvertible {
        let call: String
        let reason: String

        init(_ call: String) {
            self.call = call
            reason = String(cString: strerror(errno))
        }

        var description: String { "\(call) failed: \(reason)" }
    }

    let descriptor: Int32

    /// Connects to `port` on 127.0.0.1; `receiveBuffer` sets `SO_RCVBUF` first (the kernel
    /// doubles it), and every read waits at most `readTimeout`.
    init(port: Int, receiveBuffer: Int32? = nil, readTimeout: Duration = .seconds(10)) throws(Failure) {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure("socket") }
        descriptor = fd
        if var size = receiveBuffer {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        let seconds = readTimeout.components.seconds
        var timeout = timeval(tv_sec: Int(seconds), tv_usec: Int(readTimeout.components.attoseconds / 1_000_000_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let failure = Failure("connect")
            close(fd)
            throw failure
        }
    }

    deinit { close(descriptor) }

    /// Sends all of `bytes`; false when the server has closed the connection (a reset or a
    /// broken pipe: it may refuse a request before reading all of it).
    @discardableResult
    func write(_ bytes: some Collection<UInt8>) -> Bool {
        let bytes = Array(bytes)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                return send(descriptor, base + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Shuts the sending side: the server reads an end of file, and may still answer.
    func shutdownWrite() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Reads until the server closes (or a read waits past the timeout, or `limit` bytes),
    /// `chunk` bytes at a time; `between` runs after each read (a slow reader pauses there).
    func receiveAll(chunk: Int = 65_536, limit: Int = 64 << 20, between: () -> Void = {}) -> [UInt8] {
        receiveUntilClosed(chunk: chunk, limit: limit, between: between).bytes
    }

    /// How a read of everything ended.
    enum Ending: Sendable, Equatable {
        /// The server closed the connection: an end of file.
        case closed
        /// The server reset it (it closed with bytes of ours unread): what it sent last may
        /// have been dropped by the kernel.
        case reset
        /// Nothing came for the read timeout, or the limit was reached.
        case open
    }

    /// What ``receiveAll(chunk:limit:between:)`` read, and how the read ended.
    func receiveUntilClosed(chunk: Int = 65_536, limit: Int = 64 << 20, between: () -> Void = {}) -> (bytes: [UInt8], ending: Ending) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: chunk)
        while received.count < limit {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, chunk, 0) }
            if count == 0 { return (received, .closed) }
            if count < 0 {
                if errno == EINTR { continue }
                return (received, errno == EAGAIN || errno == EWOULDBLOCK ? .open : .reset)
            }
            received += buffer[0..<count]
            between()
        }
        return (received, .open)
    }
}
