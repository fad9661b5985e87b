import CatsAPI
import Testing
import TrellisReactorTesting

@testable import CatsKit

/// The sign-in logic, exhaustively: typing, deleting, a refused id, a user signed in.
@MainActor
@Suite struct SignInReactorTests {
    func makeStore() -> (TestStore<SignInReactor>, FakeCatsServices) {
        let fake = FakeCatsServices(user: nil)
        return (TestStore(SignInReactor(account: fake.services.account)), fake)
    }

    @Test func typingAndDeleting() async {
        let (store, _) = makeStore()
        await store.send(.deleteBackward)  // nothing to delete
        await store.send(.type("a")) { $0.text = "a" }
        await store.send(.type("x")) { $0.text = "ax" }
        await store.send(.deleteBackward) { $0.text = "a" }
        await store.finish()
    }

    @Test func aGoodIDSignsIn() async {
        let (store, fake) = makeStore()
        for character in "grace" { await store.send(.type(character)) { $0.text.append(character) } }
        await store.send(.submit) { $0.isSigningIn = true }
        let grace = CatsUser(id: "grace", name: "Grace")
        await store.receive(.signedIn(grace)) {
            $0.isSigningIn = false
            $0.signedIn = grace
        }
        #expect(fake.user.current == grace)
        await store.finish()
    }

    @Test func aBadIDFailsWithTheTypedErrorUntilTheTextChanges() async {
        let (store, fake) = makeStore()
        for character in "Ada!" { await store.send(.type(character)) { $0.text.append(character) } }
        await store.send(.submit) { $0.isSigningIn = true }
        await store.receive(.failed(.invalidID("Ada!"))) {
            $0.isSigningIn = false
            $0.error = .invalidID("Ada!")
        }
        #expect(fake.user.current == nil)
        await store.send(.deleteBackward) {
            $0.text = "Ada"
            $0.error = nil
        }
        await store.finish()
    }

    @Test func anEmptyIDIsRefusedToo() async {
        let (store, _) = makeStore()
        await store.send(.submit) { $0.isSigningIn = true }
        await store.receive(.failed(.invalidID(""))) {
            $0.isSigningIn = false
            $0.error = .invalidID("")
        }
        await store.finish()
    }
}
