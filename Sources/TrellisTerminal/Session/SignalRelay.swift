import TrellisHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches the signals a terminal app must handle and hands them to the run loop.
///
/// - SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP and SIGCONT are relayed through a
///   non-blocking pipe (the self-pipe trick) and read by ``pendingSignals()`` once
///   per frame, so a burst of SIGWINCH becomes one resize. The handler may run on any
///   thread the kernel picks: it only writes one byte.
/// - SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT and SIGTRAP (Swift's traps)
///   cannot wait for the run loop: their handler writes the prebuilt restore bytes, puts
///   the termios back, hands the original fault to the previous action (the Swift
///   runtime's crash reporter) and then dies of the signal. SIGQUIT is here because the
///   runtime's backtracer claims it too: left to it, `kill -QUIT` drew a report over the
///   app's screen and, on a terminal, waited 30 s for a key with mouse reporting on.
/// - Every other signal whose default action ends the process (SIGUSR1, SIGUSR2, SIGPIPE,
///   SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGSYS, and on Linux SIGSTKFLT and
///   SIGPWR) gets the same handler while its action is still the default: `kill -USR1`
///   left the alternate screen, mouse reporting and raw mode on. One that the program
///   already handles or ignores is left alone.
///
/// - SIGINT, SIGTERM and SIGHUP also start a watchdog (`alarm(2)`, SIGALRM): if the run
///   loop has not restored the terminal and died of the signal within two seconds — its
///   main actor is stuck in a long computation or a blocking call — the watchdog does
///   it from the handler, so a terminating signal always ends the process promptly.
///
/// What the run loop then does with a signal's default action — stop the process for
/// SIGTSTP (``stopProcess()``), end it for SIGTERM (``dieOf(_:)``) — happens on the run
/// loop's own thread with that one signal unblocked there, so it takes effect even on
/// a Dispatch worker thread, which blocks such signals.
///
/// Only one relay can be installed at a time; the previous handlers come back on
/// ``uninstall()``.
@MainActor
final class SignalRelay {
    static let relayedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]
    static let fatalSignals: [Int32] = [SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]
    /// The rest of the signals whose default action ends the process (SIGALRM is the watchdog's).
    nonisolated static let otherTerminatingSignals: [Int32] = {
        var signals: [Int32] = [SIGUSR1, SIGUSR2, SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGSYS]
        #if os(Linux)
            signals += [SIGSTKFLT, SIGPWR]
        #endif
        return signals
    }()

    private var readDescriptor: Int32 = -1
    private var writeDescriptor: Int32 = -1
    private var previousHandlers: [Int32: (@convention(c) (Int32) -> Void)?] = [:]
    /// The fatal signals given ``restoreTerminalAndDie``, whose previous actions come back on uninstall.
    private var restoringSignals: [Int32] = []
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
        precondition(
            signalHandlerState.pointee.relayDescriptor < 0,
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
        signalHandlerState.pointee = SignalHandlerState(
            relayDescriptor: writeDescriptor, outputDescriptor: output,
            inputDescriptor: input, restoreBytes: bytes,
            savedAttributes: savedAttributes, previousFatalActions: previousActions)
        for signal in SignalRelay.relayedSignals { previousHandlers[signal] = setSignalHandler(signal, relaySignal) }
        previousHandlers[SIGALRM] = setSignalHandler(SIGALRM, terminateAfterGrace)
        restoringSignals = SignalRelay.fatalSignals + SignalRelay.otherTerminatingSignals.filter(Self.hasDefaultAction)
        for signal in restoringSignals {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_sigaction = restoreTerminalAndDie
            #else
                action.__sigaction_u.__sa_sigaction = restoreTerminalAndDie
            #endif
            // SA_SIGINFO: the fault's own context goes on to the crash reporter.
            // SA_ONSTACK: a stack overflow still runs the handler, on the runtime's alternate stack.
            action.sa_flags = Int32(SA_SIGINFO | SA_ONSTACK)
            _ = sigaction(signal, &action, previousActions + Int(signal))
        }
        isInstalled = true
    }

    /// Puts the previous handlers back and closes the pipe.
    func uninstall() {
        guard isInstalled else { return }
        _ = alarm(0)
        for (signal, handler) in previousHandlers { setSignalHandler(signal, handler) }
        previousHandlers = [:]
        let state = signalHandlerState.pointee
        if let previousActions = state.previousFatalActions {
            for signal in restoringSignals { _ = sigaction(signal, previousActions + Int(signal), nil) }
        }
        restoringSignals = []
        signalHandlerState.pointee = SignalHandlerState()
        state.restoreBytes?.deallocate()
        state.previousFatalActions?.deallocate()
        close(readDescriptor)
        close(writeDescriptor)
        readDescriptor = -1
        writeDescriptor = -1
        isInstalled = false
    }

    /// Whether `signal`'s action is the default one (nobody handles or ignores it).
    static func hasDefaultAction(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        #if canImport(Glibc)
            let handler = current.__sigaction_handler.sa_handler
        #else
            let handler = current.__sigaction_u.__sa_handler
        #endif
        return handler == nil  // SIG_DFL is the null function pointer
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
    ///
    /// The signal is raised at the calling thread with SIGTSTP unblocked there for the
    /// moment, so the stop happens before this returns, on any thread. (In an orphaned
    /// process group, one no shell manages, the kernel discards the stop: it returns at once.)
    func stopProcess() {
        var only = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, SIGTSTP)
        setSignalHandler(SIGTSTP, SIG_DFL)
        _ = pthread_sigmask(SIG_UNBLOCK, &only, &previousMask)
        _ = raise(SIGTSTP)
        _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        setSignalHandler(SIGTSTP, relaySignal)
    }

    /// Ends the process with `signal` as its default action would, so the shell sees
    /// the right status (143 for SIGTERM). Call after restoring the terminal.
    static func dieOf(_ signal: Int32) -> Never {
        dieOfDefaultAction(signal)
    }
}
