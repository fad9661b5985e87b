import CatsAPI
import Testing
import TrellisReactorTesting
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit
@testable import TrellisTerminal

/// The sign-in screen alone, its reactor's logic replaced by ReactorKit's `Stub`: the screen
/// shows the states it is given, among them one the fake account never holds long enough to
/// see ("Signing in…"), and sends what the user does as actions that nothing carries out.
extension SignInScreenTests {
    @Test func aStubbedReactorGetsTheScreensActionsAndTheScreenShowsTheStatesItIsGiven() async throws {
        let fake = FakeCatsServices(user: nil)
        let context = CatsContext.recording(fake.services)
        var signedIn: [CatsUser] = []
        let screen = SignInScreen(context: context) { signedIn.append($0) }
        let stub = Stub(try #require(screen.reactor))
        let pilot = Pilot.showing(screen, context: context, columns: 60, rows: 10)
        pilot.type("ada")
        pilot.press(Key.enter)
        #expect(stub.lastAction == .submit)
        #expect(fake.user.current == nil, "the reactor's logic never ran, so nobody signed in")

        stub.state.form.isSaving = true
        pilot.frame()
        #expect(pilot.screenLines.contains { $0.contains("Signing in…") }, "\(pilot.screenLines)")
        stub.state.form.isSaving = false
        stub.state.form.failure = String(describing: AccountError.invalidID("ada"))
        pilot.frame()
        let refusal = String(String(describing: AccountError.invalidID("ada")).prefix(20))
        #expect(pilot.screenLines.contains { $0.contains(refusal) })
        #expect(!pilot.screenLines.contains { $0.contains("Signing in…") })

        stub.state.submitted = CatsUser(id: "ada", name: "Ada")
        #expect(await eventually { signedIn == [CatsUser(id: "ada", name: "Ada")] })
        pilot.stop()
    }
}
