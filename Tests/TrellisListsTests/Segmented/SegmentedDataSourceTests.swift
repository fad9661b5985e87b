import Testing
import TrellisDiff

@testable import TrellisLists

@MainActor
@Suite struct SegmentedDataSourceTests {
    let scheduler = ManualScheduler()

    func segments() -> (SegmentedDataSource, ManualCatsDataSource, ManualCatsDataSource) {
        let all = ManualCatsDataSource(items: cats([1, 2, 3]), scheduler: scheduler)
        all.title = "All"
        let favorites = ManualCatsDataSource(items: cats([2]), scheduler: scheduler)
        favorites.title = "Favorites"
        let segmented = SegmentedDataSource(scheduler: scheduler)
        segmented.add(all)
        segmented.add(favorites)
        return (segmented, all, favorites)
    }

    @Test func theFirstChildIsSelected() {
        let (segmented, all, _) = segments()
        #expect(segmented.selectedDataSource === all)
        #expect(segmented.segmentTitles == ["All", "Favorites"])
        #expect(segmented.itemCounts == [3])
    }

    @Test func switchingIsOneBatchWithADirection() {
        let (segmented, _, _) = segments()
        let mirror = ListMirror(segmented)
        segmented.selectChild(at: 1)
        #expect(mirror.batches.count == 1)
        #expect(mirror.batches[0].changes.sections == ChangeSet(deletes: [0], inserts: [0]))
        #expect(mirror.batches[0].direction == .forward)
        segmented.selectChild(at: 0)
        #expect(mirror.batches[1].direction == .backward)
        #expect(mirror.selections == [1, 0])
        #expect(mirror.failures == [] && mirror.isInSync)
    }

    @Test func selectingTheSelectedChildDoesNothing() {
        let (segmented, _, _) = segments()
        let mirror = ListMirror(segmented)
        segmented.selectChild(at: 0)
        #expect(mirror.batches.isEmpty && mirror.selections.isEmpty)
    }

    @Test func unselectedChildrenAreIgnored() {
        let (segmented, _, favorites) = segments()
        let mirror = ListMirror(segmented)
        favorites.setItems(cats([7, 8]))
        #expect(mirror.batches.isEmpty)
        segmented.selectChild(at: 1)
        #expect(mirror.sections[0].elements == ["c7", "c8"])
        #expect(mirror.failures == [] && mirror.isInSync)
    }

    @Test func theNewChildLoadsIfItNeverHas() {
        let (segmented, all, favorites) = segments()
        segmented.selectChild(at: 1)
        scheduler.runPending()
        #expect(favorites.loadCount == 1)
        #expect(all.loadCount == 0)  // selected at add time, but left in the same turn
        favorites.tokens[0].done()
        segmented.selectChild(at: 0)
        segmented.selectChild(at: 1)
        scheduler.runPending()
        #expect(favorites.loadCount == 1)
        all.tokens.forEach { $0.ignore() }
    }

    @Test func addingAndLoadingInOneTurnIsOneLoad() {
        // The Cats screen's start: children added (the first selected, initial), then a load.
        let (segmented, all, favorites) = segments()
        segmented.setNeedsLoadContent()
        scheduler.runPending()
        #expect(all.loadCount == 1)
        #expect(favorites.loadCount == 0)
        all.tokens.forEach { $0.ignore() }
    }

    @Test func aChildsOwnPendingLoadIsNotDoubled() {
        let segmented = SegmentedDataSource(scheduler: scheduler)
        let all = ManualCatsDataSource(items: cats([1]), scheduler: scheduler)
        all.setNeedsLoadContent()
        segmented.add(all)
        scheduler.runPending()
        #expect(all.loadCount == 1)
        all.tokens.forEach { $0.ignore() }
    }

    @Test func selectingAnInitialChildAloneLoadsIt() {
        let (segmented, all, _) = segments()
        scheduler.runPending()
        #expect(all.loadCount == 1)
        all.tokens.forEach { $0.ignore() }
        _ = segmented
    }

    @Test func loadingStateAndPlaceholderAreTheSelectedChilds() {
        let (segmented, _, favorites) = segments()
        favorites.noContentTitle = "No Favorites"
        segmented.selectChild(at: 1)
        scheduler.runPending()
        #expect(segmented.loadingState == .loadingContent)
        favorites.tokens[0].updateWithNoContent { $0.setItems([]) }
        #expect(segmented.loadingState == .noContent)
        #expect(segmented.placeholder == Placeholder(kind: .noContent, title: "No Favorites", message: nil))
        #expect(segmented.itemCounts == [0])
    }

    @Test func removingTheSelectedChildSelectsItsNeighbour() {
        let (segmented, all, favorites) = segments()
        segmented.selectChild(at: 1)
        let mirror = ListMirror(segmented)
        segmented.remove(favorites)
        #expect(segmented.selectedDataSource === all)
        #expect(segmented.selectedIndex == 0)
        #expect(mirror.failures == [] && mirror.isInSync)
        segmented.remove(all)
        #expect(segmented.selectedIndex == nil && segmented.numberOfSections == 0)
        #expect(mirror.failures == [] && mirror.isInSync)
    }
}
