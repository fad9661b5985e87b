import Testing
import TrellisDiff
import TrellisViews

@testable import TrellisLists

/// A child data source's placeholder, placed by the layout over the child's sections while
/// its siblings show their content.
@MainActor
@Suite struct CollectionLayoutPlaceholdersTests {
    struct Origin: Identifiable, Equatable { var id: Int }
    let scheduler = ManualScheduler()

    func header(_ key: String, stays: Bool = false) -> SupplementaryMetrics {
        var header = SupplementaryMetrics(key: key)
        header.isVisibleWhileShowingPlaceholder = stays
        return header
    }

    /// A detail screen: a loaded details child of `detailCount` items, then a sightings child
    /// with its own header (which stays), a header and a footer that hide, and its texts.
    func detailScreen(details detailCount: Int = 3) -> (ComposedDataSource, ManualCatsDataSource, ManualCatsDataSource) {
        let details = ManualCatsDataSource(scheduler: scheduler)
        details.loadContent()
        details.tokens[0].updateWithContent { $0.setItems(cats(Array(1...detailCount))) }
        let sightings = ManualCatsDataSource(scheduler: scheduler)
        sightings.headers = [header("Sightings", stays: true)]
        sightings.defaultMetrics.headers = [header("count")]
        sightings.footers = [header("more")]
        sightings.noContentTitle = "No Sightings"
        sightings.noContentMessage = "Nobody has seen this cat."
        sightings.errorTitle = "Unable To Load Sightings"
        sightings.errorMessage = "A problem with the network."
        let detail = ComposedDataSource(scheduler: scheduler)
        detail.add(details)
        detail.add(sightings)
        return (detail, details, sightings)
    }

    @Test func noContentInOneChildWhileItsSiblingShowsContent() {
        let (detail, _, sightings) = detailScreen()
        sightings.loadContent()
        sightings.tokens[0].updateWithNoContent { $0.setItems([]) }
        let layout = CollectionLayout()
        layout.prepare(for: detail, width: 20, viewportHeight: 12)
        // Its own height (title, blank, message: 3) plus the 5 points the content leaves empty.
        #expect(
            layout.layoutDescription == """
                content 20×12 offset 0
                item [0, 0] (0, 0, 20×1) z0
                item [0, 1] (0, 1, 20×1) z0
                item [0, 2] (0, 2, 20×1) z0
                header 1.0 (0, 3, 20×1) z10
                placeholder 1 (0, 4, 20×8) z2
                """)
        #expect(
            layout.snapshot.sections[1].placeholder
                == Placeholder(kind: .noContent, title: "No Sightings", message: "Nobody has seen this cat."))
    }

    @Test func loadingInOneChildWhileItsSiblingShowsContent() {
        let (detail, _, sightings) = detailScreen()
        sightings.loadContent()
        let layout = CollectionLayout()
        layout.prepare(for: detail, width: 20, viewportHeight: 12)
        #expect(layout.snapshot.sections[1].placeholder?.kind == .loading)
        #expect(
            layout.allAttributes().filter { $0.element == .childPlaceholder(section: 1) }.map(\.frame)
                == [Rect(x: 0, y: 4, width: 20, height: 8)])
        #expect(layout.attributes(forItemAt: ItemPath(section: 0, item: 2)) != nil)
        sightings.tokens[0].ignore()
    }

    @Test func errorInOneChildWhileItsSiblingShowsContent() {
        let (detail, _, sightings) = detailScreen()
        sightings.loadContent()
        sightings.tokens[0].done(error: LoadFailure())
        let layout = CollectionLayout()
        layout.prepare(for: detail, width: 20, viewportHeight: 12)
        #expect(
            layout.snapshot.sections[1].placeholder
                == Placeholder(
                    kind: .error, title: "Unable To Load Sightings",
                    message: "A problem with the network."))
        #expect(layout.layoutDescription.hasSuffix("placeholder 1 (0, 4, 20×8) z2"))
    }

    @Test func thePlaceholderSpansTheChildsSectionsFromItsFirst() {
        let details = ManualCatsDataSource(items: cats([1]), scheduler: scheduler)
        let sectioned = SectionedDataSource<Origin, Cat>(
            sections: [ArraySection(model: Origin(id: 1), elements: cats([5])), ArraySection(model: Origin(id: 2), elements: cats([6]))],
            scheduler: scheduler)
        sectioned.noContentTitle = "No Cats"
        sectioned.defaultMetrics.headers = [header("origin", stays: true), header("count")]
        sectioned.defaultMetrics.footers = [header("footer", stays: true)]
        let composed = ComposedDataSource(scheduler: scheduler)
        composed.add(details)
        composed.add(sectioned)
        sectioned.loadingState = .loadingContent
        let layout = CollectionLayout()
        layout.prepare(for: composed, width: 20, viewportHeight: 10)
        // One placeholder, on the child's first section; its second shows only the header that stays.
        #expect(
            layout.layoutDescription == """
                content 20×10 offset 0
                item [0, 0] (0, 0, 20×1) z0
                header 1.0 (0, 1, 20×1) z10
                placeholder 1 (0, 2, 20×7) z2
                header 2.0 (0, 9, 20×1) z10
                """)
    }

    @Test func placeholdersShareTheSpaceLeftEquallyFirstOnesTakingTheOddPoints() {
        let first = ManualCatsDataSource(scheduler: scheduler)
        first.noContentTitle = "Nothing"
        let details = ManualCatsDataSource(items: cats([1]), scheduler: scheduler)
        let last = ManualCatsDataSource(scheduler: scheduler)
        last.errorTitle = "Failed"
        last.errorMessage = "Try again."
        let composed = ComposedDataSource(scheduler: scheduler)
        for child in [first, details, last] { composed.add(child) }
        first.loadContent()
        first.tokens[0].updateWithNoContent { _ in }
        last.loadContent()
        last.tokens[0].done(error: LoadFailure())
        let layout = CollectionLayout()
        layout.prepare(for: composed, width: 20, viewportHeight: 12)
        // Own heights 1 and 3, one row of content: 7 points left, 4 to the first and 3 to the last.
        #expect(
            layout.layoutDescription == """
                content 20×12 offset 0
                placeholder 0 (0, 0, 20×5) z2
                item [1, 0] (0, 5, 20×1) z0
                placeholder 2 (0, 6, 20×6) z2
                """)
    }

    @Test func belowATallSectionAPlaceholderTakesOnlyItsOwnHeight() {
        let (detail, _, sightings) = detailScreen(details: 20)
        sightings.loadContent()
        sightings.tokens[0].updateWithNoContent { _ in }
        let layout = CollectionLayout()
        layout.prepare(for: detail, width: 20, viewportHeight: 10)
        #expect(
            layout.allAttributes().first { $0.element == .childPlaceholder(section: 1) }?.frame == Rect(x: 0, y: 21, width: 20, height: 3))
        #expect(layout.contentHeight == 24)
    }

    @Test func theRootsOwnPlaceholderCoversItsChildrensPlaceholders() {
        let (detail, _, sightings) = detailScreen()
        detail.noContentTitle = "Loading the cat"
        sightings.loadContent()
        let layout = CollectionLayout()
        layout.prepare(for: detail, width: 20, viewportHeight: 12)
        // As before: the viewport less the headers that stay.
        #expect(
            layout.layoutDescription == """
                content 20×12 offset 0
                placeholder (0, 0, 20×11) z2
                header 1.0 (0, 11, 20×1) z10
                """)
        sightings.tokens[0].ignore()
    }

    @Test func aComposedChildsPlaceholderCoversItsOwnChildrens() {
        let (inner, details, sightings) = detailScreen()
        inner.noContentTitle = "Loading the cat"
        let outer = ComposedDataSource(scheduler: scheduler)
        outer.add(ManualCatsDataSource(items: cats([9]), scheduler: scheduler))
        outer.add(inner)
        details.loadContent()
        sightings.loadContent()
        let layout = CollectionLayout()
        layout.prepare(for: outer, width: 20, viewportHeight: 12)
        let placeholders = layout.allAttributes().filter { if case .childPlaceholder = $0.element { true } else { false } }
        #expect(placeholders.map(\.element) == [.childPlaceholder(section: 1)])
        #expect(layout.snapshot.sections[1].placeholder?.title == "Loading the cat")
        #expect(layout.snapshot.sections[2].placeholder == nil && layout.snapshot.sections[2].isShowingPlaceholder)
        for token in details.tokens + sightings.tokens where !token.isCompleted { token.ignore() }
    }

    @Test func theShareFollowsTheSiblingsBatchesAndTheViewport() {
        let (detail, details, sightings) = detailScreen()
        sightings.loadContent()
        sightings.tokens[0].updateWithNoContent { _ in }
        let layout = CollectionLayout()
        layout.prepare(for: detail, width: 20, viewportHeight: 12)
        let relay = LayoutRelay(layout: layout)
        detail.addObserver(relay)
        func placeholderFrame() -> Rect? {
            layout.allAttributes().first { $0.element == .childPlaceholder(section: 1) }?.frame
        }
        // Two more detail rows: the placeholder moves down and gives up two points.
        let before = layout.passCounts.fullLayouts
        details.append(contentsOf: cats([4, 5]))
        #expect(layout.passCounts.fullLayouts == before)  // through the incremental path
        #expect(placeholderFrame() == Rect(x: 0, y: 6, width: 20, height: 6))
        // A taller viewport: the placeholder takes the new space.
        layout.setSize(width: 20, viewportHeight: 15, dataSource: detail)
        #expect(placeholderFrame() == Rect(x: 0, y: 6, width: 20, height: 9))
        #expect(layout.contentHeight == 15)
        // The sightings arrive: the placeholder goes, their rows follow the header.
        sightings.setItems(cats([7]))
        #expect(placeholderFrame() == nil)
        #expect(layout.attributes(forItemAt: ItemPath(section: 1, item: 0))?.frame.minY == 7)
        let fresh = CollectionLayout()
        fresh.prepare(for: detail, width: 20, viewportHeight: 15)
        #expect(layout.layoutDescription == fresh.layoutDescription)
    }

    @Test func aChildWithoutTextsShowsNoPlaceholder() {
        let details = ManualCatsDataSource(items: cats([1]), scheduler: scheduler)
        let quiet = ManualCatsDataSource(scheduler: scheduler)
        let composed = ComposedDataSource(scheduler: scheduler)
        composed.add(details)
        composed.add(quiet)
        quiet.loadContent()
        let layout = CollectionLayout()
        layout.prepare(for: composed, width: 20, viewportHeight: 12)
        #expect(!layout.layoutDescription.contains("placeholder"))
        quiet.tokens[0].ignore()
    }
}
