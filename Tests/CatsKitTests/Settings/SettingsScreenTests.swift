import CatsAPI
import Testing
import TrellisShell
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit
@testable import TrellisTerminal

/// The settings screen through the terminal, as a person sees it.
@MainActor
@Suite struct SettingsScreenTests {
    func showSettings(_ fake: FakeCatsServices = FakeCatsServices(), theme: Theme = .cats) async -> (Pilot, SettingsScreen, CatsContext) {
        let context = CatsContext.recording(fake.services, theme: theme)
        let screen = SettingsScreen(context: context)
        let pilot = Pilot.showing(screen, context: context, columns: 50, rows: 16)
        _ = await eventually { screen.reactor?.currentState.serverVersion != .loading }
        pilot.frame()
        return (pilot, screen, context)
    }

    @Test func showsTheUserTheVersionsAndTheDatabase() async {
        let fake = FakeCatsServices()
        fake.knobs.withLockedValue {
            $0.serverURL = "http://127.0.0.1:8080"
            $0.serverVersion = ServerVersion(server: "1.2.0", api: 1)
        }
        fake.connectivityWriter.send(.online)  // the server's version shows while it answers
        let (pilot, _, _) = await showSettings(fake)
        pilot.assertScreen([
            "                     Settings",
            "Account",
            " Signed in as  Ada (ada)",
            " Log out",
            "Version",
            " Cats          \(CatsAPI.appVersion)",
            " cats-server   1.2.0 (API 1)",
            "Data",
            " Server        http://127.0.0.1:8080",
            " Connection    online",
            " Database      :memory:",
            "Favorites are kept in SQLite and sent to the serv…",
            "This session",
            " Viewed        none",
            " Last search   none",
            " The account your favorites and sightings are kep…",  // the focused row, explained
        ])
        pilot.stop()
    }

    /// A service that is ready at once, or once the test opens its gate.
    struct GatedService: Service {
        var gate: FakeGate?
        func start() async throws { await gate?.wait() }
        func stop() async throws {}
    }

    @Test func theServicesSectionShowsEachServiceAndFollowsItsState() async throws {
        let gate = FakeGate()
        let lifecycle = CatsServiceLifecycle { _ in [ServiceDeclaration("sync loop", GatedService(gate: gate))] }
        try await lifecycle.startApp([ServiceDeclaration("database", GatedService())])
        var services = FakeCatsServices().services
        services.lifecycle = lifecycle
        let context = CatsContext.recording(services)
        let pilot = Pilot.showing(SettingsScreen(context: context), context: context, columns: 60, rows: 24)
        func shows(_ text: String) async -> Bool {
            await eventually {
                pilot.frame()
                return pilot.screenLines.contains { $0.contains(text) }
            }
        }
        #expect(await shows("Services"))
        #expect(await shows(" database      running"))
        let session = Task { await lifecycle.startSession(for: CatsUser(id: "ada", name: "Ada")) }
        #expect(await shows(" sync loop     starting…"))
        gate.open()
        await session.value
        #expect(await shows(" sync loop     running"))
        await lifecycle.stop()
        #expect(await shows(" database      stopped"))
        pilot.stop()
    }

    @Test func theUserRowFollowsTheAccount() async {
        let fake = FakeCatsServices()
        let (pilot, screen, _) = await showSettings(fake)
        #expect(pilot.screenLines.contains { $0.contains("Ada (ada)") })
        fake.userWriter.send(CatsUser(id: "grace", name: "Grace"))
        #expect(await eventually { screen.reactor?.currentState.user?.id == "grace" })
        pilot.frame()
        #expect(pilot.screenLines.contains { $0.contains("Signed in as  Grace (grace)") })
        #expect(!pilot.screenLines.contains { $0.contains("Ada") })
        pilot.stop()
    }

    @Test func logOutSignsOutThenCallsTheHook() async {
        let fake = FakeCatsServices()
        let (pilot, screen, _) = await showSettings(fake)
        let actions = screen.context.recorded
        pilot.press(.enter)  // on the user row: nothing
        #expect(fake.signOuts.withLockedValue { $0 } == 0)
        pilot.press(.down)
        pilot.press(.enter)  // on "Log out"
        #expect(await eventually { actions.signOuts == 1 })
        #expect(actions.sessionsEnded == 1)  // the session ended before the account signed out
        #expect(fake.signOuts.withLockedValue { $0 } == 1)
        #expect(fake.user.current == nil)
        #expect(
            await eventually {
                pilot.frame()
                return pilot.screenLines.contains { $0.contains("Signed in as  nobody") }
            })
        pilot.stop()
    }

    @Test("with changes still queued, Log out asks first: Esc keeps the session, Sign out ends it")
    func logOutWithQueuedChangesAsksFirst() async {
        let fake = FakeCatsServices()
        let (pilot, screen, _) = await showSettings(fake)
        fake.connectivityWriter.send(.offline(reason: "refused", pending: 2))
        #expect(await eventually { screen.reactor?.currentState.pendingChanges == 2 })
        pilot.press(.down)
        pilot.press(.enter)  // on "Log out"
        #expect(await eventually { pilot.framed { pilot.shows("not sent yet: sign out") } }, "\(pilot.screenLines)")
        #expect(pilot.screenLines.joined(separator: " ").contains("2 changes"), "\(pilot.screenLines)")
        pilot.press(.escape)
        #expect(await eventually { pilot.framed { !pilot.shows("not sent yet") } }, "\(pilot.screenLines)")
        #expect(fake.signOuts.withLockedValue { $0 } == 0, "Esc cancels: still signed in")
        pilot.press(.enter)
        #expect(await eventually { pilot.framed { pilot.shows("not sent yet: sign out") } }, "\(pilot.screenLines)")
        pilot.press(.left)  // from Cancel (focused first, as a destructive choice should be) to Sign out
        pilot.press(.enter)
        #expect(await eventually { fake.signOuts.withLockedValue { $0 } == 1 }, "\(pilot.screenLines)")
        pilot.stop()
    }

    @Test func theRowsTakeTheirStylesFromTheTheme() async {
        let theme = Theme.cats.with(.sectionHeader, Style(foreground: .green)).with(.key, Style(foreground: .magenta))
        let (pilot, _, context) = await showSettings(theme: theme)
        let titleRow = pilot.screenLines.firstIndex { $0.contains("Signed in as") }!
        let logOutRow = pilot.screenLines.firstIndex { $0.hasPrefix(" Log out") }!
        #expect(pilot.terminal.style(atColumn: 1, row: logOutRow) == context.theme[.button])
        #expect(pilot.terminal.style(atColumn: 1, row: titleRow + 3) == context.theme[.key])
        #expect(pilot.terminal.style(atColumn: 0, row: titleRow - 1) == context.theme[.sectionHeader])
        pilot.stop()
    }

    /// Shows Settings over `services` in `context`'s look, 50 × 20.
    func showPreferences(_ context: CatsContext) async -> (Pilot, SettingsScreen) {
        let screen = SettingsScreen(context: context)
        let pilot = Pilot.showing(screen, context: context, columns: 50, rows: 20)
        _ = await eventually { screen.reactor?.currentState.serverVersion != .loading }
        pilot.frame()
        return (pilot, screen)
    }

    /// Moves focus to the row titled `title`.
    func focus(_ title: String, in screen: SettingsScreen) {
        let source = screen.contentView.source
        if let path = source.model.path(where: { $0.title == title }) { screen.contentView.list.focusItem(at: path) }
    }

    @Test func enterOnTheDarkThemeSwitchShowsTheOtherThemeAtOnceAndStoresIt() async {
        let preferences = InMemoryPreferenceStore()
        let context = CatsContext.recording(FakeCatsServices().services, theme: CatsTheme.light.theme, preferences: preferences)
        let (pilot, screen) = await showPreferences(context)
        #expect(pilot.shows(" Dark theme    ○━"), "\(pilot.screenLines)")
        focus("Dark theme", in: screen)
        pilot.press(.enter)
        #expect(await eventually { context.theme == CatsTheme.dark.theme }, "\(pilot.screenLines)")
        #expect(preferences.string(forKey: CatsTheme.preference.name) == "dark")
        #expect(await eventually { pilot.framed { pilot.shows(" Dark theme    ━●") } }, "\(pilot.screenLines)")
        pilot.stop()
    }

    /// The theme changes by making the screens' views again (`StackNavigator.reloadViews()`):
    /// the new view keeps focus on the preference just changed and shows the same state.
    @Test func aViewMadeAgainKeepsFocusOnThePreferenceJustChanged() async throws {
        let context = CatsContext.recording(FakeCatsServices().services)
        let (pilot, screen) = await showPreferences(context)
        focus("Compact grid", in: screen)
        pilot.press(.enter)
        #expect(await eventually { context.density == .compact })
        let old = screen.contentView
        let navigator = try #require(screen.navigator as? StackNavigator)
        navigator.reloadViews()
        #expect(screen.contentView !== old)
        pilot.frame()
        let focused = screen.contentView.list.focusedPath.flatMap(screen.contentView.source.row(at:))
        #expect(focused?.kind == .density, "\(pilot.screenLines)")
        #expect(pilot.shows(" Compact grid  ━●"), "\(pilot.screenLines)")
        pilot.stop()
    }

    @Test func aClickOnTheGridSwitchFlipsIt() async throws {
        let context = CatsContext.recording(FakeCatsServices().services)
        let (pilot, _) = await showPreferences(context)
        let row = try #require(pilot.screenLines.firstIndex { $0.hasPrefix(" Compact grid") })
        pilot.click(x: 15, y: row)
        #expect(await eventually { context.density == .compact }, "\(pilot.screenLines)")
        #expect(await eventually { pilot.framed { pilot.shows(" Compact grid  ━●") } }, "\(pilot.screenLines)")
        pilot.stop()
    }

    @Test func enterOnStaleAfterOpensItsListAndTheChoiceAppliesToTheServices() async throws {
        let preferences = InMemoryPreferenceStore()
        let context = CatsContext.recording(FakeCatsServices().services, preferences: preferences)
        let (pilot, screen) = await showPreferences(context)
        #expect(pilot.shows(" Stale after   default: 10 min"), "\(pilot.screenLines)")
        focus("Stale after", in: screen)
        pilot.press(.enter)
        #expect(pilot.framed { pilot.shows("5 min") && pilot.shows("never") }, "\(pilot.screenLines)")
        pilot.press(.down)  // from the chosen "default" to "1 min"
        pilot.press(.down)  // "5 min"
        pilot.press(.enter)
        #expect(await eventually { context.services.stalenessSetting.choice == .fiveMinutes }, "\(pilot.screenLines)")
        #expect(context.services.staleness.policy == .ttl(.seconds(300)))
        #expect(try preferences.value(for: CatsStaleAfter.preference) == .fiveMinutes)
        #expect(await eventually { pilot.framed { pilot.shows(" Stale after   5 min") } }, "\(pilot.screenLines)")
        pilot.stop()
    }

    @Test func theColourModeIsChosenByTypingToFilterAndGoesToTheContext() async {
        let context = CatsContext.recording(FakeCatsServices().services, detectedColorDepth: .trueColor)
        let (pilot, screen) = await showPreferences(context)
        #expect(pilot.shows(" Colours       automatic: true colour"), "\(pilot.screenLines)")
        focus("Colours", in: screen)
        pilot.press(.enter)
        for character in "16" { pilot.press(.character(character)) }
        pilot.press(.enter)
        #expect(await eventually { context.colorMode == .palette16 }, "\(pilot.screenLines)")
        pilot.stop()
    }

    /// The view hears the rows' actions' focus events after them (Nimbus's `forwardingTo:`):
    /// the line under the table explains the focused row, and follows the focus.
    @Test func theLineUnderTheTableExplainsTheFocusedRow() async {
        let (pilot, screen, _) = await showSettings()
        let explanation = { () -> String in
            pilot.frame()
            return pilot.screenLines.last ?? ""
        }
        #expect(screen.contentView.explanationLabel.text == SettingsRow(.user, "").explanation)
        #expect(explanation().hasPrefix(" The account your favorites"), "\(pilot.screenLines)")
        pilot.press(.down)  // "Log out"
        #expect(screen.contentView.explanationLabel.text == SettingsRow(.logOut, "").explanation)
        #expect(explanation().hasPrefix(" Enter logs out"))
        pilot.press(.end)  // "Stale after"
        #expect(explanation().hasPrefix(" Enter chooses how long a list stays fresh"))
        pilot.stop()
    }

    @Test func itListsItsKeys() {
        let screen = SettingsScreen(context: CatsContext.recording(FakeCatsServices().services))
        #expect(screen.title == "Settings")
        // Generated: the table's own keys (it has focus), then the screen's.
        #expect(screen.contentView.list.keyBindingsInEffect.help.map(\.keys) == ["↑ ↓ ← →", "PgUp PgDn", "Home End", "Enter", "r"])
    }
}

extension Pilot {
    /// Draws a frame, then answers `check` about it.
    fileprivate func framed(_ check: () -> Bool) -> Bool {
        frame()
        return check()
    }

    /// Whether some row of the screen contains `text`.
    fileprivate func shows(_ text: String) -> Bool { screenLines.contains { $0.contains(text) } }
}
