import Testing
import TrellisDiff

@testable import TrellisLists

/// The composed data source's wait for its loading children ends however the awaited child
/// stops loading, and never leaves a finished sibling's update, or a `whenLoaded` block,
/// waiting forever (AAPL's `AAPLComposedDataSource` loading coordination).
@MainActor
@Suite struct ComposedDataSourceWaitTests {
    let scheduler = ManualScheduler()
    let misuse = MisuseLog()

    func leaf(_ name: String) -> ManualCatsDataSource {
        let leaf = ManualCatsDataSource(scheduler: scheduler)
        leaf.title = name
        leaf.misuseHandler = misuse.handler
        return leaf
    }

    /// A composed data source that loads something of its own besides its children.
    final class SelfLoading: ComposedDataSource {
        var tokens: [LoadingToken<SelfLoading>] = []
        override func loadContent() { loadContent { tokens.append($0) } }
    }

    @Test func aSiblingsUpdateLandsWhenTheSegmentedChildItWaitedForLoads() {
        let sibling = leaf("sibling")
        let selected = leaf("selected")
        let segments = SegmentedDataSource(scheduler: scheduler)
        segments.add(selected)
        let root = ComposedDataSource(scheduler: scheduler)
        root.add(sibling)
        root.add(segments)
        let mirror = ListMirror(root)
        root.loadContent()
        sibling.tokens[0].updateWithContent { $0.setItems(cats([1, 2])) }
        #expect(root.itemCounts == [0, 0], "the sibling waits for the segmented child")
        let before = mirror.batches.count
        selected.tokens[0].updateWithContent { $0.setItems(cats([3])) }
        #expect(sibling.items.map(\.id) == [1, 2])
        #expect(root.itemCounts == [2, 1])
        #expect(mirror.batches.count == before + 1, "both updates land as one batch")
        #expect(mirror.failures.isEmpty && mirror.isInSync, "\(mirror.failures)")
    }

    @Test func aSiblingsUpdateLandsWhenTheChildItWaitedForIsReset() {
        let sibling = leaf("sibling")
        let slow = leaf("slow")
        let root = ComposedDataSource(scheduler: scheduler)
        root.add(sibling)
        root.add(slow)
        let mirror = ListMirror(root)
        root.loadContent()
        sibling.tokens[0].updateWithContent { $0.setItems(cats([1, 2])) }
        slow.resetContent()
        #expect(sibling.items.map(\.id) == [1, 2])
        #expect(root.itemCounts == [2, 0])
        #expect(mirror.failures.isEmpty && mirror.isInSync, "\(mirror.failures)")
        slow.tokens[0].ignore()
    }

    @Test func aSiblingsUpdateLandsWhenTheSegmentedChildSwitchesAwayFromTheLoadingOne() {
        let sibling = leaf("sibling")
        let loading = leaf("loading")
        let loaded = leaf("loaded")
        let segments = SegmentedDataSource(scheduler: scheduler)
        segments.add(loading)
        segments.add(loaded)
        loaded.loadContent()
        loaded.tokens[0].updateWithContent { $0.setItems(cats([9])) }
        let root = ComposedDataSource(scheduler: scheduler)
        root.add(sibling)
        root.add(segments)
        let mirror = ListMirror(root)
        root.loadContent()
        sibling.tokens[0].updateWithContent { $0.setItems(cats([1])) }
        segments.selectChild(at: 1)
        #expect(sibling.items.map(\.id) == [1])
        #expect(root.itemCounts == [1, 1])
        #expect(mirror.failures.isEmpty && mirror.isInSync, "\(mirror.failures)")
        loading.tokens[0].ignore()
    }

    @Test func aComposedThatLoadsItsOwnContentTakesAChildInsertedDuringThatLoad() {
        let root = SelfLoading(scheduler: scheduler)
        root.misuseHandler = misuse.handler
        let mirror = ListMirror(root)
        root.loadContent()
        #expect(root.loadingState == .loadingContent)
        root.add(leaf("late"))  // initial: the aggregate must stay loading, not drop to initial
        #expect(root.loadingState == .loadingContent)
        var ran = false
        root.whenLoaded { ran = true }
        root.tokens[0].done()  // a trap before: initial → contentLoaded is illegal
        #expect(root.loadingState == .contentLoaded)
        #expect(ran)
        root.loadContent()
        #expect(root.loadingState == .refreshingContent)
        root.tokens[1].done(error: LoadFailure())
        #expect(root.loadingState == .error)
        #expect(root.loadingError is LoadFailure)
        #expect(mirror.failures.isEmpty && mirror.isInSync, "\(mirror.failures)")
    }

    @Test func removingTheOnlyLoadingChildRunsTheWhenLoadedBlocks() {
        let root = ComposedDataSource(scheduler: scheduler)
        let only = leaf("only")
        let idle = leaf("idle")  // never loads
        root.add(only)
        root.add(idle)
        only.loadContent()
        var ran = 0
        root.whenLoaded { ran += 1 }
        root.remove(only)
        #expect(ran == 1)
        root.remove(idle)
        #expect(ran == 1)
        only.tokens[0].ignore()
    }

    @Test func removingTheLastSegmentWhileItLoadsRunsTheWhenLoadedBlocks() {
        let segments = SegmentedDataSource(scheduler: scheduler)
        let only = leaf("only")
        segments.add(only)
        only.loadContent()
        var ran = 0
        segments.whenLoaded { ran += 1 }
        segments.remove(only)
        #expect(ran == 1)
        only.tokens[0].ignore()
    }

    /// What a list reads from a composed or segmented data source is what the child last
    /// reported, never a change the child still holds.
    @Test func countsAreTheReportedOnesWhileAChildHoldsAChange() {
        let child = leaf("child")
        child.setItems(cats([1]))
        let root = ComposedDataSource(scheduler: scheduler)
        root.add(child)
        let segments = SegmentedDataSource(scheduler: scheduler)
        let other = leaf("other")
        other.setItems(cats([5, 6]))
        segments.add(other)
        let rootMirror = ListMirror(root)
        let segmentsMirror = ListMirror(segments)
        var inside: [[Int]] = []
        child.performBatchUpdates {
            child.append(contentsOf: cats([2, 3]))
            other.performBatchUpdates {
                other.removeItems(at: [0])
                inside = [root.itemCounts, segments.itemCounts]
            }
        }
        #expect(inside == [[1], [2]])
        #expect(root.itemCounts == [3] && segments.itemCounts == [1])
        #expect(rootMirror.failures.isEmpty && rootMirror.isInSync, "\(rootMirror.failures)")
        #expect(segmentsMirror.failures.isEmpty && segmentsMirror.isInSync, "\(segmentsMirror.failures)")
        #expect(misuse.reports.isEmpty, "\(misuse.reports)")
    }

    /// A batch on one child that also changes a sibling reaches the parent's observers as
    /// one batch: the parent holds the sibling's change until the child's batch lands, so
    /// it never shows the child's new items at the child's old counts.
    @Test func aBatchThatAlsoChangesASiblingReachesTheParentAsOne() {
        let first = leaf("first")
        first.setItems(cats([1, 2]))
        let second = leaf("second")
        second.setItems(cats([5]))
        let root = ComposedDataSource(scheduler: scheduler)
        root.add(first)
        root.add(second)
        let mirror = ListMirror(root)
        first.performBatchUpdates {
            first.setItems(cats([3, 4]))
            second.setItems(cats([6, 7]))
        }
        #expect(mirror.batches.count == 1)
        #expect(mirror.failures.isEmpty && mirror.isInSync, "\(mirror.failures)")
    }
}
