import CatsAPI
import Testing
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit
@testable import TrellisTerminal

/// The sign-in screen through the terminal.
@MainActor
@Suite struct SignInScreenTests {
    @Test func aBadIDShowsTheErrorAndStaysThenAGoodIDSignsIn() async {
        let fake = FakeCatsServices(user: nil)
        let context = CatsContext(services: fake.services)
        var signedIn: [CatsUser] = []
        let screen = SignInScreen(context: context) { signedIn.append($0) }
        let pilot = Pilot.showing(screen, context: context, columns: 60, rows: 10)
        pilot.type("Ada!")
        #expect(pilot.screenLines.contains { $0.contains("User id: Ada!") })
        pilot.press(Key.enter)
        #expect(await eventually { screen.reactor?.currentState.error != nil })
        pilot.frame()
        let message = String(String(describing: AccountError.invalidID("Ada!")).prefix(20))
        let row = pilot.screenLines.firstIndex { $0.contains(message) }
        #expect(row != nil, "the error is on screen: \(pilot.screenLines)")
        if let row {
            let column =
                pilot.screenLines[row].firstIndex(of: "\"").map {
                    pilot.screenLines[row].distance(from: pilot.screenLines[row].startIndex, to: $0)
                } ?? 1
            #expect(pilot.terminal.style(atColumn: column, row: row) == context.theme[.statusError])
        }
        #expect(signedIn.isEmpty)
        #expect(fake.user.current == nil)

        for _ in 0..<4 { pilot.press(Key.backspace) }
        #expect(!pilot.screenLines.contains { $0.contains(message) }, "typing clears the error")
        pilot.type("grace")
        pilot.press(Key.enter)
        #expect(await eventually { !signedIn.isEmpty })
        #expect(signedIn == [CatsUser(id: "grace", name: "Grace")])
        pilot.stop()
    }

    @Test func backspaceOnAnEmptyFieldAndTheHelpKeyTravelOn() {
        let view = SignInView(theme: .cats)
        #expect(SignInView.handle(KeyEvent(.backspace), text: "") == nil)
        #expect(SignInView.handle(KeyEvent(.backspace), text: "a") == .deleteBackward)
        #expect(SignInView.handle(KeyEvent(.character("?")), text: "a") == nil)
        #expect(SignInView.handle(KeyEvent(.character("q")), text: "") == .type("q"))
        #expect(SignInView.handle(KeyEvent(.enter), text: "") == .submit)
        #expect(SignInView.handle(KeyEvent(.escape), text: "a") == nil)
        #expect(view.fieldLabel.text == SignInView.fieldPrefix + "▏")
    }
}
