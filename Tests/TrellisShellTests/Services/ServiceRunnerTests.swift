import Testing

@testable import TrellisShell

/// Records what happened, in order, across services.
actor Journal {
    var events: [String] = []
    func record(_ event: String) { events.append(event) }
}

struct TestService: Service {
    var name: String
    var journal: Journal
    var startDelay: Duration = .zero
    var stopDelay: Duration = .zero
    var failStart = false
    var failStop = false
    /// Waits in `start()` until every service sharing the gate has entered its `start()`.
    var gate: Gate?

    struct Failure: Error, CustomStringConvertible { var description: String { "disk full" } }

    func start() async throws {
        await journal.record("start \(name)")
        await gate?.arrive()
        if startDelay > .zero { try await Task.sleep(for: startDelay) }
        if failStart { throw Failure() }
        await journal.record("ready \(name)")
    }

    func stop() async throws {
        if stopDelay > .zero { try await Task.sleep(for: stopDelay) }
        if failStop { throw Failure() }
        await journal.record("stopped \(name)")
    }
}

/// Opens when `expected` tasks have arrived: services that can only all finish starting if
/// they were all started together.
actor Gate {
    let expected: Int
    private var arrived = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(expected: Int) { self.expected = expected }

    func arrive() async {
        arrived += 1
        if arrived >= expected {
            for continuation in waiting { continuation.resume() }
            waiting = []
        } else {
            await withCheckedContinuation { waiting.append($0) }
        }
    }
}

@Suite struct ServiceRunnerTests {
    @Test func dependentsStartOnlyAfterTheirDependenciesAreReady() async throws {
        let journal = Journal()
        var graph = ServiceGraph()
        try graph.add("store", TestService(name: "store", journal: journal), dependsOn: ["database"])
        try graph.add("database", TestService(name: "database", journal: journal, startDelay: .milliseconds(30)))
        try graph.add("sync", TestService(name: "sync", journal: journal), dependsOn: ["store", "database"])
        let runner = ServiceRunner(graph)
        try await runner.start()
        #expect(await journal.events == ["start database", "ready database", "start store", "ready store", "start sync", "ready sync"])
        #expect(await runner.started == ["database", "store", "sync"])
    }

    /// Started one after another, the first service would wait at the gate forever (and the
    /// time limit fails the test); started together, they all pass it.
    @Test(.timeLimit(.minutes(1))) func independentServicesStartConcurrently() async throws {
        let journal = Journal()
        let gate = Gate(expected: 4)
        var graph = ServiceGraph()
        for index in 0..<4 { try graph.add(ServiceID("s\(index)"), TestService(name: "s\(index)", journal: journal, gate: gate)) }
        try graph.add("after", TestService(name: "after", journal: journal), dependsOn: ["s0", "s1", "s2", "s3"])
        try await ServiceRunner(graph).start()
        #expect(await journal.events.last == "ready after")
    }

    @Test func aFailedStartRollsBackInReverseAndSaysWhichAndWhy() async throws {
        let journal = Journal()
        var graph = ServiceGraph()
        try graph.add("database", TestService(name: "database", journal: journal))
        try graph.add("store", TestService(name: "store", journal: journal), dependsOn: ["database"])
        try graph.add("sync", TestService(name: "sync", journal: journal, failStart: true), dependsOn: ["store"])
        try graph.add("favorites", TestService(name: "favorites", journal: journal), dependsOn: ["sync"])
        let runner = ServiceRunner(graph)
        let error = try await #require(throws: ServiceStartError.self) { try await runner.start() }
        guard case let .failed(id, failure, rollback) = error else {
            Issue.record("expected .failed, got \(error)")
            return
        }
        #expect(id == "sync")
        #expect("\(failure)" == "disk full")
        #expect(rollback.order == ["store", "database"])
        #expect(rollback.isClean)
        #expect(!(await journal.events.contains("start favorites")))
        #expect(error.description == "service 'sync' failed to start: disk full; rolled back: store: stopped; database: stopped")
    }

    @Test func stopGoesInReverseDependencyOrderAndOnlyOnce() async throws {
        let journal = Journal()
        var graph = ServiceGraph()
        try graph.add("database", TestService(name: "database", journal: journal))
        try graph.add("store", TestService(name: "store", journal: journal, stopDelay: .milliseconds(30)), dependsOn: ["database"])
        try graph.add("log", TestService(name: "log", journal: journal))
        let runner = ServiceRunner(graph)
        try await runner.start()
        let report = await runner.stop()
        #expect(report.isClean)
        let order = report.order
        #expect(order.firstIndex(of: "store")! < order.firstIndex(of: "database")!)
        #expect(Set(order) == ["database", "store", "log"])
        #expect(await runner.stop().outcomes.isEmpty)
        let again = try await #require(throws: ServiceStartError.self) { try await runner.start() }
        #expect(again.description.contains("already started"))
    }

    @Test func aStopThatOverrunsItsGracePeriodIsCancelled() async throws {
        let journal = Journal()
        var graph = ServiceGraph()
        try graph.add("database", TestService(name: "database", journal: journal))
        try graph.add("stuck", TestService(name: "stuck", journal: journal, stopDelay: .seconds(30)), dependsOn: ["database"])
        let runner = ServiceRunner(graph)
        try await runner.start()
        let clock = ContinuousClock()
        let began = clock.now
        let report = await runner.stop(gracePeriod: .milliseconds(100))
        // Well short of the stuck stop's 30 s: the runner did not wait it out. (A bound of 5 s
        // failed at 5.04 s in a ThreadSanitizer run on a loaded machine; what is checked is
        // the cancellation, which the report names.)
        #expect(began.duration(to: clock.now) < .seconds(25))
        #expect(report.description == "stuck: cancelled after the grace period; database: stopped")
    }

    @Test func aFailingStopIsReportedAndTheRestStillStop() async throws {
        let journal = Journal()
        var graph = ServiceGraph()
        try graph.add("database", TestService(name: "database", journal: journal))
        try graph.add("store", TestService(name: "store", journal: journal, failStop: true), dependsOn: ["database"])
        let runner = ServiceRunner(graph)
        try await runner.start()
        let report = await runner.stop()
        #expect(!report.isClean)
        #expect(report.description == "store: failed: disk full; database: stopped")
    }

    @Test func invalidGraphsStartNothing() async throws {
        let journal = Journal()
        var cyclic = ServiceGraph()
        try cyclic.add("a", TestService(name: "a", journal: journal), dependsOn: ["b"])
        try cyclic.add("b", TestService(name: "b", journal: journal), dependsOn: ["c"])
        try cyclic.add("c", TestService(name: "c", journal: journal), dependsOn: ["a"])
        try cyclic.add("free", TestService(name: "free", journal: journal))
        #expect(throws: ServiceGraphError.cycle(["a", "b", "c", "a"])) { try cyclic.startOrder() }
        let error = try await #require(throws: ServiceStartError.self) { try await ServiceRunner(cyclic).start() }
        #expect(error.description == "cannot start services: services depend on each other in a loop: a → b → c → a")
        #expect(await journal.events.isEmpty)

        var unknown = ServiceGraph()
        try unknown.add("store", TestService(name: "store", journal: journal), dependsOn: ["database"])
        #expect(throws: ServiceGraphError.unknownDependency("database", of: "store")) { try unknown.startOrder() }
        #expect(throws: ServiceGraphError.duplicate("store")) { try unknown.add("store", TestService(name: "store", journal: journal)) }
    }
}
