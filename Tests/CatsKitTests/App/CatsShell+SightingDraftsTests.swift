import CatsAPI
import Foundation
import Testing
import TrellisShell
import TrellisTerminal
import TrellisTerminalTesting
import TrellisTestSupport

@testable import CatsKit

/// The session's stores (Facebook's `FBSession` holding its stores, TrellisShell's
/// `SessionStores`): a sighting form left unsent comes back as it was, within the session,
/// and log out forgets it.
extension CatsShellTests {
    @Test func aFormLeftUnsentOpensAgainAsItWasAndLogOutForgetsIt() async throws {
        let fake = FakeCatsServices()
        let (pilot, shell) = try await run(fake, columns: 100, rows: 30)
        try shell.open(CatsLinks.cat(1))  // Abyssinian
        #expect(await shows(pilot, "Ethiopia"))
        pilot.type("n")
        #expect(await shows(pilot, "Report a sighting of Abyssinian"))
        pilot.type("Lisbon")
        pilot.press(.escape)
        #expect(await shows(pilot, "Ethiopia"))
        #expect(shell.context?.sightingDrafts.draft(for: 1)?[.place] == "Lisbon")
        #expect(fake.reports.withLockedValue { $0 }.isEmpty, "leaving sends nothing")

        pilot.type("n")
        #expect(await shows(pilot, "Report a sighting of Abyssinian"))
        #expect(await shows(pilot, "Place:  Lisbon"), "the draft is back")
        pilot.press(.escape)
        #expect(await shows(pilot, "Ethiopia"))
        pilot.press(.escape)

        // log out and in: a new session, whose store has no drafts
        pilot.type("s")
        #expect(await shows(pilot, "Log out"))
        await logOut(pilot, andSignInAs: "ada")
        try shell.open(CatsLinks.cat(1))
        #expect(await shows(pilot, "Ethiopia"))
        pilot.type("n")
        #expect(await shows(pilot, "Report a sighting of Abyssinian"))
        #expect(await shows(pilot, "where: a street, a town"), "the place is empty again")
        #expect(shell.context?.sightingDrafts.draft(for: 1) == nil)
        pilot.stop()
    }

    @Test func aReportSavedLeavesNoDraftAndADateAloneIsNone() async throws {
        let fake = FakeCatsServices()
        let (pilot, shell) = try await run(fake, columns: 100, rows: 30)
        try shell.open(CatsLinks.cat(1))
        #expect(await shows(pilot, "Ethiopia"))
        pilot.type("n")
        #expect(await shows(pilot, "Report a sighting of Abyssinian"))
        pilot.press(.escape)  // untouched: only today's date
        #expect(await shows(pilot, "Ethiopia"))
        #expect(shell.context?.sightingDrafts.draft(for: 1) == nil)
        pilot.type("n")
        pilot.type("Porto")
        pilot.press(.enter)
        #expect(await eventually { fake.reports.withLockedValue { $0 }.count == 1 })
        #expect(await shows(pilot, "Reported a sighting at Porto"))
        #expect(shell.context?.sightingDrafts.draft(for: 1) == nil, "a saved report is no draft")
        pilot.stop()
    }

    @Test func invalidatedDraftsTakeNothingMore() {
        let drafts = SightingDrafts()
        drafts.keep([.place: "Lisbon", .date: "2026-11-27"], for: 3)
        drafts.keep([.note: "  "], for: 4)
        #expect(drafts.draft(for: 3) == [.place: "Lisbon", .date: "2026-11-27"])
        #expect(drafts.draft(for: 4) == nil, "spaces are not a draft")
        drafts.keep([.date: "2026-11-27"], for: 3)
        #expect(drafts.draft(for: 3) == nil, "emptied: forgotten")
        var stores = SessionStores()
        stores.insert(drafts)
        let session = Session(stores: stores)
        drafts.keep([.place: "Porto"], for: 3)
        _ = session.invalidate()
        #expect(drafts.draft(for: 3) == nil)
        drafts.keep([.place: "Faro"], for: 3)
        #expect(drafts.draft(for: 3) == nil, "a store of a session that ended takes nothing")
    }
}
