#if os(Linux)
    import Glibc

    /// The `trellis-terminal-probe` executable running on a fresh pseudo-terminal, for
    /// tests that send it signals and keys and then read what it wrote and how it ended.
    ///
    /// The probe gets the pty's slave as its standard input, output and error, in a
    /// process group of its own (so job-control stops are not discarded as they would be
    /// in an orphaned group), with every signal unblocked and at its default. The test
    /// keeps the slave open too, so the pty outlives the probe and its termios can be read
    /// after the probe is gone. Every wait has a deadline; `deinit` kills what is left.
    final class ProbeProcess {
        /// How a wait for the probe ended.
        enum Status: Equatable, CustomStringConvertible {
            case exited(Int32)
            case signaled(Int32)
            case stopped(Int32)
            case continued
            /// Nothing happened before the deadline.
            case timedOut

            var description: String {
                switch self {
                case .exited(let code): "exited with status \(code)"
                case .signaled(let signal): "killed by signal \(signal)"
                case .stopped(let signal): "stopped by signal \(signal)"
                case .continued: "continued"
                case .timedOut: "still running at the deadline"
                }
            }
        }

        let pid: pid_t
        let master: Int32
        let slave: Int32
        /// The termios the pty had before the probe started.
        let initialAttributes: termios
        /// Everything the probe wrote so far.
        private(set) var output: [UInt8] = []
        private var hasEnded = false

        /// The probe binary, next to the test bundle (the `swift build --show-bin-path` directory).
        static var binaryPath: String? {
            var buffer = [CChar](repeating: 0, count: 4096)
            let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard length > 0 else { return nil }
            let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard let slash = executable.lastIndex(of: "/") else { return nil }
            let path = String(executable[..<slash]) + "/trellis-terminal-probe"
            return access(path, X_OK) == 0 ? path : nil
        }

        /// Starts the probe on a new 40×10 pty; `environment` is added to this process's.
        init(environment: [String: String] = [:]) throws {
            guard let path = ProbeProcess.binaryPath else {
                throw ProbeError("trellis-terminal-probe is not next to the test bundle; build with `swift build --build-tests`")
            }
            (master, slave) = try ProbeProcess.openPseudoTerminal()
            var window = winsize(ws_row: 10, ws_col: 40, ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(slave, UInt(TIOCSWINSZ), &window)
            var attributes = termios()
            tcgetattr(slave, &attributes)
            initialAttributes = attributes
            pid = try ProbeProcess.spawn(path, stdio: slave, environment: environment)
        }

        deinit {
            if !hasEnded {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
            close(master)
            close(slave)
        }

        /// Sends `signal` to the probe, as `kill` in a shell does.
        func send(_ signal: Int32) {
            kill(pid, signal)
        }

        /// Types `bytes` at the probe's terminal.
        func type(_ bytes: [UInt8]) {
            _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }

        /// Reads output until it holds `needle` at or after `offset`; returns where it
        /// starts, or `nil` at the deadline.
        func waitForOutput(_ needle: some StringProtocol, after offset: Int = 0, timeout: Duration = .seconds(20)) -> Int? {
            let bytes = Array(needle.utf8)
            let deadline = ContinuousClock.now + timeout
            while true {
                if let found = ProbeProcess.firstIndex(of: bytes, in: output, from: offset) { return found }
                if ContinuousClock.now >= deadline { return nil }
                readAvailable(waiting: 20)
            }
        }

        /// Waits for the probe to exit, die, stop or continue, reading its output meanwhile.
        func waitForStatus(timeout: Duration = .seconds(20)) -> Status {
            let deadline = ContinuousClock.now + timeout
            while ContinuousClock.now < deadline {
                var status: Int32 = 0
                let result = waitpid(pid, &status, WNOHANG | WUNTRACED | WCONTINUED)
                readAvailable(waiting: 0)
                if result == pid {
                    let decoded = ProbeProcess.decode(status)
                    if case .exited = decoded { hasEnded = true }
                    if case .signaled = decoded { hasEnded = true }
                    readAvailable(waiting: 50)
                    return decoded
                }
                readAvailable(waiting: 20)
            }
            return .timedOut
        }

        /// The pty's termios now.
        var attributes: termios {
            var attributes = termios()
            tcgetattr(slave, &attributes)
            return attributes
        }

        /// The output from `offset` on, as text, for failure messages.
        func text(from offset: Int = 0) -> String {
            String(decoding: output[min(offset, output.count)...], as: UTF8.self)
        }

        /// Appends what the pty has, waiting up to `milliseconds` for the first byte.
        private func readAvailable(waiting milliseconds: Int32) {
            var request = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, milliseconds) > 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 8192)
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 { output += buffer[..<count] }
        }
    }

    /// A probe that could not be started.
    struct ProbeError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
#endif
