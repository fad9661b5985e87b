import Foundation
import TrellisViews

/// ncurses, the library every C TUI and Python's `curses` draw with, as the `terminal`
/// suite's peer for bytes written.
///
/// One long-lived `python3` process (the `curses` module is a real ncurses user) opens a
/// pseudo-terminal of the screen's size, points ncurses at it (`TERM=xterm-256color`),
/// and turns on the optimisations a careful curses program asks for: `idlok` (scroll
/// with insert/delete line and scroll regions, found by ncurses' line hashing) and
/// `leaveok` with the cursor hidden (no cursor restore after each refresh). A thread
/// drains the pty's master side and counts what ncurses wrote.
///
/// Each request is one screen: every row as runs of text and style, drawn into `stdscr`
/// as a curses program redraws its window; `refresh()` then writes what changed. The
/// answer is the number of bytes that reached the pty for that refresh.
final class CursesPeer {
    enum Failure: Error, CustomStringConvertible {
        case exited(String)
        case badAnswer(String)

        var description: String {
            switch self {
            case .exited(let stage): return "the ncurses peer (python3 curses) exited while \(stage)"
            case .badAnswer(let answer): return "the ncurses peer answered '\(answer)'"
            }
        }
    }

    /// The name in the JSON lines: what drives ncurses and how.
    static let name = "ncurses-via-python3-curses-on-pty"

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private lazy var lines = LineReader(output)

    /// Starts the peer on a `columns` × `rows` pseudo-terminal.
    init(columns: Int, rows: Int) throws {
        let python = ProcessInfo.processInfo.environment["TRELLIS_PYTHON"] ?? "python3"
        let script = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-curses-peer-\(ProcessInfo.processInfo.processIdentifier).py")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["LC_ALL"] = "C.UTF-8"
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-u", script.path, String(columns), String(rows)]
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let greeting = try readLine(stage: "starting")
        try? FileManager.default.removeItem(at: script)
        guard greeting == "ready" else { throw Failure.badAnswer(greeting) }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Draws `screen` with ncurses and returns the bytes its refresh wrote.
    func bytes(toShow screen: [[(text: String, style: Style)]]) throws -> Int {
        let rows = screen.map { row in row.map { run in [run.text, Self.code(run.style)] as [Any] } }
        var line = try JSONSerialization.data(withJSONObject: rows)
        line.append(10)
        input.fileHandleForWriting.write(line)
        let answer = try readLine(stage: "drawing a screen")
        guard let count = Int(answer) else { throw Failure.badAnswer(answer) }
        return count
    }

    /// A style as `[foreground, background, attributes]`: curses color numbers (-1 for
    /// the terminal's default) and a bit set (1 bold, 2 dim, 4 italic, 8 underline, 16 reverse).
    private static func code(_ style: Style) -> [Int] {
        func number(_ color: Color?) -> Int {
            switch color {
            case .ansi(let ansi): Int(ansi.rawValue)
            case .palette(let index): Int(index)
            case let .rgb(red, green, blue): 16 + 36 * (Int(red) * 6 / 256) + 6 * (Int(green) * 6 / 256) + Int(blue) * 6 / 256
            case .hostDefault, nil: -1
            }
        }
        let attributes =
            (style.bold ? 1 : 0) | (style.dim ? 2 : 0) | (style.italic ? 4 : 0)
            | (style.underline ? 8 : 0) | (style.reverse ? 16 : 0)
        return [number(style.foreground), number(style.background), attributes]
    }

    private func readLine(stage: String) throws -> String {
        guard let line = lines.next() else { throw Failure.exited(stage) }
        return line
    }

    /// The driver: a pty, ncurses on it, a counting reader on its master side.
    static let script = """
        import curses, fcntl, json, locale, os, select, struct, sys, termios, threading, time, tty

        columns, rows = int(sys.argv[1]), int(sys.argv[2])
        locale.setlocale(locale.LC_ALL, "")
        requests = os.fdopen(os.dup(0), "r")
        answers = os.fdopen(os.dup(1), "w", buffering=1)
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        tty.setraw(slave)
        os.dup2(slave, 0)
        os.dup2(slave, 1)

        written = [0]
        def drain():
            while True:
                try:
                    data = os.read(master, 65536)
                except OSError:
                    return
                if not data:
                    return
                written[0] += len(data)
        threading.Thread(target=drain, daemon=True).start()

        def settle():
            # Bytes cross the pty asynchronously: wait until nothing has arrived for 50 ms.
            last, quiet_since = written[0], time.monotonic()
            while time.monotonic() - quiet_since < 0.05:
                time.sleep(0.005)
                if written[0] != last:
                    last, quiet_since = written[0], time.monotonic()
            return last

        screen = curses.initscr()
        curses.start_color()
        curses.use_default_colors()
        curses.noecho()
        curses.raw()
        curses.curs_set(0)
        screen.idlok(True)
        screen.leaveok(True)
        screen.scrollok(False)
        FLAGS = [(1, curses.A_BOLD), (2, curses.A_DIM), (4, curses.A_ITALIC), (8, curses.A_UNDERLINE), (16, curses.A_REVERSE)]
        pairs = {(-1, -1): 0}
        def attribute(code):
            foreground, background, flags = code
            key = (foreground, background)
            if key not in pairs:
                pairs[key] = len(pairs)
                curses.init_pair(pairs[key], foreground, background)
            value = curses.color_pair(pairs[key])
            for bit, flag in FLAGS:
                if flags & bit:
                    value |= flag
            return value

        screen.refresh()
        settle()
        print("ready", file=answers)
        for line in requests:
            before = settle()
            for y, runs in enumerate(json.loads(line)):
                x = 0
                for text, code in runs:
                    try:
                        screen.addstr(y, x, text, attribute(code))
                    except curses.error:
                        pass  # writing the bottom-right cell moves the cursor off the screen
                    x += len(text)
            screen.refresh()
            print(settle() - before, file=answers)
        curses.endwin()
        """
}
