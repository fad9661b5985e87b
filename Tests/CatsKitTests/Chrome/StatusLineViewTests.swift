import CatsAPI
import Testing
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit
@testable import TrellisTerminal

/// The status line: messages, errors, the hints in between, and the connectivity.
@MainActor
@Suite struct StatusLineViewTests {
    let hints = [KeyHelp("?", "help"), KeyHelp("q", "quit")]

    func makeLine(_ fake: FakeCatsServices = FakeCatsServices()) -> (Pilot, StatusLineView, CatsContext) {
        let context = CatsContext.recording(fake.services)
        let line = StatusLineView(context: context)
        line.hints = hints
        let pilot = Pilot.testing(root: line, columns: 40, rows: 1) { app in
            context.recorded.app = app
        }
        return (pilot, line, context)
    }

    @Test func aMessageThenAnErrorThenTheHintsAgain() {
        let (pilot, _, context) = makeLine()
        pilot.assertScreen([" ? help  q quit"])
        #expect(pilot.terminal.style(atColumn: 1, row: 0) == context.theme[.statusHint])

        context.status.show("★ Korat is a favorite")
        pilot.frame()
        pilot.assertScreen([" ★ Korat is a favorite"])
        #expect(pilot.terminal.style(atColumn: 3, row: 0) == context.theme[.statusMessage])

        context.status.show(FavoriteError.refused(breedID: 3, reason: "no"))
        pilot.frame()
        pilot.assertScreen([" the server refused the change to bree…"])
        #expect(pilot.terminal.style(atColumn: 1, row: 0) == context.theme[.statusError])
        #expect(context.theme[.statusError] != context.theme[.statusMessage])

        context.status.clear()
        pilot.frame()
        pilot.assertScreen([" ? help  q quit"])
        pilot.stop()
    }

    @Test func anOfflineNoticeGoesOnceTheServerAnswersAndOtherMessagesStay() async {
        let fake = FakeCatsServices()
        let (pilot, line, context) = makeLine(fake)
        fake.connectivityWriter.send(.offline(reason: "connection refused", pending: 0))
        #expect(await eventually { line.connectivity != .local })
        context.status.show(.offline("Can't reach the server; showing saved breeds"))
        pilot.frame()
        pilot.assertScreen([" Can't reach the server; show…  offline"])
        fake.connectivityWriter.send(.online)
        #expect(await eventually { context.status.current == nil })
        pilot.frame()
        pilot.assertScreen([" ? help  q quit"])

        context.status.show("★ Korat is a favorite")
        fake.connectivityWriter.send(.offline(reason: "connection refused", pending: 0))
        #expect(await eventually { line.connectivity != .online })
        fake.connectivityWriter.send(.online)
        #expect(await eventually { line.connectivity == .online })
        #expect(context.status.current?.text == "★ Korat is a favorite", "only an offline notice goes")
        pilot.stop()
    }

    @Test func offlineShowsOnTheRightWithTheChangesWaiting() async {
        let fake = FakeCatsServices()
        let (pilot, line, _) = makeLine(fake)
        fake.connectivityWriter.send(.offline(reason: "connection refused", pending: 2))
        #expect(await eventually { line.connectivity != .local })
        pilot.frame()
        pilot.assertScreen([" ? help  q quit     offline · 2 waiting"])
        #expect(pilot.terminal.style(atColumn: 20, row: 0) == Theme.cats[.statusAccessory])
        fake.connectivityWriter.send(.online)
        #expect(await eventually { line.connectivity == .online })
        pilot.frame()
        pilot.assertScreen([" ? help  q quit"])
        pilot.stop()
    }

    @Test func aChangeTheServerRefusedForGoodIsShownAsAnError() async {
        let fake = FakeCatsServices()
        let (pilot, _, context) = makeLine(fake)
        let notice = SyncRefusal(.favoriteRefused(breedID: 3, isFavorite: true), reason: "no such breed")
        fake.refusals.send(notice)
        #expect(await eventually { context.status.current == StatusMessage(notice.description, kind: .error) })
        #expect(notice.description == "the server refused adding favorite 3: no such breed; it was dropped")
        pilot.frame()
        #expect(pilot.terminal.style(atColumn: 1, row: 0) == context.theme[.statusError])
        pilot.stop()
    }

    /// The Cats list's hints, longer than 80 columns with the padding.
    let listHints = [
        KeyHelp("Tab ← →", "All / Favorites"), KeyHelp("Enter", "open the breed"), KeyHelp("f", "favorite or not"),
        KeyHelp("?", "help"), KeyHelp("q", "quit"),
    ]

    /// Issue 23: at 80 columns the list's hints were cut mid-word ("q q…").
    @Test func hintsThatDoNotFitAreLeftOutWholeAndHelpStays() {
        let context = CatsContext.recording(FakeCatsServices().services)
        let line = StatusLineView(context: context)
        line.hints = listHints
        let pilot = Pilot.testing(root: line, columns: 80, rows: 1)
        pilot.assertScreen([" Tab ← → All / Favorites  Enter open the breed  f favorite or not  ? help"])
        pilot.resize(40, 1)  // 38 cells inside the padding
        pilot.assertScreen([" Tab ← → All / Favorites  ? help"])  // "q quit" needs one more cell
        pilot.resize(8, 1)
        pilot.assertScreen([" ? help"])
        pilot.resize(4, 1)  // even then, the help hint (cut by the label) rather than nothing
        pilot.assertScreen([" ?…"])
        pilot.stop()
    }

    @Test func theConnectivityText() {
        let context = CatsContext.recording(FakeCatsServices().services)
        let line = StatusLineView(context: context)
        #expect(line.connectivityText == "")
        #expect(line.accessoryText == "")
    }
}
