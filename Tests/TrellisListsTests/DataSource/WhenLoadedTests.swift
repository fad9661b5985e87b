import Testing
import TrellisDiff

@testable import TrellisLists

/// `whenLoaded` on every kind of data source: one implementation in `DataSource`.
@MainActor
@Suite struct WhenLoadedTests {
    let scheduler = ManualScheduler()

    func leaf(_ ids: [Int] = []) -> ManualCatsDataSource {
        ManualCatsDataSource(items: cats(ids), scheduler: scheduler)
    }

    // MARK: Composed

    @Test func composedBlocksRunOnceAfterEveryChildHasLoaded() {
        // given a composed data source of two children, with blocks queued before the load
        let composed = ComposedDataSource(scheduler: scheduler)
        let details = leaf()
        let sightings = leaf()
        composed.add(details)
        composed.add(sightings)
        var runs: [String] = []
        composed.whenLoaded { runs.append("first") }
        composed.whenLoaded { runs.append("second") }
        composed.loadContent()
        // when one child finishes, nothing runs yet
        details.tokens[0].updateWithContent { $0.setItems(cats([1])) }
        #expect(runs.isEmpty)
        // then when the other finishes, every block runs once, in order, with both updates landed
        var countsSeen: [Int] = []
        composed.whenLoaded { countsSeen = composed.itemCounts }
        sightings.tokens[0].updateWithNoContent { $0.setItems([]) }
        #expect(runs == ["first", "second"])
        #expect(countsSeen == [1, 0])
        // and a later load of one child runs nothing queued earlier again
        sightings.loadContent()
        sightings.tokens[1].done()
        #expect(runs == ["first", "second"])
    }

    @Test func composedBlocksWaitForAChildAddedWhileLoading() {
        let composed = ComposedDataSource(scheduler: scheduler)
        let details = leaf()
        composed.add(details)
        var runs = 0
        composed.whenLoaded { runs += 1 }
        composed.loadContent()
        // A child that starts loading while the composed one loads is waited for too.
        let late = leaf()
        late.loadContent()
        composed.add(late)
        details.tokens[0].done()
        #expect(runs == 0)
        late.tokens[0].done()
        #expect(runs == 1)
    }

    @Test func removingTheLastLoadingChildCompletesTheLoad() {
        let composed = ComposedDataSource(scheduler: scheduler)
        let details = leaf()
        let slow = leaf()
        composed.add(details)
        composed.add(slow)
        let mirror = ListMirror(composed)
        var runs = 0
        composed.whenLoaded { runs += 1 }
        composed.loadContent()
        details.tokens[0].updateWithContent { $0.setItems(cats([1, 2])) }
        #expect(runs == 0)
        #expect(composed.itemCounts == [0, 0])  // waiting for its sibling
        composed.remove(slow)
        #expect(runs == 1)
        #expect(composed.itemCounts == [2])  // and no longer
        #expect(mirror.failures == [] && mirror.isInSync)
        slow.tokens[0].ignore()
    }

    @Test func composedBlocksRunAtOnceOnceLoaded() {
        let composed = ComposedDataSource(scheduler: scheduler)
        let details = leaf()
        composed.add(details)
        composed.loadContent()
        details.tokens[0].done()
        var ran = false
        composed.whenLoaded { ran = true }
        #expect(ran)
    }

    @Test func aChildThatCompletesWhileTheOthersStartWaitsForThem() {
        // A child whose load completes inside loadContent() (a cache hit) does not complete
        // the composed load before its siblings have even started.
        let composed = ComposedDataSource(scheduler: scheduler)
        composed.add(CachedCats(scheduler: scheduler))
        let slow = leaf()
        composed.add(slow)
        let mirror = ListMirror(composed)
        var runs = 0
        composed.whenLoaded { runs += 1 }
        composed.loadContent()
        #expect(runs == 0)
        #expect(mirror.batches.isEmpty)
        slow.tokens[0].updateWithContent { $0.setItems(cats([8])) }
        #expect(runs == 1)
        #expect(mirror.batches.count == 1)
        #expect(mirror.failures == [] && mirror.isInSync)
    }

    @Test func aComposedSourcesOwnLoadWaitsForItsChildrenToo() {
        let composed = SelfLoadingComposed(scheduler: scheduler)
        let sightings = leaf()
        composed.add(sightings)
        var runs = 0
        composed.whenLoaded { runs += 1 }
        composed.loadContent()
        composed.tokens[0].done()
        #expect(runs == 0)
        sightings.tokens[0].done()
        #expect(runs == 1)
    }

    @Test func nestedComposedBlocksWaitForTheInnerChildren() {
        let outer = ComposedDataSource(scheduler: scheduler)
        let inner = ComposedDataSource(scheduler: scheduler)
        let a = leaf()
        let b = leaf()
        inner.add(a)
        outer.add(inner)
        outer.add(b)
        var order: [String] = []
        outer.whenLoaded { order.append("outer") }
        inner.whenLoaded { order.append("inner") }
        outer.loadContent()
        b.tokens[0].done()
        #expect(order.isEmpty)
        a.tokens[0].done()
        #expect(order == ["inner", "outer"])
    }

    @Test func observersHearTheComposedLoadFinishOnce() {
        let composed = ComposedDataSource(scheduler: scheduler)
        let a = leaf()
        let b = leaf()
        composed.add(a)
        composed.add(b)
        let mirror = ListMirror(composed)
        composed.loadContent()
        a.tokens[0].done(error: LoadFailure())
        #expect(mirror.loadedErrors.isEmpty)
        b.tokens[0].done()
        #expect(mirror.loadedErrors == ["LoadFailure()"])
    }

    // MARK: Segmented

    @Test func segmentedBlocksQueuedBeforeItsLoadRunWhenItLands() {
        let segmented = SegmentedDataSource(scheduler: scheduler)
        let all = leaf()
        let favorites = leaf()
        segmented.add(all)
        segmented.add(favorites)
        var runs = 0
        segmented.whenLoaded { runs += 1 }
        segmented.setNeedsLoadContent()
        scheduler.runPending()
        #expect(runs == 0)
        // (Selecting the first child at `add` asked for its load too: the last token is current.)
        all.tokens.last?.updateWithContent { $0.setItems(cats([1])) }
        #expect(runs == 1)
        for token in all.tokens + favorites.tokens where !token.isCompleted { token.ignore() }
    }

    @Test func segmentedBlocksFollowTheSelectedChildOnly() {
        let segmented = SegmentedDataSource(scheduler: scheduler)
        let all = leaf()
        let favorites = leaf()
        segmented.add(all)
        segmented.add(favorites)
        all.loadContent()
        favorites.loadContent()
        var runs = 0
        segmented.whenLoaded { runs += 1 }
        favorites.tokens[0].done()  // not selected: not this data source's load
        #expect(runs == 0)
        all.tokens[0].done()
        #expect(runs == 1)
    }

    // MARK: Reset

    @Test func aResetDropsTheBlocksWaiting() {
        let composed = ComposedDataSource(scheduler: scheduler)
        let a = leaf()
        composed.add(a)
        var runs = 0
        composed.whenLoaded { runs += 1 }
        a.whenLoaded { runs += 10 }
        composed.loadContent()
        composed.resetContent()
        composed.loadContent()
        a.tokens[1].done()
        #expect(runs == 0)
    }

    @Test func blocksQueuedWhileAResetRunsAreDropped() {
        // An observer that reacts to the reset's reload by queueing a block.
        final class Requeuer: DataSourceObserver {
            var runs = 0
            func dataSourceDidReloadData(_ dataSource: DataSource) {
                dataSource.whenLoaded { [self] in runs += 1 }
            }
        }
        let source = leaf()
        let requeuer = Requeuer()
        source.addObserver(requeuer)
        source.loadContent()
        source.resetContent()
        source.loadContent()
        source.tokens[1].done()
        #expect(requeuer.runs == 0)
        #expect(source.whenLoadedBlocks.isEmpty)
    }

    @Test func aBlockQueuedAfterAResetWaitsForTheNextLoad() {
        let source = leaf()
        source.loadContent()
        source.tokens[0].done()
        source.resetContent()
        var runs = 0
        source.whenLoaded { runs += 1 }
        #expect(runs == 0)
        source.loadContent()
        source.tokens[1].done()
        #expect(runs == 1)
    }

    @Test func aStaleTokenCompletesNothing() {
        let source = leaf()
        var runs = 0
        source.whenLoaded { runs += 1 }
        source.loadContent()
        source.loadContent()
        source.tokens[0].done()
        #expect(runs == 0)
        source.tokens[1].done()
        #expect(runs == 1)
    }
}

/// A data source whose load completes at once, inside `loadContent()` (a cache hit).
@MainActor
private final class CachedCats: BasicDataSource<Cat> {
    override func loadContent() { loadContent { $0.updateWithContent { $0.setItems(cats([7])) } } }
}

/// A composed data source that loads something of its own (the cat) besides its children.
@MainActor
private final class SelfLoadingComposed: ComposedDataSource {
    var tokens: [LoadingToken<SelfLoadingComposed>] = []
    override func loadContent() {
        super.loadContent()
        loadContent { tokens.append($0) }
    }
}
