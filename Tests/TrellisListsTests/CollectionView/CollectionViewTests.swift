import Testing
import TrellisDiff
import TrellisViews

@testable import TrellisLists

@MainActor
@Suite struct CollectionViewTests {
    let scheduler = ManualScheduler()

    func makeView(_ source: DataSource, height: Double = 10, actions: ItemActions? = nil) -> CollectionView {
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Cat.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
        let view = CollectionView(dataSource: source, registry: registry, actions: actions)
        view.frame = Rect(x: 0, y: 0, width: 20, height: height)
        view.badBatchHandler = { _ in }
        view.layoutIfNeeded()
        return view
    }

    func texts(_ view: CollectionView) -> [String] {
        view.visibleCells.sorted { $0.value.frame.minY < $1.value.frame.minY }.map(\.value.textLabel.text)
    }

    @Test func aListAsksItsDataSourceToLoadAsItFirstAppearsAndOnlyThen() {
        let source = BasicDataSource<Cat>(scheduler: scheduler)
        var loads = 0
        source.contentLoader = {
            loads += 1
            source.loadContent { $0.updateWithContent { $0.setItems(cats([1, 2])) } }
        }
        let view = makeView(source)
        #expect(loads == 0)  // asked for the end of the turn, not during layout
        scheduler.runPending()
        #expect(loads == 1)
        view.layoutIfNeeded()
        #expect(texts(view) == ["c1", "c2"])

        view.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        view.layoutIfNeeded()
        scheduler.runPending()
        #expect(loads == 1)  // laid out again: not asked again
    }

    @Test func aListShownOverALoadedDataSourceDoesNotLoadItAgain() {
        let source = BasicDataSource<Cat>(scheduler: scheduler)
        var loads = 0
        source.contentLoader = {
            loads += 1
            source.loadContent { $0.updateWithContent { $0.setItems(cats([1])) } }
        }
        source.loadContent()
        _ = makeView(source)
        scheduler.runPending()
        #expect(loads == 1)
    }

    @Test func realizesOnlyTheViewportPlusOverscan() {
        let source = BasicDataSource(items: cats(Array(0..<1_000)), scheduler: scheduler)
        let view = makeView(source)
        #expect(view.visibleCells.count == 12)  // 10 rows + 2 of overscan below
        #expect(view.contentSize == Size(width: 20, height: 1_000))
        #expect(texts(view).first == "c0")
    }

    @Test func scrollingTenThousandRowsMakesAboutAScreenfulOfCells() {
        let source = BasicDataSource(items: cats(Array(0..<10_000)), scheduler: scheduler)
        let view = makeView(source)
        for _ in 0..<10_000 { view.scroll(by: 1) }
        #expect(view.contentOffset == 9_990)
        #expect(view.reusePool.createdCount <= 16)
        #expect(texts(view).last == "c9999")
    }

    @Test func aScrollPlacesTheCellsThatCameInWithoutLayingTheListOutAgainAndKeepsThemBackToFront() throws {
        struct Group: Identifiable, Equatable { var id: String }
        let source = SectionedDataSource<Group, Cat>(
            sections: (0..<20).map { ArraySection(model: Group(id: "g\($0)"), elements: cats(Array(($0 * 5)..<($0 * 5 + 5)))) },
            scheduler: scheduler)
        var header = SupplementaryMetrics(key: "group")
        header.isPinned = true
        header.configure(making: Label(), in: SectionedDataSource<Group, Cat>.self) { label, groups, section in
            label.text = groups.sectionModel(at: section).id
        }
        source.defaultMetrics.headers = [header]
        let view = makeView(source)
        for step in 1...40 {
            view.scroll(by: 1)
            // Cells came and went, placed where they belong: nothing asks for another pass.
            #expect(!view.needsLayout, "step \(step)")
            // Back to front: the cells in layout order, the pinned header above them all.
            let cells = view.subviews.compactMap { $0 as? CollectionViewCell }
            #expect(cells.map(\.frame.minY) == cells.map(\.frame.minY).sorted(), "step \(step)")
            let headerIndex = try #require(view.subviews.lastIndex { $0 is Label })
            let lastCell = try #require(view.subviews.lastIndex { $0 is CollectionViewCell })
            #expect(headerIndex > lastCell, "step \(step)")
            // Every cell shows its own item: a reused one was configured for it.
            for (path, cell) in view.visibleCells {
                #expect(cell.textLabel.text == "c\(path.section * 5 + path.item)", "step \(step)")
            }
        }
    }

    @Test func batchesMoveCellsWithTheirItemsAndReconfigureUpdates() {
        let source = BasicDataSource(items: cats([1, 2, 3]), scheduler: scheduler)
        let view = makeView(source)
        let cellForTwo = view.cell(at: ItemPath(section: 0, item: 1))
        source.setItems([Cat(id: 2, name: "Tom"), Cat(id: 3), Cat(id: 4)])
        view.layoutIfNeeded()
        #expect(view.cell(at: ItemPath(section: 0, item: 0)) === cellForTwo)
        #expect(texts(view) == ["c2Tom", "c3", "c4"])
        #expect(view.reloadCount == 0)
    }

    @Test func aBatchWhoseCountsDontAddUpIsReportedAndReloaded() {
        let source = BasicDataSource(items: cats([1, 2]), scheduler: scheduler)
        let view = makeView(source)
        var reports: [String] = []
        view.badBatchHandler = { reports.append($0) }
        // A foreign data source's broken batch: inserts one item, but the counts say 2 → 2.
        view.dataSource(
            source, didApply: DataSourceUpdate(changes: SectionedChangeSet(items: ChangeSet(inserts: [ItemPath(section: 0, item: 0)]))))
        #expect(reports.count == 1)
        #expect(reports.first?.contains("does not turn [2] into [2]") == true)
        #expect(view.reloadCount == 1)
        view.layoutIfNeeded()
        #expect(texts(view) == ["c1", "c2"])
    }

    @Test func aHugeBatchFallsBackToAReload() {
        let source = BasicDataSource(items: cats(Array(0..<100)), scheduler: scheduler)
        let view = makeView(source)
        view.reloadThreshold = 10
        source.setItems(cats(Array(50..<150)))
        #expect(view.reloadCount == 1)
        view.layoutIfNeeded()
        #expect(texts(view).first == "c50")
    }

    @Test func showsThePlaceholderWhileLoadingAndAfterNoContent() {
        let source = ManualCatsDataSource(scheduler: scheduler)
        source.noContentTitle = "No Favorites"
        source.noContentMessage = "Press f on a cat to add it."
        let view = makeView(source)
        source.loadContent()
        view.layoutIfNeeded()
        #expect(view.visiblePlaceholder?.isLoading == true)
        #expect(view.visiblePlaceholder?.titleLabel.text == "Loading…")  // not "No Favorites" while it loads
        source.tokens[0].updateWithNoContent { _ in }
        view.layoutIfNeeded()
        #expect(view.visiblePlaceholder?.titleLabel.text == "No Favorites")
        #expect(view.visiblePlaceholder?.frame == Rect(x: 0, y: 0, width: 20, height: 10))
        source.setItems(cats([1]))
        view.layoutIfNeeded()
        #expect(view.visiblePlaceholder == nil)
        #expect(texts(view) == ["c1"])
    }

    @Test func focusMovesAndScrollsAndSelectionRunsActions() {
        let source = BasicDataSource(items: cats(Array(0..<50)), scheduler: scheduler)
        let actions = ItemActions()
        var opened: [Int] = []
        actions.attach(to: Cat.self, navigate: { cat, _ in opened.append(cat.id) })
        let view = makeView(source, actions: actions)
        view.moveFocus(.down)
        #expect(view.focusedPath == ItemPath(section: 0, item: 0))
        for _ in 0..<14 { view.moveFocus(.down) }
        #expect(view.focusedPath == ItemPath(section: 0, item: 14))
        #expect(view.contentOffset == 5)  // scrolled just enough to show row 14
        #expect(view.cell(at: ItemPath(section: 0, item: 14))?.isFocused == true)
        view.selectFocusedItem()
        #expect(opened == [14])
        #expect(view.selectedPath == ItemPath(section: 0, item: 14))
        view.moveFocus(.end)
        #expect(view.focusedPath == ItemPath(section: 0, item: 49))
        #expect(view.contentOffset == 40)
        view.moveFocus(.pageUp)
        #expect(view.focusedPath == ItemPath(section: 0, item: 40))
        view.moveFocus(.home)
        #expect(view.focusedPath == ItemPath(section: 0, item: 0) && view.contentOffset == 0)
    }

    @Test func focusFollowsItsItemThroughABatch() {
        let source = BasicDataSource(items: cats([1, 2, 3]), scheduler: scheduler)
        let view = makeView(source)
        view.focusItem(at: ItemPath(section: 0, item: 2))
        source.setItems(cats([3, 1]))
        #expect(view.focusedPath == ItemPath(section: 0, item: 0))
        source.setItems(cats([1]))
        #expect(view.focusedPath == ItemPath(section: 0, item: 0))
    }

    @Test func scrollToItemPositions() {
        let source = BasicDataSource(items: cats(Array(0..<100)), scheduler: scheduler)
        let view = makeView(source)
        view.scrollToItem(at: ItemPath(section: 0, item: 50), position: .top)
        #expect(view.contentOffset == 50)
        view.scrollToItem(at: ItemPath(section: 0, item: 50), position: .bottom)
        #expect(view.contentOffset == 41)
        view.scrollToItem(at: ItemPath(section: 0, item: 50), position: .center)
        #expect(view.contentOffset == 45.5)
        view.scrollToItem(at: ItemPath(section: 0, item: 99), position: .top)
        #expect(view.contentOffset == 90)  // clamped to the content
    }

    /// A list under a count line that scrolls away and a pinned control, like the Cats list.
    func listUnderHeaders(countHeight: Double = 1) -> CollectionView {
        let source = BasicDataSource(items: cats(Array(0..<100)), scheduler: scheduler)
        var count = SupplementaryMetrics(key: "count")
        count.height = .fixed(countHeight)
        var segments = SupplementaryMetrics(key: "segments")
        segments.isPinned = true
        source.headers = [count, segments]
        return makeView(source)
    }

    /// A section's header is a heading to a screen reader, titled by its text; the list's
    /// own headers (a count line, a pinned control) are not.
    @Test func sectionHeadersAreAccessibilityHeadingsAndGlobalHeadersAreNot() {
        let source = BasicDataSource(items: cats(Array(0..<5)), scheduler: scheduler)
        source.headers = [SupplementaryMetrics(key: "count") { _ in "5 cats" }]
        source.defaultMetrics.headers = [SupplementaryMetrics(key: "section") { _ in "Cats (5)" }]
        let view = makeView(source)
        let headers = view.visibleSupplementaryViews
        let section = headers.first { element, _ in element == .header(section: 0, index: 0) }?.value
        let global = headers.first { element, _ in element == .globalHeader(index: 0) }?.value
        #expect(section?.isAccessibilityHeader == true && section?.accessibilityHeading == "Cats (5)")
        #expect(global?.isAccessibilityHeader == false && global?.accessibilityHeading == nil)
    }

    func showsCountLine(_ view: CollectionView) -> Bool {
        view.visibleSupplementaryViews.contains { element, header in
            element == .globalHeader(index: 0) && header.frame.minY == 0
        }
    }

    /// Issue 23: after End then Home (or a wheel scroll, then ↑ on the first cat) the count
    /// line stayed scrolled away: the first item was scrolled to just below the pinned control.
    @Test func goingBackUpToTheFirstItemShowsTheHeadersThatScrollAway() {
        let view = listUnderHeaders()
        #expect(showsCountLine(view))
        view.moveFocus(.end)
        #expect(view.contentOffset == 92)
        view.moveFocus(.home)
        #expect(view.contentOffset == 0)
        #expect(showsCountLine(view))
        view.scroll(by: 3)  // the wheel; focus stays on the first item
        #expect(!showsCountLine(view))
        view.moveFocus(.up)
        #expect(view.contentOffset == 0)
        #expect(showsCountLine(view))
    }

    @Test func goingUpFurtherDownMovesAsLittleAsItCan() {
        let view = listUnderHeaders()
        view.scrollToItem(at: ItemPath(section: 0, item: 50), position: .top)
        #expect(view.contentOffset == 51)  // item 50 at 52, just below the pinned control
        view.scrollToItem(at: ItemPath(section: 0, item: 40))
        #expect(view.contentOffset == 41)
        // A count line taller than the viewport: the first item shows below the control.
        let tall = listUnderHeaders(countHeight: 12)
        tall.moveFocus(.end)
        tall.moveFocus(.home)
        #expect(tall.contentOffset == 12)
    }

    @Test func headersAreMadeAndConfiguredFromMetrics() {
        struct Group: Identifiable, Equatable { var id: String }
        let source = SectionedDataSource<Group, Cat>(
            sections: [
                ArraySection(model: Group(id: "Egypt"), elements: cats([1, 2])),
                ArraySection(model: Group(id: "Siam"), elements: cats([3])),
            ], scheduler: scheduler)
        var header = SupplementaryMetrics(key: "origin")
        header.isPinned = true
        header.configure(making: Label(), in: SectionedDataSource<Group, Cat>.self) { label, groups, section in
            label.text = groups.sectionModel(at: section).id
        }
        var unrelated = SupplementaryMetrics(key: "unrelated")  // attached to another type: left as made
        unrelated.configure(making: Label("as made"), in: BasicDataSource<Cat>.self) { label, _, _ in label.text = "configured" }
        source.defaultMetrics.headers = [header, unrelated]
        let view = makeView(source)
        let titles = view.visibleSupplementaryViews.values.compactMap { ($0 as? Label)?.text }.sorted()
        #expect(titles == ["Egypt", "Siam", "as made", "as made"])
    }

    @Test func selfSizingRowsKeepTheFirstVisibleItemInPlace() {
        final class TallCell: CollectionViewCell {
            override func preferredHeight(forWidth width: Double) -> Double? { 2 }
        }
        let source = BasicDataSource(items: cats(Array(0..<100)), scheduler: scheduler)
        source.defaultMetrics.rowHeight = .estimated(1)
        let registry = CellRegistry()
        registry.register(TallCell.self, for: Cat.self) { cell, cat, _ in cell.textLabel.text = "\(cat)" }
        let view = CollectionView(dataSource: source, registry: registry)
        view.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        view.layoutIfNeeded()
        #expect(view.layout.attributes(forItemAt: ItemPath(section: 0, item: 3))?.frame.minY == 6)
        // Scroll into the estimated part: item 40 is at the top; cells above it were never measured.
        view.scrollToItem(at: ItemPath(section: 0, item: 40), position: .top)
        let top = view.contentOffset
        let frame = view.layout.attributes(forItemAt: ItemPath(section: 0, item: 40))!.frame
        #expect(frame.minY == top)  // the anchor kept its place on screen
        #expect(frame.height == 2)
    }
}

@MainActor
@Suite struct CollectionViewChromeTests {
    @Test func aCellsActionTravelsUpThroughTheCollectionView() {
        let source = BasicDataSource(items: cats([1, 2]), scheduler: ManualScheduler())
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Cat.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
        let screen = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let list = CollectionView(dataSource: source, registry: registry)
        list.frame = screen.bounds
        screen.addSubview(list)
        var favorited: [String] = []
        let favorite: ResponderAction.Name<Void> = "favorite"
        screen.onAction(favorite) { _, sender in
            favorited.append((sender as? CollectionViewCell)?.textLabel.text ?? "?")
            return true
        }
        screen.layoutIfNeeded()
        let cell = list.cell(at: ItemPath(section: 0, item: 1))!
        #expect(cell.send(favorite).wasHandled)
        #expect(favorited == ["c2"])
    }

    @Test func selectedAndBackgroundStylesComeFromMetrics() {
        let source = BasicDataSource(items: cats([1, 2]), scheduler: ManualScheduler())
        source.defaultMetrics.backgroundStyle = Style(dim: true)
        source.defaultMetrics.selectedStyle = Style(bold: true)
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Cat.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
        let list = CollectionView(dataSource: source, registry: registry)
        list.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        list.layoutIfNeeded()
        list.moveFocus(.down)
        list.selectFocusedItem()
        list.setNeedsLayout()
        list.layoutIfNeeded()
        #expect(list.cell(at: ItemPath(section: 0, item: 0))?.style == Style(bold: true, dim: true))
        #expect(list.cell(at: ItemPath(section: 0, item: 1))?.style == Style(dim: true))
    }

    @Test func globalHeaderDump() {
        let source = BasicDataSource(items: cats([1, 2]), scheduler: ManualScheduler())
        var count = SupplementaryMetrics(key: "count")
        count.height = .fixed(2)
        var segments = SupplementaryMetrics(key: "segments")
        segments.isPinned = true
        source.headers = [count, segments]
        let layout = CollectionLayout()
        layout.prepare(for: source, width: 30, viewportHeight: 4)
        layout.contentOffset = 2
        #expect(
            layout.layoutDescription == """
                content 30×6 offset 2
                global header 0 (0, 0, 30×2) z10
                global header 1 (0, 2, 30×1) z30
                item [0, 0] (0, 3, 30×1) z0
                item [0, 1] (0, 4, 30×1) z0
                """)
    }
}

@MainActor
@Suite struct CollectionViewMeasuredHeaderTests {
    @Test func aMeasuredHeaderTakesItsConfiguredLabelsHeight() {
        let source = BasicDataSource(items: cats([1]), scheduler: ManualScheduler())
        var about = SupplementaryMetrics(key: "about")
        about.height = .measured
        about.makeView = {
            let label = Label()
            label.lineLimit = 0
            return label
        }
        about.configure = { view, _, _ in (view as? Label)?.text = "one two three four five six" }
        source.headers = [about]
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Cat.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
        let list = CollectionView(dataSource: source, registry: registry)
        list.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        list.layoutIfNeeded()
        // 27 characters wrapped at 10 columns: three lines.
        #expect(list.layout.attributes(forItemAt: ItemPath(section: 0, item: 0))?.frame.minY == 3)
    }
}
