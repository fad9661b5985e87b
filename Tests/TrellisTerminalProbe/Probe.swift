import TrellisTerminal
import TrellisViews

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `trellis-terminal-probe`: a tiny ``TerminalApp`` for the session tests, which run it
/// on a pseudo-terminal and send it signals (Tests/TrellisTerminalTests/Session).
///
/// It shows one label, `probe ready`, and takes keys: `q` quits, `s` writes through a
/// bad pointer (SIGSEGV), `p` fails a precondition (Swift's trap), `a` calls `abort()`,
/// `h` blocks the main thread for a minute (a stuck main actor).
@main
enum Probe {
    @MainActor
    static func main() async throws {
        let root = View()
        let label = Label("probe ready", frame: Rect(x: 0, y: 0, width: 20, height: 1))
        root.addSubview(label)
        let app = TerminalApp(root: root, backend: POSIXTerminal())
        root.onAction(.key) { event in
            guard case .character(let character) = event.key else { return false }
            switch character {
            case "q": app.quit()
            case "s": fault()
            case "p": trap(Int(getpid()))
            case "a": abort()
            case "h": stuck()
            default: return false
            }
            return true
        }
        try await app.run()
    }

    /// Writes through a pointer to an unmapped page: a real SIGSEGV in this frame.
    @inline(never)
    static func fault() {
        let address = UnsafeMutablePointer<Int>(bitPattern: 16)!
        address.pointee = Int(getpid())
    }

    /// Says `stuck` and blocks the main thread, as a long computation on the main actor would.
    static func stuck() {
        let text = Array("stuck".utf8)
        _ = text.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        sleep(60)
    }

    /// A failed precondition: Swift's trap instruction.
    @inline(never)
    static func trap(_ value: Int) {
        precondition(value < 0, "the probe traps on purpose")
    }
}
