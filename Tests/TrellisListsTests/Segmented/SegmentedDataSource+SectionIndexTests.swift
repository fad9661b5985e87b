import Testing
import TrellisDiff

@testable import TrellisLists

/// A segmented data source's index is its selected child's.
@MainActor
@Suite struct SegmentedDataSourceSectionIndexTests {
    @Test func aSegmentedDataSourceOffersItsSelectedChildsIndex() {
        let scheduler = ManualScheduler()
        let titled = SectionedDataSource<NamedOrigin, Cat>(
            sections: [ArraySection(model: NamedOrigin(name: "Kenya"), elements: cats([1]))], scheduler: scheduler)
        titled.sectionIndexTitle = { $0.name }
        let plain = SectionedDataSource<NamedOrigin, Cat>(sections: [], scheduler: scheduler)
        let segments = SegmentedDataSource(scheduler: scheduler)
        segments.add(titled)
        segments.add(plain)
        #expect(segments.sectionIndex.titles == ["K"])
        segments.selectChild(at: 1, animated: false)
        #expect(segments.sectionIndex.titles.isEmpty)
    }
}
