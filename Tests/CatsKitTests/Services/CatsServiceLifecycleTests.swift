import CatsAPI
import NIOConcurrencyHelpers
import Testing
import TrellisShell
import TrellisTestSupport

@testable import CatsKit

/// The lifecycle's own promises, with services that only record: states follow each start
/// and stop, a failed start names the service and stops what had started in reverse, and
/// the session's services come and go while the app's stay.
@Suite struct CatsServiceLifecycleTests {
    /// A service that notes its starts and stops in a shared log, and fails to start when told.
    struct Recording: Service {
        let name: String
        let log: NIOLockedValueBox<[String]>
        var failure: CatsDataError?

        func start() async throws {
            log.withLockedValue { $0.append("start \(name)") }
            if let failure { throw failure }
        }

        func stop() async throws { log.withLockedValue { $0.append("stop \(name)") } }
    }

    func chain(_ log: NIOLockedValueBox<[String]>, failing: String? = nil) -> [CatsServiceDeclaration] {
        let failure = CatsDataError.cannotLock(path: "/tmp/x.lock", reason: "read-only file system")
        func service(_ name: String) -> Recording { Recording(name: name, log: log, failure: name == failing ? failure : nil) }
        return [
            CatsServiceDeclaration("database", service("database")),
            CatsServiceDeclaration("networker", service("networker"), after: ["database"]),
            CatsServiceDeclaration("sync engine", service("sync engine"), after: ["networker"]),
            CatsServiceDeclaration("catalog", service("catalog"), after: ["sync engine"]),
        ]
    }

    @Test func aChainStartsInOrderAndStopsInReverse() async throws {
        let log = NIOLockedValueBox<[String]>([])
        let lifecycle = CatsServiceLifecycle()
        try await lifecycle.startApp(chain(log))
        #expect(lifecycle.states.current.map(\.state) == Array(repeating: .running, count: 4))
        await lifecycle.stop()
        #expect(
            log.withLockedValue { $0 } == [
                "start database", "start networker", "start sync engine", "start catalog",
                "stop catalog", "stop sync engine", "stop networker", "stop database",
            ])
        #expect(lifecycle.states.current.map(\.state) == Array(repeating: .stopped, count: 4))
    }

    /// Each status is a view model: the controller tells a new service as an insert and
    /// each change of its state as an update of "state", one version on.
    @Test func theControllerTellsEachServiceOnceThenEachStateAsANewerVersion() async throws {
        let lifecycle = CatsServiceLifecycle()
        var changes = lifecycle.states.controller.changes().makeAsyncIterator()
        try await lifecycle.startApp(Array(chain(NIOLockedValueBox([])).prefix(1)))
        await lifecycle.stop()
        var heard: [String] = []
        for _ in 0..<5 {
            switch try #require(try await changes.next()) {
            case .inserted(let status): heard.append("insert \(status.name) \(status.state) v\(status.version)")
            case .updated(let status, let properties): heard.append("update \(properties) \(status.state) v\(status.version)")
            case .deleted(let id): heard.append("delete \(id)")
            }
        }
        #expect(
            heard == [
                "insert database waiting v1", "update [\"state\"] starting… v2", "update [\"state\"] running v3",
                "update [\"state\"] stopping… v4", "update [\"state\"] stopped v5",
            ])
        #expect(await lifecycle.states.controller.model("database") == lifecycle.states.current.first)
    }

    @Test func aFailedStartIsNamedAndStopsWhatHadStartedInReverse() async throws {
        let log = NIOLockedValueBox<[String]>([])
        let lifecycle = CatsServiceLifecycle()
        let error = await #expect(throws: CatsStartError.self) { try await lifecycle.startApp(chain(log, failing: "sync engine")) }
        #expect(error?.service == "sync engine")
        #expect(error?.rolledBack == ["networker", "database"])
        #expect(error?.description == "could not start the sync engine: cannot lock the database (/tmp/x.lock): read-only file system")
        #expect(
            log.withLockedValue { $0 } == [
                "start database", "start networker", "start sync engine", "stop networker", "stop database",
            ])
        let states = Dictionary(uniqueKeysWithValues: lifecycle.states.current.map { ($0.name, $0.state) })
        #expect(states["sync engine"] == .failed("cannot lock the database (/tmp/x.lock): read-only file system"))
        #expect(states["database"] == .stopped && states["networker"] == .stopped && states["catalog"] == .stopped)
    }

    @Test func theSessionsServicesComeAndGoAfterTheAppsInTheStates() async throws {
        let log = NIOLockedValueBox<[String]>([])
        let lifecycle = CatsServiceLifecycle { user in
            [
                CatsServiceDeclaration("session", Recording(name: "session \(user.id)", log: log)),
                CatsServiceDeclaration("sync loop", Recording(name: "sync loop \(user.id)", log: log), after: ["session"]),
            ]
        }
        try await lifecycle.startApp([CatsServiceDeclaration("database", Recording(name: "database", log: log))])
        await lifecycle.startSession(for: CatsUser(id: "ada", name: "Ada"))
        await lifecycle.startSession(for: CatsUser(id: "bob", name: "Bob"))  // ada's session stops first
        #expect(lifecycle.states.current.map(\.name) == ["database", "session", "sync loop"])
        #expect(lifecycle.states.current.map(\.scope) == [.app, .session, .session])
        #expect(await lifecycle.stopSession() == ["sync loop", "session"])
        #expect(lifecycle.states.current.map(\.state) == [.running, .stopped, .stopped])
        await lifecycle.stop()
        #expect(
            log.withLockedValue { $0 } == [
                "start database", "start session ada", "start sync loop ada", "stop sync loop ada", "stop session ada",
                "start session bob", "start sync loop bob", "stop sync loop bob", "stop session bob", "stop database",
            ])
    }
}
