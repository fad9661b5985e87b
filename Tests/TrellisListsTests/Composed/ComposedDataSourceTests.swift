import Testing
import TrellisDiff

@testable import TrellisLists

@MainActor
@Suite struct ComposedDataSourceTests {
    let scheduler = ManualScheduler()

    func basic(_ ids: [Int]) -> ManualCatsDataSource {
        ManualCatsDataSource(items: cats(ids), scheduler: scheduler)
    }

    @Test func childrenOccupyConsecutiveSections() {
        let composed = ComposedDataSource(scheduler: scheduler)
        let a = basic([1, 2])
        let b = basic([3])
        composed.add(a)
        composed.add(b)
        #expect(composed.numberOfSections == 2)
        #expect(composed.itemCounts == [2, 1])
        #expect(composed.localSection(for: 1)?.child === b)
        #expect(composed.globalSection(for: 0, in: b) == 1)
        #expect(composed.globalPath(for: ItemPath(section: 0, item: 0), in: b) == ItemPath(section: 1, item: 0))
        #expect(composed.localSection(for: 2) == nil)
        #expect(composed.globalSection(for: 1, in: b) == nil)
    }

    @Test func addingAndRemovingAChildReportsItsSections() {
        let composed = ComposedDataSource(scheduler: scheduler)
        composed.add(basic([1]))
        let mirror = ListMirror(composed)
        let middle = SectionedDataSource<Header, Cat>(
            sections: [ArraySection(model: Header(id: "x"), elements: cats([5])), ArraySection(model: Header(id: "y"), elements: [])],
            scheduler: scheduler)
        composed.insert(middle, at: 0)
        #expect(mirror.batches.last?.changes.sections.inserts == [0, 1])
        composed.remove(middle)
        #expect(mirror.batches.last?.changes.sections.deletes == [0, 1])
        #expect(mirror.failures == [] && mirror.isInSync)
    }

    @Test func childBatchesArriveInGlobalSections() {
        let composed = ComposedDataSource(scheduler: scheduler)
        let a = basic([1, 2])
        let b = basic([3])
        composed.add(a)
        composed.add(b)
        let mirror = ListMirror(composed)
        b.setItems(cats([4, 3]))
        #expect(mirror.batches.last?.changes.items.inserts == [ItemPath(section: 1, item: 0)])
        #expect(mirror.failures == [] && mirror.isInSync)
    }

    @Test(arguments: LoadingState.allCases)
    func aggregateStateFollowsAAPLsPriority(_ first: LoadingState) {
        let priority: [LoadingState] = [.loadingContent, .refreshingContent, .error, .noContent, .contentLoaded, .initial]
        for second in LoadingState.allCases {
            let composed = ComposedDataSource(scheduler: scheduler)
            composed.add(LoadingStateTests.source(in: first))
            composed.add(LoadingStateTests.source(in: second))
            let expected = priority.first { $0 == first || $0 == second }
            #expect(composed.loadingState == expected, "\(first) + \(second)")
        }
    }

    @Test func noChildrenIsInitial() {
        #expect(ComposedDataSource(scheduler: scheduler).loadingState == .initial)
    }

    @Test func childUpdatesWaitUntilEveryChildHasLoadedThenArriveAsOneBatch() {
        // given two children loading together
        let composed = ComposedDataSource(scheduler: scheduler)
        let a = basic([])
        let b = basic([])
        composed.add(a)
        composed.add(b)
        let mirror = ListMirror(composed)
        composed.loadContent()
        #expect(composed.loadingState == .loadingContent)
        // when the first finishes, nothing reaches the list, and what it reads is unchanged
        a.tokens[0].updateWithContent { $0.setItems(cats([1, 2])) }
        #expect(mirror.batches.isEmpty)
        #expect(composed.itemCounts == [0, 0])
        #expect(a.loadingState == .contentLoaded)
        // then when the second finishes, both updates arrive as one batch
        b.tokens[0].updateWithContent { $0.setItems(cats([3])) }
        #expect(mirror.batches.count == 1)
        #expect(composed.itemCounts == [2, 1])
        #expect(composed.loadingState == .contentLoaded)
        #expect(mirror.failures == [] && mirror.isInSync)
        #expect(mirror.loadedErrors == ["none"])
    }

    @Test func aDeferredUpdateMadeStaleByAResetNeverRuns() {
        let composed = ComposedDataSource(scheduler: scheduler)
        let a = basic([])
        let b = basic([])
        composed.add(a)
        composed.add(b)
        composed.loadContent()
        a.tokens[0].updateWithContent { $0.setItems(cats([1])) }
        a.resetContent()
        b.tokens[0].done()
        #expect(a.items.isEmpty)
    }

    @Test func nestedComposedSourcesWaitForTheOuterSiblings() {
        let outer = ComposedDataSource(scheduler: scheduler)
        let inner = ComposedDataSource(scheduler: scheduler)
        let a = basic([])
        let b = basic([])
        inner.add(a)
        outer.add(inner)
        outer.add(b)
        let mirror = ListMirror(outer)
        outer.loadContent()
        a.tokens[0].updateWithContent { $0.setItems(cats([1])) }
        #expect(mirror.batches.isEmpty)
        b.tokens[0].updateWithContent { $0.setItems(cats([2])) }
        #expect(mirror.batches.count == 1)
        #expect(mirror.failures == [] && mirror.isInSync)
    }

    @Test func composedPlaceholderShowsWhenEveryChildHasNoContent() {
        let composed = ComposedDataSource(scheduler: scheduler)
        composed.noContentTitle = "Nothing here"
        let a = basic([])
        let b = basic([])
        composed.add(a)
        composed.add(b)
        composed.loadContent()
        a.tokens[0].updateWithNoContent { _ in }
        b.tokens[0].updateWithNoContent { _ in }
        #expect(composed.placeholder?.kind == .noContent)
    }

    @Test func addingTheSameChildTwiceTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let composed = ComposedDataSource(scheduler: ManualScheduler())
                let child = DataSource(scheduler: ManualScheduler())
                composed.add(child)
                composed.add(child)
            }
        }
    }

    struct Header: Identifiable, Equatable { var id: String }
}

@MainActor
@Suite struct ComposedMappingTests {
    struct Origin: Identifiable, Equatable { var id: Int }

    @Test func globalLocalMappingMatchesBruteForceUnderRandomChildrenAndUpdates() {
        var random = SeededGenerator(seed: 21)
        let scheduler = ManualScheduler()
        let composed = ComposedDataSource(scheduler: scheduler)
        var children: [SectionedDataSource<Origin, Cat>] = []
        for _ in 0..<500 {
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let child = SectionedDataSource<Origin, Cat>(
                    sections: (0..<Int.random(in: 0...3, using: &random)).map { ArraySection(model: Origin(id: $0), elements: []) },
                    scheduler: scheduler)
                let index = Int.random(in: 0...children.count, using: &random)
                children.insert(child, at: index)
                composed.insert(child, at: index)
            case 1 where !children.isEmpty:
                composed.remove(children.remove(at: Int.random(in: children.indices, using: &random)))
            default:
                guard let child = children.randomElement(using: &random) else { break }
                child.setSections((0..<Int.random(in: 0...4, using: &random)).map { ArraySection(model: Origin(id: $0), elements: []) })
            }
            // Brute force: walk the children.
            var global = 0
            for child in children {
                for local in 0..<child.numberOfSections {
                    let found = composed.localSection(for: global)
                    #expect(found?.child === child && found?.section == local)
                    #expect(composed.globalSection(for: local, in: child) == global)
                    global += 1
                }
            }
            #expect(composed.numberOfSections == global)
            #expect(composed.localSection(for: global) == nil)
        }
    }
}
