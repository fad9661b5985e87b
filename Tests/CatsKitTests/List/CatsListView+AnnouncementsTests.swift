import CatsAPI
import Testing
import TrellisReactor
import TrellisViews

@testable import CatsKit

/// The accessible mode's sentences for the list's state changes.
@MainActor
@Suite struct CatsListViewAnnouncementsTests {
    typealias State = CatsListReactor.State

    func breed(_ id: Int64, _ name: String, origin: String = "Egypt") -> Breed {
        Breed(id: id, name: name, origin: origin, coat: "Short", pattern: "", lifespan: "", description: "")
    }

    func loaded(_ breeds: [Breed], favorites: [Int64] = [], query: String = "", segment: CatsListSegment = .all) -> State {
        var state = State()
        state.breeds = .loaded(breeds)
        state.favorites = favorites.compactMap { id in breeds.first { $0.id == id } }
        state.query = query
        state.segment = segment
        return state
    }

    @Test func aLoadIsSaidAsItStartsEndsAndFails() {
        var loading = State()
        loading.breeds = .loading
        #expect(CatsListView.announcement(from: State(), to: loading) == "Loading breeds…")
        #expect(CatsListView.announcement(from: loading, to: loading) == nil, "said once")
        let breeds = [breed(1, "Abyssinian"), breed(2, "Korat", origin: "Thailand")]
        #expect(CatsListView.announcement(from: loading, to: loaded(breeds)) == "All: 2 breeds")
        var failed = State()
        failed.breeds = .failed(LoadFailure(message: "offline"), last: nil)
        #expect(CatsListView.announcement(from: loading, to: failed) == "Breeds could not load: offline")
        #expect(CatsListView.announcement(from: failed, to: failed) == nil)
    }

    @Test func theSegmentAndTheSearchSayWhatIsListed() {
        let breeds = [breed(1, "Abyssinian"), breed(2, "Korat", origin: "Thailand"), breed(3, "Kurilian Bobtail", origin: "Russia")]
        let all = loaded(breeds, favorites: [2])
        #expect(CatsListView.announcement(from: nil, to: all) == "All: 3 breeds")
        #expect(CatsListView.announcement(from: all, to: all) == nil)
        #expect(CatsListView.announcement(from: all, to: loaded(breeds, favorites: [2], segment: .favorites)) == "Favorites: 1 breed")
        #expect(CatsListView.announcement(from: all, to: loaded(breeds, favorites: [2], query: "k")) == "All matching “k”: 2 breeds")
        #expect(CatsListView.announcement(from: all, to: loaded(breeds, favorites: [2], query: "zz")) == "All matching “zz”: 0 breeds")
    }

    @Test func aSpokenMessageDropsTheStarAndSaysErrors() {
        #expect(StatusMessage("★ Korat is a favorite").spokenText == "Korat is a favorite")
        #expect(StatusMessage("Removed Korat — u to undo").spokenText == "Removed Korat — u to undo")
        #expect(StatusMessage("the server refused", kind: .error).spokenText == "Error: the server refused")
        #expect(StatusMessage("★☆").spokenText == "")
    }
}
