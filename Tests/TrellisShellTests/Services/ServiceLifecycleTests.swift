import Testing

@testable import TrellisShell

/// The lifecycle's promises, with services that only record: states follow each start and
/// stop, a failed start names the service and stops what had started in reverse, and the
/// session's services come and go while the app's stay. (Moved from Cats's
/// `CatsServiceLifecycleTests` with the lifecycle.)
@Suite struct ServiceLifecycleTests {
    func chain(_ journal: Journal, failing: String? = nil) -> [ServiceDeclaration] {
        func service(_ name: String) -> TestService { TestService(name: name, journal: journal, failStart: name == failing) }
        return [
            ServiceDeclaration("database", service("database")),
            ServiceDeclaration("networker", service("networker"), after: ["database"]),
            ServiceDeclaration("sync engine", service("sync engine"), after: ["networker"]),
            ServiceDeclaration("catalog", service("catalog"), after: ["sync engine"]),
        ]
    }

    @Test func aChainStartsInOrderAndStopsInReverse() async throws {
        let journal = Journal()
        let lifecycle = ServiceLifecycle<String>()
        try await lifecycle.startApp(chain(journal))
        #expect(lifecycle.states.current.map(\.state) == Array(repeating: .running, count: 4))
        await lifecycle.stop()
        #expect(
            await journal.events.filter { !$0.hasPrefix("ready") } == [
                "start database", "start networker", "start sync engine", "start catalog",
                "stopped catalog", "stopped sync engine", "stopped networker", "stopped database",
            ])
        #expect(lifecycle.states.current.map(\.state) == Array(repeating: .stopped, count: 4))
        #expect(
            lifecycle.states.journal == [
                "start database", "start networker", "start sync engine", "start catalog",
                "stop catalog", "stop sync engine", "stop networker", "stop database",
            ])
    }

    @Test func aFailedStartIsNamedAndStopsWhatHadStartedInReverse() async throws {
        let journal = Journal()
        let lifecycle = ServiceLifecycle<String>()
        let error = await #expect(throws: ServiceStartError.self) { try await lifecycle.startApp(chain(journal, failing: "sync engine")) }
        guard case .failed(let service, let reason, let rollback) = error else {
            Issue.record("expected a failed start, got \(String(describing: error))")
            return
        }
        #expect(service == "sync engine")
        #expect("\(reason)" == "disk full")
        #expect(rollback.order == ["networker", "database"])
        #expect(
            await journal.events.filter { !$0.hasPrefix("ready") } == [
                "start database", "start networker", "start sync engine", "stopped networker", "stopped database",
            ])
        let states = Dictionary(uniqueKeysWithValues: lifecycle.states.current.map { ($0.name, $0.state) })
        #expect(states["sync engine"] == .failed("disk full"))
        // Stopped after running, and never started (it waited for the one that failed).
        #expect(states["database"] == .stopped && states["networker"] == .stopped && states["catalog"] == .stopped)
    }

    @Test func aGraphThatCannotStartStartsNothingAndDeclaresNothing() async throws {
        let journal = Journal()
        let lifecycle = ServiceLifecycle<String>()
        let loop = [
            ServiceDeclaration("a", TestService(name: "a", journal: journal), after: ["b"]),
            ServiceDeclaration("b", TestService(name: "b", journal: journal), after: ["a"]),
        ]
        let error = await #expect(throws: ServiceStartError.self) { try await lifecycle.startApp(loop) }
        guard case .invalidGraph(.cycle) = error else {
            Issue.record("expected a cycle, got \(String(describing: error))")
            return
        }
        #expect(lifecycle.states.current.isEmpty)
        #expect(await journal.events.isEmpty)
    }

    @Test func theSessionsServicesComeAndGoAfterTheAppsInTheStates() async throws {
        let journal = Journal()
        let lifecycle = ServiceLifecycle<String> { user in
            [
                ServiceDeclaration("session", TestService(name: "session \(user)", journal: journal)),
                ServiceDeclaration("sync loop", TestService(name: "sync loop \(user)", journal: journal), after: ["session"]),
            ]
        }
        try await lifecycle.startApp([ServiceDeclaration("database", TestService(name: "database", journal: journal))])
        await lifecycle.startSession(for: "ada")
        await lifecycle.startSession(for: "bob")  // ada's session stops first
        #expect(lifecycle.states.current.map(\.name) == ["database", "session", "sync loop"])
        #expect(lifecycle.states.current.map(\.scope) == [.app, .session, .session])
        #expect(await lifecycle.stopSession() == ["sync loop", "session"])
        #expect(lifecycle.states.current.map(\.state) == [.running, .stopped, .stopped])
        await lifecycle.stop()
        #expect(
            await journal.events.filter { !$0.hasPrefix("ready") } == [
                "start database", "start session ada", "start sync loop ada", "stopped sync loop ada", "stopped session ada",
                "start session bob", "start sync loop bob", "stopped sync loop bob", "stopped session bob", "stopped database",
            ])
    }

    @Test func aFailedSessionShowsItsReasonAndTheAppGoesOn() async throws {
        let journal = Journal()
        let lifecycle = ServiceLifecycle<String> { user in
            [
                ServiceDeclaration("session", TestService(name: "session \(user)", journal: journal, failStart: true)),
                ServiceDeclaration("sync loop", TestService(name: "sync loop \(user)", journal: journal), after: ["session"]),
            ]
        }
        try await lifecycle.startApp([ServiceDeclaration("database", TestService(name: "database", journal: journal))])
        await lifecycle.startSession(for: "ada")
        #expect(lifecycle.states.current.map(\.state) == [.running, .failed("disk full"), .stopped])
        #expect(await lifecycle.stopSession() == [])
        await lifecycle.stop()
        #expect(lifecycle.states.current.first?.state == .stopped)
    }
}
