import Testing

@testable import TrellisDiff

@Suite struct IdentityMatchingTests {
    private func match(_ old: String, _ new: String) -> IdentityMatching {
        let old = Array(old)
        let new = Array(new)
        return IdentityMatching(oldCount: old.count, newCount: new.count, oldID: { old[$0] }, newID: { new[$0] })
    }

    @Test func pairsUniqueIdentities() {
        let matching = match("abc", "cab")
        #expect(matching.newToOld == [2, 0, 1])
        #expect(matching.oldToNew == [1, 2, 0])
        #expect(matching.pairCount == 3)
    }

    @Test func duplicatesPairInOrderAndExtrasStayUnpaired() {
        // given three a's before and two after
        let matching = match("aaba", "baa")
        // then the first two a's pair with the two new a's, the third is left over
        #expect(matching.newToOld == [2, 0, 1])
        #expect(matching.oldToNew == [1, 2, 0, -1])
        #expect(matching.pairCount == 3)
    }

    @Test func moreDuplicatesInNewThanOld() {
        let matching = match("a", "aaa")
        #expect(matching.newToOld == [0, -1, -1])
        #expect(matching.pairCount == 1)
    }

    @Test func disjointAndEmptySnapshots() {
        #expect(match("", "").pairCount == 0)
        #expect(match("abc", "").oldToNew == [-1, -1, -1])
        #expect(match("", "xy").newToOld == [-1, -1])
        #expect(match("abc", "xyz").pairCount == 0)
    }

    @Test func agreesWithBruteForcePairingOnRandomInput() {
        var random = SeededGenerator(seed: 5)
        for _ in 0..<1_000 {
            let old = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0..<5, using: &random) }
            let new = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0..<5, using: &random) }
            let matching = IdentityMatching(oldCount: old.count, newCount: new.count, oldID: { old[$0] }, newID: { new[$0] })
            #expect(matching.newToOld.map { $0 < 0 ? nil : $0 } == bruteForcePairing(old: old, new: new))
        }
    }
}
