import Testing
import TrellisDiff

@testable import TrellisLists

/// A sectioned data source's index: the first letters of its sections' titles, when asked.
@MainActor
@Suite struct SectionedDataSourceSectionIndexTests {
    @Test func aSectionedDataSourceOffersTheLettersOfItsTitlesOnlyWhenAsked() {
        let source = SectionedDataSource<NamedOrigin, Cat>(
            sections: [
                ArraySection(model: NamedOrigin(name: "Egypt"), elements: cats([1])),
                ArraySection(model: NamedOrigin(name: "Japan"), elements: cats([2])),
            ],
            scheduler: ManualScheduler())
        #expect(source.sectionIndex.titles.isEmpty)
        source.sectionIndexTitle = { $0.name }
        #expect(source.sectionIndex.titles == ["E", "J"])
    }
}

/// A section model with a name.
struct NamedOrigin: Identifiable, Equatable {
    var name: String
    var id: String { name }
}
