import Testing

@testable import TrellisShell

/// A service whose start lasts until it is cancelled, then finishes starting anyway (it
/// ignores the cancellation), and tells the test when it has entered `start()`.
struct SlowStartService: Service {
    var name: String
    var journal: Journal
    var entered: AsyncStream<Void>.Continuation

    func start() async throws {
        await journal.record("start \(name)")
        entered.yield()
        try? await Task.sleep(for: .seconds(3_600))
        await journal.record("ready \(name)")
    }

    func stop() async throws { await journal.record("stopped \(name)") }
}

@Suite struct ServiceRunnerStopTests {
    /// `stop()` while `start()` runs: nothing more starts, the start under way is
    /// cancelled, what finished starting (even after the stop) is stopped, dependents first,
    /// and `start()` says it was stopped.
    @Test(.timeLimit(.minutes(1))) func aStopDuringStartStopsWhatFinishesStarting() async throws {
        let journal = Journal()
        let (entered, signalEntered) = AsyncStream<Void>.makeStream()
        var graph = ServiceGraph()
        try graph.add("database", TestService(name: "database", journal: journal))
        try graph.add("store", SlowStartService(name: "store", journal: journal, entered: signalEntered), dependsOn: ["database"])
        try graph.add("sync", TestService(name: "sync", journal: journal), dependsOn: ["store"])
        let runner = ServiceRunner(graph)
        let starting = Task { try await runner.start() }
        for await _ in entered { break }  // the store is starting

        let report = await runner.stop()

        #expect(report.description == "store: stopped; database: stopped")
        starting.cancel()  // without the fix, the store would sleep on: end the start
        let result = await starting.result
        guard case .failure(let error as ServiceStartError) = result, case .stoppedWhileStarting(let thrown) = error else {
            Issue.record("start() should throw stoppedWhileStarting, got \(result)")
            return
        }
        #expect(thrown.order == ["store", "database"])
        #expect(!(await journal.events.contains("start sync")))
        #expect(await runner.stop().outcomes.isEmpty)
    }

    @Test(.timeLimit(.minutes(1))) func aStopBeforeAnythingFinishedStartingStopsNothingAndEndsTheStart() async throws {
        let journal = Journal()
        let (entered, signalEntered) = AsyncStream<Void>.makeStream()
        var graph = ServiceGraph()
        try graph.add("store", CancellableStartService(name: "store", journal: journal, entered: signalEntered))
        let runner = ServiceRunner(graph)
        let starting = Task { try await runner.start() }
        for await _ in entered { break }
        let report = await runner.stop()
        #expect(report.outcomes.isEmpty)
        starting.cancel()
        let result = await starting.result
        guard case .failure(let error as ServiceStartError) = result, case .stoppedWhileStarting = error else {
            Issue.record("start() should throw stoppedWhileStarting, got \(result)")
            return
        }
        #expect(error.description == "stopped while the services were starting: nothing to stop")
    }
}

/// A service whose start honours cancellation: a cancelled start throws and never finishes.
struct CancellableStartService: Service {
    var name: String
    var journal: Journal
    var entered: AsyncStream<Void>.Continuation

    func start() async throws {
        entered.yield()
        try await Task.sleep(for: .seconds(3_600))
        await journal.record("ready \(name)")
    }

    func stop() async throws { await journal.record("stopped \(name)") }
}
