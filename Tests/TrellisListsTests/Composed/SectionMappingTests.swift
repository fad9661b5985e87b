import Testing

@testable import TrellisLists

@Suite struct SectionMappingTests {
    /// The obvious mapping: walk the children.
    static func bruteLocate(_ counts: [Int], _ section: Int) -> (Int, Int)? {
        var start = 0
        for (child, count) in counts.enumerated() {
            if section < start + count { return section >= start ? (child, section - start) : nil }
            start += count
        }
        return nil
    }

    @Test func emptyMappingLocatesNothing() {
        var mapping = SectionMapping()
        #expect(mapping.total == 0)
        #expect(mapping.locate(0) == nil)
    }

    @Test func randomEditsAgreeWithBruteForce() {
        var random = SeededGenerator(seed: 8)
        var mapping = SectionMapping()
        var counts: [Int] = []
        for _ in 0..<2_000 {
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let index = Int.random(in: 0...counts.count, using: &random)
                let count = Int.random(in: 0...3, using: &random)
                counts.insert(count, at: index)
                mapping.insertChild(at: index, count: count)
            case 1 where !counts.isEmpty:
                let index = Int.random(in: counts.indices, using: &random)
                counts.remove(at: index)
                mapping.removeChild(at: index)
            default:
                guard !counts.isEmpty else { break }
                let index = Int.random(in: counts.indices, using: &random)
                let count = Int.random(in: 0...4, using: &random)
                counts[index] = count
                mapping.setCount(count, forChild: index)
            }
            #expect(mapping.total == counts.reduce(0, +))
            for section in -1...(mapping.total) {
                let expected = Self.bruteLocate(counts, section)
                let descended = mapping.descend(section)
                #expect(descended?.child == expected?.0 && descended?.local == expected?.1, "\(counts) section \(section)")
                let found = mapping.locate(section)
                #expect(found?.child == expected?.0 && found?.local == expected?.1, "\(counts) section \(section)")
            }
            for child in counts.indices {
                #expect(mapping.offset(ofChild: child) == counts[..<child].reduce(0, +))
            }
        }
    }

    @Test func lookupsBuildTheTableAndEveryKindOfChangeDropsIt() {
        var counts = [3, 0, 5, 1, 4, 0, 2]
        var mapping = SectionMapping(counts: counts)
        func lookUpAllUntilTabled() {
            for _ in 0..<3 {
                for section in -1...(mapping.total) {
                    let expected = Self.bruteLocate(counts, section)
                    let found = mapping.locate(section)
                    #expect(found?.child == expected?.0 && found?.local == expected?.1, "\(counts) section \(section)")
                }
            }
            #expect(mapping.isTableCurrent, "\(counts): lookups past the table's cost should have built it")
        }
        lookUpAllUntilTabled()
        counts[2] = 1
        mapping.setCount(1, forChild: 2)
        #expect(!mapping.isTableCurrent)
        lookUpAllUntilTabled()
        counts.insert(2, at: 0)
        mapping.insertChild(at: 0, count: 2)
        #expect(!mapping.isTableCurrent)
        lookUpAllUntilTabled()
        counts.remove(at: 3)
        mapping.removeChild(at: 3)
        #expect(!mapping.isTableCurrent)
        lookUpAllUntilTabled()
    }

    @Test func aSingleLookupAfterAChangeDoesNotRebuildABigTable() {
        var mapping = SectionMapping(counts: [Int](repeating: 10, count: 1_000))
        for section in 0..<mapping.total { _ = mapping.locate(section) }
        #expect(mapping.isTableCurrent)
        mapping.setCount(11, forChild: 500)
        #expect(mapping.locate(5_005)?.child == 500 && mapping.locate(5_005)?.local == 5)
        #expect(!mapping.isTableCurrent, "two lookups must not pay for a 10,001-entry table")
    }
}
