import Testing

@testable import TrellisDiff

@Suite struct PositionSetTests {
    @Test func insertRemoveAndContainsAcrossWordBoundaries() {
        let set = PositionSet(count: 200)
        for position in [0, 63, 64, 127, 128, 199] { set.insert(position) }
        set.remove(127)
        #expect((0..<200).filter { set.contains($0) } == [0, 63, 64, 128, 199])
    }

    @Test func forEachVisitsMembersOrTheRestOfARangeInOrder_againstASet() {
        var random = SeededGenerator(seed: 31)
        for _ in 0..<500 {
            let count = Int.random(in: 0...300, using: &random)
            let set = PositionSet(count: count)
            var members = Set<Int>()
            for _ in 0..<Int.random(in: 0...count, using: &random) {
                let position = Int.random(in: 0..<count, using: &random)
                set.insert(position)
                members.insert(position)
            }
            let lower = Int.random(in: 0...count, using: &random)
            let range = lower..<Int.random(in: lower...count, using: &random)
            var visited: [Int] = []
            set.forEach(in: range, isMember: true) { visited.append($0) }
            #expect(visited == range.filter(members.contains), "members of \(range)")
            visited = []
            set.forEach(in: range, isMember: false) { visited.append($0) }
            #expect(visited == range.filter { !members.contains($0) }, "absent from \(range)")
        }
    }
}
