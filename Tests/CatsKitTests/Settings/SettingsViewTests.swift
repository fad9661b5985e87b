import CatsAPI
import Testing
import TrellisDiff
import TrellisLists
import TrellisReactor
import TrellisShell
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

/// Records what a list hears from the settings table: batches and reloads.
@MainActor
final class BatchRecorder: DataSourceObserver {
    private(set) var batches: [SectionedChangeSet] = []
    private(set) var reloads = 0
    func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate) { batches.append(update.changes) }
    func dataSourceDidReloadData(_ dataSource: DataSource) { reloads += 1 }
    func reset() { (batches, reloads) = ([], 0) }
}

/// The settings table follows the connectivity with the mutable model's batches (Nimbus's
/// `NIMutableTableViewModel`), never a reload, and focus survives them.
@MainActor
@Suite struct SettingsViewTests {
    let fake = FakeCatsServices()

    static let version = ServerVersion(server: "1.2.0", api: 1)

    func showing(_ connectivity: Connectivity, version: ServerVersion? = SettingsViewTests.version) async -> (
        SettingsView, SettingsReactor, BatchRecorder
    ) {
        fake.knobs.withLockedValue { $0.serverVersion = version }
        fake.connectivityWriter.send(connectivity)
        let view = SettingsView(theme: .cats)
        view.frame = Rect(x: 0, y: 0, width: 50, height: 30)
        let reactor = SettingsReactor(services: fake.services, endSession: {})
        view.reactor = reactor
        view.layoutIfNeeded()
        _ = await eventually { reactor.currentState.serverVersion != .loading }
        view.list.layoutIfNeeded()
        let recorder = BatchRecorder()
        view.source.addObserver(recorder)
        return (view, reactor, recorder)
    }

    func path(_ view: SettingsView, _ kind: SettingsRow.Kind) -> ItemPath? { view.source.model.path { $0.kind == kind } }

    @Test func theServerGoingAwayIsOneBatchOfADeleteAndAnInsert() async {
        let (view, reactor, recorder) = await showing(.online)
        let reloads = view.list.reloadCount
        fake.connectivityWriter.send(.offline(reason: "refused", pending: 1))
        #expect(await eventually { reactor.currentState.connectivity != .online })
        #expect(recorder.batches.count == 1)
        #expect(recorder.batches.first?.items.deletes == [ItemPath(section: 1, item: 1)])  // cats-server
        #expect(recorder.batches.first?.items.inserts == [ItemPath(section: 2, item: 2)])  // Waiting
        #expect(recorder.batches.first?.sections.isEmpty == true)
        #expect(recorder.reloads == 0 && view.list.reloadCount == reloads)
        #expect(view.source.model == reactor.currentState.table)
    }

    @Test func theServerAnsweringAgainIsOneBatchTheOtherWayAndAsksItsVersion() async {
        let (view, reactor, recorder) = await showing(.offline(reason: "refused", pending: 0), version: nil)
        let reloads = view.list.reloadCount
        fake.knobs.withLockedValue { $0.serverVersion = Self.version }
        fake.connectivityWriter.send(.online)
        #expect(await eventually { reactor.currentState.connectivity == .online })
        #expect(recorder.batches.first?.items.inserts == [ItemPath(section: 1, item: 1)])
        #expect(recorder.batches.first?.items.deletes == [ItemPath(section: 2, item: 2)])
        #expect(recorder.reloads == 0 && view.list.reloadCount == reloads)
        // Asked before it answered: asked again, and the row shows the answer.
        #expect(await eventually { view.source.model.row(at: ItemPath(section: 1, item: 1))?.value == "1.2.0 (API 1)" })
    }

    @Test func aFocusedRowThatStaysKeepsFocus() async {
        let (view, reactor, _) = await showing(.online)
        let database = path(view, .database)!
        view.list.focusItem(at: database)
        fake.connectivityWriter.send(.offline(reason: "refused", pending: 1))
        #expect(await eventually { reactor.currentState.connectivity != .online })
        #expect(view.list.focusedPath.flatMap(view.source.row(at:))?.kind == .database)
    }

    @Test func aFocusedRowThatGoesLeavesFocusOnTheRowBeforeIt() async {
        let (view, reactor, _) = await showing(.online)
        view.list.focusItem(at: path(view, .serverVersion)!)
        fake.connectivityWriter.send(.offline(reason: "refused", pending: 1))
        #expect(await eventually { reactor.currentState.connectivity != .online })
        #expect(view.list.focusedPath.flatMap(view.source.row(at:))?.kind == .appVersion)
    }

    /// Facebook's `FBViewModel`: a service's state is a newer version of its view
    /// model, and the table hears it as an update of that row alone.
    @Test func aServiceChangingStateIsOneUpdateOfItsRowAndALateOlderVersionChangesNothing() async throws {
        let states = fake.lifecycle.states
        states.declare(["database", "catalog"], scope: .app)
        let (view, reactor, recorder) = await showing(.online)
        #expect(reactor.currentState.services.map(\.state) == [.waiting, .waiting])
        let reloads = view.list.reloadCount
        let catalog = try #require(view.source.model.path { $0.id == "service: catalog" })
        states.set("catalog", .starting)
        states.set("catalog", .running)
        #expect(await eventually { view.source.model.row(at: catalog)?.value == "running" })
        #expect(recorder.batches.flatMap(\.items.updates).map(\.new) == [catalog, catalog])  // starting, running
        #expect(recorder.batches.allSatisfy { $0.items.inserts.isEmpty && $0.items.deletes.isEmpty })
        #expect(recorder.reloads == 0 && view.list.reloadCount == reloads)
        #expect(reactor.currentState.services.last == ServiceStatus("catalog", scope: .app, state: .running, version: 3))
        // The version 2 heard after version 3 (from a snapshot taken before it): dropped.
        var state = reactor.currentState
        let late = ServiceStatus("catalog", scope: .app, state: .starting, version: 2)
        reactor.reduce(&state, .serviceChanged(late))
        reactor.reduce(&state, .setServices([late]))
        #expect(state.services == reactor.currentState.services)
        // A session's service declared at sign-in is a new row at the end of the section.
        states.declare(["session"], scope: .session)
        #expect(await eventually { reactor.currentState.services.map(\.name) == ["database", "catalog", "session"] })
        #expect(await eventually { view.source.model.path { $0.id == "service: session" } != nil })
    }
}
