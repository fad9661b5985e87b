import Testing
import TrellisDiff
import TrellisViews

@testable import TrellisLists

@MainActor
@Suite struct SupplementaryMetricsTests {
    let scheduler = ManualScheduler()

    struct Group: Identifiable, Equatable { var id: String }

    func titles(_ view: CollectionView) -> [String] {
        view.visibleSupplementaryViews.sorted { $0.value.frame.minY < $1.value.frame.minY }.compactMap { ($0.value as? Label)?.text }
    }

    @Test func aTypedLabelHeaderShowsEachSectionsText() {
        let source = SectionedDataSource<Group, Cat>(
            sections: [
                ArraySection(model: Group(id: "Egypt"), elements: cats([1, 2])),
                ArraySection(model: Group(id: "Siam"), elements: cats([3])),
            ], scheduler: scheduler)
        source.defaultMetrics.headers = [
            SupplementaryMetrics(key: "origin") { [weak source] section in source?.sectionModel(at: section).id ?? "?" }
        ]
        let view = makeList(source)
        #expect(titles(view) == ["Egypt", "Siam"])
    }

    @Test func aLabelHeaderGetsTheLabelAndTheSectionInTheOwningDataSource() {
        let inner = BasicDataSource(items: cats([1]), scheduler: scheduler)
        var header = SupplementaryMetrics(key: "count")
        var seen: [Int] = []
        header.configure(making: Label(), in: DataSource.self) { label, _, section in
            seen.append(section)
            label.text = "section \(section)"
            label.alignment = .right
        }
        let composed = ComposedDataSource(scheduler: scheduler)
        composed.add(BasicDataSource(items: cats([0]), scheduler: scheduler))
        composed.add(inner)
        inner.defaultMetrics.headers = [header]
        let view = makeList(composed)
        #expect(titles(view) == ["section 0"])  // the inner source's own section 0, the composed one's 1
        #expect(seen.allSatisfy { $0 == 0 })
        let label = view.visibleSupplementaryViews.values.compactMap { $0 as? Label }.first
        #expect(label?.alignment == .right)
    }

    @Test func aGlobalHeadersSectionIsMinusOne() {
        let source = BasicDataSource(items: cats([1]), scheduler: scheduler)
        source.headers = [SupplementaryMetrics(key: "count") { section in "global \(section)" }]
        let view = makeList(source)
        #expect(titles(view) == ["global -1"])
    }
}
