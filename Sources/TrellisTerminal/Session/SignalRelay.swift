#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the C signal handlers read: the one piece of global state in TrellisTerminal.
///
/// A signal handler is a C function pointer: it cannot capture the app, and it may
/// only call async-signal-safe functions (`write`, `tcsetattr`, `signal`, `raise`).
/// So the restore bytes and the saved termios are prepared on the main actor before
/// the handlers are installed, and kept here where a handler can reach them without
/// allocating or locking (notcurses does the same). Only ``SignalRelay`` writes it.
struct SignalHandlerState {
    /// The pipe's write end that relays a signal's number to the run loop; -1 when off.
    var relayDescriptor: Int32 = -1
    /// Where the restore bytes go on a fatal signal.
    var outputDescriptor: Int32 = -1
    /// Where the saved termios goes back on a fatal signal.
    var inputDescriptor: Int32 = -1
    /// The session's exit bytes, prebuilt; `nil` when no session is active.
    var restoreBytes: UnsafeMutableBufferPointer<UInt8>?
    var savedAttributes: termios?
    /// The fatal signals' previous actions (the Swift runtime's backtracer, say),
    /// indexed by signal number, so a crash still reaches them after the restore.
    var previousFatalActions: UnsafeMutablePointer<sigaction>?
}

nonisolated(unsafe) let signalHandlerState: UnsafeMutablePointer<SignalHandlerState> = {
    let state = UnsafeMutablePointer<SignalHandlerState>.allocate(capacity: 1)
    state.initialize(to: SignalHandlerState())
    return state
}()

/// Handler for the signals the run loop deals with: their number goes down a pipe.
private func relaySignal(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    let descriptor = signalHandlerState.pointee.relayDescriptor
    if descriptor >= 0 { _ = systemWrite(descriptor, &byte, 1) }
    errno = savedErrno
}

/// Handler for fatal signals: put the terminal back, then die of the same signal.
private func restoreTerminalAndReraise(_ signal: Int32) {
    let state = signalHandlerState.pointee
    if let bytes = state.restoreBytes, state.outputDescriptor >= 0 {
        _ = systemWrite(state.outputDescriptor, bytes.baseAddress!, bytes.count)
    }
    if var attributes = state.savedAttributes, state.inputDescriptor >= 0 {
        _ = tcsetattr(state.inputDescriptor, TCSANOW, &attributes)
    }
    if let previous = state.previousFatalActions, signal >= 0, signal < SignalNumbers.limit {
        _ = sigaction(signal, previous + Int(signal), nil)
    } else {
        setSignalHandler(signal, SIG_DFL)
    }
    _ = raise(signal)
}

/// Signal numbers for sizing tables; computed, so a handler never runs a lazy initializer.
private enum SignalNumbers {
    /// Above every signal number (NSIG on Linux and Darwin).
    static var limit: Int32 { 65 }
}

/// `signal(2)`, named apart from the parameters called `signal`; returns the previous handler.
@discardableResult
private func setSignalHandler(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> (@convention(c) (Int32) -> Void)? {
    #if canImport(Glibc)
    return Glibc.signal(number, handler)
    #else
    return Darwin.signal(number, handler)
    #endif
}

/// Catches the signals a terminal app must handle and hands them to the run loop.
///
/// - SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP and SIGCONT are relayed through a
///   non-blocking pipe (the self-pipe trick) and read by ``pendingSignals()`` once
///   per frame, so a burst of SIGWINCH becomes one resize.
/// - SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT and SIGTRAP (Swift's traps) cannot wait
///   for the run loop: their handler writes the prebuilt restore bytes, puts the
///   termios back, reinstates the previous action (the default, or the Swift
///   runtime's backtracer) and re-raises the signal.
///
/// Only one relay can be installed at a time; the previous handlers come back on
/// ``uninstall()``.
@MainActor
final class SignalRelay {
    static let relayedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    private var readDescriptor: Int32 = -1
    private var writeDescriptor: Int32 = -1
    private var previousHandlers: [Int32: (@convention(c) (Int32) -> Void)?] = [:]
    private(set) var isInstalled = false

    init() {}

    /// Installs the handlers.
    ///
    /// - Parameters:
    ///   - restoreBytes: What to write on a fatal signal (the session's exit bytes).
    ///   - output: The descriptor to write them to.
    ///   - input: The terminal's input, whose termios goes back to `savedAttributes`.
    /// - Throws: ``TerminalError/systemCall(_:errno:)`` when the pipe cannot be made.
    func install(restoreBytes: [UInt8], output: Int32, input: Int32, savedAttributes: termios?) throws(TerminalError) {
        precondition(signalHandlerState.pointee.relayDescriptor < 0,
                     "Only one TerminalApp can handle signals at a time; quit the other one first.")
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw .systemCall("pipe", errno: errno) }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: restoreBytes.count)
        _ = bytes.initialize(from: restoreBytes)
        let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(SignalNumbers.limit))
        previousActions.initialize(repeating: sigaction(), count: Int(SignalNumbers.limit))
        signalHandlerState.pointee = SignalHandlerState(relayDescriptor: writeDescriptor, outputDescriptor: output,
                                                        inputDescriptor: input, restoreBytes: bytes,
                                                        savedAttributes: savedAttributes, previousFatalActions: previousActions)
        for signal in SignalRelay.relayedSignals { previousHandlers[signal] = setSignalHandler(signal, relaySignal) }
        for signal in SignalRelay.fatalSignals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = restoreTerminalAndReraise
            #else
            action.__sigaction_u.__sa_handler = restoreTerminalAndReraise
            #endif
            // SA_NODEFER: the re-raise from inside the handler must not wait for it to return.
            action.sa_flags = Int32(SA_NODEFER)
            _ = sigaction(signal, &action, previousActions + Int(signal))
        }
        isInstalled = true
    }

    /// Puts the previous handlers back and closes the pipe.
    func uninstall() {
        guard isInstalled else { return }
        for (signal, handler) in previousHandlers { setSignalHandler(signal, handler) }
        previousHandlers = [:]
        let state = signalHandlerState.pointee
        if let previousActions = state.previousFatalActions {
            for signal in SignalRelay.fatalSignals { _ = sigaction(signal, previousActions + Int(signal), nil) }
        }
        signalHandlerState.pointee = SignalHandlerState()
        state.restoreBytes?.deallocate()
        state.previousFatalActions?.deallocate()
        close(readDescriptor)
        close(writeDescriptor)
        readDescriptor = -1
        writeDescriptor = -1
        isInstalled = false
    }

    /// The signals relayed since the last call, oldest first.
    func pendingSignals() -> [Int32] {
        guard readDescriptor >= 0 else { return [] }
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            signals += buffer[..<count].map { Int32($0) }
        }
        return signals
    }

    /// Stops the process as SIGTSTP's default action would (the caller has restored
    /// the terminal); returns once it is continued.
    func stopProcess() {
        setSignalHandler(SIGTSTP, SIG_DFL)
        _ = raise(SIGTSTP)
        setSignalHandler(SIGTSTP, relaySignal)
    }
}
