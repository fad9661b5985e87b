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
        await store.send(.edit(.userID, ""))  // nothing to delete
        await store.send(.edit(.userID, "a")) { $0.form.text[.userID] = "a" }
        await store.send(.edit(.userID, "ax")) { $0.form.text[.userID] = "ax" }
        await store.send(.edit(.userID, "a")) { $0.form.text[.userID] = "a" }
        await store.finish()
    }

    @Test func aGoodIDSignsIn() async {
        let (store, fake) = makeStore()
        await store.send(.edit(.userID, "grace")) { $0.form.text[.userID] = "grace" }
        await store.send(.submit) { $0.form.isSaving = true }
        let grace = CatsUser(id: "grace", name: "Grace")
        await store.receive(.submitted(grace)) {
            $0.form.isSaving = false
            $0.submitted = grace
        }
        #expect(fake.user.current == grace)
        await store.finish()
    }

    @Test func aBadIDFailsWithTheTypedErrorUntilTheTextChanges() async {
        let (store, fake) = makeStore()
        await store.send(.edit(.userID, "Ada!")) { $0.form.text[.userID] = "Ada!" }
        await store.send(.submit) { $0.form.isSaving = true }
        let refusal = String(describing: AccountError.invalidID("Ada!"))
        await store.receive(.failed(refusal)) {
            $0.form.isSaving = false
            $0.form.failure = refusal
        }
        #expect(fake.user.current == nil)
        await store.send(.edit(.userID, "Ada")) {
            $0.form.text[.userID] = "Ada"
            $0.form.failure = nil
        }
        await store.finish()
    }

    @Test func anEmptyIDIsRefusedToo() async {
        let (store, _) = makeStore()
        await store.send(.submit) { $0.form.isSaving = true }
        let refusal = String(describing: AccountError.invalidID(""))
        await store.receive(.failed(refusal)) {
            $0.form.isSaving = false
            $0.form.failure = refusal
        }
        await store.finish()
    }
}
