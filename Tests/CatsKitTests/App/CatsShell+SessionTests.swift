import CatsAPI
import Testing
import Trellis
import TrellisShell
import TrellisTerminal
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

/// Issue 24, the session: the shell's `Session` cancels the session's requests through the
/// networker when it is invalidated (log out), and nothing of them is written late; the real
/// services behind the shell, against the scripted server.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct CatsShellSessionTests {
    func shows(_ pilot: Pilot, _ text: String) async -> Bool {
        await eventually {
            pilot.frame()
            return pilot.screenLines.contains { $0.contains(text) }
        }
    }

    @Test func theSessionIsNamedAsTheDataLayerTagsItsRequestsAndCancelsThroughTheNetworker() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(transport: transport)
        let shell = CatsShell(services: services)
        let pilot = Pilot.testing(root: shell.rootView, columns: 80, rows: 24) { app in
            shell.app = app
            try? shell.start()
        }
        let session = try #require(shell.session)
        let engine = try DataFixture.engine(of: services)
        #expect(engine.requestGroup == session.requestGroup)
        #expect(services.sessions.canceller != nil)
        pilot.stop()
        await services.close()
    }

    @Test func invalidatingTheSessionCancelsItsSlowRequestAndNothingIsWrittenLate() async throws {
        // given a favorite whose PUT the server holds
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(transport: transport)
        let shell = CatsShell(services: services)
        let pilot = Pilot.testing(root: shell.rootView, columns: 80, rows: 24) { app in
            shell.app = app
            try? shell.start()
        }
        #expect(await shows(pilot, "68 breeds"))
        transport.script("PUT /favorites/3", .hold)
        let change = Task { try await services.favorites.setFavorite(3, true) }
        #expect(await eventually { transport.count("PUT /favorites/3") == 1 })
        let session = try #require(shell.session)
        // when the session alone is invalidated (what Settings does before the account signs out)
        shell.endSession()
        // then the request is cancelled through the networker, not answered
        #expect(await eventually { transport.cancelled == ["PUT /favorites/3"] })
        let engine = try DataFixture.engine(of: services)
        #expect(await engine.networker.isClosed(group: session.requestGroup))
        // and once the server would have answered, nothing was written: the change still waits
        transport.release()
        try await change.value  // queued, not refused
        #expect(transport.succeeded("PUT /favorites/3") == 0)
        #expect(try await DataFixture.queue(of: services).map(\.change) == [.favorite(breedID: 3, isFavorite: true)])
        #expect(shell.status.current == nil)

        // when the user logs out through Settings and signs in again
        transport.script("PUT /favorites/3", nil)
        pilot.type("s")
        #expect(await shows(pilot, "Log out"))
        pilot.press(.down)
        pilot.press(.enter)
        #expect(await shows(pilot, "Sign in"))
        pilot.type("ada")
        pilot.press(.enter)
        #expect(await shows(pilot, "68 breeds"))
        // then the new session's requests go through: the waiting change is sent
        #expect(shell.session?.requestGroup != session.requestGroup)
        #expect(await eventually { transport.favorites(of: "ada") == [3] })
        #expect(try await DataFixture.queue(of: services).isEmpty)
        pilot.stop()
        await services.close()
    }

    @Test func loggingOutThroughSettingsCancelsASlowRequestBeforeTheAccountSignsOut() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(transport: transport)
        let shell = CatsShell(services: services)
        let pilot = Pilot.testing(root: shell.rootView, columns: 80, rows: 40) { app in
            shell.app = app
            try? shell.start(link: CatsLinks.settings)
        }
        #expect(await shows(pilot, "Log out"))
        transport.script("PUT /favorites/5", .hold)
        let change = Task { try await services.favorites.setFavorite(5, true) }
        #expect(await eventually { transport.count("PUT /favorites/5") == 1 })
        let group = try #require(shell.session?.requestGroup)
        pilot.press(.down)  // "Log out"
        pilot.press(.enter)
        #expect(await shows(pilot, "Sign in"))
        #expect(transport.cancelled == ["PUT /favorites/5"])
        transport.release()
        try await change.value
        #expect(try await DataFixture.engine(of: services).networker.isClosed(group: group))
        #expect(transport.succeeded("PUT /favorites/5") == 0)
        #expect(shell.status.current == nil)
        pilot.stop()
        await services.close()
    }
}
