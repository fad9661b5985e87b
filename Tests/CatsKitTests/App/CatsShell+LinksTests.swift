import Testing
import TrellisShell
import TrellisTerminal
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

/// Issue 24: a deep link asked for while signed out waits for sign-in; a link whose breed
/// does not exist is refused by name.
extension CatsShellTests {
    @Test func aDeepLinkWhileSignedOutShowsSignInAndOpensRightAfterIt() async throws {
        let fake = FakeCatsServices(user: nil)
        let (pilot, shell) = try await run(fake, link: "cats://cat/3")
        #expect(await shows(pilot, "Sign in"))
        #expect(shell.pendingLink == "cats://cat/3")
        pilot.type("grace")
        pilot.press(.enter)
        #expect(await shows(pilot, "American Bobtail"))
        #expect(shell.topScreen is CatDetailScreen)
        #expect(shell.pendingLink == nil)
        pilot.press(.escape)  // the list is below it, as after `cats open` signed in
        #expect(await shows(pilot, "68 breeds"))
        pilot.stop()
    }

    @Test func theRememberedLinkOpensOnceNotAgainAfterTheNextSignIn() async throws {
        let fake = FakeCatsServices(user: nil)
        let (pilot, shell) = try await run(fake, link: "cats://settings")
        pilot.type("grace")
        pilot.press(.enter)
        #expect(await shows(pilot, "Signed in as"))
        await logOut(pilot, andSignInAs: "ada")
        #expect(shell.topScreen is CatsListScreen)
        pilot.stop()
    }

    @Test func aRememberedLinkToNoBreedSaysSoOnTheStatusLineAfterSignIn() async throws {
        let (pilot, shell) = try await run(FakeCatsServices(user: nil), link: "cats://cat/999")
        pilot.type("grace")
        pilot.press(.enter)
        #expect(await shows(pilot, "cannot open cats://cat/999: there is no breed 999"))
        #expect(shell.status.current?.kind == .error)
        #expect(shell.topScreen is CatsListScreen)
        pilot.stop()
    }

    @Test(
        "check names what a link lacks",
        arguments: [
            ("cats://cat/999", "module 'cat' could not make a screen for cats://cat/999: there is no breed 999"),
            ("cats://dog", "no route"),
        ])
    func checkRefusesByName(_ link: String, _ message: String) async throws {
        let (pilot, shell) = try await run()
        await #expect { try await shell.check(link) } throws: { "\($0)".contains(message) }
        try await shell.check("cats://cat/3")
        try await shell.check("cats://settings")
        pilot.stop()
    }
}
