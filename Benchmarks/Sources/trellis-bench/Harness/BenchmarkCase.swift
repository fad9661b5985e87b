/// One measured comparison: Trellis against its peer on the same input.
///
/// Each side is a *measurement*: a closure that runs the work once and returns how
/// many nanoseconds the measured part took. Set-up that must not be timed (copying
/// inputs, building a fresh solver) happens inside the closure, outside the
/// ``Stopwatch`` call. A peer that lives in another process (a Python script) reports
/// its own timing through the same closure shape.
struct BenchmarkCase {
    /// What the other side of the comparison is, printed as the line's `kind`.
    enum Kind: String {
        /// What a user would pick instead of Trellis.
        case peer
        /// A lower bound no implementation can beat (building the objects by hand…).
        case floor
        /// No other side: the absolute figure is reported.
        case report
    }

    /// The case's name in the JSON line, for example `flat-100k-mixed`.
    var name: String
    /// Runs the Trellis side once; returns the measured nanoseconds.
    var trellis: () throws -> Double
    /// The peer's name in the JSON line, or `nil` for a case that is only reported.
    var peer: String?
    /// Runs the peer side once; returns the measured nanoseconds.
    var peerRun: (() throws -> Double)?
    /// Printed as `kind` when set; suites written before kinds existed leave it out.
    var kind: Kind?

    /// A case compared against a peer or a floor, printed with its kind.
    init(_ name: String, kind: Kind, peer: String, trellis: @escaping () throws -> Double, peerRun: @escaping () throws -> Double) {
        self.init(name, peer: peer, trellis: trellis, peerRun: peerRun)
        self.kind = kind
    }

    /// A case compared against a peer.
    init(_ name: String, peer: String, trellis: @escaping () throws -> Double, peerRun: @escaping () throws -> Double) {
        self.name = name
        self.trellis = trellis
        self.peer = peer
        self.peerRun = peerRun
    }

    /// A case that has no peer: its absolute time is reported with `peer` = `"none"`.
    init(reportOnly name: String, trellis: @escaping () throws -> Double) {
        self.name = name
        self.trellis = trellis
        self.peer = nil
        self.peerRun = nil
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
