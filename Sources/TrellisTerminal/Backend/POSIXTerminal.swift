import TrellisHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal: standard input and output of a POSIX process.
///
/// Raw mode is `cfmakeraw` on the input's termios (saved first and restored by
/// ``disableRawMode()``); the size comes from `ioctl(TIOCGWINSZ)` on the output.
/// Input is read without blocking: `poll` with a zero timeout, then `read`.
///
/// ```swift
/// guard POSIXTerminal.isTerminal(STDOUT_FILENO) else { return printSnapshot() }
/// let app = TerminalApp(root: screen, backend: POSIXTerminal())
/// try await app.run()
/// ```
@MainActor
public final class POSIXTerminal: TerminalBackend {
    /// Where input is read from (standard input by default).
    public let inputDescriptor: Int32
    /// Where output is written (standard output by default).
    public let outputDescriptor: Int32
    /// Whether to use scroll regions; off for `TERM=dumb`.
    public var supportsScrollRegion: Bool

    /// The termios before raw mode, while raw mode is on.
    private(set) var savedAttributes: termios?

    /// A terminal over `input` and `output`.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        inputDescriptor = input
        outputDescriptor = output
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        supportsScrollRegion = term != "dumb"
    }

    /// Whether `descriptor` is a terminal (`isatty`).
    public nonisolated static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The window size; 80×24 when the output is not a terminal.
    public var size: TerminalSize {
        var window = winsize()
        #if canImport(Glibc)
            let result = ioctl(outputDescriptor, UInt(TIOCGWINSZ), &window)
        #else
            let result = ioctl(outputDescriptor, TIOCGWINSZ, &window)
        #endif
        guard result == 0, window.ws_col > 0, window.ws_row > 0 else {
            return TerminalSize(columns: 80, rows: 24)
        }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// Writes every byte, retrying after interruptions and short writes.
    public func write(_ bytes: [UInt8]) throws(TerminalError) {
        var failure: TerminalError?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(outputDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    failure = .systemCall("write", errno: errno)
                    return
                }
                offset += written
            }
        }
        if let failure { throw failure }
    }

    /// Reads what is waiting on the input, up to 64 KiB, without blocking.
    public func readInput() throws(TerminalError) -> [UInt8] {
        var collected: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while collected.count < 65_536 {
            var request = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, 0)
            if ready < 0 {
                if errno == EINTR { continue }
                throw .systemCall("poll", errno: errno)
            }
            guard ready > 0, request.revents & Int16(POLLIN | POLLHUP) != 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(inputDescriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .systemCall("read", errno: errno)
            }
            if count == 0 { break }
            collected += buffer[..<count]
        }
        return collected
    }

    /// Saves the termios and switches to raw mode.
    ///
    /// A job in the background stops here (SIGTTOU) until it is brought to the
    /// foreground, as a shell job should, rather than taking over the shell's terminal:
    /// SIGTTOU is unblocked on the calling thread while the mode changes, since a
    /// Dispatch worker thread blocks it and the kernel would let the change through.
    public func enableRawMode() throws(TerminalError) {
        guard POSIXTerminal.isTerminal(inputDescriptor) else { throw .notATerminal(descriptor: inputDescriptor) }
        var only = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, SIGTTOU)
        _ = pthread_sigmask(SIG_UNBLOCK, &only, &previousMask)
        defer { _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        var attributes = termios()
        guard tcgetattr(inputDescriptor, &attributes) == 0 else { throw .systemCall("tcgetattr", errno: errno) }
        let original = attributes
        cfmakeraw(&attributes)
        guard tcsetattr(inputDescriptor, TCSAFLUSH, &attributes) == 0 else { throw .systemCall("tcsetattr", errno: errno) }
        savedAttributes = original
    }

    /// Puts the saved termios back.
    public func disableRawMode() {
        guard var original = savedAttributes else { return }
        _ = tcsetattr(inputDescriptor, TCSAFLUSH, &original)
        savedAttributes = nil
    }
}

/// `write(2)`, named apart from ``POSIXTerminal/write(_:)``.
@inline(__always)
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.write(descriptor, bytes, count)
    #else
        return Darwin.write(descriptor, bytes, count)
    #endif
}
