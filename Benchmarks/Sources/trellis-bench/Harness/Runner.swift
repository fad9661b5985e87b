#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs suites: warm-up, then rounds that alternate Trellis and the peer, then one
/// JSON line per case on standard output with the medians and their ratio.
struct Runner {
    /// Rounds per case after the warm-up.
    var rounds: Int
    /// Untimed runs of each side before the rounds.
    var warmUps: Int
    /// Whether each case's samples go to standard error too (`--samples`).
    var logsSamples = false

    static let full = Runner(rounds: 15, warmUps: 2)
    static let quick = Runner(rounds: 3, warmUps: 1)

    /// Measures one case and returns its result. A case that throws (a failed request, a
    /// ``Disagreement`` found while measuring) fails the run; ``run(_:quick:caseFilter:)``
    /// names its suite and case.
    func measure(_ benchmark: BenchmarkCase) throws -> BenchmarkResult {
        for _ in 0..<warmUps { _ = try benchmark.run(false) }
        var trellisSamples: [Double] = []
        var peerSamples: [Double] = []
        for round in 0..<rounds {
            // Alternate who goes first so neither side always runs on a warmer cache.
            let figures = try benchmark.run(!round.isMultiple(of: 2))
            trellisSamples.append(figures.trellis)
            if let peer = figures.peer { peerSamples.append(peer) }
        }
        if logsSamples {
            log("    trellis: \(trellisSamples.map(Self.figure).joined(separator: " "))")
            if !peerSamples.isEmpty { log("    \(benchmark.peer ?? "peer"): \(peerSamples.map(Self.figure).joined(separator: " "))") }
        }
        return BenchmarkResult(
            caseName: benchmark.name,
            kind: benchmark.kind,
            unit: benchmark.unit,
            trellis: median(trellisSamples),
            peer: benchmark.peer,
            peerFigure: peerSamples.isEmpty ? nil : median(peerSamples),
            counts: benchmark.counts + (try benchmark.measuredCounts?() ?? [])
        )
    }

    /// A sample for the log: whole nanoseconds or bytes (a peer's figure is read from its
    /// answer, so it may not be finite).
    private static func figure(_ sample: Double) -> String {
        sample.isFinite && abs(sample) < 1e18 ? String(Int(sample.rounded())) : "\(sample)"
    }

    func run(_ suite: BenchmarkSuite, quick: Bool, caseFilter: String? = nil) throws {
        log("suite \(suite.name): building inputs")
        let cases: [BenchmarkCase]
        do {
            cases = try suite.makeCases(quick)
        } catch let disagreement as Disagreement {
            throw disagreement
        } catch {
            throw SuiteFailure(suite: suite.name, caseName: nil, underlying: error)
        }
        for benchmark in cases where caseFilter.map(benchmark.name.contains) ?? true {
            let name = "\(benchmark.name) vs \(benchmark.kind.rawValue) \(benchmark.peer ?? "none")"
            log("  \(suite.name)/\(name)")
            let result: BenchmarkResult
            do {
                result = try measure(benchmark)
            } catch let disagreement as Disagreement {
                throw disagreement
            } catch {
                throw SuiteFailure(suite: suite.name, caseName: name, underlying: error)
            }
            print(result.jsonLine(suite: suite.name))
            fflush(nil)  // each line leaves as soon as it is measured
        }
    }
}

/// The median of samples (the mean of the middle two for an even count).
func median(_ samples: [Double]) -> Double {
    precondition(!samples.isEmpty, "median of no samples: a case must run at least one round")
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// Writes progress to standard error, keeping standard output for the JSON lines.
func log(_ message: String) {
    var line = message
    line.append("\n")
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
