import Testing
import TrellisDiff

/// Random storms: realistic edits (inserts, deletes, moves, updates, duplicates) on
/// random lists, 10,000 pairs, each applied back through the oracle.
@Suite struct ChangeSetStormTests {
    static func edit(_ old: [Row], using random: inout SeededGenerator, nextID: inout Int) -> [Row] {
        var new = old
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where !new.isEmpty:
                new.remove(at: Int.random(in: new.indices, using: &random))
            case 1:
                nextID += 1
                new.insert(Row(id: "n\(nextID)"), at: Int.random(in: 0...new.count, using: &random))
            case 2 where !new.isEmpty:
                let row = new.remove(at: Int.random(in: new.indices, using: &random))
                new.insert(row, at: Int.random(in: 0...new.count, using: &random))
            case 3 where !new.isEmpty:
                new[Int.random(in: new.indices, using: &random)].content += 1
            case 4 where !new.isEmpty:
                // A duplicate identity: the crash class this engine closes.
                new.insert(new[Int.random(in: new.indices, using: &random)], at: Int.random(in: 0...new.count, using: &random))
            default:
                break
            }
        }
        return new
    }

    @Test func tenThousandRandomPairsApplyBack() throws {
        var random = SeededGenerator(seed: 2026)
        var nextID = 0
        for round in 0..<10_000 {
            let old = (0..<Int.random(in: 0...30, using: &random)).map { _ in
                Row(id: "r\(Int.random(in: 0..<40, using: &random))")
            }
            let new = Self.edit(old, using: &random, nextID: &nextID)
            let changes = ChangeSet(from: old, to: new)
            let rebuilt = try changes.apply(to: old, taking: new)
            #expect(rebuilt == new, "round \(round): \(old) → \(new): \(changes)")
            #expect(shapeProblems(changes) == [])
            let pairs = bruteForcePairing(old: old.map(\.id), new: new.map(\.id)).compactMap { $0 }
            #expect(changes.moves.count == pairs.count - bruteForceLISLength(pairs))
        }
    }
}
