import TrellisLists
import TrellisTerminal
import TrellisTerminalTesting
import TrellisViews

/// Suite `terminal`: what the terminal host writes and how long a frame takes, for a
/// 200×60 screen of a collection view list (a title, a segmented list of 20,000 cats,
/// a status line).
///
/// - `*-bytes` cases (peer): the bytes Trellis writes for a screen change against the
///   bytes ncurses writes for the same change of the same screen (``CursesPeer``).
///   Both figures are byte counts (`trellis_bytes`, `peer_bytes`). Trellis's screen
///   is read back from its own output (a VT screen), so both sides show identical cells.
/// - `one-cell-change-200x60-time` (ablation): a frame against Trellis's own full repaint.
/// - `frame-200x60-cats-list-layout-paint-diff` (floor): a whole frame (layout, paint of
///   every view, diff) of the real Cats list screen (``CatsScreenProbe``: the app's shell,
///   services and list as `cats --in-memory` shows them) against filling and diffing two
///   200×60 cell buffers.
/// - `frame-200x60-cats-list-scroll-one-row` (report): the same list scrolled by a row and
///   drawn, on a terminal with left and right margins (xterm's answer to the app's query);
///   `…-without-margins` (report) on one without (tmux, VTE), which must be sent the rows
///   beside the section index again.
/// - `cats-list-scroll-one-row-200x60-bytes` (floor): the bytes that scroll writes against
///   the least any renderer must write for it: the shortest scroll of the list's band
///   between margins (DECSLRM, DECSTBM, a cursor move and IND, without the mode switch or
///   resets), and each character on the new screen that is not on the old one at its place
///   or a row above or below (what no scroll can bring): its UTF-8, and the SGR of its style
///   where it differs from the character before; no cursor moves or blanks counted.
/// - `frame-200x60-20k-list-layout-paint-diff` (report): the same whole frame of the
///   20,000-row list screen built here.
///
/// Reading the Cats frame: a sample is 20 frames drawn by the probe after it sat idle while
/// the harness ran the floor, as an app draws after waiting for input. Some probe processes
/// draw them slower for their whole life: on 2026-12-06 between one in six and one in two
/// took 47-60 µs a frame against 33-39 µs for the others (the ratio 2.8-3.1 against
/// 1.8-1.9), the code of 85dd8d49 (2026-12-05, 33 µs in all five rounds that day) alike;
/// commands of 3,000 frames took 35-40 µs in every process, and with address randomisation
/// off (`setarch -R`) eight runs of eight were fast. Compare commits only interleaved, over
/// several processes.
///
/// The one-cell change is a one-cell view changing color: it costs the host a frame
/// and nothing else. A label's text changing also costs TrellisViews a layout pass
/// (its intrinsic size may have changed); that variant is reported on its own.
let terminalSuite = BenchmarkSuite(name: "terminal") { quick in
    let framesPerSample = quick ? 5 : 20
    let bench = MainActor.assumeIsolated { TerminalBench(width: 200, height: 60, rows: 20_000) }
    // A second screen, mirrored to a VT screen and to ncurses, for the byte counts.
    let mirrored = MainActor.assumeIsolated {
        TerminalBench(width: 200, height: 60, rows: 20_000, mirror: TestTerminal(columns: 200, rows: 60))
    }
    let curses = try CursesPeer(columns: 200, rows: 60)
    _ = try curses.bytes(toShow: MainActor.assumeIsolated { mirrored.mirroredScreen() })

    /// Makes a change on the mirrored screen; returns the bytes Trellis and ncurses wrote.
    func paired(_ change: @escaping @MainActor (TerminalBench) -> Int) -> () throws -> (trellis: Double, peer: Double) {
        {
            let (own, shown) = MainActor.assumeIsolated { (change(mirrored), mirrored.mirroredScreen()) }
            return (Double(own), Double(try curses.bytes(toShow: shown)))
        }
    }
    let cellFloor = FrameFloor(width: 200, height: 60)
    let cats = try CatsScreenProbe.Client(columns: 200, rows: 60)

    return [
        BenchmarkCase(
            paired: "scroll-one-row-200x60-bytes", kind: .peer, unit: .bytes, peer: CursesPeer.name,
            measure: paired { $0.scrollOneRowBytes() }),
        BenchmarkCase(
            paired: "one-cell-change-200x60-bytes", kind: .peer, unit: .bytes, peer: CursesPeer.name,
            measure: paired { $0.oneCellChangeBytes() }),
        BenchmarkCase(
            paired: "segment-switch-200x60-bytes", kind: .peer, unit: .bytes, peer: CursesPeer.name,
            measure: paired { $0.segmentSwitchBytes() }),
        BenchmarkCase(
            "one-cell-change-200x60-time", kind: .ablation, peer: "full-repaint-time",
            trellis: {
                MainActor.assumeIsolated {
                    Stopwatch.time { for _ in 0..<framesPerSample { _ = bench.oneCellChangeBytes() } } / Double(framesPerSample)
                }
            },
            peerRun: {
                MainActor.assumeIsolated {
                    Stopwatch.time { for _ in 0..<framesPerSample { _ = bench.fullRepaintBytes() } } / Double(framesPerSample)
                }
            }),
        BenchmarkCase(
            "frame-200x60-cats-list-layout-paint-diff", kind: .floor, peer: "fill-and-diff-two-cell-buffers-floor",
            trellis: { try cats.measure(.frame, frames: framesPerSample) },
            peerRun: {
                Stopwatch.time { for _ in 0..<framesPerSample { blackHole(cellFloor.frame()) } } / Double(framesPerSample)
            }),
        BenchmarkCase(
            reportOnly: "frame-200x60-cats-list-scroll-one-row",
            trellis: { try cats.measure(.scroll, frames: framesPerSample) }),
        BenchmarkCase(
            reportOnly: "frame-200x60-cats-list-scroll-one-row-without-margins",
            trellis: { try cats.measure(.scrollWithoutMargins, frames: framesPerSample) }),
        BenchmarkCase(
            paired: "cats-list-scroll-one-row-200x60-bytes", kind: .floor, unit: .bytes, peer: "characters-that-came-in-floor",
            measure: { try cats.scrollBytes() }),
        BenchmarkCase(
            reportOnly: "frame-200x60-20k-list-layout-paint-diff",
            trellis: {
                MainActor.assumeIsolated {
                    Stopwatch.time { for _ in 0..<framesPerSample { _ = bench.wholeTreeFrameBytes() } } / Double(framesPerSample)
                }
            }),
        BenchmarkCase(
            reportOnly: "one-cell-label-text-change-200x60-time-with-layout-pass",
            trellis: {
                MainActor.assumeIsolated {
                    Stopwatch.time { for _ in 0..<framesPerSample { _ = bench.oneLabelCellChangeBytes() } } / Double(framesPerSample)
                }
            }),
        BenchmarkCase(
            reportOnly: "frame-200x60-list-scroll-one-row-layout-paint-diff",
            trellis: {
                MainActor.assumeIsolated {
                    Stopwatch.time { for _ in 0..<framesPerSample { _ = bench.scrollOneRowBytes() } } / Double(framesPerSample)
                }
            }),
    ]
}

/// A 200×60 list screen driven frame by frame through `TerminalApp.draw()`.
@MainActor
final class TerminalBench {
    /// A backend that counts bytes, so the measurement is the host's own work, and
    /// passes them to a mirror when it has one.
    final class CountingTerminal: TerminalBackend {
        let size: TerminalSize
        let supportsScrollRegion = true
        /// A VT screen fed the same bytes, when one is attached.
        var mirror: TestTerminal?
        var bytesWritten = 0

        init(size: TerminalSize, mirror: TestTerminal?) {
            self.size = size
            self.mirror = mirror
        }

        func write(_ bytes: [UInt8]) throws(TerminalError) {
            bytesWritten += bytes.count
            guard let mirror else { return }
            try mirror.write(bytes)
            mirror.clearWrites()
        }
        func readInput() throws(TerminalError) -> [UInt8] { [] }
        func enableRawMode() throws(TerminalError) {}
        func disableRawMode() {}
    }

    struct Breed: Identifiable, Equatable, CustomStringConvertible {
        var id: Int
        var description: String {
            let names = ["Abyssinian", "Bengal", "Chartreux", "Devon Rex", "Egyptian Mau", "Japanese Bobtail", "Korat"]
            let origins = ["Ethiopia", "United States", "France", "England", "Egypt", "Japan", "Thailand"]
            return "\(names[id % names.count]) #\(id) · \(origins[id % origins.count]) · a lively, curious cat with a short coat"
        }
    }

    /// A title, the list, and a status line with a one-cell counter and a one-cell light.
    final class Screen: View {
        let title = Label("Cats")
        let list: CollectionView
        let status = Label("↑/↓ move · f favorite · q quit")
        let counter = Label("a")
        let light = View()

        init(list: CollectionView) {
            self.list = list
            super.init()
            title.style = Style(foreground: .cyan, bold: true)
            status.style = Style(foreground: .gray)
            light.style = Style(background: .green)
            for view in [title, list, status, counter, light] { addSubview(view) }
        }

        /// Scrolls the list down a row (back to the top near the end).
        func scrollListOneRow() {
            if list.contentOffset + list.bounds.height + 1 >= list.contentSize.height { list.scroll(by: -list.contentOffset) }
            list.scroll(by: 1)
        }

        /// Changes one cell: the light's color.
        func toggleLight() {
            light.style.background = light.style.background == .green ? .red : .green
        }

        override func layoutSubviews() {
            title.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
            list.frame = Rect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 2))
            status.frame = Rect(x: 0, y: bounds.height - 1, width: bounds.width - 4, height: 1)
            light.frame = Rect(x: bounds.width - 3, y: bounds.height - 1, width: 1, height: 1)
            counter.frame = Rect(x: bounds.width - 1, y: bounds.height - 1, width: 1, height: 1)
        }
    }

    let terminal: CountingTerminal
    let app: TerminalApp
    let screen: Screen
    let segments: SegmentedDataSource

    /// A screen of `rows` cats in an "All" segment and every third one in "Favorites";
    /// with a `mirror`, every byte written also feeds it (a VT screen to read back).
    init(width: Int, height: Int, rows: Int, mirror: TestTerminal? = nil) {
        let scheduler = ManualScheduler()
        let all = BasicDataSource(items: (0..<rows).map(Breed.init), scheduler: scheduler)
        all.title = "All"
        let favorites = BasicDataSource(items: stride(from: 0, to: rows, by: 3).map(Breed.init), scheduler: scheduler)
        favorites.title = "Favorites"
        segments = SegmentedDataSource(scheduler: scheduler)
        segments.add(all)
        segments.add(favorites)
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Breed.self) { cell, breed, _ in cell.textLabel.text = "\(breed)" }
        let list = CollectionView(dataSource: segments, registry: registry)
        screen = Screen(list: list)
        terminal = CountingTerminal(size: TerminalSize(columns: width, rows: height), mirror: mirror)
        app = TerminalApp(root: screen, backend: terminal)
        try? app.draw()
        list.moveFocus(.down)
        try? app.draw()
    }

    private func bytes(of frame: () -> Void) -> Int {
        let before = terminal.bytesWritten
        frame()
        try? app.draw()
        return terminal.bytesWritten - before
    }

    /// Scrolls the list down a row (back to the top near the end) and draws.
    func scrollOneRowBytes() -> Int {
        bytes { screen.scrollListOneRow() }
    }

    /// Changes one cell (the light's color) and draws.
    func oneCellChangeBytes() -> Int {
        bytes { screen.toggleLight() }
    }

    /// Changes one cell of text (the counter, whose label asks for layout) and draws.
    func oneLabelCellChangeBytes() -> Int {
        bytes { screen.counter.text = screen.counter.text == "a" ? "b" : "a" }
    }

    /// Switches to the other segment (a whole-screen change) and draws.
    func segmentSwitchBytes() -> Int {
        bytes { segments.selectChild(at: segments.selectedIndex == 0 ? 1 : 0, animated: false) }
    }

    /// The mirror's cells as rows of same-style runs, for ``CursesPeer``.
    func mirroredScreen() -> [[(text: String, style: Style)]] {
        guard let mirror = terminal.mirror else { preconditionFailure("mirroredScreen() needs a TerminalBench made with a mirror") }
        return mirror.screenLines.enumerated().map { y, line in
            var characters = Array(line)
            characters += Array(repeating: " ", count: max(0, terminal.size.columns - characters.count))
            var runs: [(text: String, style: Style)] = []
            for (x, character) in characters.prefix(terminal.size.columns).enumerated() {
                let style = mirror.style(atColumn: x, row: y)
                if let last = runs.last, last.style == style {
                    runs[runs.count - 1].text.append(character)
                } else {
                    runs.append((String(character), style))
                }
            }
            return runs
        }
    }

    /// Clears the screen and writes every cell.
    func fullRepaintBytes() -> Int {
        bytes { app.repaintScreen() }
    }

    /// Lays out and paints the whole tree again, then diffs (nothing changed on screen).
    func wholeTreeFrameBytes() -> Int {
        bytes { app.requestRedraw() }
    }
}

/// The floor under a frame: fill a 200×60 buffer of plain cells (a code point and a
/// packed style each) and compare it with the previous one, cell by cell.
final class FrameFloor {
    struct Cell: Equatable {
        var scalar: UInt32
        var style: UInt32
    }

    private var front: [Cell]
    private var back: [Cell]
    private var phase: UInt32 = 0

    init(width: Int, height: Int) {
        front = Array(repeating: Cell(scalar: 32, style: 0), count: width * height)
        back = front
    }

    /// Fills the back buffer, counts the cells that differ from the front one, swaps.
    @inline(never)
    func frame() -> Int {
        phase &+= 1
        let phase = self.phase
        var changed = 0
        back.withUnsafeMutableBufferPointer { back in
            front.withUnsafeBufferPointer { front in
                for index in back.indices {
                    back[index] = Cell(scalar: 65 &+ UInt32(truncatingIfNeeded: index) % 26, style: phase & 1)
                    if back[index] != front[index] { changed &+= 1 }
                }
            }
        }
        swap(&front, &back)
        return changed
    }
}
