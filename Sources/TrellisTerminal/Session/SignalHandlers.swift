import TrellisHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the C signal handlers read: the one piece of global state in TrellisTerminal.
///
/// A signal handler is a C function pointer: it cannot capture the app, and it may
/// only call async-signal-safe functions (`write`, `tcsetattr`, `sigaction`, `raise`).
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
    /// The SIGINT, SIGTERM or SIGHUP the run loop was told of and should die of; 0 for none.
    /// If the run loop has not ended the process within ``terminationGrace`` seconds (its
    /// main actor is stuck), the SIGALRM watchdog restores the terminal and dies of it.
    var terminatingSignal: Int32 = 0
}

/// How long the run loop has to end the process after SIGINT, SIGTERM or SIGHUP before the
/// watchdog does it (seconds, for `alarm(2)`).
let terminationGrace: UInt32 = 2

nonisolated(unsafe) let signalHandlerState: UnsafeMutablePointer<SignalHandlerState> = {
    let state = UnsafeMutablePointer<SignalHandlerState>.allocate(capacity: 1)
    state.initialize(to: SignalHandlerState())
    return state
}()

/// Handler for the signals the run loop deals with: their number goes down a pipe.
/// It may run on any thread the kernel picks; all it does is one `write`.
func relaySignal(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    let descriptor = signalHandlerState.pointee.relayDescriptor
    if descriptor >= 0 {
        _ = systemWrite(descriptor, &byte, 1)
        if signal == SIGINT || signal == SIGTERM || signal == SIGHUP, signalHandlerState.pointee.terminatingSignal == 0 {
            signalHandlerState.pointee.terminatingSignal = signal
            _ = alarm(terminationGrace)
        }
    }
    errno = savedErrno
}

/// SIGALRM's handler: the run loop did not end the process in time after a terminating
/// signal (its main actor is blocked), so the terminal goes back and the process dies of
/// that signal here. Without one pending it does nothing.
func terminateAfterGrace(_ alarmSignal: Int32) {
    let signal = signalHandlerState.pointee.terminatingSignal
    guard signal > 0 else { return }
    restoreTerminal()
    dieOfDefaultAction(signal)
}

/// Writes the prebuilt exit bytes and puts the saved termios back. Async-signal-safe.
func restoreTerminal() {
    let state = signalHandlerState.pointee
    if let bytes = state.restoreBytes, state.outputDescriptor >= 0 {
        _ = systemWrite(state.outputDescriptor, bytes.baseAddress!, bytes.count)
    }
    if var attributes = state.savedAttributes, state.inputDescriptor >= 0 {
        _ = tcsetattr(state.inputDescriptor, TCSANOW, &attributes)
    }
}

/// Handler for fatal signals: put the terminal back, let the previous handler (the
/// Swift runtime's crash reporter) see the original fault, then die of the signal.
///
/// The previous handler gets the kernel's own `siginfo` and context, so its report
/// names the faulting frame rather than this handler. It may return (the runtime's
/// does, expecting a real fault to recur): then the signal is re-raised with its
/// default action, unblocked on this thread, which ends the process whether it came
/// from a fault, `abort()` or `kill -SEGV`.
///
/// A signal another process sent (`kill -SEGV`) is not a crash: there is no faulting
/// frame, and the runtime's report would name whichever thread took the signal and
/// read the sender's process id as a fault address. It skips the report and dies.
func restoreTerminalAndDie(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    restoreTerminal()
    let state = signalHandlerState.pointee
    if let previousActions = state.previousFatalActions, signal > 0, signal < SignalNumbers.limit {
        var previous = previousActions[Int(signal)]
        _ = sigaction(signal, &previous, nil)
        if !isSentByAnotherProcess(info) { callHandler(of: previous, signal, info, context) }
    }
    dieOfDefaultAction(signal)
}

/// Whether the signal came from `kill` or `sigqueue` in another process, rather than
/// from the kernel (a fault) or this process (`abort()`, `raise`).
func isSentByAnotherProcess(_ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
    guard let info, info.pointee.si_code <= 0 else { return false }  // > 0: the kernel's
    #if canImport(Glibc)
        let sender = info.pointee._sifields._kill.si_pid
    #else
        let sender = info.pointee.si_pid
    #endif
    return sender != getpid()
}

/// Calls the function `action` names, if it names one (not the default, not ignore).
private func callHandler(
    of action: sigaction, _ signal: Int32,
    _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        let function = action.__sigaction_handler.sa_sigaction
    #else
        let handler = action.__sigaction_u.__sa_handler
        let function = action.__sigaction_u.__sa_sigaction
    #endif
    // SIG_DFL is 0 and SIG_IGN 1: neither is a function to call.
    guard unsafeBitCast(handler, to: Int.self) > 1 else { return }
    if action.sa_flags & Int32(SA_SIGINFO) != 0 {
        function?(signal, info, context)
    } else {
        handler?(signal)
    }
}

/// Ends the process with `signal`'s default action, from whatever thread calls it:
/// the default comes back, the signal is unblocked on this thread (Dispatch's worker
/// threads block most signals, so a plain `raise` there would stay pending), and it is
/// raised at this thread. Async-signal-safe.
func dieOfDefaultAction(_ signal: Int32) -> Never {
    setSignalHandler(signal, SIG_DFL)
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, signal)
    _ = pthread_sigmask(SIG_UNBLOCK, &only, nil)
    _ = raise(signal)
    // Only reached if something else holds the signal back: exit as a shell would report it.
    _exit(128 + signal)
}

/// Signal numbers for sizing tables; computed, so a handler never runs a lazy initializer.
enum SignalNumbers {
    /// Above every signal number (NSIG on Linux and Darwin).
    static var limit: Int32 { 65 }
}

/// `signal(2)`, named apart from the parameters called `signal`; returns the previous handler.
@discardableResult
func setSignalHandler(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> (@convention(c) (Int32) -> Void)? {
    #if canImport(Glibc)
        return Glibc.signal(number, handler)
    #else
        return Darwin.signal(number, handler)
    #endif
}
