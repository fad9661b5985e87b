import CatsAPI
import Testing
import Trellis
import TrellisShell
import TrellisTerminal
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

/// The whole app through the shell, as a person uses it: deep links, the flows across
/// screens, logging out and in. The services are the in-memory fake.
@MainActor
@Suite struct CatsShellTests {
    func run(_ fake: FakeCatsServices = FakeCatsServices(), link: String? = nil, columns: Int = 80, rows: Int = 24) async throws -> (
        Pilot, CatsShell
    ) {
        let shell = CatsShell(services: fake.services)
        var failure: ModuleError?
        let pilot = Pilot.testing(root: shell.rootView, columns: columns, rows: rows) { app in
            shell.app = app
            do throws(ModuleError) { try shell.start(link: link) } catch { failure = error }
        }
        if let failure { throw failure }
        #expect(
            await settle(pilot) { lines in
                shell.session == nil || !(shell.topScreen is CatsListScreen)
                    || lines.contains { $0.contains("68 breeds") || $0.contains("No Favorites") }
            })
        return (pilot, shell)
    }

    /// Draws frames until `condition` holds on the screen, with the shared `eventually`.
    func settle(_ pilot: Pilot, _ condition: ([String]) -> Bool) async -> Bool {
        await eventually {
            pilot.frame()
            return condition(pilot.screenLines)
        }
    }

    func shows(_ pilot: Pilot, _ text: String) async -> Bool { await settle(pilot) { $0.contains { $0.contains(text) } } }

    /// On Settings: "Log out", then signing in as `user` back to the list.
    func logOut(_ pilot: Pilot, andSignInAs user: String) async {
        pilot.press(.home)
        pilot.press(.down)  // "Log out"
        pilot.press(.enter)
        #expect(await shows(pilot, "Sign in"))
        pilot.type(user)
        pilot.press(.enter)
        #expect(await shows(pilot, "68 breeds"))
    }

    @Test func itOpensOnTheListWithTheStatusLine() async throws {
        let (pilot, shell) = try await run()
        #expect(await shows(pilot, "68 breeds · 0 favorites"))
        #expect(shell.topScreen is CatsListScreen)
        #expect(pilot.screenLines.last?.contains("? help") == true)
        pilot.stop()
    }

    @Test(
        "each deep link opens its screen",
        arguments: [
            ("cats://cat/3", "American Bobtail"), ("cats://favorites", "No Favorites"), ("cats://settings", "Signed in as"),
            ("cats://search?q=korat", "Search: korat"), ("cats://cats", "68 breeds"),
        ])
    func deepLinks(_ link: String, _ text: String) async throws {
        let (pilot, _) = try await run(link: link)
        #expect(await shows(pilot, text), "\(link)")
        pilot.stop()
    }

    @Test(
        "a bad link is a readable error",
        arguments: [
            ("nope://x", "no routes for scheme 'nope'"), ("cats://cat/abc", "no route"), ("cats://dog", "no route"),
            ("not a url", "malformed"),
        ])
    func badLinks(_ link: String, _ reason: String) async {
        await #expect { try await run(link: link) } throws: { error in
            "\(error)".contains(reason)
        }
    }

    /// Every Cats route can be reached: no pattern is shadowed by the ones tried before it.
    @Test func noCatsRouteIsShadowed() async throws {
        let (_, shell) = try await run()
        let modules = try #require(shell.modules)
        #expect(modules.modules.count == 4)
        #expect(modules.shadowedRoutes.isEmpty, "\(modules.shadowedRoutes)")
    }

    @Test func listToDetailToFavoriteAndBack() async throws {
        let fake = FakeCatsServices()
        let (pilot, shell) = try await run(fake)
        pilot.press(.down)  // Australian Mist (the list starts on the first cat)
        pilot.press(.enter)
        #expect(await shows(pilot, "Australia · Short, spotted"))
        #expect(shell.topScreen is CatDetailScreen)
        #expect(pilot.screenLines.contains { $0.contains("☆ Favorite") })
        pilot.type("f")
        #expect(await shows(pilot, "★ Favorite"))
        #expect(fake.favoriteIDs.current == [8])
        pilot.press(.escape)
        #expect(await shows(pilot, "68 breeds · 1 favorite"))
        #expect(pilot.screenLines.contains { $0.contains("★ Australian Mist") })
        #expect(shell.topScreen is CatsListScreen)
        pilot.stop()
    }

    @Test func aClickOnTheBackTitleGoesBack() async throws {
        let (pilot, shell) = try await run()
        pilot.press(.enter)  // the first cat
        #expect(await shows(pilot, "‹ Cats"))
        #expect(shell.topScreen is CatDetailScreen)
        let row = try #require(pilot.screenLines.firstIndex { $0.contains("‹ Cats") })
        let line = pilot.screenLines[row]
        let x = line.distance(from: line.startIndex, to: try #require(line.range(of: "‹ Cats")).lowerBound)
        pilot.click(x: x + 2, y: row)
        #expect(await shows(pilot, "68 breeds"))
        #expect(shell.topScreen is CatsListScreen)
        pilot.click(x: x + 2, y: row)  // the list has no back title: nothing to go back to
        #expect(shell.topScreen is CatsListScreen)
        pilot.stop()
    }

    @Test func settingsLogOutThenSignInAgain() async throws {
        let fake = FakeCatsServices()
        let (pilot, shell) = try await run(fake)
        let firstContext = try #require(shell.context)
        pilot.type("s")
        #expect(await shows(pilot, "Signed in as  Ada (ada)"))
        pilot.press(.down)  // "Log out"
        pilot.press(.enter)
        #expect(await shows(pilot, "Sign in"))
        #expect(shell.session == nil)
        #expect(fake.user.current == nil)
        pilot.type("grace")
        pilot.press(.enter)
        #expect(await shows(pilot, "68 breeds"))
        #expect(shell.session?.user?.id == "grace")
        #expect(shell.context !== firstContext)  // the old session's objects are gone
        pilot.stop()
    }

    /// Issue 24: the real services behind the shell; Settings lists them, logging out stops
    /// the session's and signing in starts them again.
    @Test func settingsShowsTheServicesAndLogOutStopsTheSessions() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.open(transport: transport, retryInterval: .seconds(3_600))
        let shell = CatsShell(services: services)
        let pilot = Pilot.testing(root: shell.rootView, columns: 80, rows: 40) { app in
            shell.app = app
            try? shell.start(link: CatsLinks.settings)
        }
        #expect(await shows(pilot, "Services"))
        for name in ["database", "networker", "sync engine", "catalog", "session", "sync loop"] {
            #expect(await settle(pilot) { $0.contains { $0.hasPrefix(" \(name)") && $0.hasSuffix("running") } }, "\(name)")
        }
        pilot.press(.down)  // "Log out"
        pilot.press(.enter)
        #expect(await shows(pilot, "Sign in"))
        let states = services.lifecycle.states
        #expect(states.current.filter { $0.scope == .session }.allSatisfy { $0.state == .stopped })
        #expect(states.journal.suffix(2) == ["stop sync loop", "stop session"])
        pilot.type("grace")
        pilot.press(.enter)
        #expect(await shows(pilot, "68 breeds"))
        #expect(await eventually { states.current.allSatisfy { $0.state == .running } })
        pilot.stop()
        await services.close()
    }

    /// Issue 23: a toast from the signed-out session stayed on the sign-in screen.
    @Test func loggingOutClearsTheStatusMessage() async throws {
        let (pilot, shell) = try await run()
        pilot.press(.down)
        pilot.type("f")  // "★ Australian Mist is a favorite" on the status line
        #expect(await settle(pilot) { shell.status.current != nil && $0.last?.contains("favorite") == true })
        let toast = try #require(shell.status.current?.text)
        pilot.type("s")
        #expect(await shows(pilot, "Log out"))
        pilot.press(.down)  // "Log out"
        pilot.press(.enter)
        #expect(await shows(pilot, "Sign in"))
        #expect(shell.status.current == nil)
        #expect(pilot.screenLines.last?.contains(toast) == false, "\(pilot.screenLines.joined(separator: "\n"))")
        pilot.stop()
    }

    @Test func helpListsTheScreensKeysAndEscCloses() async throws {
        let (pilot, shell) = try await run()
        pilot.type("?")
        #expect(shell.app != nil)
        #expect(pilot.app.overlay != nil)
        #expect(await shows(pilot, "search by name"), "\(pilot.screenLines.joined(separator: "\n"))")
        #expect(pilot.screenLines.contains { $0.contains("settings") })
        pilot.press(.escape)
        #expect(await settle(pilot) { !$0.contains { $0.contains("search by name") } })
        pilot.stop()
    }

    @Test func signedOutItStartsOnSignIn() async throws {
        let (pilot, shell) = try await run(FakeCatsServices(user: nil))
        #expect(await shows(pilot, "Sign in"))
        #expect(shell.session == nil)
        pilot.type("s")  // typed into the field, not a link
        #expect(shell.session == nil)
        pilot.stop()
    }
}
