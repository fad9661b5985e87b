import Foundation
import Testing
import TrellisTerminalTesting
import TwigKit

@Suite("The log's graph column")
struct CommitGraphTests {
    func commit(_ id: String, _ parents: String...) -> Commit {
        Commit(id: id, parents: parents, authorName: "A", authorDate: Date(timeIntervalSince1970: 0), subject: id)
    }

    func rows(_ commits: [Commit]) -> [String] {
        var graph = CommitGraph()
        return commits.map { graph.row(for: $0) }
    }

    @Test("a straight history is one lane")
    func straight() {
        #expect(rows([commit("c", "b"), commit("b", "a"), commit("a")]) == ["●", "●", "●"])
    }

    @Test("a merge opens a lane for its second parent, and the fork point joins it")
    func mergeAndFork() {
        let history = [commit("m", "a", "t"), commit("t", "a"), commit("a")]
        #expect(rows(history) == ["●─╮", "│ ●", "●─╯"])
    }

    @Test("an octopus opens a lane for each further parent")
    func octopus() {
        let history = [commit("m", "a", "x", "y"), commit("y", "a"), commit("x", "a"), commit("a")]
        #expect(rows(history) == ["●─┬─╮", "│ │ ●", "│ ● │", "●─┴─╯"])
    }

    @Test("a merge whose second parent a lane already waits for meets that lane")
    func meetsAWaitingLane() {
        let history = [commit("m1", "p", "q"), commit("p", "r", "q"), commit("q", "r"), commit("r")]
        #expect(rows(history) == ["●─╮", "●─┤", "│ ●", "●─╯"])
    }

    @Test("two tips (--all) take two lanes, and a lane crossed by a merge's line shows the crossing")
    func tipsAndCrossings() {
        let tips = [commit("t1", "b"), commit("t2", "b"), commit("b")]
        #expect(rows(tips) == ["●", "│ ●", "●─╯"])
        // "s" keeps lane 1 waiting for "z" while the merge "y" on lane 0 reaches for lane 2.
        let crossing = [
            commit("x", "y"), commit("s", "z"), commit("y", "a", "t"), commit("t", "a"), commit("a", "z"), commit("z"),
        ]
        #expect(rows(crossing) == ["●", "│ ●", "●─┼─╮", "│ │ ●", "●─┼─╯", "●─╯"])
    }

    @Test("rows past the most lanes drawn end in an ellipsis; the lanes are kept")
    func manyLanes() {
        var graph = CommitGraph(maximumDrawnLanes: 3)
        let merge = commit("m", "a", "b", "c", "d", "e")
        #expect(graph.row(for: merge) == "●─┬─┬─…")
        #expect(graph.lanes == ["a", "b", "c", "d", "e"])
    }

    @Test("random histories: one commit mark per row, no lane left waiting at the root, lanes bounded by open lines", arguments: 0..<200)
    func randomHistories(_ seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        // Commits newest first; each one's parents are older commits (higher index).
        let count = Int.random(in: 2...60, using: &random)
        var commits: [Commit] = []
        for index in 0..<count {
            let older = Array((index + 1)..<count)
            var parents: [String] = []
            if !older.isEmpty && index < count - 1 {
                parents.append("c\(older[Int.random(in: 0..<min(3, older.count), using: &random)])")
                if Int.random(in: 0..<4, using: &random) == 0, let other = older.randomElement(using: &random), "c\(other)" != parents[0] {
                    parents.append("c\(other)")
                }
            }
            commits.append(
                Commit(id: "c\(index)", parents: parents, authorName: "A", authorDate: Date(timeIntervalSince1970: 0), subject: ""))
        }
        var graph = CommitGraph(maximumDrawnLanes: 100)
        for commit in commits {
            let row = graph.row(for: commit)
            #expect(row.filter { $0 == "●" }.count == 1, "seed \(seed): \(commit.id) drew \(row)")
            #expect(graph.lanes.count <= count, "seed \(seed)")
            #expect(!graph.lanes.contains(commit.id), "seed \(seed): a lane still waits for \(commit.id), drawn")
        }
        #expect(graph.lanes.isEmpty, "seed \(seed): lanes left waiting after the last root: \(graph.lanes)")
    }
}
