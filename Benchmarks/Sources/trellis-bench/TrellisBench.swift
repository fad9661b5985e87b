import ArgumentParser

/// `trellis-bench [SUITE] [--quick]`: one JSON line per case on standard output. A suite
/// whose sides disagree, or whose case fails, ends the run with a non-zero exit naming the
/// suite and the case (``Disagreement``, ``SuiteFailure``).
@main
struct TrellisBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis-bench",
        abstract: "Measures Trellis against its peers; prints one JSON object per case.",
        discussion: "Suites: \(allSuites.map(\.name).joined(separator: ", ")). With no suite, all run."
    )

    @Argument(help: "The suite to run (all suites when omitted).")
    var suite: String?

    @Flag(help: "A few rounds per case: a smoke check, not a measurement.")
    var quick = false

    @Option(name: .customLong("case"), help: "Run only the cases whose name contains this text (for profiling).")
    var caseFilter: String?

    @Flag(help: "Also write each case's samples, both sides in round order, to standard error (to see a ratio's spread).")
    var samples = false

    @Flag(help: "Print the suites' names, one a line, and exit (CI runs each with --quick).")
    var listSuites = false

    @Option(help: .hidden)
    var webSocketProbe: Int?

    @Option(help: .hidden)
    var catsScreenProbe: String?

    @Flag(help: .hidden)
    var webTabsServer = false

    func validate() throws {
        if let suite, !allSuites.contains(where: { $0.name == suite }) {
            throw ValidationError("unknown suite '\(suite)'; known: \(allSuites.map(\.name).joined(separator: ", "))")
        }
    }

    func run() throws {
        if let webSocketProbe {
            // The web suite's socket case runs here, in a process of its own: the main actor
            // must be free to run the tabs' apps, and the harness blocks the main thread.
            WebSocketProbe.runAndExit(rounds: webSocketProbe)
        }
        if let catsScreenProbe {
            // The terminal suite's Cats screen lives in a child process whose main thread
            // runs the main actor, so the app's loads can land (``CatsScreenProbe``).
            CatsScreenProbe.runAndExit(size: catsScreenProbe)
        }
        if webTabsServer {
            // The web suite's many-tabs cases serve Cats from a child process, whose memory
            // and CPU are the tabs' alone (``WebTabsProbe``).
            WebTabsProbe.serveAndExit()
        }
        if listSuites {
            for candidate in allSuites { print(candidate.name) }
            return
        }
        var runner = quick ? Runner.quick : Runner.full
        runner.logsSamples = samples
        for candidate in allSuites where suite == nil || candidate.name == suite {
            try runner.run(candidate, quick: quick, caseFilter: caseFilter)
        }
    }
}
