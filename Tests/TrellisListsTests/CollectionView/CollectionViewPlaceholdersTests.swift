import Testing
import TrellisDiff
import TrellisViews

@testable import TrellisLists

/// The collection view draws a child data source's placeholder where the layout puts it,
/// while the child's siblings show their cells.
@MainActor
@Suite struct CollectionViewPlaceholdersTests {
    let scheduler = ManualScheduler()

    /// AAPL's cat detail screen: loaded details, then sightings with their own texts.
    func detailScreen(details detailCount: Int = 3) -> (ComposedDataSource, ManualCatsDataSource) {
        let details = ManualCatsDataSource(scheduler: scheduler)
        details.loadContent()
        details.tokens[0].updateWithContent { $0.setItems(cats(Array(1...detailCount))) }
        let sightings = ManualCatsDataSource(scheduler: scheduler)
        var title = SupplementaryMetrics(key: "Sightings")
        title.isVisibleWhileShowingPlaceholder = true
        sightings.headers = [title]
        sightings.noContentTitle = "No Sightings"
        sightings.noContentMessage = "Nobody has seen this cat."
        sightings.errorTitle = "Unable To Load Sightings"
        sightings.errorMessage = "A problem with the network."
        let detail = ComposedDataSource(scheduler: scheduler)
        detail.add(details)
        detail.add(sightings)
        return (detail, sightings)
    }

    func makeView(_ source: DataSource, height: Double = 12) -> CollectionView {
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Cat.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
        let view = CollectionView(dataSource: source, registry: registry)
        view.frame = Rect(x: 0, y: 0, width: 20, height: height)
        view.badBatchHandler = { Issue.record("bad batch: \($0)") }
        view.layoutIfNeeded()
        return view
    }

    func texts(_ view: CollectionView) -> [String] {
        view.visibleCells.sorted { $0.value.frame.minY < $1.value.frame.minY }.map(\.value.textLabel.text)
    }

    @Test func loadingNoContentAndErrorInOneChildWhileItsSiblingShowsCells() {
        let (detail, sightings) = detailScreen()
        let view = makeView(detail)
        // Loading: a spinner and "Loading…" over the sightings, the details' cells above it.
        sightings.loadContent()
        view.layoutIfNeeded()
        let loading = view.placeholderView(forSection: 1)
        #expect(loading?.isLoading == true)
        #expect(loading?.titleLabel.text == "Loading…")
        #expect(loading?.frame == Rect(x: 0, y: 4, width: 20, height: 8))
        #expect(texts(view) == ["c1", "c2", "c3"])
        #expect(view.visiblePlaceholder == nil)
        // No content: the child's own title and message, in the same view.
        sightings.tokens[0].updateWithNoContent { $0.setItems([]) }
        view.layoutIfNeeded()
        #expect(view.placeholderView(forSection: 1) === loading)
        #expect(loading?.isLoading == false)
        #expect(loading?.titleLabel.text == "No Sightings")
        #expect(loading?.messageLabel.text == "Nobody has seen this cat.")
        #expect(texts(view) == ["c1", "c2", "c3"])
        // Error: the error texts.
        sightings.loadContent()
        sightings.tokens[1].done(error: LoadFailure())
        view.layoutIfNeeded()
        #expect(view.placeholderView(forSection: 1)?.titleLabel.text == "Unable To Load Sightings")
        #expect(view.placeholderView(forSection: 1)?.messageLabel.text == "A problem with the network.")
        #expect(texts(view) == ["c1", "c2", "c3"])
        #expect(view.visibleChildPlaceholders.keys.sorted() == [1])
    }

    @Test func contentArrivingTakesThePlaceholderAwayAndShowsTheCells() {
        let (detail, sightings) = detailScreen()
        let view = makeView(detail)
        sightings.loadContent()
        view.layoutIfNeeded()
        #expect(view.placeholderView(forSection: 1) != nil)
        sightings.tokens[0].updateWithContent { $0.setItems(cats([7, 8])) }
        view.layoutIfNeeded()
        #expect(view.placeholderView(forSection: 1) == nil)
        #expect(view.visibleChildPlaceholders.isEmpty)
        #expect(texts(view) == ["c1", "c2", "c3", "c7", "c8"])
        #expect(view.cell(at: ItemPath(section: 1, item: 0))?.frame.minY == 4)  // under the "Sightings" header
    }

    @Test func thePlaceholderIsAsTallAsItsWrappedMessageBelowATallSection() {
        // 20 rows of details fill more than the viewport: no space is left to share, so the
        // placeholder is as tall as its view needs: title, blank, a message wrapped on 2 lines.
        let (detail, sightings) = detailScreen(details: 20)
        let view = makeView(detail)
        sightings.loadContent()
        sightings.tokens[0].updateWithNoContent { _ in }
        view.layoutIfNeeded()
        #expect(view.contentSize.height == 25)
        view.setContentOffset(25)  // clamped to the end: 13
        #expect(view.placeholderView(forSection: 1)?.frame == Rect(x: 0, y: 8, width: 20, height: 4))
    }

    @Test func scrollingThePlaceholderOutOfViewTakesItsViewAway() {
        let (detail, sightings) = detailScreen(details: 30)
        let view = makeView(detail)
        sightings.loadContent()
        view.layoutIfNeeded()
        #expect(view.visibleChildPlaceholders.isEmpty)
        view.setContentOffset(25)
        #expect(view.placeholderView(forSection: 1) != nil)
        view.setContentOffset(0)
        #expect(view.placeholderView(forSection: 1) == nil)
        sightings.tokens[0].ignore()
    }

    @Test func theRootPlaceholderStillFillsTheViewport() {
        let (detail, sightings) = detailScreen()
        detail.noContentTitle = "Loading the cat"
        let view = makeView(detail)
        sightings.loadContent()
        view.layoutIfNeeded()
        #expect(view.visiblePlaceholder?.frame == Rect(x: 0, y: 0, width: 20, height: 11))
        #expect(view.visibleChildPlaceholders.isEmpty)
        sightings.tokens[0].ignore()
    }
}
