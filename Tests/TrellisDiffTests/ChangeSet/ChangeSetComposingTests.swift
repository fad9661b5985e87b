import Testing
import TrellisDiff

@Suite struct ChangeSetComposingTests {
    @Test func sourcesRoundTrip() throws {
        let changes = ChangeSet(from: rows("abcdef"), to: rows("xfbcea"))
        let sources = try changes.sources(oldCount: 6, newCount: 6)
        #expect(ChangeSet(sources: sources, oldCount: 6) == changes)
    }

    @Test func moveThereAndBackIsNoMove() throws {
        let there = ChangeSet<Int>(moves: [.init(from: 0, to: 2)])
        let back = ChangeSet<Int>(moves: [.init(from: 2, to: 0)])
        #expect(try there.followed(by: back, oldCount: 3, middleCount: 3, newCount: 3).isEmpty)
    }

    @Test func insertedThenDeletedVanishes() throws {
        let insert = ChangeSet<Int>(inserts: [1])
        let delete = ChangeSet<Int>(deletes: [1])
        #expect(try insert.followed(by: delete, oldCount: 2, middleCount: 3, newCount: 2).isEmpty)
    }

    @Test func anInvalidHalfIsReported() {
        #expect(throws: ChangeSetError<Int>.countMismatch(old: 2, deletes: 0, inserts: 0, new: 3)) {
            try ChangeSet<Int>().followed(by: ChangeSet<Int>(), oldCount: 2, middleCount: 3, newCount: 3)
        }
    }

    @Test func randomChainsComposeToTheirEffect() throws {
        var random = SeededGenerator(seed: 31)
        var nextID = 0
        for _ in 0..<3_000 {
            let old = (0..<Int.random(in: 0...12, using: &random)).map { _ in Row(id: "r\(Int.random(in: 0..<15, using: &random))") }
            let middle = ChangeSetStormTests.edit(old, using: &random, nextID: &nextID)
            let new = ChangeSetStormTests.edit(middle, using: &random, nextID: &nextID)
            let first = ChangeSet(from: old, to: middle)
            let second = ChangeSet(from: middle, to: new)
            let both = try first.followed(by: second, oldCount: old.count, middleCount: middle.count, newCount: new.count)
            #expect(try both.apply(to: old, taking: new) == new, "\(old) → \(middle) → \(new): \(both)")
            #expect(shapeProblems(both) == [])
        }
    }
}

@Suite struct SectionedChangeSetComposingTests {
    @Test func crossSectionMoveThenSectionDeleteBecomesAnInsert() throws {
        // b moves from section 0 to section 1, then section 0 is deleted: one batch cannot
        // move out of a deleted section, so b is inserted into section 1.
        let old = [section(0, "ab"), section(1, "c")]
        let middle = [section(0, "a"), section(1, "cb")]
        let new = [section(1, "cb")]
        let both = try SectionedChangeSet(from: old, to: middle).followed(
            by: SectionedChangeSet(from: middle, to: new),
            oldItemCounts: [2, 1], middleItemCounts: [1, 2], newItemCounts: [2])
        #expect(both.sections == ChangeSet(deletes: [0]))
        #expect(both.items == ChangeSet(inserts: [ItemPath(section: 0, item: 1)]))
        #expect(try both.apply(to: old, taking: new) == new)
    }

    @Test func randomChainsComposeToTheirEffectAndMatchTheDirectDiff() throws {
        var random = SeededGenerator(seed: 99)
        for round in 0..<2_000 {
            // Unique identities, so the composed pairing is the direct diff's pairing.
            var pool = Array(0..<40).shuffled(using: &random).makeIterator()
            let old = randomSections(&random, ids: &pool, count: Int.random(in: 0...4, using: &random))
            let middle = reshuffle(old, using: &random, ids: &pool)
            let new = reshuffle(middle, using: &random, ids: &pool)
            let first = SectionedChangeSet(from: old, to: middle)
            let second = SectionedChangeSet(from: middle, to: new)
            let both = try first.followed(
                by: second, oldItemCounts: old.map(\.elements.count),
                middleItemCounts: middle.map(\.elements.count),
                newItemCounts: new.map(\.elements.count))
            #expect(try both.apply(to: old, taking: new) == new, "round \(round)")
            // A pair broken by a section insert or delete in the middle is an insert and a
            // delete in the composition (a batch carries no identity across it); otherwise the
            // composition is the direct diff, up to updates that were undone (extra reloads).
            let direct = SectionedChangeSet(from: old, to: new)
            let sectionsStable =
                first.sections.inserts.isEmpty && first.sections.deletes.isEmpty
                && second.sections.inserts.isEmpty && second.sections.deletes.isEmpty
            if sectionsStable {
                #expect(both.items.deletes == direct.items.deletes && both.items.inserts == direct.items.inserts, "round \(round)")
                #expect(both.items.moves.count == direct.items.moves.count, "round \(round)")
                #expect(both.sections.moves.count == direct.sections.moves.count, "round \(round)")
            }
            #expect(Set(direct.items.updates.map(\.new)).isSubset(of: Set(both.items.updates.map(\.new))) || !sectionsStable)
        }
    }

    private func randomSections(_ random: inout SeededGenerator, ids: inout IndexingIterator<[Int]>, count: Int) -> [Section] {
        (0..<count).map { index in
            ArraySection(
                model: Header(id: index),
                elements: (0..<Int.random(in: 0...4, using: &random)).compactMap { _ in
                    ids.next().map { Row(id: "i\($0)") }
                })
        }
    }

    private func reshuffle(_ snapshot: [Section], using random: inout SeededGenerator, ids: inout IndexingIterator<[Int]>) -> [Section] {
        var result = snapshot
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where !result.isEmpty:
                result.remove(at: Int.random(in: result.indices, using: &random))
            case 1:
                let id = 100 + Int.random(in: 0..<1000, using: &random)
                guard !result.contains(where: { $0.model.id == id }) else { break }
                result.insert(ArraySection(model: Header(id: id), elements: []), at: Int.random(in: 0...result.count, using: &random))
            case 2 where result.count > 1:
                let moved = result.remove(at: Int.random(in: result.indices, using: &random))
                result.insert(moved, at: Int.random(in: 0...result.count, using: &random))
            case 3 where !result.isEmpty:
                let from = Int.random(in: result.indices, using: &random)
                let to = Int.random(in: result.indices, using: &random)
                guard !result[from].elements.isEmpty else { break }
                let row = result[from].elements.remove(at: Int.random(in: result[from].elements.indices, using: &random))
                result[to].elements.insert(row, at: Int.random(in: 0...result[to].elements.count, using: &random))
            case 4 where !result.isEmpty:
                let s = Int.random(in: result.indices, using: &random)
                guard let id = ids.next() else { break }
                result[s].elements.insert(Row(id: "i\(id)"), at: Int.random(in: 0...result[s].elements.count, using: &random))
            case 5 where !result.isEmpty:
                let s = Int.random(in: result.indices, using: &random)
                guard !result[s].elements.isEmpty else { break }
                result[s].elements[Int.random(in: result[s].elements.indices, using: &random)].content += 1
            default:
                break
            }
        }
        return result
    }
}
