import CatsAPI
import Testing

@testable import CatsKit

/// What a pull does to the favorites on screen: it takes the stored list, but never reverses
/// a change shown and not yet saved with its queue row, and never scrambles the user's order.
@Suite struct CatsSessionStateTests {
    static func session(_ ids: [Int64]) -> CatsSessionState {
        CatsSessionState(user: CatsUser(id: "ada", name: "Ada"), ids: ids, knownBreeds: Set(1...20))
    }

    @Test func favoritesAddedDuringAPullKeepTheOrderTheUserAddedThemIn() {
        let added: [Int64] = [9, 3, 17, 1, 8, 12, 6, 4, 15, 2]
        let session = Self.session([])
        for id in added {
            session.begin(id, isFavorite: true, at: nil)
            session.show(id, isFavorite: true, for: "ada")
        }
        #expect(session.merge(server: [], for: "ada") == added)
        #expect(session.ids.current == added)
    }

    @Test func aFavoritePutBackAtItsPlaceStaysThereThroughAPull() {
        let session = Self.session([2, 3])
        session.begin(1, isFavorite: true, at: 0)
        session.show(1, isFavorite: true, for: "ada")
        #expect(session.merge(server: [2, 3], for: "ada") == [1, 2, 3])
    }

    @Test func aPullDoesNotReverseAReorderNotYetSaved() throws {
        let session = Self.session([1, 2, 3])
        let moved = try #require(session.move(3, to: 0, for: "ada"))
        #expect(moved.after == [3, 1, 2])
        // The pull read the stored list before the reorder was saved with its queue row.
        #expect(session.merge(server: [1, 2, 3, 4], for: "ada") == [3, 1, 2, 4])
        session.endMove(moved.after)
        // Once saved, the stored list (which then carries the reorder) is what is shown.
        #expect(session.merge(server: [1, 3, 2], for: "ada") == [1, 3, 2])
    }

    @Test func anOlderReorderSavedDoesNotReleaseANewerOne() throws {
        let session = Self.session([1, 2, 3])
        let first = try #require(session.move(3, to: 0, for: "ada"))
        let second = try #require(session.move(2, to: 0, for: "ada"))
        session.endMove(first.after)
        #expect(session.merge(server: [1, 2, 3], for: "ada") == second.after)
    }

    @Test func aMergeForAnotherUserChangesNothing() {
        let session = Self.session([1])
        #expect(session.merge(server: [2], for: "bo") == nil)
        #expect(session.ids.current == [1])
    }
}
