import Testing
import TrellisDiff

@testable import TrellisLists

/// Random trees of basic, composed and segmented data sources under random loads,
/// completions, resets, segment switches, adds and removes. After every step a mirror that
/// applies each batch to the counts it last saw must equal what the root reports, no batch
/// may fail to apply, and once nothing in the tree is loading no composed data source may
/// still hold a child's load update (AAPL's pending update blocks, held forever). At the end
/// every load is completed: the list shows exactly the leaves' content and every
/// `whenLoaded` block queued on the root has run. Failures print the seed and the shrunk steps.
@MainActor
@Suite struct DataSourceTreePropertyTests {
    @Test func randomTreesUnderRandomStepsStayConsistent() {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(4))
        var seed: UInt64 = 0x7EE5_0020
        var runs = 0
        var batches = 0
        var heldSteps = 0
        while runs < 400 && (runs < 20 || clock.now < deadline) {
            seed &+= 1
            runs += 1
            var random = SeededGenerator(seed: seed)
            let steps = (0..<150).map { _ in Step(kind: Int.random(in: 0..<13, using: &random), parameter: random.next()) }
            let run = TreeRun(seed: seed)
            let result = run.run(steps)
            batches += run.batches
            heldSteps += run.loadUpdatesHeld
            guard let failure = result else { continue }
            let shrunk = Self.shrink(steps, seed: seed)
            Issue.record(
                "seed \(seed): \(failure)\nshrunk to \(shrunk.count) steps \(shrunk): \(TreeRun(seed: seed).run(shrunk) ?? "passes?")")
            return
        }
        // The runs really exercised batches and held load updates, not just reloads.
        #expect(batches > 20 * runs && heldSteps > runs, "\(runs) runs: \(batches) batches, load updates held at \(heldSteps) steps")
    }

    /// One random step: what to do, and a number that picks whom (resolved against the tree
    /// as it is then, so any subsequence of steps still replays).
    struct Step: CustomStringConvertible {
        var kind: Int
        var parameter: UInt64
        var description: String { ".init(kind: \(kind), parameter: \(parameter))" }
    }

    /// Drops chunks of steps, then single steps, while the run still fails.
    static func shrink(_ steps: [Step], seed: UInt64) -> [Step] {
        var current = steps
        var chunk = max(1, current.count / 2)
        while chunk >= 1 {
            var start = 0
            while start < current.count {
                var smaller = current
                smaller.removeSubrange(start..<min(current.count, start + chunk))
                if TreeRun(seed: seed).run(smaller) != nil { current = smaller } else { start += chunk }
            }
            chunk /= 2
        }
        return current
    }
}
