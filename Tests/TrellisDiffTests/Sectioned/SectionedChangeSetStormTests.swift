import Testing
import TrellisDiff

/// 10,000 random sectioned pairs: sections inserted, deleted, moved, retitled; items
/// inserted, deleted, moved within and across sections, updated, duplicated.
@Suite struct SectionedChangeSetStormTests {
    @Test func tenThousandRandomPairsApplyBackWithMinimalMovesPerSection() throws {
        var random = SeededGenerator(seed: 77)
        var nextID = 0
        for round in 0..<10_000 {
            let old: [Section] = (0..<Int.random(in: 0...5, using: &random)).map { index in
                ArraySection(
                    model: Header(id: index),
                    elements: (0..<Int.random(in: 0...6, using: &random)).map { _ in
                        Row(id: "r\(Int.random(in: 0..<25, using: &random))")
                    })
            }
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                switch Int.random(in: 0..<8, using: &random) {
                case 0 where !new.isEmpty:
                    new.remove(at: Int.random(in: new.indices, using: &random))
                case 1:
                    nextID += 1
                    new.insert(
                        ArraySection(model: Header(id: 100 + nextID), elements: rows("xy")),
                        at: Int.random(in: 0...new.count, using: &random))
                case 2 where new.count > 1:
                    let moved = new.remove(at: Int.random(in: new.indices, using: &random))
                    new.insert(moved, at: Int.random(in: 0...new.count, using: &random))
                case 3 where !new.isEmpty:
                    new[Int.random(in: new.indices, using: &random)].model.title += "'"
                case 4 where !new.isEmpty:
                    // Move an item, possibly to another section.
                    let from = Int.random(in: new.indices, using: &random)
                    guard !new[from].elements.isEmpty else { break }
                    let row = new[from].elements.remove(at: Int.random(in: new[from].elements.indices, using: &random))
                    let to = Int.random(in: new.indices, using: &random)
                    new[to].elements.insert(row, at: Int.random(in: 0...new[to].elements.count, using: &random))
                case 5 where !new.isEmpty:
                    let s = Int.random(in: new.indices, using: &random)
                    nextID += 1
                    new[s].elements.insert(Row(id: "n\(nextID)"), at: Int.random(in: 0...new[s].elements.count, using: &random))
                case 6 where !new.isEmpty:
                    let s = Int.random(in: new.indices, using: &random)
                    guard !new[s].elements.isEmpty else { break }
                    new[s].elements[Int.random(in: new[s].elements.indices, using: &random)].content += 1
                case 7 where !new.isEmpty:
                    let s = Int.random(in: new.indices, using: &random)
                    guard !new[s].elements.isEmpty else { break }
                    new[s].elements.remove(at: Int.random(in: new[s].elements.indices, using: &random))
                default:
                    break
                }
            }
            let changes = SectionedChangeSet(from: old, to: new)
            let rebuilt = try changes.apply(to: old, taking: new)
            #expect(rebuilt == new, "round \(round): \(old) → \(new): \(changes)")
            #expect(shapeProblems(changes.sections) == [] && shapeProblems(changes.items) == [])

            // Minimal item moves inside each surviving section: only what falls outside a
            // longest increasing run of the pairs that stay in the same section pair.
            let resolved = try changes.sources(oldItemCounts: old.map(\.elements.count), newItemCounts: new.map(\.elements.count))
            let movedTargets = Set(changes.items.moves.map(\.to))
            for (t, source) in resolved.sections.enumerated() {
                guard let s = source else { continue }
                let stayers = resolved.items[t].enumerated().compactMap { item, origin -> (Int, Bool)? in
                    guard let origin, origin.section == s else { return nil }
                    return (origin.item, movedTargets.contains(ItemPath(section: t, item: item)))
                }
                let minimal = stayers.count - bruteForceLISLength(stayers.map(\.0))
                #expect(stayers.filter(\.1).count == minimal, "round \(round) section \(t)")
            }
        }
    }
}
