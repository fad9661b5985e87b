import Testing
import TrellisDiff
import TrellisViews

@testable import TrellisLists

@MainActor
@Suite struct SectionMetricsTests {
    func header(_ key: String) -> SupplementaryMetrics { SupplementaryMetrics(key: key) }

    @Test func minimumColumnWidthFitsColumnsToTheWidth() {
        var metrics = SectionMetrics()
        metrics.numberOfColumns = 3
        metrics.minimumColumnWidth = 20
        metrics.itemSpacing = 2
        metrics.padding = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        let resolved = metrics.resolved
        // available = width - 2 (padding) + 2 (one spacing more than gaps); each column takes 22.
        #expect(resolved.columns(forWidth: 200) == 3)  // capped by numberOfColumns
        #expect(resolved.columns(forWidth: 66) == 3)
        #expect(resolved.columns(forWidth: 65) == 2)
        #expect(resolved.columns(forWidth: 44) == 2)
        #expect(resolved.columns(forWidth: 43) == 1)
        #expect(resolved.columns(forWidth: 0) == 1)
        #expect(resolved.columns(forWidth: -5) == 1)
        #expect(resolved.columns(forWidth: .infinity) == 1)
        #expect(resolved.columns(forWidth: .nan) == 1)
        var fixed = SectionMetrics()
        fixed.numberOfColumns = 3
        #expect(fixed.resolved.columns(forWidth: 5) == 3)  // without a minimum the count is fixed
        var inherits = SectionMetrics()
        inherits.minimumColumnWidth = nil
        #expect(inherits.merged(over: metrics).minimumColumnWidth == 20)
    }

    @Test func setFieldsWinAndZeroIsAValue() {
        var base = SectionMetrics()
        base.rowHeight = .fixed(3)
        base.lineSpacing = 2
        base.numberOfColumns = 2
        var override = SectionMetrics()
        override.lineSpacing = 0
        let merged = override.merged(over: base)
        #expect(merged.lineSpacing == 0)
        #expect(merged.rowHeight == .fixed(3))
        #expect(merged.numberOfColumns == 2)
    }

    @Test func headersMergeOuterToInnerAndFootersInnerToOuter() {
        var outer = SectionMetrics()
        outer.headers = [header("outer")]
        outer.footers = [header("outer-footer")]
        var inner = SectionMetrics()
        inner.headers = [header("inner")]
        inner.footers = [header("inner-footer")]
        let merged = inner.merged(over: outer)
        #expect(merged.headers.map(\.key) == ["outer", "inner"])
        #expect(merged.footers.map(\.key) == ["inner-footer", "outer-footer"])
    }

    @Test func resolvedFillsDefaultsAndDropsHiddenSupplementaries() {
        var metrics = SectionMetrics()
        var hidden = header("hidden")
        hidden.isHidden = true
        metrics.headers = [header("shown"), hidden]
        let resolved = metrics.resolved
        #expect(resolved.rowHeight == .fixed(1))
        #expect(resolved.numberOfColumns == 1)
        #expect(resolved.headers.map(\.key) == ["shown"])
    }

    @Test func snapshotMergesDefaultThenDataSourceThenSection() {
        let source = BasicDataSource(items: cats([1]), scheduler: ManualScheduler())
        source.defaultMetrics.rowHeight = .fixed(2)
        var section = SectionMetrics()
        section.numberOfColumns = 3
        source.setMetrics(section, forSection: 0)
        var defaults = SectionMetrics()
        defaults.rowHeight = .fixed(9)
        defaults.lineSpacing = 1
        let snapshot = source.snapshotMetrics(defaults: defaults)
        #expect(snapshot.sections[0].rowHeight == .fixed(2))
        #expect(snapshot.sections[0].numberOfColumns == 3)
        #expect(snapshot.sections[0].lineSpacing == 1)
    }

    @Test func composedNestsHeadersAndTheRootsOwnAreGlobal() {
        let scheduler = ManualScheduler()
        let root = ComposedDataSource(scheduler: scheduler)
        root.headers = [header("global")]
        root.defaultMetrics.headers = [header("root-section")]
        let inner = ComposedDataSource(scheduler: scheduler)
        inner.headers = [header("inner-own")]
        inner.footers = [header("inner-footer")]
        let leaf = BasicDataSource(items: cats([1]), scheduler: scheduler)
        leaf.headers = [header("leaf-own")]
        leaf.defaultMetrics.footers = [header("leaf-section-footer")]
        inner.add(leaf)
        root.add(inner)
        root.add(BasicDataSource(items: cats([2]), scheduler: scheduler))
        let snapshot = root.snapshotMetrics()
        #expect(snapshot.globalHeaders.map(\.key) == ["global"])
        #expect(snapshot.sections[0].headers.map(\.key) == ["inner-own", "leaf-own", "root-section"])
        #expect(snapshot.sections[0].footers.map(\.key) == ["leaf-section-footer", "inner-footer"])
        #expect(snapshot.sections[1].headers.map(\.key) == ["root-section"])
    }

    @Test func segmentedUsesTheSelectedChildsMetrics() {
        let scheduler = ManualScheduler()
        let segmented = SegmentedDataSource(scheduler: scheduler)
        let all = BasicDataSource(items: cats([1]), scheduler: scheduler)
        all.defaultMetrics.numberOfColumns = 2
        let favorites = BasicDataSource(items: cats([2]), scheduler: scheduler)
        favorites.defaultMetrics.numberOfColumns = 1
        segmented.add(all)
        segmented.add(favorites)
        #expect(segmented.snapshotMetrics().sections.map(\.numberOfColumns) == [2])
        segmented.selectChild(at: 1)
        #expect(segmented.snapshotMetrics().sections.map(\.numberOfColumns) == [1])
    }
}
