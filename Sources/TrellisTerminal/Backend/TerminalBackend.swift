import TrellisHost

/// Where a ``TerminalApp`` sends its bytes and gets its input: a real terminal
/// (``POSIXTerminal``) or a recording one for tests (TrellisTerminalTesting's `TestTerminal`).
///
/// The renderer stays pure: it turns buffers into bytes and hands them to the backend
/// in one ``write(_:)`` per frame. Modes that are not byte sequences (the tty's raw
/// mode) go through ``enableRawMode()`` and ``disableRawMode()``; everything else the
/// session switches (alternate screen, cursor, paste, mouse) is bytes.
///
/// ```swift
/// let backend = POSIXTerminal()
/// let app = TerminalApp(root: screen, backend: backend)
/// try await app.run()
/// ```
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The terminal's size in cells.
    var size: TerminalSize { get }

    /// Whether the terminal honours scroll regions (DECSTBM) with scroll up/down
    /// (SU/SD); when `false` the renderer repaints scrolled rows instead.
    var supportsScrollRegion: Bool { get }

    /// Writes `bytes` to the terminal, all of them, in one go.
    func write(_ bytes: [UInt8]) throws(TerminalError)

    /// The input bytes available now, without waiting; empty when there are none.
    func readInput() throws(TerminalError) -> [UInt8]

    /// Puts the terminal in raw mode: bytes as typed, no echo, no signals from keys.
    func enableRawMode() throws(TerminalError)

    /// Restores the mode the terminal had before ``enableRawMode()``.
    func disableRawMode()
}

/// A terminal call that failed.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The descriptor is not a terminal, so raw mode cannot be set.
    case notATerminal(descriptor: Int32)
    /// A system call failed with `errno`.
    case systemCall(String, errno: Int32)

    public var description: String {
        switch self {
        case .notATerminal(let descriptor): return "file descriptor \(descriptor) is not a terminal"
        case .systemCall(let name, let errno): return "\(name) failed (errno \(errno))"
        }
    }
}
