import TrellisLists
import TrellisTerminal
import TrellisViews

/// Suite `terminal`: what the terminal host writes and how long a frame takes, for a
/// 200×60 screen of a collection view list, against a full repaint of the same screen.
///
/// Two cases measure bytes, not time: their `trellis_ns` / `peer_ns` fields hold byte
/// counts (the JSON line has no other numeric fields), as their names (`…-bytes`) and
/// a log line say. The ratio is the figure the targets are about.
///
/// The one-cell change is a one-cell view changing color: it costs the host a frame
/// and nothing else. A label's text changing also costs TrellisViews a layout pass
/// (its intrinsic size may have changed); that variant is reported on its own.
let terminalSuite = BenchmarkSuite(name: "terminal") { quick in
    let framesPerSample = quick ? 5 : 20
    let bench = MainActor.assumeIsolated { TerminalBench(width: 200, height: 60, rows: 20_000) }
    log("  terminal: NOTE the *-bytes cases report BYTE COUNTS in trellis_ns/peer_ns, not nanoseconds")
    let fullRepaintBytes = MainActor.assumeIsolated { bench.fullRepaintBytes() }
    log("  terminal: a full repaint of the 200×60 list writes \(fullRepaintBytes) bytes")

    return [
        BenchmarkCase("scroll-one-row-200x60-bytes", peer: "full-repaint-bytes",
            trellis: { MainActor.assumeIsolated { Double(bench.scrollOneRowBytes()) } },
            peerRun: { MainActor.assumeIsolated { Double(bench.fullRepaintBytes()) } }),
        BenchmarkCase("one-cell-change-200x60-bytes", peer: "full-repaint-bytes",
            trellis: { MainActor.assumeIsolated { Double(bench.oneCellChangeBytes()) } },
            peerRun: { MainActor.assumeIsolated { Double(bench.fullRepaintBytes()) } }),
        BenchmarkCase("one-cell-change-200x60-time", peer: "full-repaint-time",
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
        BenchmarkCase(reportOnly: "one-cell-label-text-change-200x60-time-with-layout-pass", trellis: {
            MainActor.assumeIsolated {
                Stopwatch.time { for _ in 0..<framesPerSample { _ = bench.oneLabelCellChangeBytes() } } / Double(framesPerSample)
            }
        }),
        BenchmarkCase(reportOnly: "frame-200x60-list-scroll-one-row-layout-paint-diff", trellis: {
            MainActor.assumeIsolated {
                Stopwatch.time { for _ in 0..<framesPerSample { _ = bench.scrollOneRowBytes() } } / Double(framesPerSample)
            }
        }),
        BenchmarkCase(reportOnly: "frame-200x60-list-whole-tree-layout-paint-diff", trellis: {
            MainActor.assumeIsolated {
                Stopwatch.time { for _ in 0..<framesPerSample { _ = bench.wholeTreeFrameBytes() } } / Double(framesPerSample)
            }
        }),
    ]
}

/// A 200×60 list screen driven frame by frame through `TerminalApp.draw()`.
@MainActor
final class TerminalBench {
    /// A backend that only counts bytes, so the measurement is the host's own work.
    final class CountingTerminal: TerminalBackend {
        let size: TerminalSize
        let supportsScrollRegion = true
        var bytesWritten = 0

        init(size: TerminalSize) { self.size = size }
        func write(_ bytes: [UInt8]) throws(TerminalError) { bytesWritten += bytes.count }
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

    init(width: Int, height: Int, rows: Int) {
        let source = BasicDataSource(items: (0..<rows).map(Breed.init), scheduler: ManualScheduler())
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Breed.self)
        let list = CollectionView(dataSource: source, registry: registry)
        screen = Screen(list: list)
        terminal = CountingTerminal(size: TerminalSize(columns: width, rows: height))
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
        bytes {
            let list = screen.list
            if list.contentOffset + list.bounds.height + 1 >= list.contentSize.height { list.scroll(by: -list.contentOffset) }
            list.scroll(by: 1)
        }
    }

    /// Changes one cell (the light's color) and draws.
    func oneCellChangeBytes() -> Int {
        bytes { screen.light.style.background = screen.light.style.background == .green ? .red : .green }
    }

    /// Changes one cell of text (the counter, whose label asks for layout) and draws.
    func oneLabelCellChangeBytes() -> Int {
        bytes { screen.counter.text = screen.counter.text == "a" ? "b" : "a" }
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
