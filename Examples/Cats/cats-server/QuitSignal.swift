#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGQUIT (`kill -QUIT`, Ctrl-\) as a server user expects it: the process ends with it.
///
/// The Swift runtime's backtracer claims SIGQUIT at start-up. Sent by another process, it
/// printed a hundred-line "Program crashed: Terminated" report for a server that had not
/// crashed, then returned, and the server went on serving: the signal was swallowed. The
/// TrellisTerminal session gives the `cats` app the same treatment for the same reason.
enum QuitSignal {
    /// Gives SIGQUIT back its default action (end the process, with a core dump if enabled),
    /// unless whoever started the server chose to ignore it (a shell does for background jobs).
    static func restoreDefaultAction() {
        var current = sigaction()
        guard sigaction(SIGQUIT, nil, &current) == 0 else { return }
        #if canImport(Glibc)
            let handler = current.__sigaction_handler.sa_handler
        #else
            let handler = current.__sigaction_u.__sa_handler
        #endif
        guard unsafeBitCast(handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) else { return }
        _ = signal(SIGQUIT, SIG_DFL)
    }
}
