import Testing
import TrellisDiff

/// Every pair of snapshots up to length 5 over a 3-letter alphabet, duplicates
/// included: 364 × 364 = 132,496 diffs, each applied back and checked for minimal moves.
@Suite struct ChangeSetExhaustiveTests {
    static let snapshots: [[Character]] = {
        var all: [[Character]] = [[]]
        var frontier: [[Character]] = [[]]
        for _ in 1...5 {
            frontier = frontier.flatMap { prefix in ["a", "b", "c"].map { prefix + [$0] } }
            all += frontier
        }
        return all
    }()

    @Test func everyPairAppliesBackWithMinimalMoves() throws {
        #expect(Self.snapshots.count == 364)
        var failures = 0
        for old in Self.snapshots {
            for new in Self.snapshots {
                let changes = ChangeSet(from: old, to: new, id: { $0 }, isContentEqual: { _, _ in true })
                let pairing = bruteForcePairing(old: old, new: new)
                let pairs = pairing.compactMap { $0 }
                let minimalMoves = pairs.count - bruteForceLISLength(pairs)
                let ok =
                    (try? changes.apply(to: old, taking: new)) == new
                    && changes.moves.count == minimalMoves
                    && changes.deletes.count == old.count - pairs.count
                    && changes.inserts.count == new.count - pairs.count
                    && changes.updates.isEmpty
                    && shapeProblems(changes).isEmpty
                if !ok {
                    failures += 1
                    if failures <= 5 { Issue.record("\(String(old)) → \(String(new)): \(changes)") }
                }
            }
        }
        #expect(failures == 0)
    }

    @Test func everyPairWithChangedContentReportsExactlyTheChangedPairs() throws {
        // Content: lowercase vs uppercase of the same identity.
        for old in Self.snapshots where old.count <= 4 {
            for new in Self.snapshots where new.count <= 4 {
                let upper = new.enumerated().map { $0.offset.isMultiple(of: 2) ? Character($0.element.uppercased()) : $0.element }
                let changes = ChangeSet(from: old, to: upper, id: { $0.lowercased() }, isContentEqual: ==)
                let pairing = bruteForcePairing(old: old, new: new)
                let changed = pairing.indices.filter { pairing[$0] != nil && upper[$0] != new[$0] }
                #expect(changes.updates.map(\.new).sorted() == changed)
                #expect(try changes.apply(to: old, taking: upper) == upper)
            }
        }
    }
}
