import CatsAPI
import NIOConcurrencyHelpers
import Testing
import TrellisData
import TrellisReactorTesting
import TrellisTestSupport

@testable import CatsKit

/// The settings logic, exhaustively: versions, the merged user and connectivity, logging out.
@MainActor
@Suite struct SettingsReactorTests {
    let ada = CatsUser(id: "ada", name: "Ada")
    let grace = CatsUser(id: "grace", name: "Grace")

    @Test func theStateStartsFromTheServicesCurrentValues() {
        let fake = FakeCatsServices()
        fake.knobs.withLockedValue { $0.serverURL = "http://localhost:8080" }
        let state = SettingsReactor(services: fake.services, endSession: {}).currentState
        #expect(state.user == ada)
        #expect(state.serverURL == "http://localhost:8080")
        #expect(state.database == ":memory:")
        #expect(state.connectivity == .local)
        #expect(state.appVersion == CatsAPI.appVersion)
        #expect(state.serverVersion == .loading)
    }

    @Test func loadAsksTheServersVersion() async {
        let fake = FakeCatsServices()
        fake.knobs.withLockedValue { $0.serverVersion = ServerVersion(server: "2.1.0", api: 1) }
        fake.connectivityWriter.send(.online)
        let store = TestStore(SettingsReactor(services: fake.services, endSession: {}))
        await store.send(.load)
        await store.receive(.setServerVersion(ServerVersion(server: "2.1.0", api: 1))) {
            $0.serverVersion = .known(ServerVersion(server: "2.1.0", api: 1))
        }
        #expect(store.state.table.row(at: .init(section: 1, item: 1))?.value == "2.1.0 (API 1)")
        await store.finish()
    }

    @Test func withoutAnAnswerTheVersionIsADash() async {
        let fake = FakeCatsServices()
        fake.connectivityWriter.send(.online)
        let store = TestStore(SettingsReactor(services: fake.services, endSession: {}))
        await store.send(.load)
        await store.receive(.setServerVersion(nil)) { $0.serverVersion = .unavailable }
        #expect(store.state.table.row(at: .init(section: 1, item: 1))?.value == "—")
        await store.finish()
    }

    @Test func theUserAndTheConnectivityFollowTheirReplayedValues() async {
        let fake = FakeCatsServices()
        let store = TestStore(SettingsReactor(services: fake.services, endSession: {}))
        await store.send(.load)
        await store.receive(.setServerVersion(nil)) { $0.serverVersion = .unavailable }
        fake.userWriter.send(grace)
        await store.receive(.setUser(grace)) { $0.user = self.grace }
        fake.connectivityWriter.send(.offline(reason: "refused", pending: 2))
        await store.receive(.setConnectivity(.offline(reason: "refused", pending: 2))) {
            $0.connectivity = .offline(reason: "refused", pending: 2)
        }
        fake.userWriter.send(grace)  // the same value again: no mutation
        fake.userWriter.send(nil)
        await store.receive(.setUser(nil)) { $0.user = nil }
        #expect(store.state.table.row(at: .init(section: 0, item: 0))?.value == "nobody")
        await store.finish()
    }

    @Test func logOutSignsOutOnceThenPulses() async {
        let account = HeldAccount(user: ada)
        let fake = FakeCatsServices()
        var services = fake.services
        services.account = account
        let store = TestStore(SettingsReactor(services: services, endSession: {}))
        await store.send(.logOut) { $0.isSigningOut = true }
        #expect(store.state.table.row(at: .init(section: 0, item: 1))?.title == "Logging out…")
        await store.send(.logOut)  // a second Enter while signing out does nothing
        account.release()
        await store.receive(.signedOut) {
            $0.isSigningOut = false
            $0.didSignOut = true
        }
        #expect(account.signOuts.withLockedValue { $0 } == 1)
        await store.finish()
    }

    /// Issue 24: the session is invalidated (its requests cancelled) before the account
    /// signs out, so none of its requests answers while the sign-out runs.
    @Test func logOutEndsTheSessionBeforeTheAccountSignsOut() async {
        let account = HeldAccount(user: ada)
        var services = FakeCatsServices().services
        services.account = account
        let signOutsWhenEnded = NIOLockedValueBox<[Int]>([])
        let store = TestStore(
            SettingsReactor(
                services: services, endSession: { signOutsWhenEnded.withLockedValue { $0.append(account.signOuts.withLockedValue { $0 }) } }
            ))
        await store.send(.logOut) { $0.isSigningOut = true }
        #expect(await eventually { account.signOuts.withLockedValue { $0 } == 1 })
        #expect(signOutsWhenEnded.withLockedValue { $0 } == [0])
        account.release()
        await store.receive(.signedOut) {
            $0.isSigningOut = false
            $0.didSignOut = true
        }
        await store.finish()
    }

    @Test func theTableIsTheSectionedArray() {
        var state = SettingsReactor(services: FakeCatsServices().services, endSession: {}).currentState
        state.serverVersion = .unavailable
        let table = state.table
        #expect(table.sections.map(\.header) == ["Account", "Version", "Data", "This session", "Preferences"])
        #expect(
            table.sections.map(\.footer) == [
                nil, nil, SettingsReactor.State.dataFooter, SettingsReactor.State.sessionFooter,
                SettingsReactor.State.preferencesFooter,
            ])
        // Without a server, neither the server's version nor the changes waiting for it.
        #expect(
            table.sections.flatMap(\.rows).map(\.kind) == [
                .user, .logOut, .appVersion, .serverURL, .connectivity, .database, .recentlyViewed, .lastSearch,
                .theme, .density, .staleAfter,
            ])
        #expect(
            table.sections.flatMap(\.rows).map(\.value) == [
                "Ada (ada)", "", CatsAPI.appVersion, "none", "local data only", ":memory:", "none", "none", "", "", "",
            ])
        // The preferences are controls; the colour modes only on a terminal's (none here).
        #expect(table.sections.flatMap(\.rows).compactMap(\.control).count == 3)
    }
}

/// An account whose sign-out waits until the test releases it, and whose user does not
/// change: the order of what the reactor receives is the test's.
final class HeldAccount: CatsAccount {
    let currentUser: ReplayedValue<CatsUser?>
    let signOuts = NIOLockedValueBox(0)
    private let gate: AsyncStream<Void>
    private let opener: AsyncStream<Void>.Continuation

    init(user: CatsUser?) {
        currentUser = ReplayedValue.make(user).0
        (gate, opener) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    func signIn(_ userID: String) async throws(AccountError) -> CatsUser { throw .server("not in this test") }

    func signOut() async {
        signOuts.withLockedValue { $0 += 1 }
        for await _ in gate { break }
    }

    func release() { opener.yield() }
}
