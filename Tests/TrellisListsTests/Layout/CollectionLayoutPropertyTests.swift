import Testing
import TrellisDiff
import TrellisViews

@testable import TrellisLists

/// Random layouts: `attributes(in:)` against a scan of every element, and incremental
/// layout after random change sets against a fresh layout.
@MainActor
@Suite struct CollectionLayoutPropertyTests {
    struct Group: Identifiable, Equatable { var id: Int }

    static func randomMetrics(_ random: inout SeededGenerator) -> SectionMetrics {
        var metrics = SectionMetrics()
        metrics.numberOfColumns = Int.random(in: 1...3, using: &random)
        metrics.rowHeight = Bool.random(using: &random) ? .fixed(Double(Int.random(in: 1...3, using: &random))) : .estimated(2)
        metrics.lineSpacing = Double(Int.random(in: 0...1, using: &random))
        metrics.itemSpacing = Double(Int.random(in: 0...1, using: &random))
        metrics.padding = EdgeInsets(top: Double(Int.random(in: 0...1, using: &random)), left: 1, bottom: 0, right: 1)
        metrics.showsRowSeparator = Bool.random(using: &random)
        metrics.showsColumnSeparator = Bool.random(using: &random)
        metrics.showsSectionSeparator = Bool.random(using: &random)
        var header = SupplementaryMetrics(key: "h")
        header.isPinned = Bool.random(using: &random)
        metrics.headers = Bool.random(using: &random) ? [header] : []
        metrics.footers = Bool.random(using: &random) ? [SupplementaryMetrics(key: "f")] : []
        return metrics
    }

    static func randomSections(_ random: inout SeededGenerator, next: inout Int) -> [ArraySection<Group, Cat>] {
        (0..<Int.random(in: 0...6, using: &random)).map { _ in
            next += 1
            let id = next
            return ArraySection(
                model: Group(id: id),
                elements: (0..<Int.random(in: 0...9, using: &random)).map { _ in
                    next += 1
                    return Cat(id: next)
                })
        }
    }

    @Test func attributesInRectMatchAScanOfEveryElement() {
        var random = SeededGenerator(seed: 12)
        var next = 0
        for round in 0..<300 {
            let source = SectionedDataSource<Group, Cat>(sections: Self.randomSections(&random, next: &next), scheduler: ManualScheduler())
            source.defaultMetrics = Self.randomMetrics(&random)
            if Bool.random(using: &random) {
                var global = SupplementaryMetrics(key: "g")
                global.isPinned = Bool.random(using: &random)
                source.headers = [global]
            }
            let layout = CollectionLayout()
            layout.prepare(for: source, width: Double(Int.random(in: 5...30, using: &random)), viewportHeight: 8)
            for _ in 0..<10 {
                layout.contentOffset =
                    Double(Int.random(in: 0...max(0, Int(layout.contentHeight)), using: &random)) + 0.5
                    * Double(Int.random(in: 0...1, using: &random))
                let rect = Rect(
                    x: 0, y: Double(Int.random(in: -3...Int(layout.contentHeight) + 3, using: &random)),
                    width: layout.width, height: Double(Int.random(in: 1...12, using: &random)))
                let fast = Set(layout.attributes(in: rect))
                let scan = Set(layout.allAttributes().filter { $0.frame.intersects(rect) })
                #expect(fast == scan, "round \(round) rect \(rect): missing \(scan.subtracting(fast)) extra \(fast.subtracting(scan))")
            }
        }
    }

    @Test func incrementalLayoutEqualsFreshLayoutAfterRandomChanges() {
        var random = SeededGenerator(seed: 41)
        var next = 0
        for round in 0..<200 {
            let source = SectionedDataSource<Group, Cat>(sections: Self.randomSections(&random, next: &next), scheduler: ManualScheduler())
            source.defaultMetrics = Self.randomMetrics(&random)
            let layout = CollectionLayout()
            layout.prepare(for: source, width: 24, viewportHeight: 10)
            let relay = CollectionLayoutTests.Relay(layout: layout)
            source.addObserver(relay)
            for _ in 0..<5 {
                var sections = source.sections
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    switch Int.random(in: 0..<5, using: &random) {
                    case 0 where !sections.isEmpty:
                        sections.remove(at: Int.random(in: sections.indices, using: &random))
                    case 1:
                        next += 1
                        sections.insert(
                            ArraySection(model: Group(id: next), elements: [Cat(id: -next)]),
                            at: Int.random(in: 0...sections.count, using: &random))
                    case 2 where !sections.isEmpty:
                        let s = Int.random(in: sections.indices, using: &random)
                        next += 1
                        sections[s].elements.insert(Cat(id: next), at: Int.random(in: 0...sections[s].elements.count, using: &random))
                    case 3 where !sections.isEmpty:
                        let s = Int.random(in: sections.indices, using: &random)
                        if !sections[s].elements.isEmpty {
                            sections[s].elements.remove(at: Int.random(in: sections[s].elements.indices, using: &random))
                        }
                    case 4 where sections.count > 1:
                        sections.swapAt(0, sections.count - 1)
                    default:
                        break
                    }
                }
                source.setSections(sections)
                let fresh = CollectionLayout()
                fresh.prepare(for: source, width: 24, viewportHeight: 10)
                #expect(layout.layoutDescription == fresh.layoutDescription, "round \(round)")
            }
        }
    }
}
