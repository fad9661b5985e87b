import Testing
import TrellisShell

@testable import CatsKit

/// The session's values: kept while the session lives, dropped with it.
@Suite struct CatsSessionValuesTests {
    @Test func viewedBreedsAreNewestFirstWithoutRepeatsAndAtMostTheLimit() {
        let values = CatsSessionValues()
        for name in ["A", "B", "C", "A", "D", "E", "F"] { values.noteViewed(name) }
        #expect(values.recentlyViewed == ["F", "E", "D", "A", "C"])
    }

    @Test func anEmptySearchKeepsTheLastOne() {
        let values = CatsSessionValues()
        values.noteSearch("rag")
        values.noteSearch("")
        #expect(values.lastSearch == "rag")
    }

    @Test func invalidatingTheSessionDropsThemAndTheNextSessionStartsEmpty() throws {
        let session = Session(user: SessionUser(id: "ada", name: "Ada"))
        let values = try session.value(for: CatsSessionValues.key) { CatsSessionValues() }
        values.noteViewed("Korat")
        values.noteSearch("mau")
        session.invalidate()
        #expect(values.recentlyViewed.isEmpty && values.lastSearch == nil)
        values.noteViewed("Siamese")  // a late write from the old session's screen
        #expect(values.recentlyViewed.isEmpty)
        let next = Session(user: SessionUser(id: "ada", name: "Ada"))
        #expect(try next.value(for: CatsSessionValues.key) { CatsSessionValues() }.recentlyViewed.isEmpty)
    }
}
