import Testing
import TrellisDiff
import TrellisViews

@testable import TrellisLists

/// The two ready-made headers: a pinned control kept as one view, and a section title with
/// its row count.
@MainActor
@Suite struct SupplementaryMetricsHeadersTests {
    let scheduler = ManualScheduler()

    struct Origin: Identifiable, Equatable { var id: String }

    func titles(_ view: CollectionView) -> [String] {
        view.visibleSupplementaryViews.sorted { $0.value.frame.minY < $1.value.frame.minY }.compactMap { ($0.value as? Label)?.text }
    }

    @Test func aCountedHeaderSaysTheSectionsTitleAndHowManyRowsItHolds() {
        let source = SectionedDataSource<Origin, Cat>(
            sections: [
                ArraySection(model: Origin(id: "Egypt"), elements: cats([1, 2])), ArraySection(model: Origin(id: "Siam"), elements: []),
            ],
            scheduler: scheduler)
        let header = SupplementaryMetrics.counted(in: SectionedDataSource<Origin, Cat>.self, style: Style(bold: true)) { $0.id }
        #expect(header.isPinned && header.style == Style(bold: true) && header.key == "section")
        source.defaultMetrics.headers = [header]
        #expect(titles(makeList(source)) == ["Egypt (2)", "Siam (0)"])
    }

    @Test func aCountedHeaderLeavesItsLabelForASectionTheSourceNoLongerHas() {
        let source = SectionedDataSource<Origin, Cat>(
            sections: [ArraySection(model: Origin(id: "Egypt"), elements: cats([1]))], scheduler: scheduler)
        let header = SupplementaryMetrics.counted(in: SectionedDataSource<Origin, Cat>.self, isPinned: false) { $0.id }
        let label = Label()
        label.text = "as it was"
        header.configure?(label, source, 3)
        #expect(label.text == "as it was" && !header.isPinned)
        header.configure?(label, BasicDataSource<Cat>(scheduler: scheduler), 0)  // another kind of source: left alone
        #expect(label.text == "as it was")
    }

    @Test func aPinnedHeaderIsTheSameViewEachTimeAndShowsOverPlaceholders() {
        let control = SegmentedControl(titles: ["All", "Favorites"])
        let header = SupplementaryMetrics.pinned(control, key: "segments")
        #expect(header.isPinned && header.isVisibleWhileShowingPlaceholder && header.key == "segments")
        #expect(header.makeView() === control && header.makeView() === control)
    }
}
