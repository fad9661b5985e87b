import Testing
import TrellisTestSupport

@testable import TrellisShell

/// Each service's status is a versioned value: a new service is heard at version 1, each
/// change of its state one version on, in the order made, by every observer.
@Suite struct ServiceStatesTests {
    @Test func eachChangeIsANewerVersionHeardInOrder() async throws {
        let lifecycle = ServiceLifecycle<String>()
        var changes = lifecycle.states.changes().makeAsyncIterator()
        try await lifecycle.startApp([ServiceDeclaration("database", TestService(name: "database", journal: Journal()))])
        await lifecycle.stop()
        var heard: [String] = []
        for _ in 0..<5 {
            let status = try #require(await changes.next())
            heard.append("\(status.name) \(status.state) v\(status.version)")
        }
        #expect(
            heard == [
                "database waiting v1", "database starting… v2", "database running v3", "database stopping… v4", "database stopped v5",
            ])
        #expect(lifecycle.states.current == [ServiceStatus("database", scope: .app, state: .stopped, version: 5)])
    }

    @Test func appServicesComeBeforeTheSessionsAndADeclaredOneStartsOver() {
        let states = ServiceStates()
        states.declare(["session"], scope: .session)
        states.declare(["database", "catalog"], scope: .app)
        #expect(states.current.map(\.name) == ["database", "catalog", "session"])
        states.set("session", .running)
        states.declare(["session"], scope: .session)
        #expect(states.current.last == ServiceStatus("session", scope: .session, state: .waiting, version: 3))
        #expect(states.journal.isEmpty)
        states.set("catalog", .starting)
        states.set("catalog", .stopping)
        #expect(states.journal == ["start catalog", "stop catalog"])
    }

    @Test func everyObserverHearsEveryChangeAndAStoppedOneIsForgotten() async throws {
        let states = ServiceStates()
        let first = states.changes()
        var second: AsyncStream<ServiceStatus>? = states.changes()
        states.declare(["database"], scope: .app)
        var secondIterator = second?.makeAsyncIterator()
        #expect(await secondIterator?.next()?.version == 1)
        #expect(states.observerCount == 2)
        second = nil
        secondIterator = nil
        #expect(await eventually { states.observerCount == 1 })
        states.set("database", .running)
        var iterator = first.makeAsyncIterator()
        #expect(await iterator.next()?.version == 1)
        #expect(await iterator.next() == ServiceStatus("database", scope: .app, state: .running, version: 2))
    }

    @Test func theStatesReadAsTheySayWhatTheyAre() {
        #expect(ServiceState.allDescribed == ["waiting", "starting…", "running", "stopping…", "stopped", "failed: disk full"])
    }
}

extension ServiceState {
    static var allDescribed: [String] {
        [ServiceState.waiting, .starting, .running, .stopping, .stopped, .failed("disk full")].map(\.description)
    }
}
