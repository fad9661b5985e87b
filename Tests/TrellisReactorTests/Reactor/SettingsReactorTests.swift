import Testing
import TrellisTestSupport

@testable import TrellisReactor

/// Drrrible's Settings screen: the signed-in user's name, from the user service's
/// replayed stream merged in `transform(mutation:)`.
final class SettingsReactor: Reactor {
    enum Action: Sendable { case refresh }
    enum Mutation: Equatable, Sendable { case setUsername(String?) }
    struct State: Equatable, Sendable { var username: String? }

    let runtime = ReactorRuntime<SettingsReactor>(initialState: State())
    let users: UserService

    init(users: UserService) { self.users = users }

    func mutate(_ action: Action) -> Effect<Mutation> { .none }

    func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .setUsername(let name): state.username = name
        }
    }

    func transform(mutation: ReactorStream<Mutation>) -> ReactorStream<Mutation> {
        mutation.merge(users.currentUser.map { @Sendable user in Mutation.setUsername(user?.name) })
    }
}

@MainActor
@Suite struct SettingsReactorTests {
    @Test func theCurrentUserStreamIsMergedIntoTheState() async {
        let users = UserService()
        users.signIn(.init(name: "Tabby"))
        let reactor = SettingsReactor(users: users)
        var names: [String?] = []
        let observation = reactor.observe(\.username) { names.append($0) }
        #expect(await eventually { reactor.currentState.username == "Tabby" })
        users.signIn(.init(name: "Mittens"))
        #expect(await eventually { reactor.currentState.username == "Mittens" })
        users.signIn(nil)
        #expect(await eventually { reactor.currentState.username == nil })
        #expect(names == [nil, "Tabby", "Mittens", nil])
        observation.cancel()
    }
}
