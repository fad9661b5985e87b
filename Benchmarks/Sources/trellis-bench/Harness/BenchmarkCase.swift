/// One measured comparison: Trellis against something else on the same input.
///
/// Each side is a *measurement*: a closure that runs the work once and returns the
/// measured figure, nanoseconds for timed cases, a count for counted ones (``Unit``).
/// Set-up that must not be timed (copying inputs, building a fresh solver) happens
/// inside the closure, outside the ``Stopwatch`` call. A peer that lives in another
/// process (a Python script) reports its own figure through the same closure shape.
struct BenchmarkCase {
    /// What the other side of the comparison is, printed as the line's `kind`.
    enum Kind: String {
        /// What a user would pick instead of Trellis: the ratio answers "is it faster?".
        case peer
        /// Trellis with a part taken away or done the naive way (a self-ablation).
        case ablation
        /// A lower bound no implementation can beat (hashing every identity once…).
        case floor
        /// No other side: the absolute figure is reported, `peer` is `"none"`.
        case report
    }

    /// What the figures measure; names the JSON fields (`trellis_ns`, `trellis_bytes`).
    enum Unit: String {
        case nanoseconds = "ns"
        case bytes
    }

    /// The case's name in the JSON line, for example `flat-100k-mixed`.
    var name: String
    var kind: Kind
    var unit: Unit
    /// The other side's name in the JSON line, or `nil` for a report-only case.
    var peer: String?
    /// Figures that are neither times nor the compared unit (move counts), printed
    /// after the ratio under their own names, in this order.
    var counts: [(field: String, value: Int)]
    /// Figures known only once every round has run (requests per second over the rounds),
    /// asked for after measuring and printed after ``counts``.
    var measuredCounts: (() throws -> [(field: String, value: Int)])?
    /// Runs both sides once (the peer first when asked) and returns their figures.
    var run: (_ peerFirst: Bool) throws -> (trellis: Double, peer: Double?)

    /// A timed case: Trellis and the other side run alternately, each timing itself.
    init(
        _ name: String, kind: Kind, peer: String, counts: [(field: String, value: Int)] = [],
        trellis: @escaping () throws -> Double, peerRun: @escaping () throws -> Double
    ) {
        self.init(name: name, kind: kind, unit: .nanoseconds, peer: peer, counts: counts) { peerFirst in
            if peerFirst {
                let other = try peerRun()
                return (try trellis(), other)
            }
            let own = try trellis()
            return (own, try peerRun())
        }
    }

    /// A case whose two figures come from one step (the bytes both sides write for the
    /// same screen change): `measure` makes the change on both and returns both figures.
    init(
        paired name: String, kind: Kind, unit: Unit, peer: String,
        measure: @escaping () throws -> (trellis: Double, peer: Double)
    ) {
        self.init(name: name, kind: kind, unit: unit, peer: peer, counts: []) { _ in
            let figures = try measure()
            return (figures.trellis, figures.peer)
        }
    }

    /// A case that has no other side: its absolute figure (a time unless `unit` says
    /// otherwise) is reported with `peer` = `"none"`, and any `counts` after it.
    init(
        reportOnly name: String, unit: Unit = .nanoseconds, counts: [(field: String, value: Int)] = [],
        trellis: @escaping () throws -> Double
    ) {
        self.init(name: name, kind: .report, unit: unit, peer: nil, counts: counts) { _ in (try trellis(), nil) }
    }

    private init(
        name: String, kind: Kind, unit: Unit, peer: String?, counts: [(field: String, value: Int)],
        run: @escaping (Bool) throws -> (trellis: Double, peer: Double?)
    ) {
        self.name = name
        self.kind = kind
        self.unit = unit
        self.peer = peer
        self.counts = counts
        self.run = run
    }
}

/// A named group of cases for one building block (`diff`, `solver`, `lists`…).
///
/// Cases are made lazily so that a suite's inputs are only built when it runs.
struct BenchmarkSuite: Sendable {
    var name: String
    /// Builds the cases. `quick` asks for a smoke-check run; suites may shrink inputs then.
    var makeCases: @Sendable (_ quick: Bool) throws -> [BenchmarkCase]
}
