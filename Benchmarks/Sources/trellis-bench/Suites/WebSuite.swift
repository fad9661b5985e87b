import TrellisLists
import TrellisTerminal
import TrellisViews
import TrellisWeb

/// Suite `web`: what the browser host sends for the terminal suite's screen changes (the
/// same 200×60 screen of a 20,000-cat segmented list), and how long a key takes to come
/// back as a frame.
///
/// - `*-bytes` cases (peer): a ``WebApp``'s frame message for one change in its default
///   binary layout (`trellis_bytes`), against what a terminal shared over a WebSocket
///   sends for the same change: ttyd (or gotty) running the app in the terminal sends the
///   terminal renderer's bytes in one binary message with a one-byte command before them
///   (`peer_bytes`). Both screens make the same change in the same step.
/// - `*-bytes-json` cases (ablation): the same frame in the JSON layout kept for debugging,
///   against the binary one.
/// - `key-message-to-frame-message-200x60-in-process` (report): from a key message's bytes
///   handed to ``WebApp/receive(_:)`` to the frame message ready to send (Down moves the
///   list's focus a row).
/// - `key-message-to-frame-message-200x60-over-socket` (report): the same, through a real
///   `WebServer` on loopback: from the client writing a key message on its WebSocket to the
///   frame message read back (so the server's time plus the loopback's both ways). Run by
///   `WebSocketProbe` in a child process, mean of 100 round trips per sample.
/// - `cats-*` cases (report): Cats served to many tabs at 200×60 (``WebTabsProbe``, once
///   per run; `--quick` scales it down): the memory each tab adds (over 100 tabs), the
///   memory and CPU (ns per second) of 1,000 idle tabs, key to frame with 1 tab and with
///   100 tabs each typing 10 keys a second, and how far another tab's 99th percentile
///   moves while one tab pastes 32,000 characters again and again.
/// - `*-vs-textual-serve` cases (peer): the same Cats server and textual-serve serving a
///   Textual app with the list's content, measured once per run by one client
///   (``TextualServePeer``): the memory each tab adds (20 tabs; textual-serve runs a
///   process per tab) and one tab's key-to-frame median and 99th percentile (200 keys).
let webSuite = BenchmarkSuite(name: "web") { quick in
    let framesPerSample = quick ? 5 : 20
    @Sendable func tabs() throws -> WebTabsProbe.Figures { try WebTabsProbe.figures(quick: quick) }
    @Sendable func textual() throws -> WebTabsProbe.AgainstTextual { try WebTabsProbe.againstTextual(quick: quick) }
    let (web, json, terminal) = MainActor.assumeIsolated {
        (
            WebBench(width: 200, height: 60, rows: 20_000), WebBench(width: 200, height: 60, rows: 20_000, encoding: .json),
            TerminalBench(width: 200, height: 60, rows: 20_000)
        )
    }

    /// The bytes the web host and ttyd send for one change of their screens.
    func againstTTYD(
        _ change: @escaping @MainActor (WebBench) -> Int, _ terminalChange: @escaping @MainActor (TerminalBench) -> Int
    ) -> () throws -> (trellis: Double, peer: Double) {
        { MainActor.assumeIsolated { (Double(change(web)), Double(terminalChange(terminal) + ttydCommandBytes)) } }
    }

    /// The bytes of one change in the binary layout and in JSON.
    func againstJSON(_ change: @escaping @MainActor (WebBench) -> Int) -> () throws -> (trellis: Double, peer: Double) {
        { MainActor.assumeIsolated { (Double(change(web)), Double(change(json))) } }
    }

    return [
        BenchmarkCase(
            paired: "scroll-one-row-200x60-bytes", kind: .peer, unit: .bytes, peer: ttydPeerName,
            measure: againstTTYD({ $0.scrollOneRowBytes() }, { $0.scrollOneRowBytes() })),
        BenchmarkCase(
            paired: "one-cell-change-200x60-bytes", kind: .peer, unit: .bytes, peer: ttydPeerName,
            measure: againstTTYD({ $0.oneCellChangeBytes() }, { $0.oneCellChangeBytes() })),
        BenchmarkCase(
            paired: "segment-switch-200x60-bytes", kind: .peer, unit: .bytes, peer: ttydPeerName,
            measure: againstTTYD({ $0.segmentSwitchBytes() }, { $0.segmentSwitchBytes() })),
        BenchmarkCase(
            paired: "scroll-one-row-200x60-bytes-json", kind: .ablation, unit: .bytes, peer: "json-layout",
            measure: againstJSON { $0.scrollOneRowBytes() }),
        BenchmarkCase(
            paired: "segment-switch-200x60-bytes-json", kind: .ablation, unit: .bytes, peer: "json-layout",
            measure: againstJSON { $0.segmentSwitchBytes() }),
        BenchmarkCase(
            reportOnly: "key-message-to-frame-message-200x60-in-process",
            trellis: {
                MainActor.assumeIsolated {
                    Stopwatch.time { for _ in 0..<framesPerSample { blackHole(web.keyToFrameBytes()) } } / Double(framesPerSample)
                }
            }),
        BenchmarkCase(
            reportOnly: "key-message-to-frame-message-200x60-over-socket",
            trellis: { try WebSocketProbe.measureInChildProcess(rounds: 100) }),
        BenchmarkCase(reportOnly: "cats-tab-200x60-memory-per-tab", unit: .bytes, trellis: { try tabs().bytesPerTab }),
        BenchmarkCase(reportOnly: "cats-idle-tabs-memory", unit: .bytes, trellis: { try tabs().idleTabsBytes }),
        BenchmarkCase(reportOnly: "cats-idle-tabs-cpu-ns-per-second", trellis: { try tabs().idleTabsCPU }),
        BenchmarkCase(reportOnly: "cats-key-to-frame-1-tab-median", trellis: { try tabs().oneTabMedian }),
        BenchmarkCase(reportOnly: "cats-key-to-frame-1-tab-p99", trellis: { try tabs().oneTabP99 }),
        BenchmarkCase(reportOnly: "cats-key-to-frame-tabs-typing-median", trellis: { try tabs().manyTabsMedian }),
        BenchmarkCase(reportOnly: "cats-key-to-frame-tabs-typing-p99", trellis: { try tabs().manyTabsP99 }),
        BenchmarkCase(reportOnly: "cats-paste-32k-moves-other-tab-p99", trellis: { try tabs().pasteMovesP99 }),
        BenchmarkCase(
            paired: "cats-tab-200x60-memory-per-tab-vs-textual-serve", kind: .peer, unit: .bytes, peer: "textual-serve",
            measure: { try textual().pair(\.bytesPerTab) }),
        BenchmarkCase(
            paired: "cats-key-to-frame-200x60-median-vs-textual-serve", kind: .peer, unit: .nanoseconds, peer: "textual-serve",
            measure: { try textual().pair(\.medianNanoseconds) }),
        BenchmarkCase(
            paired: "cats-key-to-frame-200x60-p99-vs-textual-serve", kind: .peer, unit: .nanoseconds, peer: "textual-serve",
            measure: { try textual().pair(\.p99Nanoseconds) }),
    ]
}

/// The peer of the bytes cases: the app in the terminal, shared by ttyd.
let ttydPeerName = "ttyd-sharing-the-terminal-renderer"
/// ttyd's output message: a command byte (`'0'`), then the terminal's bytes.
let ttydCommandBytes = 1

/// The terminal suite's 200×60 list screen hosted by a ``WebApp``, frame by frame.
@MainActor
final class WebBench {
    let app: WebApp
    let screen: TerminalBench.Screen
    let segments: SegmentedDataSource
    let down = Array(#"{"t":"key","key":"ArrowDown"}"#.utf8)
    let up = Array(#"{"t":"key","key":"ArrowUp"}"#.utf8)
    var movedDown = false

    init(width: Int, height: Int, rows: Int, startsApp: Bool = true, encoding: WebFrameEncoding = .binary) {
        let scheduler = ManualScheduler()
        let all = BasicDataSource(items: (0..<rows).map(TerminalBench.Breed.init), scheduler: scheduler)
        all.title = "All"
        let favorites = BasicDataSource(items: stride(from: 0, to: rows, by: 3).map(TerminalBench.Breed.init), scheduler: scheduler)
        favorites.title = "Favorites"
        segments = SegmentedDataSource(scheduler: scheduler)
        segments.add(all)
        segments.add(favorites)
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: TerminalBench.Breed.self) { cell, breed, _ in cell.textLabel.text = "\(breed)" }
        let list = CollectionView(dataSource: segments, registry: registry)
        list.handlesKeys()
        screen = TerminalBench.Screen(list: list)
        app = WebApp(root: screen, size: GridSize(columns: width, rows: height), frameEncoding: encoding)
        app.focusedView = list
        list.moveFocus(.down)  // off the first row: Down and Up in turn each move it
        guard startsApp else { return }  // a WebServer starts it
        app.start()
        _ = app.nextFrame()
    }

    private func bytes(of change: () -> Void) -> Int {
        change()
        return app.nextFrame()?.count ?? 0
    }

    /// Scrolls the list down a row (back to the top near the end): the terminal bench's change.
    func scrollOneRowBytes() -> Int {
        bytes { screen.scrollListOneRow() }
    }

    /// Changes one cell (the light's color).
    func oneCellChangeBytes() -> Int {
        bytes { screen.toggleLight() }
    }

    /// Switches to the other segment (a whole-screen change).
    func segmentSwitchBytes() -> Int {
        bytes { segments.selectChild(at: segments.selectedIndex == 0 ? 1 : 0, animated: false) }
    }

    /// A Down (or Up, alternately) key message in, the frame message out.
    func keyToFrameBytes() -> Int {
        movedDown.toggle()
        _ = try? app.receive(movedDown ? down : up)
        return app.nextFrame()?.count ?? 0
    }
}
