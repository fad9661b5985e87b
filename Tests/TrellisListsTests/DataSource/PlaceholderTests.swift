import Testing
import TrellisDiff

@testable import TrellisLists

@MainActor
@Suite struct PlaceholderTests {
    @Test(arguments: LoadingState.allCases)
    func rule(_ state: LoadingState) {
        // (error ∧ error text) ∨ ((loading ∨ noContent) ∧ no-content text), for each text combination
        for (noContent, error) in [(false, false), (true, false), (false, true), (true, true)] {
            let source = LoadingStateTests.source(in: state)
            if noContent { source.noContentTitle = "No Cats" }
            if error { source.errorMessage = "Network trouble" }
            let expected = (state == .error && error) || ((state == .loadingContent || state == .noContent) && noContent)
            #expect(source.shouldDisplayPlaceholder == expected, "\(state) noContent:\(noContent) error:\(error)")
            #expect((source.placeholder != nil) == expected)
        }
    }

    @Test func placeholderKindsCarryTheirTexts() {
        let loading = LoadingStateTests.source(in: .loadingContent)
        loading.noContentTitle = "No Cats"
        #expect(loading.placeholder == Placeholder(kind: .loading, title: "No Cats", message: nil))
        let failed = LoadingStateTests.source(in: .error)
        failed.errorTitle = "Unable To Load Cats"
        failed.errorMessage = "A problem with the network"
        #expect(failed.placeholder == Placeholder(kind: .error, title: "Unable To Load Cats", message: "A problem with the network"))
    }

    @Test func whileShowingTheDataSourceReportsZeroItems() {
        let source = ManualCatsDataSource(items: cats([1, 2, 3]), scheduler: ManualScheduler())
        source.noContentTitle = "No Cats"
        source.loadContent()
        #expect(source.shouldDisplayPlaceholder)
        #expect(source.numberOfItems(inSection: 0) == 0)
        #expect(source.item(at: ItemPath(section: 0, item: 0)) == nil)
        #expect(source.numberOfContentItems(inSection: 0) == 3)
        source.tokens[0].done()
        #expect(source.numberOfItems(inSection: 0) == 3)
    }

    @Test func showingThePlaceholderReloads() {
        let source = ManualCatsDataSource(items: cats([1, 2]), scheduler: ManualScheduler())
        source.noContentTitle = "No Cats"
        let mirror = ListMirror(source)
        source.loadContent()
        #expect(mirror.reloads == 1)
        #expect(mirror.sections.map(\.elements.count) == [0])
        source.tokens[0].ignore()
    }

    @Test func updatesHeldWhileShowingFlushAsOneBatchWithTheLoadsUpdate() {
        // given a placeholder showing during the first load
        let source = ManualCatsDataSource(scheduler: ManualScheduler())
        source.noContentTitle = "No Cats"
        let mirror = ListMirror(source)
        source.loadContent()
        mirror.resetCounts()
        // when items change several times meanwhile, then the load completes with content
        source.insert(Cat(id: 9), at: 0)
        source.append(contentsOf: cats([7, 8]))
        source.removeItems(at: [1])
        #expect(mirror.batches.isEmpty)
        source.tokens[0].updateWithContent { $0.append(contentsOf: cats([1, 2])) }
        // then observers get exactly one batch that takes them to the content
        #expect(mirror.batches.count == 1)
        #expect(mirror.reloads == 0)
        #expect(mirror.failures == [])
        #expect(mirror.isInSync)
        #expect(mirror.sections[0].elements == ["c9", "c8", "c1", "c2"])
    }

    @Test func sectionChangesAreHeldTooAndFlushedInTheSameBatch() {
        struct Origin: Identifiable, Equatable { var id: String }
        let source = SectionedDataSource<Origin, Cat>(scheduler: ManualScheduler())
        source.noContentMessage = "Nothing yet"
        source.loadingState = .loadingContent
        let mirror = ListMirror(source)
        mirror.resetCounts()
        source.setSections([ArraySection(model: Origin(id: "Egypt"), elements: cats([1]))])
        source.setSections([
            ArraySection(model: Origin(id: "Egypt"), elements: cats([1])),
            ArraySection(model: Origin(id: "Siam"), elements: cats([2, 3])),
        ])
        #expect(mirror.batches.isEmpty)
        source.loadingState = .contentLoaded
        #expect(mirror.batches.count == 1)
        #expect(mirror.batches[0].changes.sections.inserts == [0, 1])
        #expect(mirror.failures == [] && mirror.isInSync)
    }

    @Test func errorPlaceholderHidesOnTheNextSuccessfulLoad() {
        let source = ManualCatsDataSource(scheduler: ManualScheduler())
        source.errorTitle = "Unable To Load Cats"
        let mirror = ListMirror(source)
        source.loadContent()
        source.tokens[0].done(error: LoadFailure())
        #expect(source.placeholder?.kind == .error)
        source.loadContent()  // error → refreshing: the error placeholder goes
        source.tokens[1].updateWithContent { $0.setItems(cats([4, 5])) }
        #expect(source.placeholder == nil)
        #expect(mirror.isInSync && mirror.failures == [])
    }

    @Test func changingAPlaceholderTextTellsObserversMetricsChanged() {
        let source = ManualCatsDataSource(scheduler: ManualScheduler())
        let mirror = ListMirror(source)
        source.noContentTitle = "No Cats"
        #expect(mirror.metricsChanges == 1)
    }
}
