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
        let context = CatsContext.recording(fake.services)
        var signedIn: [CatsUser] = []
        let screen = SignInScreen(context: context) { signedIn.append($0) }
        let pilot = Pilot.showing(screen, context: context, columns: 60, rows: 10)
        pilot.type("Ada!")
        #expect(pilot.screenLines.contains { $0.contains("User id: Ada!") })
        pilot.press(Key.enter)
        #expect(await eventually { screen.reactor?.currentState.form.failure != nil })
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

    @Test func lettersAndPastesGoIntoTheFieldNeverToShortcuts() async throws {
        let fake = FakeCatsServices(user: nil)
        let context = CatsContext.recording(fake.services)
        let screen = SignInScreen(context: context) { _ in }
        let pilot = Pilot.showing(screen, context: context, columns: 40, rows: 10)
        var reachedScreen: [KeyEvent] = []
        pilot.app.root.onAction(.key) { (event: KeyEvent) in
            reachedScreen.append(event)
            return false
        }
        pilot.type("q?s")  // quit, help, settings elsewhere: here the id
        pilot.paste("-猫\nada")
        #expect(screen.reactor?.currentState.form[.userID] == "q?s-猫ada")
        #expect(reachedScreen.isEmpty)
        #expect(pilot.terminal.privateModes.contains(25))
        let row = try #require(pilot.screenLines.firstIndex { $0.contains("User id: q?s-猫ada") })
        #expect(pilot.terminal.cursorPosition == (1 + 9 + 9, row))  // after 猫, 2 columns wide
        pilot.press(.character("w"), modifiers: .control)
        #expect(screen.reactor?.currentState.form[.userID] == "")
        pilot.press(.tab)
        pilot.press(.function(1))
        #expect(reachedScreen.map(\.key) == [.tab, .function(1)])
        pilot.stop()
    }

    @Test func tabGoesFromTheFieldToTheSignInButtonAndEnterOnItSignsIn() async throws {
        let fake = FakeCatsServices(user: nil)
        let context = CatsContext.recording(fake.services)
        var signedIn: [CatsUser] = []
        let screen = SignInScreen(context: context) { signedIn.append($0) }
        let pilot = Pilot.showing(screen, context: context, columns: 60, rows: 12)
        pilot.type("grace")
        #expect(pilot.app.focusedView === screen.contentView.field)
        let row = try #require(pilot.screenLines.lastIndex { $0.contains("Sign in") })  // the button, under the field
        #expect(pilot.terminal.style(atColumn: 11, row: row) == context.theme[.button])
        pilot.press(.tab)
        #expect(pilot.app.focusedView === screen.contentView.submitButton)
        #expect(screen.reactor?.currentState.form[.userID] == "grace", "Tab is not typed")
        #expect(pilot.terminal.style(atColumn: 11, row: row) == context.theme[.focused].focus(over: context.theme[.button]))
        pilot.press(.tab, modifiers: .shift)
        #expect(pilot.app.focusedView === screen.contentView.field)
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(await eventually { !signedIn.isEmpty })
        #expect(signedIn == [CatsUser(id: "grace", name: "Grace")])
        pilot.stop()
    }

    @Test func theHelpListsTheKeysThatWorkInTheField() {
        let screen = SignInScreen(context: CatsContext.recording(FakeCatsServices(user: nil).services)) { _ in }
        // Generated from the field's chain: the field's editing keys, then the screen's.
        let bindings = screen.contentView.field.keyBindingsInEffect
        #expect(bindings.help.map(\.keys) == ["← → Home End", "Backspace Del", "Ctrl-U/K/W", "Enter"])
        #expect(bindings.hints.map(\.keys) == ["Enter"])
    }
}
