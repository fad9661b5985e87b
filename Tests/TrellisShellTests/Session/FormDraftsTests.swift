import Testing
import TrellisShell

/// `FormDrafts`: a form left unsent comes back as it was, a form with nothing typed is no
/// draft, and an invalidated store forgets every draft and takes no more.
@Suite struct FormDraftsTests {
    enum Field: Hashable, Sendable { case place, date, note }

    @Test func aDraftIsKeptByOwnerUntilDiscarded() {
        let drafts = FormDrafts<Int, Field>(ignoring: [.date])
        drafts.keep([.place: "Lisbon", .date: "2026-11-27"], for: 3)
        drafts.keep([.note: "asleep"], for: 4)
        #expect(drafts.draft(for: 3) == [.place: "Lisbon", .date: "2026-11-27"])
        #expect(drafts.draft(for: 4) == [.note: "asleep"])
        #expect(drafts.draft(for: 5) == nil)
        drafts.discard(for: 3)
        #expect(drafts.draft(for: 3) == nil && drafts.draft(for: 4) != nil)
    }

    @Test func onlyIgnoredFieldsOrSpacesAreNoDraftAndForgetTheOneKept() {
        let drafts = FormDrafts<Int, Field>(ignoring: [.date])
        drafts.keep([.place: "Lisbon"], for: 3)
        drafts.keep([.date: "2026-11-27", .place: " \t "], for: 3)
        #expect(drafts.draft(for: 3) == nil)
        drafts.keep([:], for: 3)
        #expect(drafts.draft(for: 3) == nil)
        let all = FormDrafts<Int, Field>(ignoring: [])
        all.keep([.date: "2026-11-27"], for: 1)
        #expect(all.draft(for: 1) == [.date: "2026-11-27"], "nothing ignored: any text is a draft")
    }

    @Test func anInvalidatedStoreForgetsEveryDraftAndTakesNoMore() {
        let drafts = FormDrafts<String, Field>(ignoring: [])
        var stores = SessionStores()
        stores.insert(drafts)
        let session = Session(stores: stores)
        drafts.keep([.place: "Porto"], for: "a")
        _ = session.invalidate()
        #expect(drafts.draft(for: "a") == nil)
        drafts.keep([.place: "Faro"], for: "a")
        #expect(drafts.draft(for: "a") == nil)
        drafts.invalidate()  // idempotent
        #expect(drafts.draft(for: "a") == nil)
    }
}
