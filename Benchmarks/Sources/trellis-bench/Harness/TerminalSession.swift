import Foundation
import TrellisTerminalTesting

/// A program run on a pseudo-terminal, its screen read as a person would see it: the
/// harness for suites whose peer is a whole terminal program (tig for Twig).
///
/// A small `python3` relay opens the pseudo-terminal with `pty.fork()` (so the program has
/// it as its controlling terminal, as in a real terminal window), sets its size, and
/// starts the program; it then copies what the program writes to its own standard output
/// and what it is given on its standard input to the program. A thread here reads those
/// bytes as they come and stamps each chunk with the monotonic clock; ``waitUntil(_:_:)``
/// replays them on ``TestTerminal``'s VT model (which follows what ncurses writes for
/// `TERM=xterm-256color`) and answers with the arrival time of the chunk after which the
/// screen first showed what was asked, so the model's own work is never timed.
///
/// Both sides of a comparison run the same way, through the same relay, so its cost (a
/// copy per chunk) is on both; the clock starts when the relay reports the program's
/// process id, which is just before it runs the program.
final class TerminalSession: @unchecked Sendable {
    enum Failure: Error, CustomStringConvertible {
        case couldNotStart(String)
        case timedOut(String, program: String, screen: [String])
        case ended(String, program: String, screen: [String])

        var description: String {
            switch self {
            case .couldNotStart(let why): return "could not start a terminal program: \(why)"
            case .timedOut(let what, let program, let screen):
                return "\(program) did not show \(what) in time; its screen:\n" + screen.joined(separator: "\n")
            case .ended(let what, let program, let screen):
                return "\(program) ended before it showed \(what); its screen:\n" + screen.joined(separator: "\n")
            }
        }
    }

    /// The program's name, for messages.
    let program: String
    /// The program's process id.
    let pid: Int32
    /// When the program was started.
    let started: ContinuousClock.Instant

    private let relay = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let columns: Int
    private let rows: Int
    private let condition = NSCondition()
    /// Chunks read and not yet replayed, with their arrival times (guarded by `condition`).
    private var arrived: [(bytes: [UInt8], at: ContinuousClock.Instant)] = []
    private var isClosed = false
    /// The model the chunks are replayed on: touched only by the waiting thread.
    private var screenLines: [String] = []
    private nonisolated(unsafe) var terminal: TestTerminal?

    /// Starts `arguments` (a program and its arguments) in `directory` on a `columns` ×
    /// `rows` pseudo-terminal with `environment` added to this process's.
    init(
        _ arguments: [String], in directory: String, columns: Int, rows: Int, environment: [String: String] = [:]
    ) throws {
        program = (arguments.first as NSString?)?.lastPathComponent ?? "?"
        self.columns = columns
        self.rows = rows
        let python = ProcessInfo.processInfo.environment["TRELLIS_PYTHON"] ?? "python3"
        var merged = ProcessInfo.processInfo.environment
        merged["TERM"] = "xterm-256color"
        merged["LANG"] = "C.UTF-8"
        merged["LC_ALL"] = "C.UTF-8"
        merged.merge(environment) { $1 }
        relay.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        relay.arguments = [python, "-u", "-c", Self.script, String(columns), String(rows)] + arguments
        relay.currentDirectoryURL = URL(fileURLWithPath: directory)
        relay.environment = merged
        relay.standardInput = input
        relay.standardOutput = output
        relay.standardError = FileHandle.standardError
        do {
            try relay.run()
        } catch {
            throw Failure.couldNotStart("\(python): \(error)")
        }
        // The relay's first line is the program's process id, written just before it runs.
        var header: [UInt8] = []
        let reader = output.fileHandleForReading
        while !header.contains(10) {
            let byte = reader.readData(ofLength: 1)
            guard !byte.isEmpty else {
                relay.waitUntilExit()
                throw Failure.couldNotStart("the relay ended before it started \(program)")
            }
            header += byte
        }
        started = ContinuousClock.now
        let line = String(decoding: header.dropLast(), as: UTF8.self)
        guard let pid = Int32(line), pid > 0 else {
            // No deinit runs for an init that throws: end the relay here.
            relay.terminate()
            relay.waitUntilExit()
            throw Failure.couldNotStart("the relay answered '\(line)'")
        }
        self.pid = pid
        let thread = Thread { [self] in readAll(reader) }
        thread.start()
    }

    deinit {
        stop()
    }

    private func readAll(_ reader: FileHandle) {
        while true {
            let chunk = reader.availableData
            let now = ContinuousClock.now
            condition.lock()
            if chunk.isEmpty {
                isClosed = true
            } else {
                arrived.append((Array(chunk), now))
            }
            condition.broadcast()
            condition.unlock()
            if chunk.isEmpty { return }
        }
    }

    /// Types `text` (keys as a terminal sends them: `"\u{1B}OF"` is End in keypad mode).
    func type(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// Waits until `condition` holds for the screen's rows, and returns the time from the
    /// start until the bytes that made it hold arrived.
    ///
    /// - Throws: ``Failure/timedOut(_:program:screen:)`` after `timeout`, and
    ///   ``Failure/ended(_:program:screen:)`` when the program ends first.
    ///
    /// With `repeating`, `keys` are typed again every 20 ms until it holds: End pressed while
    /// a program is still reading goes to the last line read so far (tig's does), and a
    /// person presses it again.
    @discardableResult
    func waitUntil(
        _ what: String, timeout: Duration = .seconds(60), repeating keys: String? = nil, _ holds: ([String]) -> Bool
    ) throws -> Duration {
        let deadline = ContinuousClock.now + timeout
        if holds(screenLines) { return .zero }
        var nextPress = ContinuousClock.now + .milliseconds(20)
        while true {
            condition.lock()
            while arrived.isEmpty && !isClosed && ContinuousClock.now < deadline {
                if let keys, ContinuousClock.now >= nextPress {
                    type(keys)
                    nextPress = ContinuousClock.now + .milliseconds(20)
                }
                _ = condition.wait(until: Date(timeIntervalSinceNow: keys == nil ? 0.05 : 0.005))
            }
            let chunks = arrived
            arrived = []
            let closed = isClosed
            condition.unlock()
            for chunk in chunks {
                screenLines = MainActor.assumeIsolated {
                    let terminal = self.terminal ?? TestTerminal(columns: columns, rows: rows)
                    self.terminal = terminal
                    try? terminal.write(chunk.bytes)
                    terminal.clearWrites()
                    return terminal.screenLines
                }
                if holds(screenLines) { return started.duration(to: chunk.at) }
            }
            if closed { throw Failure.ended(what, program: program, screen: screenLines) }
            if ContinuousClock.now >= deadline { throw Failure.timedOut(what, program: program, screen: screenLines) }
        }
    }

    /// Whether some row of the screen holds `text`.
    func shows(_ text: String) -> Bool {
        screenLines.contains { $0.contains(text) }
    }

    /// The program's peak resident set (`VmHWM` of `/proc/PID/status`), in bytes.
    func peakResidentBytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { throw Failure.couldNotStart("no VmHWM in /proc/\(pid)/status") }
        return kilobytes * 1024
    }

    /// Ends the program (SIGKILL: what it would do on the way out is not measured) and
    /// waits for the relay.
    func stop() {
        guard relay.isRunning else { return }
        kill(pid, SIGKILL)
        try? input.fileHandleForWriting.close()
        relay.waitUntilExit()
    }

    /// The relay: `pty.fork()`, the size set, then bytes copied both ways until the
    /// program's side closes. Its first line is the program's process id.
    static let script = """
        import fcntl, os, pty, select, struct, sys, termios
        columns, rows = int(sys.argv[1]), int(sys.argv[2])
        argv = sys.argv[3:]
        pid, master = pty.fork()
        if pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
            try:
                os.execvp(argv[0], argv)
            finally:
                os._exit(127)
        os.write(1, b"%d\\n" % pid)
        stdin_open = True
        while True:
            ready, _, _ = select.select([master] + ([0] if stdin_open else []), [], [])
            if master in ready:
                try:
                    data = os.read(master, 65536)
                except OSError:
                    data = b""
                if not data:
                    break
                os.write(1, data)
            if 0 in ready:
                data = os.read(0, 65536)
                if data:
                    os.write(master, data)
                else:
                    stdin_open = False
        os.waitpid(pid, 0)
        """
}

extension Duration {
    /// The duration in nanoseconds, as the JSON lines print times
    /// (what ``TerminalSession/waitUntil(_:timeout:repeating:_:)`` answers, in the suites).
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}
