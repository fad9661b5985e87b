import Testing
import TrellisReactor

/// `LatestChanges`: a load read before a store's change, delivered after it, never undoes
/// the change; a load with no changes is taken as it is.
@Suite struct LatestChangesTests {
    struct Cat: Identifiable, Hashable, Sendable {
        let id: Int
        var likes: Int
    }

    let cats = [Cat(id: 1, likes: 0), Cat(id: 2, likes: 5)]

    @Test func aListLoadReadBeforeAChangeKeepsTheChange() {
        var changes = LatestChanges<Cat>()
        var list = Loadable<[Cat]>.notLoaded
        list.apply(.begin, over: changes)
        list.take(Cat(id: 1, likes: 1), noting: &changes)  // while loading: nothing to replace
        #expect(list == .loading && changes[1] == Cat(id: 1, likes: 1))
        list.apply(.finish(cats), over: changes)  // read before the change
        #expect(list == .loaded([Cat(id: 1, likes: 1), Cat(id: 2, likes: 5)]))
        list.take(Cat(id: 2, likes: 6), noting: &changes)
        #expect(list == .loaded([Cat(id: 1, likes: 1), Cat(id: 2, likes: 6)]))
    }

    @Test func withoutChangesALoadIsTakenAsItIsAndAFailureStaysAFailure() {
        var list = Loadable<[Cat]>.notLoaded
        list.apply(.finish(cats), over: LatestChanges())
        #expect(list == .loaded(cats))
        var changes = LatestChanges<Cat>()
        list.apply(.fail(LoadFailure(message: "offline")), over: changes)
        list.take(Cat(id: 3, likes: 1), noting: &changes)  // not in the list: nothing replaced
        #expect(list == .failed(LoadFailure(message: "offline"), last: cats))
        #expect(!changes.isEmpty && changes.applied(to: cats) == cats)
    }

    @Test func oneElementsLoadTakesOnlyAChangeWithItsID() {
        var changes = LatestChanges<Cat>()
        var cat = Loadable<Cat>.loaded(cats[0])
        cat.take(Cat(id: 2, likes: 9), noting: &changes)
        #expect(cat == .loaded(cats[0]))
        cat.take(Cat(id: 1, likes: 3), noting: &changes)
        cat.apply(.finish(cats[0]), over: changes)
        #expect(cat == .loaded(Cat(id: 1, likes: 3)))
    }
}
