import CatsKit
import Foundation
import TrellisHost
import TrellisLists
import TrellisTerminal
import TrellisTerminalTesting
import TrellisViews

/// The real Cats list screen, as `cats --in-memory` shows it: the app's own services (an
/// in-memory store seeded from the bundled catalog, no server), its shell, its list screen
/// with headers, section index and status line, drawn by a `TerminalApp` into a backend
/// that counts bytes.
///
/// The screen loads through the app's reactors and store, which answer on the main actor;
/// the harness blocks the main thread, so the screen lives in a child process of its own
/// (`trellis-bench --cats-screen-probe`) whose main thread runs the main actor. The harness
/// asks it for one measurement at a time ("frame 20": twenty whole frames, the mean per
/// frame in nanoseconds), so the two sides of a case still alternate round by round. Each
/// figure is timed inside the child around the frames alone.
enum CatsScreenProbe {
    /// The harness's end: starts the child, waits until the screen has loaded, then asks.
    final class Client {
        private let process = Process()
        private let input = Pipe()
        private let output = Pipe()
        private lazy var lines = LineReader(output)

        init(columns: Int, rows: Int) throws {
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            process.arguments = ["--cats-screen-probe", "\(columns)x\(rows)"]
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            guard let ready = lines.next(), ready == "ready" else { throw ProbeError.notReady(process.processIdentifier) }
        }

        deinit {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }

        /// Mean nanoseconds per frame of `frames` frames of `kind` (``Command``).
        func measure(_ kind: Command, frames: Int) throws -> Double {
            input.fileHandleForWriting.write(Data("\(kind.rawValue) \(frames)\n".utf8))
            guard let line = lines.next(), let nanoseconds = Double(line) else { throw ProbeError.noAnswer(kind.rawValue) }
            return nanoseconds
        }

        /// The bytes one scroll by a row writes, and the floor under them (``Command/scrollBytes``).
        func scrollBytes() throws -> (trellis: Double, peer: Double) {
            input.fileHandleForWriting.write(Data("\(Command.scrollBytes.rawValue) 1\n".utf8))
            guard let line = lines.next() else { throw ProbeError.noAnswer(Command.scrollBytes.rawValue) }
            let figures = line.split(separator: " ").compactMap { Double($0) }
            guard figures.count == 2 else { throw ProbeError.noAnswer(Command.scrollBytes.rawValue) }
            return (figures[0], figures[1])
        }
    }

    /// What the child measures.
    enum Command: String {
        /// Lays out and paints the whole tree again, then diffs (nothing changed on screen).
        case frame
        /// Scrolls the list one row (down to its end, then back up), then draws, on a terminal
        /// with left and right margins.
        case scroll
        /// The same on a terminal without them.
        case scrollWithoutMargins = "scroll-without-margins"
        /// One scroll, read back through a VT screen: the bytes written and the floor.
        case scrollBytes = "scroll-bytes"
    }

    enum ProbeError: Error, CustomStringConvertible {
        case notReady(Int32)
        case noAnswer(String)
        case badCommand(String)
        case badSize(String)
        case screenNeverLoaded

        var description: String {
            switch self {
            case .notReady(let pid): "the Cats screen probe (process \(pid)) did not report ready"
            case .noAnswer(let command): "the Cats screen probe gave no figure for \(command)"
            case .badCommand(let line):
                "the Cats screen probe was asked '\(line)': expected frame, scroll, scroll-without-margins or scroll-bytes, then N > 0"
            case .badSize(let text): "bad probe size '\(text)': expected COLUMNSxROWS, each 1…1000"
            case .screenNeverLoaded: "the Cats list did not load within 60 s"
            }
        }
    }

    /// In the child: opens the screen, says "ready", answers each command with one figure,
    /// exits when the harness closes its input.
    static func runAndExit(size: String) -> Never {
        Task { @MainActor in
            do {
                let parts = size.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, (1...1000).contains(parts[0]), (1...1000).contains(parts[1]) else {
                    throw ProbeError.badSize(size)
                }
                let screen = try await CatsScreen.open(columns: parts[0], rows: parts[1])
                let commands = commandLines()
                answer("ready")
                for await line in commands {
                    let words = line.split(separator: " ")
                    guard words.count == 2, let command = Command(rawValue: String(words[0])), let frames = Int(words[1]), frames > 0
                    else { throw ProbeError.badCommand(line) }
                    if command == .scrollBytes {
                        let (written, floor) = try screen.scrollBytes()
                        answer("\(written) \(floor)")
                    } else {
                        answer(String(screen.meanNanoseconds(of: command, frames: frames)))
                    }
                }
                exit(0)
            } catch {
                FileHandle.standardError.write(Data("cats screen probe: \(error)\n".utf8))
                exit(1)
            }
        }
        dispatchMain()
    }

    private static func answer(_ line: String) {
        FileHandle.standardOutput.write(Data("\(line)\n".utf8))
    }

    /// Standard input's lines, read on a thread of their own (the main thread runs the
    /// main actor), ending when the harness closes the pipe.
    private static func commandLines() -> AsyncStream<String> {
        let (stream, sink) = AsyncStream.makeStream(of: String.self)
        Thread.detachNewThread {
            while let line = readLine() { sink.yield(line) }
            sink.finish()
        }
        return stream
    }

    /// The shell on its list screen, and the terminal it draws into.
    @MainActor
    final class CatsScreen {
        let services: CatsServices
        let shell: CatsShell
        let app: TerminalApp
        let list: CollectionView
        let terminal: TerminalBench.CountingTerminal

        private init(
            services: CatsServices, shell: CatsShell, app: TerminalApp, list: CollectionView, terminal: TerminalBench.CountingTerminal
        ) {
            self.services = services
            self.shell = shell
            self.app = app
            self.list = list
            self.terminal = terminal
        }

        /// What `cats --in-memory` opens, at `columns`×`rows`, once its list has loaded
        /// and the screen has stopped changing.
        static func open(columns: Int, rows: Int) async throws -> CatsScreen {
            let services = try await CatsServices.start(CatsDataConfiguration(database: .inMemory, retryInterval: nil))
            let shell = CatsShell(services: services)
            let terminal = TerminalBench.CountingTerminal(size: TerminalSize(columns: columns, rows: rows), mirror: nil)
            // A terminal with left and right margins, as xterm answers the app's query.
            let app = TerminalApp(root: shell.rootView, backend: terminal, capabilities: TerminalCapabilities(leftRightMargins: true))
            shell.app = app
            try shell.start(link: nil)
            // Loads answer through the store and the reactors: draw until the list shows
            // the catalog, then until a frame writes nothing.
            let clock = ContinuousClock()
            let deadline = clock.now + .seconds(60)
            var list: CollectionView?
            while clock.now < deadline {
                try app.draw()
                if let shown = firstCollectionView(in: shell.rootView), shown.dataSource.loadingState == .contentLoaded,
                    shown.dataSource.numberOfSections > 0
                {
                    let before = terminal.bytesWritten
                    try app.draw()
                    if terminal.bytesWritten == before {
                        list = shown
                        break
                    }
                }
                try await Task.sleep(for: .milliseconds(10))
            }
            guard let list else { throw ProbeError.screenNeverLoaded }
            return CatsScreen(services: services, shell: shell, app: app, list: list, terminal: terminal)
        }

        /// The first collection view in `view`'s tree, depth first.
        static func firstCollectionView(in view: View) -> CollectionView? {
            if let list = view as? CollectionView { return list }
            for subview in view.subviews {
                if let list = firstCollectionView(in: subview) { return list }
            }
            return nil
        }

        func meanNanoseconds(of command: Command, frames: Int) -> Double {
            switch command {
            case .frame:
                return Stopwatch.time {
                    for _ in 0..<frames {
                        app.requestRedraw()
                        try? app.draw()
                    }
                } / Double(frames)
            case .scroll, .scrollWithoutMargins, .scrollBytes:
                let margins = command != .scrollWithoutMargins
                app.capabilities.leftRightMargins = margins
                defer { app.capabilities.leftRightMargins = true }
                return Stopwatch.time {
                    for _ in 0..<frames { scrollOneRow() }
                } / Double(frames)
            }
        }

        /// Which way ``scrollOneRow()`` goes: down, and back up from the end.
        private var step = 1.0

        /// Scrolls the list one row, down to its end and then back up to its top, then draws:
        /// every frame a one-row scroll (a jump back to the top would be a whole new screen).
        private func scrollOneRow() {
            if step > 0 && list.contentOffset + list.bounds.height + 1 > list.contentSize.height { step = -1 }
            if step < 0 && list.contentOffset < 1 { step = 1 }
            list.scroll(by: step)
            try? app.draw()
        }

        /// One scroll by a row through a VT screen with left and right margins: the bytes
        /// written, and the floor: the characters on the new screen that are on the old one
        /// neither at their place nor a row above or below (their UTF-8, and an SGR for each
        /// change of style among them), and the shortest bytes that scroll the list's band
        /// between margins.
        func scrollBytes() throws -> (written: Int, floor: Int) {
            let mirror = TestTerminal(columns: terminal.size.columns, rows: terminal.size.rows)
            mirror.supportsLeftRightMargins = true
            terminal.mirror = mirror
            defer { terminal.mirror = nil }
            app.repaintScreen()
            try app.draw()
            let before = Self.cells(of: mirror)
            let start = terminal.bytesWritten
            scrollOneRow()
            let written = terminal.bytesWritten - start
            let after = Self.cells(of: mirror)
            var floor = 0
            var style = Style.plain
            for (y, row) in after.enumerated() {
                for (x, cell) in row.enumerated() where cell.character != " " {
                    let available = [y - 1, y, y + 1].contains { source in
                        before.indices.contains(source) && before[source].indices.contains(x) && before[source][x] == cell
                    }
                    guard !available else { continue }
                    // Its colours and attributes, unless the last character written had them.
                    if cell.style != style { floor += Self.selectGraphicRenditionLength(cell.style) }
                    style = cell.style
                    floor += cell.character.utf8.count
                }
            }
            // The shortest scroll between margins on this terminal: DECSLRM, DECSTBM, the
            // cursor to the margin and IND (no mode switch, no resets: a renderer could keep
            // them set), for the list's columns and rows.
            let columns = Int(list.frameInRoot.maxX.rounded(.down)) - Int(list.sectionIndexView.frame.width.rounded(.down))
            let top = Int(list.frameInRoot.minY.rounded(.down)) + 1
            let bottom = Int(list.frameInRoot.maxY.rounded(.down))
            floor += "\u{1B}[1;\(columns)s\u{1B}[\(top);\(bottom)r\u{1B}[\(bottom)H\u{1B}D".utf8.count
            return (written, floor)
        }

        /// The bytes of the shortest SGR that sets `style` whatever was set before: `ESC [`,
        /// a reset and each attribute and colour it has, and `m`.
        static func selectGraphicRenditionLength(_ style: Style) -> Int {
            var parameters = ["0"]
            for (on, code) in [(style.bold, "1"), (style.dim, "2"), (style.italic, "3"), (style.underline, "4"), (style.reverse, "7")]
            where on { parameters.append(code) }
            for (color, base) in [(style.foreground, 30), (style.background, 40)] {
                switch color {
                case nil, .hostDefault?: break
                case .ansi(let ansi)?:
                    parameters.append(String(ansi.rawValue < 8 ? base + Int(ansi.rawValue) : base + 60 + Int(ansi.rawValue) - 8))
                case .palette(let index)?: parameters.append("\(base + 8);5;\(index)")
                case .rgb(let red, let green, let blue)?: parameters.append("\(base + 8);2;\(red);\(green);\(blue)")
                }
            }
            return 3 + parameters.joined(separator: ";").utf8.count
        }

        /// The screen's cells as a person sees them: each row's characters and their styles.
        static func cells(of terminal: TestTerminal) -> [[(character: Character, style: Style)]] {
            terminal.screenLines.enumerated().map { y, line in
                Array(line).enumerated().map { x, character in (character, terminal.style(atColumn: x, row: y)) }
            }
        }
    }
}
