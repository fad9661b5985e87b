import CatsAPI
import Testing
import TrellisTestSupport

@testable import CatsKit

/// Which rows the settings table has with and without a server that answers.
@MainActor
@Suite struct SettingsReactorTableTests {
    func state(_ connectivity: Connectivity) -> SettingsReactor.State {
        let fake = FakeCatsServices()
        fake.connectivityWriter.send(connectivity)
        return SettingsReactor(services: fake.services, endSession: {}).currentState
    }

    func kinds(_ state: SettingsReactor.State) -> [SettingsRow.Kind] {
        state.table.sections.flatMap(\.rows).map(\.kind)
    }

    @Test func withoutAServerNeitherTheVersionNorTheWaitingRowShows() {
        let kinds = kinds(state(.local))
        #expect(!kinds.contains(.serverVersion))
        #expect(!kinds.contains(.pending))
    }

    @Test func whileTheServerAnswersItsVersionShows() {
        let table = state(.online).table
        #expect(table.sections[1].rows.map(\.title) == ["Cats", "cats-server"])
        #expect(!kinds(state(.online)).contains(.pending))
    }

    @Test func whileItDoesNotTheWaitingChangesShowInsteadAndTheConnectionSaysWhy() {
        let table = state(.offline(reason: "refused", pending: 2)).table
        #expect(table.sections[1].rows.map(\.title) == ["Cats"])
        #expect(table.sections[2].rows.map(\.title) == ["Server", "Connection", "Waiting", "Database"])
        #expect(table.sections[2].rows[1].value == "offline (refused)")
        #expect(table.sections[2].rows[2].value == "2 changes")
        #expect(SettingsReactor.State.pendingText(0) == "nothing")
        #expect(SettingsReactor.State.pendingText(1) == "1 change")
    }

    @Test func theVersionIsAskedAgainOnlyWhenTheServerAnswersWithoutOne() {
        var online = state(.online)
        online.serverVersion = .unavailable
        #expect(online.asksServerVersionAgain)
        online.serverVersion = .known(ServerVersion(server: "1.0.0", api: 1))
        #expect(!online.asksServerVersionAgain)
        var offline = state(.offline(reason: "refused", pending: 0))
        offline.serverVersion = .unavailable
        #expect(!offline.asksServerVersionAgain)
    }
}
