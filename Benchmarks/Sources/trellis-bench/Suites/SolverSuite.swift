import TrellisSolver

/// Suite `solver`: TrellisSolver against kiwisolver (nucleic/kiwi's C++ Cassowary
/// solver, driven through its Python binding by `SolverPeer`). Both sides build the
/// same systems (`SolverScenario`) and time only solver calls.
///
/// Cases:
/// - `enaml-build`, `enaml-suggest-step`: kiwi's own enaml-like benchmark; a step is
///   two suggestions (width, height) and `updateVariables()`.
/// - `rows-100x10-build`, `rows-100x10-resize`: 1,000 views in 100 rows of 10 under a
///   container edit variable; a resize is 10,000 suggestions wider than the content,
///   each followed by `updateVariables()`. Neither side reads values inside the timed
///   loop: read through Python, 4,000 `value()` calls a step would time CPython's loop,
///   not kiwi.
/// - `chain-1000-build`, `chain-1000-squeeze`: one row of 1,000 views (kiwi's ~N² case:
///   every left edge depends on every earlier width); the squeeze sweeps the container
///   down from the natural width in 100-point steps, squeezing one or two views a step.
///
/// Every build adds the container's edit variable first and suggests the starting
/// width before the constraints, as a host that knows its window would.
/// - `update-unchanged-4k`: one `updateVariables()` when nothing changed, 4,001 variables.
///
/// With `--quick` the rows are 20×10 and the chain 200 views (the names say so).
///
/// Reading `enaml-build`: each sample is one build (0.1-0.3 ms on either side), timed
/// right after the other side ran or the same side's last build, so it measures how
/// warm the core is as much as the solver. Its ratio moves with the machine's load,
/// with the solver's code fixed: the same binary measured from 0.29 to 0.67 in one
/// afternoon, 0.53–0.67 whenever the second core was building (2026-12-04, issue 43),
/// and a build of the code before ca153680 measured the same as main beside it.
/// Compare commits only in runs interleaved on the same machine.
let solverSuite = BenchmarkSuite(name: "solver") { quick in
    let peer = try SolverPeer()
    let enamlSteps = quick ? 600 : 6_000
    let resizeSteps = quick ? 1_000 : 10_000
    let squeezeSteps = quick ? 20 : 80
    let unchangedCalls = 10_000
    // A smoke run's shapes are smaller: a debug build of the chain's ~N² build took 18 s a
    // run at 1,000 views (and kiwi 9 s); --quick checks that the cases run, not their ratios.
    let rowCount = quick ? 20 : 100
    let chainLength = quick ? 200 : 1_000

    // kiwi's enaml-like benchmark.
    let enaml = SolverScenario.enaml()
    var enamlSolver = Solver()
    try enamlSolver.addEditVariable(enaml.width, strength: .strong)
    try enamlSolver.addEditVariable(enaml.height, strength: .strong)
    try enamlSolver.add(contentsOf: enaml.constraints)
    let pairs: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]

    // The UI shapes.
    let rows = SolverScenario.layout(rows: rowCount, perRow: 10)
    let rowsFirst = Int(rows.naturalWidth) + 12
    let rowsLast = rowsFirst + 1_000
    var rowsSolver = try SolverScenario.build(rows, width: Double(rowsFirst))
    let chain = SolverScenario.layout(rows: 1, perRow: chainLength)
    let chainFirst = Int(chain.naturalWidth)
    let chainLast = chainFirst - 100 * (squeezeSteps - 1)
    var chainSolver = try SolverScenario.build(chain, width: Double(chainFirst))

    /// Suggests `steps` container widths from `first` to `last`, publishing every value
    /// after each; the solver starts at `first` (untimed). Values are read once after
    /// the timed loop, as the peer does.
    func sweep(_ solver: inout Solver, _ layout: SolverScenario.Layout, steps: Int, from first: Int, to last: Int) throws -> Double {
        try solver.suggestValue(Double(first), for: layout.container)
        solver.updateVariables()
        var elapsed = 0.0
        var failure: (any Error)?
        elapsed = Stopwatch.time {
            do {
                for step in 0..<steps {
                    let target = Double(first) + Double(last - first) * Double(step) / Double(Swift.max(1, steps - 1))
                    try solver.suggestValue(target, for: layout.container)
                    solver.updateVariables()
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        var total = 0.0
        for variable in layout.variables { total += solver.value(of: variable) }
        blackHole(total)
        return elapsed
    }

    log("  enaml: \(enaml.variables.count) variables, \(enaml.constraints.count) constraints, 2 edit variables")
    log("  rows: \(rows.variables.count) variables, \(rows.constraints.count) constraints; chain: \(chain.constraints.count) constraints")

    return [
        BenchmarkCase(
            "enaml-build", kind: .peer, peer: "kiwisolver",
            trellis: {
                Stopwatch.time {
                    var solver = Solver()
                    try? solver.addEditVariable(enaml.width, strength: .strong)
                    try? solver.addEditVariable(enaml.height, strength: .strong)
                    try? solver.add(contentsOf: enaml.constraints)
                    blackHole(solver)
                }
            }, peerRun: { try peer.time("enaml_build") }),

        BenchmarkCase(
            "enaml-suggest-step", kind: .peer, peer: "kiwisolver",
            trellis: {
                var failure: (any Error)?
                let elapsed = Stopwatch.time {
                    do {
                        for step in 0..<enamlSteps {
                            let (width, height) = pairs[step % pairs.count]
                            try enamlSolver.suggestValue(width, for: enaml.width)
                            try enamlSolver.suggestValue(height, for: enaml.height)
                            enamlSolver.updateVariables()
                        }
                    } catch {
                        failure = error
                    }
                }
                if let failure { throw failure }
                return elapsed / Double(enamlSteps)
            }, peerRun: { try peer.time("enaml_steps \(enamlSteps)") / Double(enamlSteps) }),

        BenchmarkCase(
            "rows-\(rowCount)x10-build", kind: .peer, peer: "kiwisolver",
            trellis: {
                Stopwatch.time { blackHole(try? SolverScenario.build(rows, width: Double(rowsFirst))) }
            }, peerRun: { try peer.time("layout_build \(rowCount) 10 \(rowsFirst)") }),

        BenchmarkCase(
            "rows-\(rowCount)x10-resize", kind: .peer, peer: "kiwisolver",
            trellis: {
                try sweep(&rowsSolver, rows, steps: resizeSteps, from: rowsFirst, to: rowsLast)
            }, peerRun: { try peer.time("layout_resize \(rowCount) 10 \(resizeSteps) \(rowsFirst) \(rowsLast)") }),

        BenchmarkCase(
            "chain-\(chainLength)-build", kind: .peer, peer: "kiwisolver",
            trellis: {
                Stopwatch.time { blackHole(try? SolverScenario.build(chain, width: Double(chainFirst))) }
            }, peerRun: { try peer.time("layout_build 1 \(chainLength) \(chainFirst)") }),

        BenchmarkCase(
            "chain-\(chainLength)-squeeze", kind: .peer, peer: "kiwisolver",
            trellis: {
                try sweep(&chainSolver, chain, steps: squeezeSteps, from: chainFirst, to: chainLast)
            }, peerRun: { try peer.time("layout_resize 1 \(chainLength) \(squeezeSteps) \(chainFirst) \(chainLast)") }),

        BenchmarkCase(
            "update-unchanged-\(quick ? "801" : "4k")", kind: .peer, peer: "kiwisolver",
            trellis: {
                rowsSolver.updateVariables()
                let elapsed = Stopwatch.time {
                    for _ in 0..<unchangedCalls { rowsSolver.updateVariables() }
                }
                blackHole(rowsSolver)
                return elapsed / Double(unchangedCalls)
            }, peerRun: { try peer.time("update_unchanged \(rowCount) 10 \(rowsFirst) \(unchangedCalls)") / Double(unchangedCalls) }),
    ]
}
