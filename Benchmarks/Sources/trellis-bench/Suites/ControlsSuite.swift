import TrellisLists
import TrellisTerminal
import TrellisViews

/// Suite `controls`: the standard controls at the sizes issue 40 names, in release.
///
/// - `datatable-1m-frame-200x60-layout-paint-diff` (ablation): a whole frame (layout, paint,
///   diff) of a `DataTable` over a million generated rows against the same frame of the real
///   Cats list screen (``CatsScreenProbe``, `cats --in-memory`'s shell and list): the issue's
///   target is a ratio of at most 1.5.
/// - `datatable-1m-scroll-one-row-frame` (report): a row scrolled and the frame drawn.
/// - `datatable-1m-sort` (report): sorting the million by an integer column (one permutation).
/// - `textarea-10k-lines-type-one-key` (ablation): a character typed into a 10,000-line
///   `TextArea` and the frame drawn, against the same in a 60-line area (a screenful, so
///   both draw the same rows: a one-line area drew one row of sixty, and the ratio measured
///   the drawing, not the length): the issue's target is under 1 ms a key. Both areas have an `onChange` that reads the counts, as the
///   gallery's page does: an area nobody listens to would hide what reporting an edit costs.
/// - `textarea-10k-lines-type-one-key-reading-text` (report): the same with an `onChange`
///   that asks for the whole text every key, as `FormView` does for its `onEdit`: what a
///   consumer pays when it wants the text itself.
let controlsSuite = BenchmarkSuite(name: "controls") { quick in
    let framesPerSample = quick ? 5 : 20
    let table = MainActor.assumeIsolated { ControlsBench.Table(width: 200, height: 60, rows: 1_000_000) }
    let big = MainActor.assumeIsolated { ControlsBench.Editor(width: 200, height: 60, lines: 10_000) }
    // A screenful: the same rows drawn as at 10,000 lines, so the ratio is what the length costs.
    let small = MainActor.assumeIsolated { ControlsBench.Editor(width: 200, height: 60, lines: 60) }
    let reading = MainActor.assumeIsolated { ControlsBench.Editor(width: 200, height: 60, lines: 10_000, readsText: true) }
    let cats = try CatsScreenProbe.Client(columns: 200, rows: 60)

    func timed(_ body: @escaping @MainActor () -> Void) -> () -> Double {
        {
            MainActor.assumeIsolated {
                Stopwatch.time { for _ in 0..<framesPerSample { body() } } / Double(framesPerSample)
            }
        }
    }

    return [
        BenchmarkCase(
            "datatable-1m-frame-200x60-layout-paint-diff", kind: .ablation, peer: "cats-list-frame-200x60",
            trellis: timed { table.wholeFrame() },
            peerRun: { try cats.measure(.frame, frames: framesPerSample) }),
        BenchmarkCase(reportOnly: "datatable-1m-scroll-one-row-frame", trellis: timed { table.scrollOneRow() }),
        BenchmarkCase(reportOnly: "datatable-1m-sort", trellis: { MainActor.assumeIsolated { Stopwatch.time { table.sortAgain() } } }),
        BenchmarkCase(
            "textarea-10k-lines-type-one-key", kind: .ablation, peer: "textarea-60-lines-type-one-key",
            trellis: timed { big.typeOneKey() },
            peerRun: timed { small.typeOneKey() }),
        BenchmarkCase(reportOnly: "textarea-10k-lines-type-one-key-reading-text", trellis: timed { reading.typeOneKey() }),
    ]
}

/// The screens the `controls` suite draws, each in a `TerminalApp` over a byte-counting backend.
@MainActor
enum ControlsBench {
    /// A generated sighting: its cells are computed from its index, as the gallery's are.
    struct Row: Identifiable, Hashable, Sendable {
        var id: Int
        var day: Int { (id &* 7_919) % 3_360 }
        var seen: Int { (id &* 13) % 17 }
    }

    /// A `DataTable` of a million rows filling the screen.
    @MainActor
    final class Table {
        let table: DataTable<Row>
        let app: TerminalApp
        var ascending = true

        init(width: Int, height: Int, rows: Int) {
            let source = GeneratedDataSource(count: rows, scheduler: ManualScheduler()) { Row(id: $0) }
            table = DataTable(
                dataSource: source,
                columns: [
                    DataTableColumn("id", title: "#", width: 9, alignment: .right, value: \.id),
                    DataTableColumn("day", title: "Day", width: 8, alignment: .right, value: \.day),
                    DataTableColumn("seen", title: "Seen", width: 6, alignment: .right, value: \.seen),
                    DataTableColumn(
                        "note", title: "Note", width: 120, text: { "sighting \($0.id) on day \($0.day), seen \($0.seen) times" }),
                ])
            app = TerminalApp(
                root: table, backend: TerminalBench.CountingTerminal(size: TerminalSize(columns: width, rows: height), mirror: nil))
            try? app.draw()
        }

        /// Lays out and paints the whole table again, then diffs.
        func wholeFrame() {
            app.requestRedraw()
            try? app.draw()
        }

        /// Scrolls one row (back to the top near the end) and draws.
        func scrollOneRow() {
            if table.topRow > table.rowCount - 200 { table.scroll(by: -table.topRow) }
            table.scroll(by: 1)
            try? app.draw()
        }

        /// Sorts by the confirmations column, alternating the direction.
        func sortAgain() {
            ascending.toggle()
            table.sort = DataTableSort(column: "seen", direction: ascending ? .ascending : .descending)
        }
    }

    /// A `TextArea` of `lines` lines of about sixty characters, the cursor in the middle,
    /// and a listener that reads its counts after each edit (its whole text when `readsText`).
    @MainActor
    final class Editor {
        let area: TextArea
        let app: TerminalApp
        var typed = 0
        /// What the listener read last, so the read is not optimized away.
        var heard = 0

        init(width: Int, height: Int, lines: Int, readsText: Bool = false) {
            let text = (0..<lines).map { "Line \($0): the quick brown fox jumps over the lazy cat, twice." }.joined(separator: "\n")
            area = TextArea(text: text)
            app = TerminalApp(
                root: area, backend: TerminalBench.CountingTerminal(size: TerminalSize(columns: width, rows: height), mirror: nil))
            try? app.draw()
            for _ in 0..<(lines / 2) { area.move(.down) }
            try? app.draw()
            area.onChange = { [unowned self] _ in
                heard = readsText ? area.text.utf8.count : area.characterCount + area.lineCount
            }
        }

        /// Presses one key and draws: nine characters typed, then nine Backspaces, so the
        /// line keeps its length and every call is one key (nine Backspaces in one call
        /// would count eighteen edits as ten keys).
        func typeOneKey() {
            typed += 1
            if typed % 18 < 9 {
                _ = area.handleKey(KeyEvent(.character("x")))
            } else {
                _ = area.handleKey(KeyEvent(.backspace))
            }
            try? app.draw()
        }
    }
}
