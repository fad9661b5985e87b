import CatsAPI
import NIOConcurrencyHelpers
import Testing
import TrellisShell
import TrellisTestSupport

@testable import CatsKit

/// Cats's part of the lifecycle (TrellisShell's `ServiceLifecycle`, whose own promises
/// `ServiceLifecycleTests` checks): a failed start is a ``CatsStartError`` naming the
/// service in Cats's words, with what had started stopped in reverse.
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

    @Test func aFailedStartIsNamedInCatssWordsAndStopsWhatHadStartedInReverse() async throws {
        let log = NIOLockedValueBox<[String]>([])
        let failure = CatsDataError.cannotLock(path: "/tmp/x.lock", reason: "read-only file system")
        let lifecycle = CatsServiceLifecycle()
        let chain = [
            ServiceDeclaration("database", Recording(name: "database", log: log)),
            ServiceDeclaration("networker", Recording(name: "networker", log: log), after: ["database"]),
            ServiceDeclaration("sync engine", Recording(name: "sync engine", log: log, failure: failure), after: ["networker"]),
            ServiceDeclaration("catalog", Recording(name: "catalog", log: log), after: ["sync engine"]),
        ]
        let error = await #expect(throws: CatsStartError.self) {
            do { try await lifecycle.startApp(chain) } catch let failure as ServiceStartError { throw CatsStartError(failure) }
        }
        #expect(error?.service == "sync engine")
        #expect(error?.reason == failure)
        #expect(error?.rolledBack == ["networker", "database"])
        #expect(error?.description == "could not start the sync engine: cannot lock the database (/tmp/x.lock): read-only file system")
        #expect(
            log.withLockedValue { $0 } == ["start database", "start networker", "start sync engine", "stop networker", "stop database"])
        let states = Dictionary(uniqueKeysWithValues: lifecycle.states.current.map { ($0.name, $0.state) })
        #expect(states["sync engine"] == .failed("cannot lock the database (/tmp/x.lock): read-only file system"))
    }

    /// Settings merges each status by version (`ViewModel`): a newer one replaces, an older one is dropped.
    @Test func aStatusIsAViewModelMergedByVersion() {
        var rows = [ServiceStatus("database", scope: .app, state: .running, version: 3)]
        let older = rows.merge(ServiceStatus("database", scope: .app, state: .starting, version: 2))
        let newer = rows.merge(ServiceStatus("database", scope: .app, state: .stopping, version: 4))
        let added = rows.merge(ServiceStatus("session", scope: .session, state: .waiting))
        #expect(!older && newer && added)
        #expect(rows.map(\.state) == [.stopping, .waiting])
        #expect(ServiceStatus.changedProperties(from: rows[0], to: rows[0].withVersion(5)) == [])
    }
}
